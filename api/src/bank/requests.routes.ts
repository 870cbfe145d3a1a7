import { Hono } from 'hono';
import { approveAccountRequest, listAccountRequests, rejectAccountRequest } from '@tenfour/db/bank';
import { requirePermission, type AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { accountJson, requestJson, staffRequestJson } from './bank.mappers';
import { decisionBody, requestParam, requestsQuery } from './bank.schemas';
import { said } from '../said';

/**
 * Staff review of account requests (a business account or a second one of a type waits for staff), mounted at
 * /api/bank/requests, a page at a time. Admin role only.
 */
export const accountRequestRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', validate('query', requestsQuery), async (c) => {
    const { status, limit, cursor } = c.req.valid('query');
    const { requests, nextCursor } = await listAccountRequests(
      c.get('deps').db,
      { status: status === 'all' ? undefined : status },
      { limit, after: cursor },
    );
    return c.json({
      success: true as const,
      requests: requests.map(staffRequestJson),
      nextCursor,
    });
  })
  .post(
    '/:id/approve',
    validate('param', requestParam),
    validate('json', decisionBody),
    async (c) => {
      const { request, account } = await approveAccountRequest(c.get('deps').db, {
        requestId: c.req.valid('param').id,
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        note: c.req.valid('json').note,
        now: c.get('deps').now(),
      });
      return c.json({
        success: true as const,
        ...said('bank.done.requestApproved'),
        request: requestJson(request),
        account: account ? accountJson(account) : null,
      });
    },
  )
  .post(
    '/:id/reject',
    validate('param', requestParam),
    validate('json', decisionBody),
    async (c) => {
      const { request } = await rejectAccountRequest(c.get('deps').db, {
        requestId: c.req.valid('param').id,
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        note: c.req.valid('json').note,
        now: c.get('deps').now(),
      });
      return c.json({
        success: true as const,
        ...said('bank.done.requestRejected'),
        request: requestJson(request),
      });
    },
  );
