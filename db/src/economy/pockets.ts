import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

// Lock order, the bank's (db/src/bank/movements.ts) extended: a shop item row first, then
// wallets in ascending civilian id, accounts in ascending id, the treasury, inventory rows in
// ascending civilian id, and last business accounts (businesses.ts; a payroll run locks its
// business row before all of these). Every economy operation takes its locks in this order.

/** Where money is paid from or to: a civilian's wallet, or one of their accounts. */
export type Pocket = { civilianId: string; accountId: string | null };

/**
 * Adds `delta` to the pocket; a debit that would go below zero changes nothing and answers
 * undefined. The account must belong to the civilian.
 */
export async function movePocket(
  trx: Transaction<Database>,
  pocket: Pocket,
  delta: number,
  now: Date,
): Promise<number | undefined> {
  if (pocket.accountId === null) {
    let query = trx
      .updateTable('bank_wallets')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
      .where('civilian_id', '=', pocket.civilianId);
    if (delta < 0) query = query.where('balance_cents', '>=', -delta);
    return (await query.returning('balance_cents').executeTakeFirst())?.balance_cents;
  }
  let query = trx
    .updateTable('bank_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('id', '=', pocket.accountId)
    .where('civilian_id', '=', pocket.civilianId);
  if (delta < 0) query = query.where('balance_cents', '>=', -delta);
  return (await query.returning('balance_cents').executeTakeFirst())?.balance_cents;
}

/** Whether the pocket exists at all (to tell "no such account" from "not enough money"). */
export async function pocketExists(trx: Kysely<Database>, pocket: Pocket): Promise<boolean> {
  const row =
    pocket.accountId === null
      ? await trx
          .selectFrom('bank_wallets')
          .select('civilian_id')
          .where('civilian_id', '=', pocket.civilianId)
          .executeTakeFirst()
      : await trx
          .selectFrom('bank_accounts')
          .select('id')
          .where('id', '=', pocket.accountId)
          .where('civilian_id', '=', pocket.civilianId)
          .executeTakeFirst();
  return row !== undefined;
}
