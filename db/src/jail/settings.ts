import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';

/** The community's justice settings (docs/jail-and-warrants.md). */
export interface JusticeSettingsJson {
  /** Penal code jail minutes times this are the real minutes a booking lasts. */
  jailTimeMultiplier: number;
  /** Days a fine may stay unpaid before it becomes a warrant; 0: never. */
  failureToPayDays: number;
  /** Officers' warrants start as requests a judge approves. */
  warrantApproval: boolean;
}

/** Read inside whatever transaction uses them, so every process applies the latest values. */
export async function getJusticeSettings(db: Kysely<Database>): Promise<JusticeSettingsJson> {
  const row = await db
    .selectFrom('community_settings')
    .select(['jail_time_multiplier', 'failure_to_pay_days', 'warrant_approval'])
    .executeTakeFirstOrThrow();
  return {
    jailTimeMultiplier: Number(row.jail_time_multiplier),
    failureToPayDays: row.failure_to_pay_days,
    warrantApproval: row.warrant_approval,
  };
}

/** Staff change the justice settings; the row is locked so the audit entry names what it replaced. */
export async function setJusticeSettings(
  db: Kysely<Database>,
  input: { staffDiscordId: string; settings: JusticeSettingsJson; now: Date },
): Promise<JusticeSettingsJson> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('community_settings').select('id').forUpdate().executeTakeFirstOrThrow();
    const before = await getJusticeSettings(trx);
    const { jailTimeMultiplier, failureToPayDays, warrantApproval } = input.settings;
    await trx
      .updateTable('community_settings')
      .set({
        jail_time_multiplier: jailTimeMultiplier,
        failure_to_pay_days: failureToPayDays,
        warrant_approval: warrantApproval,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    const after = await getJusticeSettings(trx);
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.justice',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}
