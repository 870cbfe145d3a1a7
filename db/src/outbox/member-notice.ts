import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { memberLanguage } from '../auth/member-language';
import { discordTextIn, type DiscordTextKey } from '../discord/text';
import { enqueue } from './enqueue';
import type { DiscordMessage } from './kinds';

/** What a notice says: a title and a body from the Discord texts, and the body's values. */
export interface MemberNotice {
  title: DiscordTextKey;
  body: DiscordTextKey;
  params: Record<string, string>;
  /** The embed's colour. */
  color: number;
}

/** Discord's limit on an embed's description; titles are fixed texts, well under theirs. */
const DESCRIPTION_MAX = 4096;

/**
 * A DM telling a member of something that happened to them, in their language, through the
 * outbox: call it in the change's transaction, so it goes out if and only if that commits.
 */
export async function queueMemberNotice(
  trx: Kysely<Database>,
  discordId: string,
  notice: MemberNotice,
  options: { notBefore?: Date } = {},
): Promise<number | undefined> {
  const t = discordTextIn(await memberLanguage(trx, discordId));
  const message: DiscordMessage = {
    embeds: [
      {
        title: t(notice.title),
        description: t(notice.body, notice.params).slice(0, DESCRIPTION_MAX),
        color: notice.color,
      },
    ],
  };
  return enqueue(trx, 'dm', { discordId, message }, { notBefore: options.notBefore });
}
