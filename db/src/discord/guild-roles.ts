import type { Config, GuildRoleInfo } from '../infra/config';
import { DEMO_GUILD_ROLES } from '../infra/config';

/** How long a process trusts the guild's roles it read: staff see a new role within a minute. */
export const GUILD_ROLES_TTL_MS = 60_000;

interface DiscordRole {
  id: string;
  name: string;
  color: number;
  position: number;
  managed?: boolean;
}

const cache = new Map<string, { at: number; roles: GuildRoleInfo[] }>();

const hex = (color: number) => (color ? `#${color.toString(16).padStart(6, '0')}` : null);

/**
 * The guild's roles as Discord shows them (highest first), read with the bot token and kept
 * a minute per process. Without Discord (demo mode) the demo guild's roles. `null`: Discord
 * could not be read (no bot token, a refusal, Discord down); the caller says so.
 * @everyone and roles Discord manages for bots are left out: no member is given them.
 */
export async function readGuildRoles(
  config: Config,
  now: number = Date.now(),
): Promise<GuildRoleInfo[] | null> {
  const guildId = config.discord.oauth?.guildId;
  if (!guildId) return config.demoMode ? [...DEMO_GUILD_ROLES] : null;
  const token = config.discord.botToken;
  if (!token) return null;
  const key = `${config.discord.apiBase} ${guildId}`;
  const held = cache.get(key);
  if (held && now - held.at < GUILD_ROLES_TTL_MS) return held.roles;
  let body: DiscordRole[];
  try {
    const res = await fetch(`${config.discord.apiBase}/guilds/${guildId}/roles`, {
      headers: { authorization: `Bot ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    body = (await res.json()) as DiscordRole[];
  } catch {
    return null;
  }
  const roles = body
    .filter((r) => r.id !== guildId && !r.managed)
    .map((r) => ({ id: r.id, name: r.name, colour: hex(r.color), position: r.position }))
    .sort((a, b) => b.position - a.position || a.id.localeCompare(b.id));
  cache.set(key, { at: now, roles });
  return roles;
}

/** Forgets the roles read (a test that changes the fake guild's roles). */
export function forgetGuildRoles() {
  cache.clear();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every member of the guild with their roles, read a thousand at a time with the bot token
 * (the bot's Server Members intent). Pages are paced and a 429 waits as long as Discord asks,
 * so a large guild is read within Discord's rate limits. `null`: Discord could not be read.
 */
export async function readGuildMembers(
  config: Config,
  options: { pauseMs?: number; maxRetries?: number } = {},
): Promise<Map<string, string[]> | null> {
  const guildId = config.discord.oauth?.guildId;
  const token = config.discord.botToken;
  if (!guildId || !token) return null;
  const pauseMs = options.pauseMs ?? 500;
  const members = new Map<string, string[]>();
  let after = '0';
  let retries = 0;
  for (;;) {
    let res: Response;
    try {
      res = await fetch(
        `${config.discord.apiBase}/guilds/${guildId}/members?limit=1000&after=${after}`,
        { headers: { authorization: `Bot ${token}` }, signal: AbortSignal.timeout(15_000) },
      );
    } catch {
      return null;
    }
    if (res.status === 429 && retries < (options.maxRetries ?? 5)) {
      retries += 1;
      const body = (await res.json().catch(() => ({}))) as { retry_after?: number };
      const header = Number(res.headers.get('retry-after'));
      const seconds = Math.max(body.retry_after ?? 0, Number.isFinite(header) ? header : 0, 1);
      await sleep(seconds * 1000);
      continue;
    }
    if (!res.ok) return null;
    retries = 0;
    const page = (await res.json()) as { user?: { id: string }; roles: string[] }[];
    for (const member of page) if (member.user) members.set(member.user.id, member.roles);
    const last = page.at(-1)?.user?.id;
    if (page.length < 1000 || !last) return members;
    after = last;
    await sleep(pauseMs);
  }
}
