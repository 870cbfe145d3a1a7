import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import type { OpeningBalances } from './types';

/**
 * The community's opening balances (docs/economy.md), read when a bank profile is provisioned
 * so a staff change applies in every process from its commit; null until the first start
 * stored the environment's seed.
 */
export async function loadOpeningBalances(db: Kysely<Database>): Promise<OpeningBalances | null> {
  const row = await db
    .selectFrom('community_settings')
    .select(['opening_wallet_cents', 'opening_checking_cents'])
    .executeTakeFirstOrThrow();
  if (row.opening_wallet_cents === null || row.opening_checking_cents === null) return null;
  return {
    walletCents: Number(row.opening_wallet_cents),
    checkingCents: Number(row.opening_checking_cents),
  };
}

/**
 * Stores the environment's opening balances, once: on a database that has none. Afterwards
 * the database is the truth and the environment is ignored. Returns whether it stored them.
 */
export async function seedOpeningBalancesOnce(
  db: Kysely<Database>,
  seed: OpeningBalances,
): Promise<boolean> {
  const result = await db
    .updateTable('community_settings')
    .set({ opening_wallet_cents: seed.walletCents, opening_checking_cents: seed.checkingCents })
    .where('opening_wallet_cents', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Staff set the opening balances. Civilians already provisioned keep what they were given;
 * the row is locked so the audit entry names the values it replaced.
 */
export async function setOpeningBalances(
  db: Kysely<Database>,
  input: OpeningBalances & { staffDiscordId: string; now: Date },
): Promise<OpeningBalances> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('community_settings').select('id').forUpdate().executeTakeFirstOrThrow();
    const before = await loadOpeningBalances(trx);
    const after = { walletCents: input.walletCents, checkingCents: input.checkingCents };
    await trx
      .updateTable('community_settings')
      .set({
        opening_wallet_cents: after.walletCents,
        opening_checking_cents: after.checkingCents,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.opening_balances',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: before ? { ...before } : null,
      after: { ...after },
    });
    return after;
  });
}
