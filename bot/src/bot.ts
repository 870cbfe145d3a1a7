import { DepartmentDirectory } from '@tenfour/db/departments';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { Kysely } from 'kysely';
import type { Config, Database, RateLimiter } from '@tenfour/db';
import { reconcileGuildRoles, registerDiscordFollowUps } from '@tenfour/db/discord';
import { HANDLED_GATEWAY_EVENTS, handleGatewayEvent } from './gateway';
import type { InteractionDeps } from './interactions';
import { createInteractionRest, restRoot } from './rest';

export interface BotDeps {
  db: Kysely<Database>;
  config: Config;
  limits: RateLimiter;
  /** The clock every handler reads (a test's clock in tests). */
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
}

export interface Bot {
  client: Client;
  /** Connects to the gateway; resolves once signed in. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const consoleLog = (message: string, err?: unknown) =>
  err === undefined ? console.log(`[bot] ${message}`) : console.error(`[bot] ${message}`, err);

/**
 * The gateway bot: slash commands and buttons (through the shared interaction handler) and
 * guild member updates. Intents: Guilds and GuildMembers (privileged: "Server Members Intent"
 * in the developer portal) only.
 */
export function createBot(deps: BotDeps): Bot {
  const { db, config } = deps;
  const log = deps.log ?? consoleLog;
  const token = config.discord.botToken;
  if (!token) throw new Error('DISCORD_BOT_TOKEN is required to run the bot');
  // Slash commands and buttons change dispatch (/911, /status, Respond): their Discord
  // messages are queued in the change's transaction.
  registerDiscordFollowUps();

  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
    rest: { api: restRoot(config.discord.apiBase) },
  });
  const handlerDeps: InteractionDeps = {
    db,
    config,
    rest: createInteractionRest(config),
    limits: deps.limits,
    now: deps.now,
    log,
    departments: new DepartmentDirectory(db),
  };

  for (const event of HANDLED_GATEWAY_EVENTS) {
    client.ws.on(event, (data: unknown) => {
      handleGatewayEvent(handlerDeps, event, data).catch((err: unknown) =>
        log(`handling ${event} failed`, err),
      );
    });
  }

  client.once(Events.ClientReady, async (ready) => {
    log(`signed in as ${ready.user.tag}`);
    const guildId = config.discord.oauth?.guildId;
    const guild = guildId ? ready.guilds.cache.get(guildId) : undefined;
    if (!guild) {
      log(`not a member of the configured guild ${guildId ?? '(DISCORD_GUILD_ID unset)'}`);
      return;
    }
    try {
      const members = await guild.members.fetch();
      const roles = new Map(
        members.map((m) => [m.id, m.roles.cache.filter((r) => r.id !== guild.id).map((r) => r.id)]),
      );
      const changed = await reconcileGuildRoles(db, roles);
      log(`roles reconciled for ${members.size} guild members (${changed} changed)`);
    } catch (err) {
      log('reconciling roles on connect failed', err);
    }
  });
  client.on(Events.Error, (err) => log('gateway error', err));

  return {
    client,
    async start() {
      await client.login(token);
    },
    async stop() {
      await client.destroy();
    },
  };
}
