import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import {
  ensureBankProfile,
  findOwnedCivilian,
  insertAccount,
  lockWallet,
  type OwnedCivilian,
} from './provision';
import {
  isBusinessType,
  toAccount,
  toAccountRequest,
  type AccountRequest,
  type AccountType,
  type BankAccount,
  type OpeningBalances,
} from './types';

export const REASON_REQUIRED = englishMessage('bank.reasonRequired');

interface CivilianAccess {
  civilianId: string;
  /** The member acting: only a civilian's owner reaches its bank. */
  discordId: string;
  opening: OpeningBalances;
  now: Date;
}

export interface BankProfile {
  civilian: OwnedCivilian;
  accounts: BankAccount[];
  pendingRequests: AccountRequest[];
  walletBalanceCents: number;
}

/** Everything the bank dashboard shows for one of the member's civilians. */
export async function loadBankProfile(
  db: Kysely<Database>,
  access: CivilianAccess,
): Promise<BankProfile> {
  const civilian = await findOwnedCivilian(db, access.civilianId, access.discordId);
  await ensureBankProfile(db, civilian.id, access.opening, access.now);
  const [accounts, requests, wallet] = await Promise.all([
    db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('civilian_id', '=', civilian.id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('bank_account_requests')
      .selectAll()
      .where('civilian_id', '=', civilian.id)
      .where('status', '=', 'pending')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('bank_wallets')
      .select('balance_cents')
      .where('civilian_id', '=', civilian.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    civilian,
    accounts: accounts.map(toAccount),
    pendingRequests: requests.map(toAccountRequest),
    walletBalanceCents: wallet.balance_cents,
  };
}

export type OpenAccountResult =
  { needsApproval: false; account: BankAccount } | { needsApproval: true; request: AccountRequest };

/**
 * Opens a personal account of a type the civilian has none of at once; a business account
 * or a second account of a type becomes a request that staff approve (reason required).
 * The server decides which, whatever the client claims.
 */
export async function openAccount(
  db: Kysely<Database>,
  input: CivilianAccess & { accountType: AccountType; reason?: string | undefined },
): Promise<OpenAccountResult> {
  const civilian = await findOwnedCivilian(db, input.civilianId, input.discordId);
  await ensureBankProfile(db, civilian.id, input.opening, input.now);
  const reason = input.reason?.trim() ?? '';
  return db.transaction().execute(async (trx) => {
    // The wallet lock serialises account openings per civilian, so two quick clicks
    // cannot both open "the first" Savings account.
    await lockWallet(trx, civilian.id);
    const sameType = await trx
      .selectFrom('bank_accounts')
      .select('id')
      .where('civilian_id', '=', civilian.id)
      .where('account_type', '=', input.accountType)
      .limit(1)
      .executeTakeFirst();
    if (!isBusinessType(input.accountType) && !sameType) {
      const account = await insertAccount(trx, {
        civilianId: civilian.id,
        accountType: input.accountType,
        name: input.accountType,
        balanceCents: 0,
        now: input.now,
      });
      return { needsApproval: false as const, account };
    }
    if (!reason) throw new DomainError('invalid', 'bank.reasonRequired', { field: 'reason' });
    const pending = await trx
      .selectFrom('bank_account_requests')
      .select('id')
      .where('civilian_id', '=', civilian.id)
      .where('account_type', '=', input.accountType)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) {
      throw new DomainError('conflict', 'bank.requestPending', {
        params: { accountType: input.accountType },
        field: 'accountType',
      });
    }
    const request = await trx
      .insertInto('bank_account_requests')
      .values({
        civilian_id: civilian.id,
        account_type: input.accountType,
        reason,
        created_at: input.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { needsApproval: true as const, request: toAccountRequest(request) };
  });
}

/** Renames one of the member's accounts. */
export async function renameAccount(
  db: Kysely<Database>,
  input: { accountId: string; discordId: string; newName: string; now: Date },
): Promise<BankAccount> {
  const name = input.newName.trim();
  if (!name) throw new DomainError('invalid', 'bank.newNameRequired', { field: 'newName' });
  const row = await db
    .updateTable('bank_accounts')
    .set({ name, updated_at: input.now })
    .where('id', '=', input.accountId)
    .where('civilian_id', 'in', (eb) =>
      eb.selectFrom('civilians').select('id').where('discord_id', '=', input.discordId),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'bank.accountNotFound');
  return toAccount(row);
}

export interface WalletView {
  /** One civilian's cash, or the sum over all the member's civilians. */
  balanceCents: number;
  wallets: { civilianId: string; balanceCents: number }[];
}

/**
 * Wallet cash of a member's civilian (or of all their civilians). Callers decide who may
 * read whose wallet; an unknown civilian of that member is 'not_found'.
 */
export async function readWallet(
  db: Kysely<Database>,
  input: {
    ownerDiscordId: string;
    civilianId?: string | undefined;
    opening: OpeningBalances;
    now: Date;
  },
): Promise<WalletView> {
  let civilianIds: string[];
  if (input.civilianId) {
    civilianIds = [(await findOwnedCivilian(db, input.civilianId, input.ownerDiscordId)).id];
  } else {
    const rows = await db
      .selectFrom('civilians')
      .select('id')
      .where('discord_id', '=', input.ownerDiscordId)
      // The civilians list's order; the id settles civilians created in the same instant.
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    civilianIds = rows.map((r) => r.id);
  }
  for (const id of civilianIds) await ensureBankProfile(db, id, input.opening, input.now);
  const rows = civilianIds.length
    ? await db
        .selectFrom('bank_wallets')
        .select(['civilian_id', 'balance_cents'])
        .where('civilian_id', 'in', civilianIds)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.civilian_id, r.balance_cents]));
  const wallets = civilianIds.map((id) => ({ civilianId: id, balanceCents: byId.get(id) ?? 0 }));
  return { balanceCents: wallets.reduce((sum, w) => sum + w.balanceCents, 0), wallets };
}
