import { Hono } from 'hono';
import type { Context } from 'hono';
import { isSupervisor } from '@tenfour/db/departments';
import { findOwnedCivilian } from '@tenfour/db/civilians';
import { officerActor, type AuditActor } from '@tenfour/db/staff';
import {
  bookingDepartment,
  currentCustody,
  getJusticeSettings,
  listBookings,
  releaseEarly,
  setJusticeSettings,
} from '@tenfour/db/jail';
import { DomainError } from '@tenfour/db';
import { requirePermission, requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { allowed } from '../middleware/session';
import { said } from '../said';
import { validate } from '../validate';
import {
  bookingIdParam,
  civilianIdParam,
  justiceSettingsBody,
  reasonBody,
  rosterQuery,
} from './jail.schemas';

/**
 * Who releases a booking early: a supervisor of the booking's department (through their profile
 * there) or a judge. Anyone else is refused.
 */
async function releaser(
  c: Context<AppEnv>,
  department: string,
): Promise<{ actor: AuditActor; name: string }> {
  const { user, permissions } = requireSession(c);
  const { db } = c.get('deps');
  if (await isSupervisor(db, user.discord_id, department)) {
    const profile = await db
      .selectFrom('officers')
      .selectAll()
      .where('discord_id', '=', user.discord_id)
      .where('department', '=', department)
      .orderBy('service')
      .executeTakeFirstOrThrow();
    return {
      actor: officerActor(profile),
      name: `${profile.first_name} ${profile.last_name} (${profile.callsign})`,
    };
  }
  if (permissions.judge) {
    return {
      actor: { discordId: user.discord_id, profile: 'Judge' },
      name: `Judge ${user.username}`,
    };
  }
  throw forbidden('jail.releaseNotAllowed');
}

/** The jail roster, custody of one civilian, early releases, and the staff's justice settings. */
export const jailRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', rosterQuery), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ bookings: await listBookings(db, c.req.valid('query').status, now()) });
  })
  .get('/custody/:civilianId', validate('param', civilianIdParam), async (c) => {
    const { user, permissions } = requireSession(c);
    const { db, now } = c.get('deps');
    const { civilianId } = c.req.valid('param');
    // The owner sees their own civilian; public safety and judges any civilian.
    if (!permissions.publicSafety && !permissions.judge) {
      if (!(await findOwnedCivilian(db, user.discord_id, civilianId))) {
        throw new DomainError('not_found', 'civilians.notFound');
      }
    }
    return c.json({ booking: await currentCustody(db, civilianId, now()) });
  })
  .post(
    '/:id/release',
    validate('param', bookingIdParam),
    validate('json', reasonBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const { id } = c.req.valid('param');
      const { actor, name } = await releaser(c, await bookingDepartment(db, id));
      const booking = await releaseEarly(db, {
        bookingId: id,
        actor,
        actorName: name,
        reason: c.req.valid('json').reason,
        now: now(),
      });
      return c.json({ success: true as const, ...said('jail.done.released'), booking });
    },
  )
  .get('/settings', async (c) => {
    requirePermission(c, 'admin');
    return c.json(await getJusticeSettings(c.get('deps').db));
  })
  .put('/settings', validate('json', justiceSettingsBody), async (c) => {
    const { db, now } = c.get('deps');
    const settings = await setJusticeSettings(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      settings: c.req.valid('json'),
      now: now(),
    });
    return c.json({ success: true as const, ...said('jail.done.settingsSaved'), settings });
  });
