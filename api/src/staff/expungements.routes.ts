import { Hono } from 'hono';
import { decideExpungement, listExpungementRequests } from '@tenfour/db/records';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { validate } from '../validate';
import { approveBody, denyBody, expungementParam, expungementsQuery } from './staff.schemas';
import { said } from '../said';

async function decide(c: AppContext, id: string, approve: boolean, note: string | null) {
  const { db, now } = c.get('deps');
  return decideExpungement(db, {
    requestId: id,
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    approve,
    note,
    now: now(),
  });
}

/** Staff review of expungement requests: the queue, approving and denying with a note. */
export const expungementsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', expungementsQuery), async (c) => {
    const { status, limit, cursor } = c.req.valid('query');
    return c.json(
      await listExpungementRequests(c.get('deps').db, {
        status: status === 'all' ? undefined : status,
        limit,
        cursor,
      }),
    );
  })
  .post(
    '/:id/approve',
    validate('param', expungementParam),
    validate('json', approveBody),
    async (c) => {
      const request = await decide(c, c.req.valid('param').id, true, c.req.valid('json').note);
      return c.json({
        success: true as const,
        ...said('staff.done.expungementApproved'),
        request,
      });
    },
  )
  .post('/:id/deny', validate('param', expungementParam), validate('json', denyBody), async (c) => {
    const request = await decide(c, c.req.valid('param').id, false, c.req.valid('json').note);
    return c.json({ success: true as const, ...said('staff.done.expungementDenied'), request });
  });
