import { z } from 'zod';
import { CALL_TYPE_LIMITS } from '@tenfour/db/values';
import {
  BOLO_TYPES,
  CALLSIGN_PATTERN,
  LIMITS,
  SUBDIVISION_CODES,
  CALL_SERVICE_CODES,
  UNIT_SERVICES,
  department,
  optional,
  postal,
  required,
  serviceSet,
} from '@tenfour/db/dispatch';

// Shared with the bot's commands (one schema, one set of messages).
export { department, optional, postal, required, serviceSet };

export const idParam = z.object({ id: z.uuid('Not a valid id.') });
export const discordIdParam = z.object({
  discordId: z.string().regex(/^\d{1,25}$/, 'Not a valid Discord id.'),
});

export const registerOfficerSchema = z.object({
  // The payload names the member; the session decides who registers.
  discordId: z.string().trim().optional(),
  civilianId: z.uuid('Choose one of your civilians.'),
  department,
  callsign: required('a callsign', LIMITS.callsign)
    .regex(CALLSIGN_PATTERN, 'Use letters and digits, like D-104.')
    .transform((s) => s.toUpperCase()),
});

export const switchProfileSchema = z.object({ department });

export const unitChangeSchema = z
  .object({
    // Which codes exist is the community's (docs/values.md): the server checks it on change.
    status: z
      .string({ message: 'Choose a status from the control panel.' })
      .trim()
      .min(1, 'Choose a status from the control panel.')
      .max(20, 'Choose a status from the control panel.')
      .optional(),
    subdivision: z.enum(SUBDIVISION_CODES, { message: 'Choose a listed subdivision.' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.subdivision !== undefined, {
    message: 'Send a status or a subdivision.',
  });

// Any name here; the server then checks it names one of the community's live call types.
export const callType = z
  .string({ message: 'Choose a call type.' })
  .trim()
  .min(1, 'Choose a call type.')
  .max(CALL_TYPE_LIMITS.name, 'Choose a call type.');
export const createCallSchema = z.object({
  type: callType,
  location: required('a location', LIMITS.location),
  postal,
  details: optional('the details', LIMITS.details),
  // Optional: by default the call needs what its type needs; the creator's service is added.
  services: serviceSet(CALL_SERVICE_CODES, 'Choose police, fire or EMS.').optional(),
});

/** POST /api/calls/{id}/request: an officer asks for fire and/or EMS on a call. */
export const requestServicesSchema = z.object({
  services: serviceSet(['fire', 'ems'], 'Choose fire or EMS.'),
});

export const updateCallSchema = z
  .object({
    type: callType.optional(),
    location: required('a location', LIMITS.location).optional(),
    postal: postal.optional(),
    details: optional('the details', LIMITS.details).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change.',
  });

export const attachUnitSchema = z.object({
  officerId: z.uuid('Choose a unit.').optional(),
});
export const callUnitParam = z.object({
  id: z.uuid('Not a valid id.'),
  officerId: z.uuid('Not a valid unit id.'),
});

export const unitListQuery = z.object({
  service: z.enum(UNIT_SERVICES, { message: 'Choose police or safr.' }).optional(),
});

export const callListQuery = z.object({
  status: z.enum(['active', 'closed']).default('active'),
});
export const boloListQuery = z.object({
  status: z.enum(['active', 'cleared']).default('active'),
});

const shared = {
  location: optional('the location', LIMITS.location),
  details: optional('the details', LIMITS.details),
};

export const createBoloSchema = z.preprocess(
  // The documented values are lowercase; accept "Vehicle" from hand-written clients too.
  (v) =>
    v && typeof v === 'object' && 'boloType' in v && typeof v.boloType === 'string'
      ? { ...v, boloType: v.boloType.trim().toLowerCase() }
      : v,
  z.discriminatedUnion(
    'boloType',
    [
      z.object({
        boloType: z.literal(BOLO_TYPES[0]),
        vehicleDescription: required('a vehicle description', LIMITS.description),
        vehiclePlate: optional('the plate', LIMITS.plate).transform(
          (v) => v?.toUpperCase() ?? null,
        ),
        ...shared,
      }),
      z.object({
        boloType: z.literal(BOLO_TYPES[1]),
        personDescription: required('a person description', LIMITS.description),
        personName: optional('the name', LIMITS.personName),
        ...shared,
      }),
    ],
    { error: 'Choose a vehicle or a person BOLO.' },
  ),
);

export const lastEventIdQuery = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /**
   * Which of the caller's profiles streams: officer (police) or fire/rescue (safr); or
   * `dispatch`, a dispatcher's stream of `department`.
   */
  service: z
    .enum([...UNIT_SERVICES, 'dispatch'], { message: 'Choose police, safr or dispatch.' })
    .optional(),
  department: department.optional(),
});
