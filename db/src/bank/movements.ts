import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { preparedStatement, runPrepared } from '../infra/client';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { runIdempotent, storedResult } from './idempotency';
import { requireOwned } from '../civilians/owned';
import { isUniqueViolation } from '../civilians/unique';
import { toAccount, toLedgerEntry, type BankAccount, type LedgerEntry } from './types';

// Lock order, shared by every operation that moves money so none can deadlock another:
// the civilian's wallet first, then accounts in ascending id order.

export const INSUFFICIENT_ACCOUNT_FUNDS = englishMessage('bank.insufficientFunds');
export const INSUFFICIENT_WALLET_CASH = englishMessage('bank.insufficientCash');

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
    throw new DomainError('invalid', 'bank.amountNotPositive', {
      field: 'amount',
    });
  }
}

async function ownedAccountCivilian(
  trx: Transaction<Database>,
  accountId: string,
  discordId: string,
): Promise<string> {
  const account = await requireOwned(
    trx,
    'bank_accounts',
    accountId,
    discordId,
    'bank.accountNotFound',
  );
  return account.civilian_id;
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
        throw new DomainError('insufficient_funds', 'bank.insufficientCash');
      }
      const account = await moveAccount(trx, input.accountId, toAccountSign * amount, now);
      if (!account) throw new DomainError('insufficient_funds', 'bank.insufficientFunds');
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

interface TransferRow {
  /** The answer (also stored under the Idempotency-Key); null when no money moved. */
  result: TransferResult | null;
  /** Why nothing moved; null when the money moved. */
  refusal: 'no_source' | 'no_target' | 'same_account' | 'insufficient_funds' | null;
}

/**
 * The transfer as one statement. $1 source account id, $2 target account number, $3 the
 * member's Discord id, $4 amount in cents, $5 description or null, $6 now (ISO text),
 * $7 Idempotency-Key or null, $8 the request's fingerprint, $9 the transfer's id.
 *
 * Every step after `ok` runs on its one row or on none. The key is a plain INSERT: a key
 * already used fails the whole statement with a unique violation, so nothing moves (a retry
 * racing its first copy waits for that copy's commit, then fails the same way). PostgreSQL's
 * CPU per transfer is mostly executor set-up per plan node, so the statement keeps few.
 */
const TRANSFER = preparedStatement(
  'bank_transfer',
  `
  WITH locked AS (
    SELECT id, civilian_id, name, account_type, account_number, balance_cents, created_at
    FROM bank_accounts
    WHERE id = $1::uuid OR account_number = $2::text
    ORDER BY id
    FOR UPDATE
  ), ok AS (
    SELECT s.id AS src_id, s.civilian_id AS src_civilian, s.name AS src_name,
      s.account_type AS src_type, s.account_number AS src_number,
      s.balance_cents AS src_balance, s.created_at AS src_created,
      d.id AS dst_id, d.civilian_id AS dst_civilian, d.account_number AS dst_number,
      d.balance_cents AS dst_balance,
      nextval('bank_ledger_id_seq') AS out_id, nextval('bank_ledger_id_seq') AS in_id
    FROM locked s
    JOIN locked d ON d.account_number = $2::text AND d.id <> s.id
    JOIN civilians c ON c.id = s.civilian_id AND c.discord_id = $3::text
    WHERE s.id = $1::uuid AND s.balance_cents >= $4::bigint
  ), answer AS (
    SELECT json_build_object(
      'entry', json_build_object(
        'id', out_id::text, 'civilianId', src_civilian, 'accountId', src_id,
        'type', 'transfer_out',
        'description', coalesce($5::text, 'Transfer to ' || dst_number),
        'amountCents', -$4::bigint, 'counterpartyAccountNumber', dst_number,
        'createdAt', $6::text),
      'fromAccount', json_build_object(
        'id', src_id, 'civilianId', src_civilian, 'name', src_name, 'accountType', src_type,
        'accountNumber', src_number, 'balanceCents', src_balance - $4::bigint,
        'createdAt', to_char(src_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'toAccountNumber', dst_number) AS result
    FROM ok
  ), claimed AS (
    INSERT INTO bank_idempotency_keys (discord_id, idempotency_key, fingerprint, response)
    SELECT $3::text, $7::text, $8::text, result FROM answer
    WHERE $7::text IS NOT NULL
  ), moved AS (
    -- New balances come from the locked rows, not from a.balance_cents: this statement's
    -- snapshot may predate a transfer that committed while it waited for the locks, and
    -- PostgreSQL checks CHECK (balance >= 0) on that stale version before it re-reads.
    UPDATE bank_accounts a SET
      balance_cents = CASE WHEN a.id = ok.src_id
        THEN ok.src_balance - $4::bigint ELSE ok.dst_balance + $4::bigint END,
      updated_at = $6::text::timestamptz
    FROM ok WHERE a.id IN (ok.src_id, ok.dst_id)
  ), entries AS (
    INSERT INTO bank_ledger (id, civilian_id, account_id, type, description, amount_cents,
      transfer_id, counterparty_account_number, created_at)
    SELECT out_id, src_civilian, src_id, 'transfer_out',
        coalesce($5::text, 'Transfer to ' || dst_number), -$4::bigint,
        $9::uuid, dst_number, $6::text::timestamptz
      FROM ok
    UNION ALL
    SELECT in_id, dst_civilian, dst_id, 'transfer_in',
        coalesce($5::text, 'Transfer from ' || src_number), $4::bigint,
        $9::uuid, src_number, $6::text::timestamptz
      FROM ok
  ), outcome AS (
    SELECT (SELECT result FROM answer) AS result
  )
  -- Why nothing moved, worked out only then: a CASE branch not taken never runs its subplans.
  SELECT result, CASE WHEN result IS NULL THEN
      CASE WHEN NOT EXISTS (
          SELECT 1 FROM locked JOIN civilians c ON c.id = locked.civilian_id
          WHERE locked.id = $1::uuid AND c.discord_id = $3::text
        ) THEN 'no_source'
        WHEN NOT EXISTS (SELECT 1 FROM locked WHERE account_number = $2::text) THEN 'no_target'
        WHEN EXISTS (SELECT 1 FROM locked WHERE id = $1::uuid AND account_number = $2::text)
          THEN 'same_account'
        ELSE 'insufficient_funds' END
    END AS refusal
  FROM outcome`,
);

/**
 * Moves money from one of the member's accounts to any account by its number.
 *
 * The hot path of the bank, so it is one SQL statement (one round trip, atomic on its own):
 * lock both accounts in id order (the lock order), check ownership and funds on the locked
 * rows, claim the Idempotency-Key, then move the money and write both ledger rows. Every
 * later step runs only if the earlier ones passed; when nothing moved, the refusal says why.
 * The answer is built in SQL and stored under the key as is, so a replay returns exactly it.
 */
export async function transferFunds(
  db: Kysely<Database>,
  input: TransferInput,
): Promise<Outcome<TransferResult>> {
  assertAmount(input.amountCents);
  const { amountCents: amount } = input;
  const toNumber = input.toAccountNumber.trim();
  const description = input.description || null;
  const key = input.idempotencyKey ?? null;
  const fingerprint = JSON.stringify([
    'transfer',
    input.fromAccountId,
    toNumber,
    amount,
    input.description ?? '',
  ]);
  const replay = async () =>
    key
      ? storedResult<TransferResult>(db, { discordId: input.discordId, key, fingerprint })
      : undefined;
  // A key already used fails the statement, which would abort a caller's transaction.
  if (db.isTransaction) {
    throw new Error('transferFunds runs its own statement, not in a transaction.');
  }
  const run = () =>
    runPrepared<TransferRow>(db, TRANSFER, [
      input.fromAccountId,
      toNumber,
      input.discordId,
      amount,
      description,
      input.now.toISOString(),
      key,
      fingerprint,
      randomUUID(),
    ]);
  let row: TransferRow | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      [row] = await run();
      if (!row) throw new Error('The transfer statement answered no row.');
    } catch (err) {
      if (!isUniqueViolation(err, 'bank_idempotency_keys_pk')) throw err;
      // The key was used (by this request's first copy): nothing moved; answer as it was.
      const stored = await replay();
      if (stored) return { result: stored, replayed: true };
      // Its stored answer expired (keys are kept a day) in between: the request is new again.
      if (attempt === 2) throw err;
    }
  }
  if (row.result) return { result: row.result, replayed: false };
  // Refused now, but a first copy may have moved the money before the balance ran short.
  const stored = await replay();
  if (stored) return { result: stored, replayed: true };
  if (row.refusal === 'no_source') throw new DomainError('not_found', 'bank.accountNotFound');
  if (row.refusal === 'no_target') {
    throw new DomainError('not_found', 'bank.noSuchAccount', {
      params: { accountNumber: toNumber },
      field: 'toAccountNumber',
    });
  }
  if (row.refusal === 'same_account') {
    throw new DomainError('invalid', 'bank.sameAccount', {
      field: 'toAccountNumber',
    });
  }
  throw new DomainError('insufficient_funds', 'bank.insufficientFunds');
}
