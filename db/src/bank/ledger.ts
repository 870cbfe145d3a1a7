import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { findOwnedCivilian } from './provision';
import { toLedgerEntry, type LedgerEntry } from './types';
import { boundedLimit, pageOf, type KeysetPage } from '../infra/keyset-paging';

export interface TransactionQuery {
  civilianId: string;
  discordId: string;
  /** One account, 'wallet' for cash movements, or every pocket of the civilian. */
  pocket?: { accountId: string } | 'wallet' | 'all';
}

/**
 * A civilian's ledger rows, newest first, a page at a time (keyset-paging.ts). The ledger's id is
 * its order of writing, so it alone is the key.
 */
export async function listTransactions(
  db: Kysely<Database>,
  query: TransactionQuery,
  page: KeysetPage,
): Promise<{ entries: LedgerEntry[]; nextCursor: string | null }> {
  const civilian = await findOwnedCivilian(db, query.civilianId, query.discordId);
  const limit = boundedLimit(page.limit);
  let select = db
    .selectFrom('bank_ledger')
    .selectAll()
    .where('civilian_id', '=', civilian.id)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const pocket = query.pocket ?? 'all';
  if (pocket === 'wallet') select = select.where('account_id', 'is', null);
  else if (pocket !== 'all') select = select.where('account_id', '=', pocket.accountId);
  if (page.after) select = select.where(sql<boolean>`id < ${page.after[0]}::bigint`);
  const { rows, nextCursor } = pageOf(await select.execute(), limit, (r) => [String(r.id)]);
  return { entries: rows.map(toLedgerEntry), nextCursor };
}

export interface BankAudit {
  accountsCents: number;
  walletsCents: number;
  ledgerCents: number;
  /** The community's treasury (migration 0032): money minted by staff and not yet paid out. */
  treasuryCents: number;
  /** Business accounts (migration 0045). */
  businessesCents: number;
  /** Opening balances and staff mints. */
  mintedCents: number;
  /** Fines, staff burns and shop purchases, less purchases paid to a business. */
  burnedCents: number;
  /** Accounts, wallets and business accounts whose balance differs from their ledger's sum. */
  mismatchedPockets: number;
  negativePockets: number;
}

/**
 * The conservation check: money enters only as opening balances and staff mints, and leaves
 * only as fines, staff burns and shop purchases, so accounts + wallets + business accounts +
 * treasury = minted − burned, and every pocket (the treasury and businesses too) equals the sum
 * of its ledger. Adjustments, item sales, business transfers and payroll move money between
 * pockets, never in or out; a purchase of a business's item is paid to the business, so its
 * 'sale' row on the business ledger takes it back out of the burned total.
 */
export async function auditBank(db: Kysely<Database>): Promise<BankAudit> {
  const { rows } = await sql<{
    accounts_cents: number | null;
    wallets_cents: number | null;
    ledger_cents: number | null;
    treasury_cents: number | null;
    businesses_cents: number | null;
    minted_cents: number | null;
    burned_cents: number | null;
    mismatched: number;
    negative: number;
  }>`
    WITH account_ledger AS (
      SELECT account_id, sum(amount_cents) AS total FROM bank_ledger
      WHERE account_id IS NOT NULL GROUP BY account_id
    ), business_ledger_totals AS (
      SELECT business_id, sum(amount_cents) AS total FROM business_ledger GROUP BY business_id
    ), wallet_ledger AS (
      SELECT civilian_id, sum(amount_cents) AS total FROM bank_ledger
      WHERE account_id IS NULL GROUP BY civilian_id
    )
    SELECT
      (SELECT sum(balance_cents) FROM bank_accounts) AS accounts_cents,
      (SELECT sum(balance_cents) FROM bank_wallets) AS wallets_cents,
      (SELECT sum(amount_cents) FROM bank_ledger) AS ledger_cents,
      (SELECT sum(balance_cents) FROM economy_treasury) AS treasury_cents,
      (SELECT sum(balance_cents) FROM business_accounts) AS businesses_cents,
      coalesce((SELECT sum(amount_cents) FROM bank_ledger WHERE type = 'opening'), 0)
      + coalesce((SELECT sum(amount_cents) FROM economy_treasury_ledger WHERE type = 'mint'), 0)
        AS minted_cents,
      coalesce((SELECT -sum(amount_cents) FROM bank_ledger WHERE type IN ('fine', 'purchase')), 0)
      + coalesce((SELECT -sum(amount_cents) FROM economy_treasury_ledger WHERE type = 'burn'), 0)
      - coalesce((SELECT sum(amount_cents) FROM business_ledger WHERE type = 'sale'), 0)
        AS burned_cents,
      (SELECT count(*) FROM bank_accounts a LEFT JOIN account_ledger l ON l.account_id = a.id
        WHERE a.balance_cents <> coalesce(l.total, 0))
      + (SELECT count(*) FROM bank_wallets w LEFT JOIN wallet_ledger l ON l.civilian_id = w.civilian_id
        WHERE w.balance_cents <> coalesce(l.total, 0))
      + (SELECT count(*) FROM economy_treasury t
        WHERE t.balance_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM economy_treasury_ledger))
      + (SELECT count(*) FROM business_accounts b LEFT JOIN business_ledger_totals l
        ON l.business_id = b.business_id WHERE b.balance_cents <> coalesce(l.total, 0))
        AS mismatched,
      (SELECT count(*) FROM bank_accounts WHERE balance_cents < 0)
      + (SELECT count(*) FROM bank_wallets WHERE balance_cents < 0)
      + (SELECT count(*) FROM economy_treasury WHERE balance_cents < 0)
      + (SELECT count(*) FROM business_accounts WHERE balance_cents < 0) AS negative
  `.execute(db);
  const r = rows[0]!;
  return {
    accountsCents: Number(r.accounts_cents ?? 0),
    walletsCents: Number(r.wallets_cents ?? 0),
    ledgerCents: Number(r.ledger_cents ?? 0),
    treasuryCents: Number(r.treasury_cents ?? 0),
    businessesCents: Number(r.businesses_cents ?? 0),
    mintedCents: Number(r.minted_cents ?? 0),
    burnedCents: Number(r.burned_cents ?? 0),
    mismatchedPockets: Number(r.mismatched),
    negativePockets: Number(r.negative),
  };
}
