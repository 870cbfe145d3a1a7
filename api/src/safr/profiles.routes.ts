import { Hono } from 'hono';
import {
  findActiveOfficer,
  listMemberOfficers,
  registeredMessage,
  registerProfile,
  switchProfile,
} from '@tenfour/db/dispatch';
import { safrProfileView } from '@tenfour/db/safr';
import { requirePermission, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { allowed } from '../middleware/session';
import {
  knownDepartment,
  openDepartment,
  requireCallsignFits,
  requireDepartment,
} from '../officer-context';
import { validate } from '../validate';
import { registerSafrSchema, switchSafrProfileSchema } from './safr.schemas';
import { saidAs } from '../said';

/** Fire/rescue profiles: registration, the caller's own, and choosing which department's. */
export const safrProfilesRoutes = new Hono<AppEnv>()
  .get('/me', allowed('fireRescue'), async (c) => {
    const { user } = requirePermission(c, 'fireRescue');
    const { db } = c.get('deps');
    const [active, profiles] = await Promise.all([
      findActiveOfficer(db, user.discord_id, 'safr'),
      listMemberOfficers(db, user.discord_id, 'safr'),
    ]);
    return c.json({
      profile: active ? await safrProfileView(db, active) : null,
      profiles: await Promise.all(profiles.map((p) => safrProfileView(db, p))),
    });
  })
  .post(
    '/me/active',
    allowed('fireRescue'),
    validate('json', switchSafrProfileSchema),
    async (c) => {
      const session = requirePermission(c, 'fireRescue');
      const { db, now } = c.get('deps');
      const { department } = c.req.valid('json');
      await knownDepartment(c, department);
      requireDepartment(session, department, 'safr');
      const profile = await switchProfile(db, session.user.discord_id, department, now(), 'safr');
      return c.json({ success: true as const, profile: await safrProfileView(db, profile) });
    },
  )
  .post('/profiles', allowed('fireRescue'), validate('json', registerSafrSchema), async (c) => {
    const session = requirePermission(c, 'fireRescue');
    const { user } = session;
    const { db, now } = c.get('deps');
    const input = c.req.valid('json');
    if (input.discordId && input.discordId !== user.discord_id) {
      throw forbidden('dispatch.registerSelfOnly');
    }
    requireCallsignFits(await openDepartment(c, input.department, 'safr'), input.callsign);
    requireDepartment(session, input.department, 'safr');
    const profile = await registerProfile(
      db,
      {
        service: 'safr',
        discordId: user.discord_id,
        civilianId: input.civilianId,
        department: input.department,
        callsign: input.callsign,
        role: input.role,
        station: input.station,
      },
      now(),
    );
    const view = await safrProfileView(db, profile);
    return c.json(
      {
        success: true as const,
        ...saidAs(await registeredMessage(db, profile, `${profile.role} ${profile.callsign}`)),
        profile: view,
      },
      201,
    );
  });
