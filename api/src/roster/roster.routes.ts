import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  isSupervisor,
  listRoster,
  rosterProfileDepartment,
  updateRosterProfile,
} from '@tenfour/db/departments';
import { officerActor, STAFF_PROFILE, type AuditActor } from '@tenfour/db/staff';
import { requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { said } from '../said';
import { validate } from '../validate';
import { profileParam, rosterChangeBody, rosterQuery } from './roster.schemas';

/**
 * The member acting on a department's roster, as the audit log names them: staff as staff,
 * a supervisor through their profile in that department. Anyone else is refused.
 */
async function rosterActor(c: Context<AppEnv>, department: string): Promise<AuditActor> {
  const { user, permissions } = requireSession(c);
  const { db } = c.get('deps');
  if (permissions.admin) return { discordId: user.discord_id, profile: STAFF_PROFILE };
  if (!(await isSupervisor(db, user.discord_id, department)))
    throw forbidden('roster.notSupervisor');
  const profile = await db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', user.discord_id)
    .where('department', '=', department as never)
    .orderBy('service')
    .executeTakeFirstOrThrow();
  return officerActor(profile);
}

/** Supervisors (and staff) manage a department's roster: rank, divisions, callsign. */
export const rosterRoutes = new Hono<AppEnv>()
  .get('/', validate('query', rosterQuery), async (c) => {
    const { department } = c.req.valid('query');
    await rosterActor(c, department);
    const { db, now } = c.get('deps');
    return c.json(await listRoster(db, department, now()));
  })
  .patch(
    '/:profileId',
    validate('param', profileParam),
    validate('json', rosterChangeBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const { profileId } = c.req.valid('param');
      requireSession(c);
      const actor = await rosterActor(c, await rosterProfileDepartment(db, profileId));
      const entry = await updateRosterProfile(db, {
        actor,
        profileId,
        change: c.req.valid('json'),
        now: now(),
      });
      return c.json({ success: true as const, ...said('roster.done.updated'), member: entry });
    },
  );
