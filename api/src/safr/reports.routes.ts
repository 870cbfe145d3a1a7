import { Hono } from 'hono';
import {
  createFireIncidentReport,
  createPatientCareReport,
  getFireIncidentReport,
  getPatientCareReport,
  listFireIncidentReports,
  listPatientCareReports,
} from '@tenfour/db/safr';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { allowed, signedIn } from '../middleware/session';
import { requireSafrMember } from '../officer-context';
import { validate } from '../validate';
import { reportReader, type ReportReader } from './report-access';
import {
  fireIncidentReportListQuery,
  fireIncidentReportSchema,
  idParam,
  patientCareReportListQuery,
  patientCareReportSchema,
} from './safr.schemas';

/** `mine=true`: the reader's own reports, which only a fire/rescue profile has. */
function authorFilter(reader: ReportReader, mine: boolean): string | undefined {
  if (!mine) return undefined;
  if (!reader.profile) {
    const message = 'Only fire/rescue members have reports of their own.';
    throw badRequest(`mine: ${message}`, [{ path: 'mine', message }]);
  }
  return reader.profile.id;
}

/**
 * SAFR Reports. Filing needs a fire/rescue profile (the author and department come from it);
 * reading follows reportReader (staff, fire/rescue, officers only where allowed).
 */
export const safrReportsRoutes = new Hono<AppEnv>()
  .get('/patient-care', signedIn, validate('query', patientCareReportListQuery), async (c) => {
    const q = c.req.valid('query');
    const reader = await reportReader(c, 'patient-care', q.department);
    const { items, nextCursor } = await listPatientCareReports(
      c.get('deps').db,
      {
        department: reader.department,
        patientId: q.patientId,
        callId: q.callId,
        disposition: q.disposition,
        authorId: authorFilter(reader, q.mine),
      },
      { limit: q.limit, after: q.cursor },
    );
    return c.json({ reports: items, nextCursor });
  })
  .post(
    '/patient-care',
    allowed('fireRescue'),
    validate('json', patientCareReportSchema),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const report = await createPatientCareReport(db, officer, c.req.valid('json'), now());
      return c.json({ success: true as const, message: 'Patient care report filed.', report }, 201);
    },
  )
  .get('/patient-care/:id', signedIn, validate('param', idParam), async (c) => {
    const reader = await reportReader(c, 'patient-care');
    const report = await getPatientCareReport(c.get('deps').db, c.req.valid('param').id, reader);
    return c.json({ report });
  })
  .get('/fire-incident', signedIn, validate('query', fireIncidentReportListQuery), async (c) => {
    const q = c.req.valid('query');
    const reader = await reportReader(c, 'fire-incident', q.department);
    const { items, nextCursor } = await listFireIncidentReports(
      c.get('deps').db,
      {
        department: reader.department,
        callId: q.callId,
        incidentType: q.incidentType,
        authorId: authorFilter(reader, q.mine),
      },
      { limit: q.limit, after: q.cursor },
    );
    return c.json({ reports: items, nextCursor });
  })
  .post(
    '/fire-incident',
    allowed('fireRescue'),
    validate('json', fireIncidentReportSchema),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const report = await createFireIncidentReport(db, officer, c.req.valid('json'), now());
      return c.json(
        { success: true as const, message: 'Fire incident report filed.', report },
        201,
      );
    },
  )
  .get('/fire-incident/:id', signedIn, validate('param', idParam), async (c) => {
    const reader = await reportReader(c, 'fire-incident');
    const report = await getFireIncidentReport(c.get('deps').db, c.req.valid('param').id, reader);
    return c.json({ report });
  });
