import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '@tenfour/db/api-keys';
import { ACTIVE_CALLS_KEY, department, emergencyCallSchema } from '@tenfour/db/dispatch';
import { pageQuery } from '../paging';
import { unitChangeSchema, unitListQuery } from '../dispatch';

// The public API's inputs and answers, each written once: the routes validate with these and
// the OpenAPI document (openapi.ts) is generated from them, so the two cannot disagree.

export const discordId = z
  .string({ message: 'Enter a Discord id.' })
  .regex(/^\d{15,21}$/, 'A Discord id is 15 to 21 digits.');

export const departmentQuery = z.object({ department });

export const callsQuery = z.object({ department, ...pageQuery(ACTIVE_CALLS_KEY) });

/**
 * A 911 call from another tool (a game server's phone): the site's 911 form's fields, made on
 * behalf of the member `callerDiscordId`, whose civilian is calling. The site's rules apply:
 * the member must own the civilian, and their open calls and call rate are limited.
 */
export const emergencyCallBody = emergencyCallSchema.extend({ callerDiscordId: discordId });

export const unitsQuery = unitListQuery.extend({ department });

export const memberParam = z.object({ discordId });

export const unitStatusBody = unitChangeSchema;

// Answers.

const said = {
  message: z.string(),
  messageKey: z.string(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
};

export const errorAnswer = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.unknown()),
  requestId: z.string().optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        key: z.string(),
        params: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
});

const callUnit = z.object({
  officerId: z.string(),
  callsign: z.string(),
  name: z.string(),
  service: z.string(),
  role: z.string().nullable(),
});

export const callAnswer = z.object({
  _id: z.string(),
  callNumber: z.number().int(),
  type: z.string(),
  location: z.string(),
  postal: z.string().nullable(),
  details: z.string().nullable(),
  status: z.string(),
  services: z.array(z.string()),
  primaryOfficer: z.string().nullable(),
  primaryOfficerId: z.string().nullable(),
  units: z.array(callUnit),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  priority: z.number().int(),
  source: z.string(),
  caller: z
    .object({
      civilianId: z.string().nullable(),
      name: z.string(),
      discordId: z.string().nullable(),
    })
    .nullable(),
});

export const callPageAnswer = z.object({
  calls: z.array(callAnswer),
  nextCursor: z.string().nullable(),
});

export const emergencyCallAnswer = z.object({
  success: z.literal(true),
  ...said,
  call: z.object({
    _id: z.string(),
    callNumber: z.number().int(),
    department: z.string(),
    location: z.string(),
    postal: z.string().nullable(),
    description: z.string().nullable(),
    services: z.array(z.string()),
    caller: z.string(),
    status: z.enum(['received', 'units assigned', 'closed']),
    unitCount: z.number().int(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
  }),
});

export const unitAnswer = z.object({
  officerId: z.string(),
  discordId: z.string(),
  department: z.string(),
  service: z.string(),
  callsign: z.string(),
  badgeNumber: z.number().int(),
  rank: z.string(),
  role: z.string().nullable(),
  station: z.string().nullable(),
  name: z.string(),
  status: z.string(),
  subdivision: z.string(),
  onDuty: z.boolean(),
  onDutySince: z.string().nullable(),
  /** When the unit's status last changed. */
  statusSince: z.string().nullable(),
});

export const unitsAnswer = z.object({ units: z.array(unitAnswer) });

export const unitStatusAnswer = z.object({ success: z.literal(true), unit: unitAnswer });

export const unitClockAnswer = z.object({ success: z.literal(true), ...said, unit: unitAnswer });

export { API_SCOPES, type ApiScope };
