import type { REST } from '@discordjs/rest';
import type {
  APIInteractionResponse,
  APIInteractionResponseChannelMessageWithSource,
} from 'discord-api-types/v10';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database, RateLimiter } from '@tenfour/db';
import { escapeMarkdown } from '@tenfour/db/discord';
import { describeSuspension, type ActiveSuspension } from '@tenfour/db/staff';

/** What interaction handlers need; the gateway bot and the HTTP endpoint both provide it. */
export interface InteractionDeps {
  db: Kysely<Database>;
  config: Config;
  /** Bot-token REST client for reads the handlers make (a guild member for /resync). */
  rest: REST;
  /** The process's rate limits (the same counters the API uses). */
  limits: RateLimiter;
  /** The time every handler acts at: the real clock in production, a test's clock in tests. */
  now: () => Date;
  log?: ((message: string, err?: unknown) => void) | undefined;
}

export type InteractionReply = APIInteractionResponse;

/** A reply only the person who pressed or typed sees. */
export function ephemeral(content: string): APIInteractionResponseChannelMessageWithSource {
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { content, flags: MessageFlags.Ephemeral },
  };
}

/** Discord shows this in each reader's own time zone ("June 5, 2026 4:00 PM"). */
const discordTime = (at: Date) => `<t:${Math.floor(at.getTime() / 1000)}:f>`;

/** What a suspended member is told when they press a button or run a command. */
export function suspendedReply(suspension: ActiveSuspension) {
  // The reason is staff-written text: shown as typed, never rendered.
  return ephemeral(
    `⛔ ${describeSuspension({ ...suspension, reason: escapeMarkdown(suspension.reason) }, discordTime)}`,
  );
}
