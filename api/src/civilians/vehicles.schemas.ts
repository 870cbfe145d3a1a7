import { z } from 'zod';
import { LIMITS, department, optional } from '@tenfour/db/dispatch';
import { optionalText, requiredText } from './shared';
import { jsonNumber } from '../validate';
import { customFieldsOnCreate } from '../values';

// Types and colours are the community's lists (docs/values.md), checked by the route.
const vehicleType = requiredText(40, 'Choose a vehicle type.', 'Type');

const vehicleFields = {
  plate: z
    .string('Plate is required.')
    .trim()
    .toUpperCase()
    .min(1, 'Plate is required.')
    .max(8, 'A plate is at most 8 characters.')
    .regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'A plate may only use letters, digits, spaces and hyphens.'),
  make: requiredText(40, 'Make is required.', 'Make'),
  model: requiredText(40, 'Model is required.', 'Model'),
  year: jsonNumber('Year must be a number.')
    .int('Year must be a whole number.')
    .min(1900, 'Year must be 1900 or later.'),
  color: optionalText(30, 'Color'),
  insured: z.boolean('Insured must be true or false.').default(false),
};

/** POST /api/vehicles/register: the registration list of types, Sedan by default. */
export const registerVehicleSchema = z.object({
  ...vehicleFields,
  // The community's first vehicle type when none is sent.
  type: vehicleType.optional(),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN is 17 letters and digits (never I, O or Q).')
    .optional(),
  civilianId: z.uuid('Choose a civilian.'),
  customFields: customFieldsOnCreate,
});

/** PUT /api/vehicles/{id}: either list of types (the edit dialog has its own). */
export const updateVehicleSchema = z.object({
  ...vehicleFields,
  type: vehicleType,
});

/** POST /api/vehicles/{id}/stolen: the BOLO's department and what the owner knows. */
export const reportStolenSchema = z.object({
  department,
  location: optional('the location', LIMITS.location),
  details: optional('the details', LIMITS.details),
});
