import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';

export const CONTEST_WINDOW_DAYS = { min: 1, max: 365, default: 7 } as const;

/** The court's settings as the staff console edits them. */
export interface CourtSettingsJson {
  /** Days after a record is filed during which its owner may contest the fine. */
  contestWindowDays: number;
}

/**
 * The court's settings. Read in the transaction that applies them (a contest), so there is no
 * copy in memory to go stale: every process sees a change at its next contest.
 */
export async function getCourtSettings(db: Kysely<Database>): Promise<CourtSettingsJson> {
  const row = await db
    .selectFrom('community_settings')
    .select('contest_window_days')
    .executeTakeFirstOrThrow();
  return { contestWindowDays: row.contest_window_days };
}

/** Staff set the contest window; the change and its audit entry commit together. */
export async function setContestWindow(
  db: Kysely<Database>,
  input: { staffDiscordId: string; days: number; now: Date },
): Promise<CourtSettingsJson> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('community_settings')
      .select('contest_window_days')
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('community_settings')
      .set({
        contest_window_days: input.days,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'court.settings',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: { contestWindowDays: before.contest_window_days },
      after: { contestWindowDays: input.days },
    });
    return { contestWindowDays: input.days };
  });
}
