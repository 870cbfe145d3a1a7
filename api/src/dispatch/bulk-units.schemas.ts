import { z } from 'zod';
import { BULK_UNITS_MAX } from '@tenfour/db/dispatch';
import { STATUS_LIMITS } from '@tenfour/db/values';
import { department } from './dispatch.schemas';

const unitIds = z
  .array(z.uuid('Not a valid unit id.'))
  .min(1, 'Choose at least one unit.')
  .max(BULK_UNITS_MAX, `Choose at most ${BULK_UNITS_MAX} units.`)
  // A unit named twice would be changed twice (two events, two audit entries).
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each unit once.');

/** POST /api/dispatch/calls/:id/units/bulk: several units onto one call. */
export const bulkAssignSchema = z.object({ unitIds });

/** POST /api/dispatch/units/status: one status for several units of a department. */
export const bulkStatusSchema = z.object({
  department,
  unitIds,
  // Which codes exist is the community's (docs/values.md): checked per unit's service.
  status: z
    .string({ message: 'Choose a status.' })
    .trim()
    .min(1, 'Choose a status.')
    .max(STATUS_LIMITS.code, 'Choose a status.'),
});
