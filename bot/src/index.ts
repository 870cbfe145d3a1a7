import type { Kysely } from 'kysely';
import type { Config, Database } from '@tenfour/db';

export interface DiscordServicesDeps {
  db: Kysely<Database>;
  config: Config;
}

export interface DiscordServices {
  stop(): Promise<void>;
}

/**
 * Starts what runs beside the API in `npm start`: the outbox worker and, when a bot token
 * is configured, the gateway bot.
 */
export async function startDiscordServices(_deps: DiscordServicesDeps): Promise<DiscordServices> {
  return { stop: async () => undefined };
}
