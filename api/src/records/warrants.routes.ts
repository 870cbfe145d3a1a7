import { Hono } from 'hono';
import { createWarrant, pageWarrants, resolveWarrant } from '@tenfour/db/records';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer, requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import { createWarrantSchema, idParam, warrantPageQuery } from './records.schemas';
import { said } from '../said';

/** Warrants of the officer's department (filtered here, so no other department's warrants reach the browser). */
export const warrantsRoutes = new Hono<AppEnv>()
  .get('/all', allowed('publicSafety'), validate('query', warrantPageQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const { limit, cursor } = c.req.valid('query');
    return c.json(await pageWarrants(db, officer.department, now(), { limit, after: cursor }));
  })
  .post('/create', allowed('publicSafety'), validate('json', createWarrantSchema), async (c) => {
    const { officer } = await requireProfileToFile(c, 'police');
    const { db, now } = c.get('deps');
    const { type, civilianId, reason, expiresAt } = c.req.valid('json');
    const warrant = await createWarrant(
      db,
      officer,
      { type, civilianId, reason, expiresAt },
      now(),
    );
    // With approval on, the warrant is a request until a judge decides (api/src/jail).
    const message =
      warrant.status === 'Requested'
        ? said('records.done.warrantRequested')
        : said('records.done.warrantCreated');
    return c.json({ success: true as const, ...message, warrant }, 201);
  })
  .post('/resolve/:id', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const warrant = await resolveWarrant(db, officer, c.req.valid('param').id, now());
    return c.json({ success: true as const, ...said('records.done.warrantResolved'), warrant });
  });
