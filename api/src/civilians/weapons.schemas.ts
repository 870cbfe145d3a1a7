import { z } from 'zod';
import { WEAPON_SERIAL_PATTERN } from '@tenfour/db/civilians';
import { optionalText, requiredText } from './shared';
import { customFieldsOnCreate } from '../values';

const serialNumber = z
  .string('Serial number must be text.')
  .trim()
  .toUpperCase()
  .regex(WEAPON_SERIAL_PATTERN, 'A serial number is "WPN-" and 6 letters or digits.');

const weaponType = requiredText(60, 'Weapon type is required.', 'Weapon type');

/** POST /api/weapons/register. The serial is generated here when the client sends none. */
export const registerWeaponSchema = z.object({
  weaponType,
  serialNumber: serialNumber.optional(),
  registeredName: optionalText(80, 'Registered name'),
  civilianId: z.uuid('Choose a civilian.'),
  customFields: customFieldsOnCreate,
});

/** PUT /api/weapons/{id}. The serial is read-only: it may be sent, but not changed. */
export const updateWeaponSchema = z.object({
  weaponType,
  serialNumber: serialNumber.optional(),
  registeredName: requiredText(80, 'Registered name is required.', 'Registered name'),
});
