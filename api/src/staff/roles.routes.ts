import { Hono } from 'hono';
import {
  demoUsers,
  loadMappedRoles,
  permissionReader,
  type Config,
  type Database,
} from '@tenfour/db';
import type { Kysely } from 'kysely';
import {
  readGuildMembers,
  readGuildRoles,
  reconcileGuildRoles,
  syncMemberRoles,
} from '@tenfour/db/discord';
import { communityValues, liveLicenseTypes } from '@tenfour/db/values';
import { recordResyncAll, saveRoleMapping } from '@tenfour/db/staff';
import { requirePermission, type AppEnv } from '../context';
import { appError } from '../errors';
import { validate } from '../validate';
import { said } from '../said';
import { roleMappingBody } from './roles.schemas';

/** The running "resync all members" of this process, so a second press joins it. */
let resyncing: { members: number; done: Promise<number> } | undefined;

/** The resync this process is running, if any (tests wait for it). */
export function resyncInProgress(): Promise<number> | undefined {
  return resyncing?.done;
}

/**
 * Reads every guild member's roles from Discord (paced to its rate limits) and stores them:
 * members who left lose their roles, as when the bot connects. Returns how many changed.
 */
async function resyncAll(db: Kysely<Database>, config: Config): Promise<number> {
  if (!config.discord.oauth) {
    // The demo guild: its personas get their demo roles back.
    let changed = 0;
    for (const persona of demoUsers()) {
      if ((await syncMemberRoles(db, persona)).known) changed += 1;
    }
    return changed;
  }
  const members = await readGuildMembers(config);
  if (!members) throw new Error('Discord did not list the guild members');
  return reconcileGuildRoles(db, members);
}

async function mappingView(db: Kysely<Database>, config: Config) {
  const [guildRoles, mapped, departments, ranks, values] = await Promise.all([
    readGuildRoles(config),
    loadMappedRoles(db),
    permissionReader(db).departments.all(),
    db
      .selectFrom('ranks')
      .select(['id', 'department', 'name', 'position'])
      .where('archived_at', 'is', null)
      .orderBy('department')
      .orderBy('position')
      .execute(),
    communityValues(db).all(),
  ]);
  const present = new Set(guildRoles?.map((r) => r.id));
  return {
    /** False: Discord could not be read; the mapping is shown without the guild's roles. */
    guildAvailable: guildRoles !== null,
    roles: guildRoles ?? [],
    mapping: mapped.map((r) => ({
      ...r,
      // Only known when the guild was read.
      missing: guildRoles !== null && !present.has(r.roleId),
    })),
    departments: departments.map((d) => ({
      id: d.id,
      name: d.name,
      shortName: d.shortName,
      colour: d.colour,
      archived: d.archived,
    })),
    ranks,
    /** Every live license type by name (a license is mapped by its name). */
    licenses: liveLicenseTypes(values.licenseTypes).map((type) => type.name),
  };
}

/** Staff: which Discord roles grant what, read against the guild's roles live. */
export const rolesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await mappingView(db, config));
  })
  .put('/mapping', validate('json', roleMappingBody), async (c) => {
    const { db, config, now } = c.get('deps');
    const body = c.req.valid('json');
    const guildRoles = await readGuildRoles(config);
    if (!guildRoles) throw appError(502, 'roles.guildUnreadable');
    await saveRoleMapping(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      now: now(),
      whole: 'slots' in body,
      slots: 'slots' in body ? body.slots : [body],
      guildRoles,
    });
    return c.json({
      success: true as const,
      ...said('roles.done.mappingSaved'),
      ...(await mappingView(db, config)),
    });
  })
  .post('/resync-all', async (c) => {
    const { db, config, now, logger } = c.get('deps');
    const staff = requirePermission(c, 'admin');
    if (config.discord.oauth ? !config.discord.botToken : !config.demoMode) {
      throw appError(409, 'roles.resyncNeedsDiscord');
    }
    if (!resyncing) {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const members = Number(row.count);
      await recordResyncAll(db, { staffDiscordId: staff.user.discord_id, now: now(), members });
      const done = resyncAll(db, config).finally(() => {
        resyncing = undefined;
      });
      done.catch((err: unknown) => logger?.warn({ err }, 'Resyncing every member failed'));
      resyncing = { members, done };
    }
    return c.json(
      {
        success: true as const,
        ...said('roles.done.resyncStarted'),
        members: resyncing.members,
      },
      202,
    );
  });
