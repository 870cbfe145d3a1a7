import type { Config } from '../infra/config';
import type { RoleMapping } from '../auth/permissions';
import type { DepartmentInfo } from '../departments/directory';
import type { MessageKey } from '../messages/en';

/** One line of the staff's setup checklist: green, or a sentence saying what to do. */
export interface SetupCheck {
  /** Stable name of the check ('discordApp', 'botInGuild', …, 'department:<id>:roles'). */
  id: string;
  ok: boolean;
  /** The sentence's key (docs/departments.md, "Setup checklist"). */
  key: MessageKey;
  params?: Record<string, string>;
}

// Discord's permission bits (developer docs, "Permissions").
const ADMINISTRATOR = 1n << 3n;
const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const EMBED_LINKS = 1n << 14n;
/** What the bot does in the guild: read channels, post messages with embeds. */
const NEEDED = [
  ['View Channels', VIEW_CHANNEL],
  ['Send Messages', SEND_MESSAGES],
  ['Embed Links', EMBED_LINKS],
] as const;

interface DiscordRoleBits {
  id: string;
  permissions?: string;
}

type Reading<T> = { ok: true; body: T } | { ok: false; status: number | null };

async function read<T>(config: Config, path: string): Promise<Reading<T>> {
  try {
    const res = await fetch(`${config.discord.apiBase}${path}`, {
      headers: { authorization: `Bot ${config.discord.botToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return { ok: false, status: res.status };
    return { ok: true, body: (await res.json()) as T };
  } catch {
    return { ok: false, status: null };
  }
}

/** The member's guild-wide permission bits: @everyone's and every role's, combined. */
function guildPermissions(guildId: string, roles: readonly DiscordRoleBits[], held: string[]) {
  let bits = 0n;
  for (const role of roles) {
    if (role.id === guildId || held.includes(role.id)) bits |= BigInt(role.permissions ?? '0');
  }
  return bits;
}

/**
 * The staff's setup checklist for a community on Discord: the application answers, the bot is
 * in the guild with what it needs, the guild's roles can be read, each open department has
 * roles and both webhooks. Null in demo mode (no Discord to check).
 */
export async function checkSetup(
  config: Config,
  mapping: RoleMapping,
  departments: readonly DepartmentInfo[],
): Promise<SetupCheck[] | null> {
  const guildId = config.discord.oauth?.guildId;
  if (!guildId) return null;
  const checks: SetupCheck[] = [];
  const add = (id: string, ok: boolean, key: MessageKey, params?: Record<string, string>) =>
    checks.push(params ? { id, ok, key, params } : { id, ok, key });

  if (!config.discord.botToken) {
    add('discordApp', false, 'setup.noBotToken');
  } else {
    const bot = await read<{ id: string }>(config, '/users/@me');
    if (!bot.ok) {
      add(
        'discordApp',
        false,
        bot.status === 401 ? 'setup.botTokenRejected' : 'setup.discordUnreachable',
      );
    } else {
      add('discordApp', true, 'setup.discordAppOk');
      const [member, roles] = await Promise.all([
        read<{ roles: string[] }>(config, `/guilds/${guildId}/members/${bot.body.id}`),
        read<DiscordRoleBits[]>(config, `/guilds/${guildId}/roles`),
      ]);
      if (!member.ok) add('botInGuild', false, 'setup.botNotInGuild');
      else add('botInGuild', true, 'setup.botInGuildOk');
      if (!roles.ok) add('rolesReadable', false, 'setup.rolesUnreadable');
      else add('rolesReadable', true, 'setup.rolesReadableOk');
      if (member.ok && roles.ok) {
        const bits = guildPermissions(guildId, roles.body, member.body.roles);
        const missing =
          bits & ADMINISTRATOR ? [] : NEEDED.filter(([, bit]) => !(bits & bit)).map(([n]) => n);
        if (missing.length)
          add('botPermissions', false, 'setup.botPermissionsMissing', {
            permissions: missing.join(', '),
          });
        else add('botPermissions', true, 'setup.botPermissionsOk');
      }
    }
  }

  for (const department of departments.filter((d) => !d.archived)) {
    const name = department.name;
    const roles = mapping.departments[department.id] ?? [];
    add(
      `department:${department.id}:roles`,
      roles.length > 0,
      roles.length ? 'setup.departmentRolesOk' : 'setup.departmentNoRoles',
      { department: name },
    );
    const webhooks = department.reportWebhookConfigured && department.dispatchWebhookConfigured;
    add(
      `department:${department.id}:webhooks`,
      webhooks,
      webhooks ? 'setup.departmentWebhooksOk' : 'setup.departmentNoWebhooks',
      { department: name },
    );
  }
  return checks;
}
