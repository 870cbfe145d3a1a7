import { anyDepartmentWebhook } from '@tenfour/db/departments';
import type { Kysely } from 'kysely';
import type { Config, Database, RateLimiter } from '@tenfour/db';
import type { DeliveryObserver } from './outbox/worker';

export interface DiscordServicesDeps {
  db: Kysely<Database>;
  config: Config;
  /** The process's rate limits, shared with the API when they run together. */
  limits: RateLimiter;
  /** Connect the gateway bot; defaults to DISCORD_GATEWAY (`npm run bot` always does). */
  gateway?: boolean;
  /** Told every delivery's outcome (metrics). */
  observeDelivery?: DeliveryObserver;
  /** The clock the handlers and the worker read; the real one unless a test sets its own. */
  now?: () => Date;
}

export interface DiscordServices {
  stop(): Promise<void>;
}

/** True when there is anything the outbox worker could deliver to. */
export function outboxConfigured(config: Config): boolean {
  return Boolean(
    config.discord.botToken ||
    config.webhooks.xbox ||
    config.webhooks.playstation ||
    config.dispatchWebhooks.xbox ||
    config.dispatchWebhooks.playstation,
  );
}

/**
 * Starts what runs beside the API in `npm start` (and alone in `npm run bot`): the outbox
 * worker when a bot token or a report webhook is configured, and the gateway bot when a bot
 * token is (unless DISCORD_GATEWAY=off leaves it to a separate `npm run bot`). Several
 * processes may run the worker at once; they never send a row twice.
 */
export async function startDiscordServices(deps: DiscordServicesDeps): Promise<DiscordServices> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const stops: (() => Promise<void>)[] = [];

  // Staff may have given a department webhooks in the console without any variable set.
  if (outboxConfigured(config) || (await anyDepartmentWebhook(db))) {
    // Loaded only when there is somewhere to deliver: the worker brings @discordjs/rest, about
    // 30 MB resident that a server without Discord would carry for nothing.
    const { createOutboxWorker } = await import('./outbox/worker');
    const worker = createOutboxWorker({ db, config, now, observe: deps.observeDelivery });
    worker.start();
    stops.push(() => worker.stop());
    console.log('Discord outbox worker started.');
  }

  if (config.discord.botToken && (deps.gateway ?? config.discord.gateway)) {
    // Loaded only when needed: discord.js takes a second to import.
    const { createBot } = await import('./bot');
    const bot = createBot({ db, config, limits: deps.limits, now });
    stops.push(() => bot.stop());
    // Signing in happens in the background: the site and the worker run without the gateway.
    bot.start().catch((err: unknown) => {
      console.error('The Discord bot could not sign in (check DISCORD_BOT_TOKEN):', err);
    });
  }

  return {
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
