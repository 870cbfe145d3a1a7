import { Hono } from 'hono';
import type { z } from 'zod';
import type { Officer } from '@tenfour/db/dispatch';
import type { Page, PageRequest } from '@tenfour/db';
import {
  createFireIncidentReport,
  createPatientCareReport,
  getFireIncidentReport,
  getPatientCareReport,
  listFireIncidentReports,
  listPatientCareReports,
  type ReportScope,
} from '@tenfour/db/safr';
import type { AppDeps, AppEnv } from '../context';
import { fieldError } from '../errors';
import { allowed, signedIn } from '../middleware/session';
import { requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import { reportReader, type ReportKind, type ReportReader } from './report-access';
import {
  fireIncidentReportListQuery,
  fireIncidentReportSchema,
  idParam,
  patientCareReportListQuery,
  patientCareReportSchema,
} from './safr.schemas';
import { said } from '../said';
import type { MessageKey } from '@tenfour/db/browser';

/** `mine=true`: the reader's own reports, which only a fire/rescue profile has. */
function authorFilter(reader: ReportReader, mine: boolean): string | undefined {
  if (!mine) return undefined;
  if (!reader.profile) {
    throw fieldError('mine', 'safr.noOwnReports');
  }
  return reader.profile.id;
}

type Db = AppDeps['db'];

/** What every report list query carries besides the type's own filters. */
type ListQuery = z.output<typeof patientCareReportListQuery | typeof fireIncidentReportListQuery>;
type PageQuery = Pick<ListQuery, 'limit' | 'cursor' | 'mine' | 'department'>;

/** A report type's routes: its schemas, its own filters and its db operations. */
interface ReportRoutes<
  Query extends z.ZodType<PageQuery>,
  Body extends z.ZodType,
  Filter extends object,
  Summary,
  Json,
> {
  kind: ReportKind;
  listQuery: Query;
  body: Body;
  /** The type's own filters, read from the list query. */
  filter(query: z.output<Query>): Filter;
  list(
    db: Db,
    filter: Filter & ReportScope & { authorId?: string | undefined },
    page: PageRequest,
  ): Promise<Page<Summary>>;
  create(db: Db, author: Officer, input: z.output<Body>, now: Date): Promise<Json>;
  get(db: Db, id: string, scope: ReportScope): Promise<Json>;
  /** The message a filed report answers with. */
  filed: `safr.done.${string}Filed` & MessageKey;
}

/**
 * One report type's list, filing and reading. Filing needs a fire/rescue profile (the author
 * and department come from it); reading follows reportReader (staff, fire/rescue, officers
 * only where allowed).
 */
function reportRoutes<
  Query extends z.ZodType<PageQuery>,
  Body extends z.ZodType,
  Filter extends object,
  Summary,
  Json,
>(type: ReportRoutes<Query, Body, Filter, Summary, Json>) {
  return new Hono<AppEnv>()
    .get('/', signedIn, validate('query', type.listQuery), async (c) => {
      const q = c.req.valid('query') as z.output<Query>;
      const reader = await reportReader(c, type.kind, q.department);
      const { items, nextCursor } = await type.list(
        c.get('deps').db,
        {
          department: reader.department,
          ...type.filter(q),
          authorId: authorFilter(reader, q.mine),
        },
        { limit: q.limit, after: q.cursor },
      );
      return c.json({ reports: items, nextCursor });
    })
    .post('/', allowed('fireRescue'), validate('json', type.body), async (c) => {
      const { officer } = await requireProfileToFile(c, 'safr');
      const { db, now } = c.get('deps');
      const input = c.req.valid('json') as z.output<Body>;
      const report = await type.create(db, officer, input, now());
      return c.json({ success: true as const, ...said(type.filed), report }, 201);
    })
    .get('/:id', signedIn, validate('param', idParam), async (c) => {
      const reader = await reportReader(c, type.kind);
      const report = await type.get(c.get('deps').db, c.req.valid('param').id, reader);
      return c.json({ report });
    });
}

/** SAFR Reports: patient care and fire incident reports, each with the same three routes. */
export const safrReportsRoutes = new Hono<AppEnv>()
  .route(
    '/patient-care',
    reportRoutes({
      kind: 'patient-care',
      listQuery: patientCareReportListQuery,
      body: patientCareReportSchema,
      filter: (q) => ({ patientId: q.patientId, callId: q.callId, disposition: q.disposition }),
      list: listPatientCareReports,
      create: createPatientCareReport,
      get: getPatientCareReport,
      filed: 'safr.done.patientCareReportFiled',
    }),
  )
  .route(
    '/fire-incident',
    reportRoutes({
      kind: 'fire-incident',
      listQuery: fireIncidentReportListQuery,
      body: fireIncidentReportSchema,
      filter: (q) => ({ callId: q.callId, incidentType: q.incidentType }),
      list: listFireIncidentReports,
      create: createFireIncidentReport,
      get: getFireIncidentReport,
      filed: 'safr.done.fireIncidentReportFiled',
    }),
  );
