import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { announceConfigChange } from '../community/live-config';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import type { CallAgeThresholds } from './call-age-limits';

/** The console's call age thresholds (migration 0041 writes them on the one settings row). */
export async function getCallAgeThresholds(db: Kysely<Database>): Promise<CallAgeThresholds> {
  const row = await db
    .selectFrom('community_settings')
    .select(['call_age_warn_minutes', 'call_age_alert_minutes'])
    .executeTakeFirstOrThrow();
  return { warnMinutes: row.call_age_warn_minutes, alertMinutes: row.call_age_alert_minutes };
}

/**
 * Staff set when a call's age turns amber and red. The row is locked so the audit entry names
 * what it replaced; the 'values' announcement makes every process's console answer change
 * when this commits, as a status or call type change does.
 */
export async function setCallAgeThresholds(
  db: Kysely<Database>,
  input: { staffDiscordId: string; thresholds: CallAgeThresholds; now: Date },
): Promise<CallAgeThresholds> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('community_settings').select('id').forUpdate().executeTakeFirstOrThrow();
    const before = await getCallAgeThresholds(trx);
    await trx
      .updateTable('community_settings')
      .set({
        call_age_warn_minutes: input.thresholds.warnMinutes,
        call_age_alert_minutes: input.thresholds.alertMinutes,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    const after = await getCallAgeThresholds(trx);
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.call_age',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: { ...before },
      after: { ...after },
    });
    await announceConfigChange(trx, 'values');
    return after;
  });
}
