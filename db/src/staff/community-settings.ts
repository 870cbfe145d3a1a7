import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../auth/languages';
import { recordAudit } from './audit-log';
import { STAFF_PROFILE } from './constants';

/** The community's settings as the API returns them. */
export interface CommunitySettingsJson {
  /** Used for Discord channel posts and for members who have not chosen a language. */
  defaultLanguage: Language;
  updatedAt: string;
  updatedBy: string | null;
}

/** The audit log's target for every community setting. */
const COMMUNITY_TARGET = {
  type: 'community',
  id: 'settings',
  label: 'Community settings',
} as const;

/** The community's settings (migration 0021 writes the one row). */
export async function getCommunitySettings(db: Kysely<Database>): Promise<CommunitySettingsJson> {
  const row = await db.selectFrom('community_settings').selectAll().executeTakeFirstOrThrow();
  return {
    // A language that stopped shipping reads as the fallback until staff choose again.
    defaultLanguage: isLanguage(row.default_language) ? row.default_language : FALLBACK_LANGUAGE,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/**
 * Staff set the community's default language. The row is locked while the change and its
 * audit entry are written, so two staff changing it at once leave the log in the order the
 * changes were made, each entry naming the language it replaced.
 */
export async function setDefaultLanguage(
  db: Kysely<Database>,
  input: { staffDiscordId: string; language: Language; now: Date },
): Promise<CommunitySettingsJson> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('community_settings')
      .select('default_language')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = await trx
      .updateTable('community_settings')
      .set({
        default_language: input.language,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.default_language',
      target: COMMUNITY_TARGET,
      before: { defaultLanguage: before.default_language },
      after: { defaultLanguage: row.default_language },
    });
    return {
      defaultLanguage: row.default_language,
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    };
  });
}
