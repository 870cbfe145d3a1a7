import { Hono } from 'hono';
import type { Context } from 'hono';
import { decideWarrantRequest, listWarrantRequests } from '@tenfour/db/jail';
import { requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { said } from '../said';
import { validate } from '../validate';
import { reasonBody, warrantIdParam } from './jail.schemas';

function requireJudge(c: Context<AppEnv>) {
  const session = requireSession(c);
  if (!session.permissions.judge) throw forbidden('jail.judgeOnly');
  return {
    judge: { discordId: session.user.discord_id, profile: 'Judge' },
    judgeName: `Judge ${session.user.username}`,
  };
}

/** Judges: officers' warrant requests (when staff turn approval on), approved or denied. */
export const warrantRequestsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireJudge(c);
    const { db, now } = c.get('deps');
    return c.json({ warrants: await listWarrantRequests(db, now()) });
  })
  .post('/:id/approve', validate('param', warrantIdParam), async (c) => {
    const who = requireJudge(c);
    const { db, now } = c.get('deps');
    const warrant = await decideWarrantRequest(db, {
      id: c.req.valid('param').id,
      decision: { approve: true },
      ...who,
      now: now(),
    });
    return c.json({ success: true as const, ...said('jail.done.warrantApproved'), warrant });
  })
  .post('/:id/deny', validate('param', warrantIdParam), validate('json', reasonBody), async (c) => {
    const who = requireJudge(c);
    const { db, now } = c.get('deps');
    const warrant = await decideWarrantRequest(db, {
      id: c.req.valid('param').id,
      decision: { approve: false, reason: c.req.valid('json').reason },
      ...who,
      now: now(),
    });
    return c.json({ success: true as const, ...said('jail.done.warrantDenied'), warrant });
  });
