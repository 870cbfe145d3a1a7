import { Hono } from 'hono';
import { viewMemberDetail, listMembers, liftSuspension, suspendMember } from '@tenfour/db/staff';
import { requirePermission, type AppEnv } from '../context';
import { validate } from '../validate';
import { liftBody, memberParam, membersQuery, suspendBody } from './staff.schemas';
import { said } from '../said';

/** Staff: every member who has signed in, one member's detail, suspending and lifting. */
export const membersRoutes = new Hono<AppEnv>()
  .get('/', validate('query', membersQuery), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await listMembers(db, c.req.valid('query'), now()));
  })
  .get('/:discordId', validate('param', memberParam), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(
      await viewMemberDetail(db, {
        discordId: c.req.valid('param').discordId,
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        now: now(),
      }),
    );
  })
  .post(
    '/:discordId/suspend',
    validate('param', memberParam),
    validate('json', suspendBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const { reason, endsAt } = c.req.valid('json');
      const suspension = await suspendMember(db, {
        discordId: c.req.valid('param').discordId,
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        reason,
        endsAt,
        now: now(),
      });
      return c.json(
        { success: true as const, ...said('staff.done.memberSuspended'), suspension },
        201,
      );
    },
  )
  .post(
    '/:discordId/lift',
    validate('param', memberParam),
    validate('json', liftBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const suspension = await liftSuspension(db, {
        discordId: c.req.valid('param').discordId,
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        note: c.req.valid('json').note,
        now: now(),
      });
      return c.json({ success: true as const, ...said('staff.done.suspensionLifted'), suspension });
    },
  );
