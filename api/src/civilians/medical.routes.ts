import { Hono } from 'hono';
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
import { idParam } from './shared';
import { addMedicalRecordSchema } from './medical.schemas';
import { said } from '../said';

/**
 * /api/medical: add a record, and list them for the detail view. The
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
        ...said('civilians.done.medicalRecordAdded'),
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
