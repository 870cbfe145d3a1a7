import { Hono } from 'hono';
import {
  createIncidentReport,
  createPsoReport,
  listIncidentReports,
  listPsoReports,
} from '@tenfour/db/records';
import type { PsoReportKind } from '@tenfour/db';
import type { AppEnv, AppContext } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer, requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import {
  accidentReportSchema,
  createIncidentSchema,
  incidentListQuery,
  psoListQuery,
  sceneReportSchema,
  useOfForceSchema,
} from './records.schemas';
import { said } from '../said';

async function file(c: AppContext, kind: PsoReportKind, fields: Record<string, unknown>) {
  const { officer } = await requireProfileToFile(c, 'police');
  const { db, now } = c.get('deps');
  const report = await createPsoReport(
    db,
    officer,
    kind,
    fields as Record<string, string | null>,
    now(),
  );
  return c.json({ success: true as const, ...said('records.done.reportSubmitted'), report }, 201);
}

/** Public Safety Reports: Use of Force, Scene and 10-50 Accident, per department. */
export const psoReportsRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', psoListQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const { kind, limit, cursor } = c.req.valid('query');
    return c.json(
      await listPsoReports(c.get('deps').db, officer.department, kind, { limit, after: cursor }),
    );
  })
  .post('/use-of-force', allowed('publicSafety'), validate('json', useOfForceSchema), (c) =>
    file(c, 'use-of-force', c.req.valid('json')),
  )
  .post('/scene-report', allowed('publicSafety'), validate('json', sceneReportSchema), (c) =>
    file(c, 'scene-report', c.req.valid('json')),
  )
  .post('/10-50', allowed('publicSafety'), validate('json', accidentReportSchema), (c) =>
    file(c, '10-50', c.req.valid('json')),
  );

/** The Create Report page's incident reports (kept, so a report can be read back later). */
export const incidentReportsRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', incidentListQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const { limit, cursor } = c.req.valid('query');
    return c.json(
      await listIncidentReports(c.get('deps').db, officer.department, { limit, after: cursor }),
    );
  })
  .post('/', allowed('publicSafety'), validate('json', createIncidentSchema), async (c) => {
    const { officer } = await requireProfileToFile(c, 'police');
    const { db, now } = c.get('deps');
    const { title, type, description } = c.req.valid('json');
    const report = await createIncidentReport(db, officer, { title, type, description }, now());
    return c.json(
      { success: true as const, ...said('records.done.incidentReportSubmitted'), report },
      201,
    );
  });
