import { Hono } from 'hono';
import {
  findActiveOfficer,
  findOfficer,
  listMemberOfficers,
  officerView,
  registeredMessage,
  registerOfficer,
  switchProfile,
} from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { requirePermission } from '../context';
import { forbidden, notFound } from '../errors';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import {
  knownDepartment,
  openDepartment,
  requireCallsignFits,
  requireDepartment,
} from '../officer-context';
import { discordIdParam, registerOfficerSchema, switchProfileSchema } from './dispatch.schemas';
import { saidAs } from '../said';

/** Officer profiles: registration, lookup and choosing which department's profile to act as. */
export const officersRoutes = new Hono<AppEnv>()
  .get('/me', allowed('publicSafety'), async (c) => {
    const { user } = requirePermission(c, 'publicSafety');
    const { db } = c.get('deps');
    const [active, profiles] = await Promise.all([
      findActiveOfficer(db, user.discord_id),
      listMemberOfficers(db, user.discord_id),
    ]);
    return c.json({
      officer: active ? await officerView(db, active) : null,
      profiles: await Promise.all(profiles.map((p) => officerView(db, p))),
    });
  })
  .post('/me/active', allowed('publicSafety'), validate('json', switchProfileSchema), async (c) => {
    const session = requirePermission(c, 'publicSafety');
    const { db, now } = c.get('deps');
    const { department } = c.req.valid('json');
    await knownDepartment(c, department);
    requireDepartment(session, department);
    const officer = await switchProfile(db, session.user.discord_id, department, now());
    return c.json({ success: true as const, officer: await officerView(db, officer) });
  })
  /**
   * A member's profile. Your own: the profile you act as. Someone else's: only their profile
   * in your department (staff: their active one); anything else is a 404.
   */
  .get('/:discordId', allowed('publicSafety'), validate('param', discordIdParam), async (c) => {
    const { user, permissions } = requirePermission(c, 'publicSafety');
    const { db } = c.get('deps');
    const { discordId } = c.req.valid('param');
    let officer;
    if (discordId === user.discord_id || permissions.admin) {
      officer = await findActiveOfficer(db, discordId);
    } else {
      const viewer = await findActiveOfficer(db, user.discord_id);
      officer = viewer && (await findOfficer(db, discordId, viewer.department));
    }
    if (!officer) throw notFound('dispatch.officerNotFound');
    return c.json(await officerView(db, officer));
  })
  .post('/', allowed('publicSafety'), validate('json', registerOfficerSchema), async (c) => {
    const session = requirePermission(c, 'publicSafety');
    const { user } = session;
    const { db, now } = c.get('deps');
    const input = c.req.valid('json');
    if (input.discordId && input.discordId !== user.discord_id) {
      throw forbidden('dispatch.registerSelfOnlyOfficer');
    }
    requireCallsignFits(await openDepartment(c, input.department, 'police'), input.callsign);
    requireDepartment(session, input.department);
    const officer = await registerOfficer(
      db,
      {
        discordId: user.discord_id,
        civilianId: input.civilianId,
        department: input.department,
        callsign: input.callsign,
      },
      now(),
    );
    const view = await officerView(db, officer);
    return c.json(
      {
        success: true as const,
        ...saidAs(await registeredMessage(db, officer, `Officer ${officer.callsign}`)),
        officer: view,
      },
      201,
    );
  });
