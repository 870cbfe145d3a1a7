import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

/** The language of posts everyone in a channel reads: the community's default. */
export async function communityLanguage(db: Kysely<Database>): Promise<Language> {
  const row = await db
    .selectFrom('community_settings')
    .select('default_language')
    .executeTakeFirst();
  // A language that stopped shipping reads as the fallback until staff choose again.
  return isLanguage(row?.default_language) ? row.default_language : FALLBACK_LANGUAGE;
}

/**
 * What the bot knows of a member's language apart from Discord's: their own choice on the
 * site (undefined when they made none or have not signed in) and the community's default.
 */
export async function memberLanguages(
  db: Kysely<Database>,
  discordId: string,
): Promise<{ siteChoice: Language | undefined; communityDefault: Language }> {
  const [user, communityDefault] = await Promise.all([
    db.selectFrom('users').select('locale').where('discord_id', '=', discordId).executeTakeFirst(),
    communityLanguage(db),
  ]);
  return { siteChoice: isLanguage(user?.locale) ? user.locale : undefined, communityDefault };
}

/**
 * The language of a message sent to one member away from an interaction (a DM): their choice
 * on the site, else the community's default.
 */
export async function memberLanguage(db: Kysely<Database>, discordId: string): Promise<Language> {
  const { siteChoice, communityDefault } = await memberLanguages(db, discordId);
  return siteChoice ?? communityDefault;
}
