import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { loadOpeningBalances } from './opening-balances';
import { toAccount, type AccountType, type BankAccount, type OpeningBalances } from './types';

export interface OwnedCivilian {
  id: string;
  firstName: string;
  lastName: string;
  discordId: string;
}

/**
 * The civilian if `discordId` owns it. Another member's civilian is reported exactly like a
 * missing one, so ids never reveal whose they are.
 */
export async function findOwnedCivilian(
  db: Kysely<Database>,
  civilianId: string,
  discordId: string,
): Promise<OwnedCivilian> {
  const row = await db
    .selectFrom('civilians')
    .select(['id', 'first_name', 'last_name', 'discord_id'])
    .where('id', '=', civilianId)
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    discordId: row.discord_id,
  };
}

const randomAccountNumber = () => String(randomInt(1_000_000_000, 10_000_000_000));

/**
 * Inserts an account under a fresh random 10-digit number. A clash is skipped with
 * ON CONFLICT (not caught as an error, which would abort the caller's transaction).
 */
export async function insertAccount(
  trx: Kysely<Database>,
  input: {
    civilianId: string;
    accountType: AccountType;
    name: string;
    balanceCents: number;
    now: Date;
  },
): Promise<BankAccount> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await trx
      .insertInto('bank_accounts')
      .values({
        civilian_id: input.civilianId,
        name: input.name,
        account_type: input.accountType,
        account_number: randomAccountNumber(),
        balance_cents: input.balanceCents,
        created_at: input.now,
        updated_at: input.now,
      })
      .onConflict((oc) => oc.column('account_number').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return toAccount(row);
  }
  throw new Error('Could not find a free account number.');
}

const NOTHING: OpeningBalances = { walletCents: 0, checkingCents: 0 };

/**
 * Gives a civilian their wallet and a Checking account, once. The wallet row is the guard: a
 * concurrent call waits on its primary key and then does nothing. The community's opening
 * balances go to the member's first civilian to use the bank only (bank_opening_grants),
 * so new civilians cannot be used to mint money. Opening balances are the only way money
 * enters the bank, and they are recorded in the ledger ('opening') like every other movement.
 * The stored balances decide; `seed` (the environment's) only stands in on a database whose
 * first start has not stored them yet.
 */
export async function provisionCivilian(
  trx: Kysely<Database>,
  civilianId: string,
  seed: OpeningBalances | undefined,
  now: Date,
): Promise<boolean> {
  const created = await trx
    .insertInto('bank_wallets')
    .values({ civilian_id: civilianId, balance_cents: 0, updated_at: now })
    .onConflict((oc) => oc.column('civilian_id').doNothing())
    .returning('civilian_id')
    .executeTakeFirst();
  if (!created) return false;
  const granted = await trx
    .insertInto('bank_opening_grants')
    .columns(['discord_id', 'civilian_id', 'granted_at'])
    .expression((eb) =>
      eb
        .selectFrom('civilians')
        .select(['discord_id', 'id', eb.val(now).as('granted_at')])
        .where('id', '=', civilianId),
    )
    .onConflict((oc) => oc.column('discord_id').doNothing())
    .returning('discord_id')
    .executeTakeFirst();
  const opening = granted ? ((await loadOpeningBalances(trx)) ?? seed ?? NOTHING) : NOTHING;
  if (opening.walletCents > 0) {
    await trx
      .updateTable('bank_wallets')
      .set({ balance_cents: opening.walletCents })
      .where('civilian_id', '=', civilianId)
      .execute();
  }
  const checking = await insertAccount(trx, {
    civilianId,
    accountType: 'Checking',
    name: 'Checking',
    balanceCents: opening.checkingCents,
    now,
  });
  const entries = [
    { account_id: null, amount_cents: opening.walletCents },
    { account_id: checking.id, amount_cents: opening.checkingCents },
  ].filter((e) => e.amount_cents > 0);
  if (entries.length) {
    await trx
      .insertInto('bank_ledger')
      .values(
        entries.map((e) => ({
          ...e,
          civilian_id: civilianId,
          type: 'opening' as const,
          description: 'Opening balance',
          created_at: now,
        })),
      )
      .execute();
  }
  return true;
}

/** Provisions the civilian on first bank use (outside any transaction). */
export async function ensureBankProfile(
  db: Kysely<Database>,
  civilianId: string,
  opening: OpeningBalances,
  now: Date,
): Promise<void> {
  const existing = await db
    .selectFrom('bank_wallets')
    .select('civilian_id')
    .where('civilian_id', '=', civilianId)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute((trx) => provisionCivilian(trx, civilianId, opening, now));
}

/** Locks the civilian's wallet: the first lock of every operation that touches it. */
export async function lockWallet(
  trx: Kysely<Database>,
  civilianId: string,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('bank_wallets')
    .select('balance_cents')
    .where('civilian_id', '=', civilianId)
    .forUpdate()
    .executeTakeFirst();
  return row?.balance_cents;
}
