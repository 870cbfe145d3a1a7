import { Hono } from 'hono';
import { createRecord } from '@tenfour/db/records';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import { createReportSchema } from './records.schemas';
import { said } from '../said';

/** Arrest, citation and warning reports from the owner profile's Create Report modal. */
export const reportsRoutes = new Hono<AppEnv>().post(
  '/create',
  allowed('publicSafety'),
  validate('json', createReportSchema),
  async (c) => {
    const { officer, session } = await requireProfileToFile(c, 'police');
    const { db, config, now } = c.get('deps');
    const record = await createRecord(
      db,
      { officer, username: session.user.username },
      c.req.valid('json'),
      config.records,
      now(),
    );
    return c.json(
      {
        success: true as const,
        ...said('records.done.recordSubmitted'),
        recordId: record.recordId,
        record,
      },
      201,
    );
  },
);
