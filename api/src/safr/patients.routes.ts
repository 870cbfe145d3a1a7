import { Hono } from 'hono';
import { findCivilianIdByName, suggestNames } from '@tenfour/db/records';
import {
  addSignedMedicalRecord,
  declareVitalStatus,
  patientView,
  toPatientJson,
} from '@tenfour/db/safr';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireSafrMember } from '../officer-context';
import { validate } from '../validate';
import {
  idParam,
  medicalRecordSchema,
  patientSearchQuery,
  suggestionQuery,
  vitalStatusSchema,
} from './safr.schemas';
import { said } from '../said';

/** Text that could only be an SSN: fire/rescue find people by name. */
const SSN_LIKE = /^[\d\s-]+$/;

/**
 * SAFR Search Database: civilians by name, as a medic sees them (no criminal records,
 * warrants or bank), their medical records, and declarations of death or life.
 */
export const safrSearchRoutes = new Hono<AppEnv>()
  .get('/names', allowed('fireRescue'), validate('query', suggestionQuery), async (c) => {
    const { q } = c.req.valid('query');
    if (SSN_LIKE.test(q.trim())) return c.json({ items: [] });
    return c.json({ items: await suggestNames(c.get('deps').db, q) });
  })
  .get('/', allowed('fireRescue'), validate('query', patientSearchQuery), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    const civilianId = q.id ?? (await findCivilianIdByName(db, q.name ?? '', { bySsn: false }));
    return c.json(await patientView(db, civilianId, officer.department, now()));
  });

export const safrPatientsRoutes = new Hono<AppEnv>()
  .get('/:id', allowed('fireRescue'), validate('param', idParam), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    return c.json(await patientView(db, c.req.valid('param').id, officer.department, now()));
  })
  /** A medical record signed by the caller's stored profile. */
  .post(
    '/:id/medical-records',
    allowed('fireRescue'),
    validate('param', idParam),
    validate('json', medicalRecordSchema),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const record = await addSignedMedicalRecord(
        db,
        officer,
        c.req.valid('param').id,
        c.req.valid('json').description,
        now(),
      );
      return c.json(
        { success: true as const, ...said('civilians.done.medicalRecordAdded'), record },
        201,
      );
    },
  )
  /** Declares the civilian deceased or alive; the owner sees it on their civilian. */
  .post(
    '/:id/vital-status',
    allowed('fireRescue'),
    validate('param', idParam),
    validate('json', vitalStatusSchema),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const declaration = c.req.valid('json');
      const row = await declareVitalStatus(
        db,
        officer,
        c.req.valid('param').id,
        declaration,
        now(),
      );
      const patient = toPatientJson(row, now());
      return c.json({
        success: true as const,
        ...said(declaration.deceased ? 'safr.done.declaredDeceased' : 'safr.done.declaredAlive', {
          name: patient.name,
        }),
        patient,
      });
    },
  );
