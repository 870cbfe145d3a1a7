import { z } from 'zod';
import { CALLSIGN_PATTERN, LIMITS, required } from '@tenfour/db/dispatch';

export const rosterQuery = z.object({
  department: z.string().trim().min(1, 'Choose a department.').max(64, 'Not a department.'),
});

export const profileParam = z.object({ profileId: z.uuid('Not a valid profile id.') });

/** PATCH /api/roster/{profileId}: what a supervisor may change; at least one of them. */
export const rosterChangeBody = z
  .object({
    rankId: z.uuid('Choose a rank.').optional(),
    divisionIds: z
      .array(z.uuid('Choose listed divisions.'))
      .max(50, 'Too many divisions.')
      .optional(),
    callsign: required('a callsign', LIMITS.callsign)
      .regex(CALLSIGN_PATTERN, 'Use letters and digits, like D-104.')
      .transform((s) => s.toUpperCase())
      .optional(),
  })
  .refine(
    (v) => v.rankId !== undefined || v.divisionIds !== undefined || v.callsign !== undefined,
    { message: 'Send a rank, divisions or a callsign.' },
  );
