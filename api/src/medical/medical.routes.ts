import { Hono } from 'hono';
import { z } from 'zod';
import {
  requireOwnedCivilian,
  addMedicalRecord,
  listMedicalRecords,
  toMedicalRecordJson,
} from '@tenfour/db/civilians';
import { patientCareReportsOf } from '@tenfour/db/safr';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { idParam, requiredText } from '../civilians/shared';

export const addMedicalRecordSchema = z.object({
  civilianId: z.uuid('Choose a civilian.'),
  // Spec section 5: blank after trimming is refused with this exact text.
  description: requiredText(2000, 'Please enter medical record details.', 'Medical record details'),
});

/**
 * /api/medical (spec section 7, "Medical"); the list route is ours, for the detail view. The
 * owner sees every patient care report about their civilian, of any department.
 */
export const medicalRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/', validate('json', addMedicalRecordSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const { civilianId, description } = c.req.valid('json');
    const civilian = await requireOwnedCivilian(db, user.discord_id, civilianId);
    const row = await addMedicalRecord(db, civilian.id, description, now());
    return c.json(
      {
        success: true as const,
        message: 'Medical record successfully added.',
        record: toMedicalRecordJson(row),
      },
      201,
    );
  })
  .get('/by-civilian/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    const [records, patientCareReports] = await Promise.all([
      listMedicalRecords(db, civilian.id),
      patientCareReportsOf(db, civilian.id, {}),
    ]);
    return c.json({ records, patientCareReports });
  });
