import type { REST } from '@discordjs/rest';
import type {
  APIInteractionResponse,
  APIInteractionResponseChannelMessageWithSource,
} from 'discord-api-types/v10';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import { FALLBACK_LANGUAGE, type Config, type Database, type RateLimiter } from '@tenfour/db';
import { discordTextIn, escapeMarkdown } from '@tenfour/db/discord';
import type { ActiveSuspension } from '@tenfour/db/staff';
import { DepartmentDirectory } from '@tenfour/db/departments';
import type { BotLanguage } from '../i18n/locale';

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
  /**
   * The language of this interaction's answer (resolveLocale: the member's Discord locale,
   * their site choice, the community's default), set by handleInteraction; English if unset.
   */
  language?: BotLanguage | undefined;
  /** The process's department directory (departmentsOf gives one when a caller has none). */
  departments?: DepartmentDirectory | undefined;
}

const directories = new WeakMap<Kysely<Database>, DepartmentDirectory>();

/** The departments commands offer and check: the process's directory, one per database. */
export function departmentsOf(deps: Pick<InteractionDeps, 'db' | 'departments'>) {
  if (deps.departments) return deps.departments;
  let directory = directories.get(deps.db);
  if (!directory) directories.set(deps.db, (directory = new DepartmentDirectory(deps.db)));
  return directory;
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
export function suspendedReply(suspension: ActiveSuspension, language?: BotLanguage) {
  // The reason is staff-written text: shown as typed, never rendered.
  const reason = escapeMarkdown(suspension.reason);
  const t = discordTextIn(language ?? FALLBACK_LANGUAGE);
  return ephemeral(
    `⛔ ${
      suspension.endsAt
        ? t('suspended.until', { time: discordTime(suspension.endsAt), reason })
        : t('suspended.untilLifted', { reason })
    }`,
  );
}
