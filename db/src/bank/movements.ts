import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../errors';
import { runIdempotent } from './idempotency';
import { toAccount, toLedgerEntry, type BankAccount, type LedgerEntry } from './types';

// Lock order, shared by every operation that moves money so none can deadlock another:
// the civilian's wallet first, then accounts in ascending id order.

export const INSUFFICIENT_ACCOUNT_FUNDS = 'Insufficient funds in selected account.';
export const INSUFFICIENT_WALLET_CASH = 'You do not have enough cash in your wallet.';

interface Movement {
  /** The member acting; only their own civilians' accounts can be debited. */
  discordId: string;
  amountCents: number;
  description?: string | undefined;
  idempotencyKey?: string | undefined;
  now: Date;
}

export interface CashMovement extends Movement {
  accountId: string;
}

export interface CashMovementResult {
  /** The ledger row of the account side. */
  entry: LedgerEntry;
  account: BankAccount;
  walletBalanceCents: number;
}

export interface TransferInput extends Movement {
  fromAccountId: string;
  toAccountNumber: string;
}

export interface TransferResult {
  /** The ledger row of the source side (negative amount). */
  entry: LedgerEntry;
  fromAccount: BankAccount;
  toAccountNumber: string;
}

export interface Outcome<T> {
  result: T;
  /** True when an Idempotency-Key replay returned the first result and moved nothing. */
  replayed: boolean;
}

function assertAmount(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new DomainError('invalid', 'Amount must be a positive number of cents.');
  }
}

async function ownedAccountCivilian(
  trx: Transaction<Database>,
  accountId: string,
  discordId: string,
): Promise<string> {
  const row = await trx
    .selectFrom('bank_accounts as a')
    .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
    .select('a.civilian_id')
    .where('a.id', '=', accountId)
    .where('c.discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'Account not found.');
  return row.civilian_id;
}

/** Adds `delta` to the wallet; a debit that would go below zero changes nothing. */
async function moveWallet(
  trx: Transaction<Database>,
  civilianId: string,
  delta: number,
  now: Date,
) {
  let query = trx
    .updateTable('bank_wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('civilian_id', '=', civilianId);
  if (delta < 0) query = query.where('balance_cents', '>=', -delta);
  const row = await query.returning('balance_cents').executeTakeFirst();
  return row?.balance_cents;
}

/** Adds `delta` to the account; a debit that would go below zero changes nothing. */
async function moveAccount(
  trx: Transaction<Database>,
  accountId: string,
  delta: number,
  now: Date,
) {
  let query = trx
    .updateTable('bank_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('id', '=', accountId);
  if (delta < 0) query = query.where('balance_cents', '>=', -delta);
  const row = await query.returningAll().executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

async function cashMovement(
  db: Kysely<Database>,
  kind: 'deposit' | 'withdrawal',
  input: CashMovement,
): Promise<Outcome<CashMovementResult>> {
  assertAmount(input.amountCents);
  const { amountCents: amount, now } = input;
  const description =
    input.description || (kind === 'deposit' ? 'Cash deposit' : 'Cash withdrawal');
  // Cash moves wallet → account on a deposit and account → wallet on a withdrawal.
  const toAccountSign = kind === 'deposit' ? 1 : -1;
  return runIdempotent(
    db,
    {
      discordId: input.discordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify([kind, input.accountId, amount, input.description ?? '']),
    },
    async (trx) => {
      const civilianId = await ownedAccountCivilian(trx, input.accountId, input.discordId);
      const walletBalanceCents = await moveWallet(trx, civilianId, -toAccountSign * amount, now);
      if (walletBalanceCents === undefined) {
        throw new DomainError('insufficient_funds', INSUFFICIENT_WALLET_CASH);
      }
      const account = await moveAccount(trx, input.accountId, toAccountSign * amount, now);
      if (!account) throw new DomainError('insufficient_funds', INSUFFICIENT_ACCOUNT_FUNDS);
      const rows = await trx
        .insertInto('bank_ledger')
        .values([
          {
            civilian_id: civilianId,
            account_id: account.id,
            type: kind,
            description,
            amount_cents: toAccountSign * amount,
            created_at: now,
          },
          {
            civilian_id: civilianId,
            account_id: null,
            type: kind,
            description,
            amount_cents: -toAccountSign * amount,
            created_at: now,
          },
        ])
        .returningAll()
        .execute();
      const entry = rows.find((r) => r.account_id === account.id)!;
      return { entry: toLedgerEntry(entry), account, walletBalanceCents };
    },
  );
}

/** Wallet cash into one of the member's accounts. */
export function depositCash(db: Kysely<Database>, input: CashMovement) {
  return cashMovement(db, 'deposit', input);
}

/** Account money out to the owning civilian's wallet. */
export function withdrawCash(db: Kysely<Database>, input: CashMovement) {
  return cashMovement(db, 'withdrawal', input);
}

/**
 * Moves money from one of the member's accounts to any account by its number.
 */
export async function transferFunds(
  db: Kysely<Database>,
  input: TransferInput,
): Promise<Outcome<TransferResult>> {
  assertAmount(input.amountCents);
  const { amountCents: amount, now } = input;
  const toNumber = input.toAccountNumber.trim();
  return runIdempotent(
    db,
    {
      discordId: input.discordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify([
        'transfer',
        input.fromAccountId,
        toNumber,
        amount,
        input.description ?? '',
      ]),
    },
    async (trx) => {
      // One statement finds both accounts and locks them in id order (the lock order).
      const rows = await trx
        .selectFrom('bank_accounts as a')
        .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
        .select(['a.id', 'a.civilian_id', 'a.account_number', 'a.balance_cents', 'c.discord_id'])
        .where((eb) =>
          eb.or([eb('a.id', '=', input.fromAccountId), eb('a.account_number', '=', toNumber)]),
        )
        .orderBy('a.id')
        .forUpdate('a')
        .execute();
      const source = rows.find((r) => r.id === input.fromAccountId);
      if (!source || source.discord_id !== input.discordId) {
        throw new DomainError('not_found', 'Account not found.');
      }
      const target = rows.find((r) => r.account_number === toNumber);
      if (!target) {
        throw new DomainError(
          'not_found',
          `No account with number ${toNumber} exists. Check the number and try again.`,
        );
      }
      if (target.id === source.id) {
        throw new DomainError('invalid', 'You cannot transfer money to the same account.');
      }
      // Both rows are locked, so the balance read above is the balance the update sees.
      if (source.balance_cents < amount) {
        throw new DomainError('insufficient_funds', INSUFFICIENT_ACCOUNT_FUNDS);
      }
      const updated = await trx
        .updateTable('bank_accounts')
        .set((eb) => ({
          balance_cents: eb(
            'balance_cents',
            '+',
            eb.case().when('id', '=', source.id).then(-amount).else(amount).end(),
          ),
          updated_at: now,
        }))
        .where('id', 'in', [source.id, target.id])
        .returningAll()
        .execute();
      const fromAccount = toAccount(updated.find((r) => r.id === source.id)!);

      const transferId = randomUUID();
      const entries = await trx
        .insertInto('bank_ledger')
        .values([
          {
            civilian_id: source.civilian_id,
            account_id: source.id,
            type: 'transfer_out',
            description: input.description || `Transfer to ${target.account_number}`,
            amount_cents: -amount,
            transfer_id: transferId,
            counterparty_account_number: target.account_number,
            created_at: now,
          },
          {
            civilian_id: target.civilian_id,
            account_id: target.id,
            type: 'transfer_in',
            description: input.description || `Transfer from ${source.account_number}`,
            amount_cents: amount,
            transfer_id: transferId,
            counterparty_account_number: source.account_number,
            created_at: now,
          },
        ])
        .returningAll()
        .execute();
      const out = entries.find((r) => r.account_id === source.id)!;
      return { entry: toLedgerEntry(out), fromAccount, toAccountNumber: target.account_number };
    },
  );
}
