import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { runIdempotent } from '../bank/idempotency';
import { formatDollars } from '../bank/money';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { boundedLimit, pageOf, type KeysetPage } from '../infra/keyset-paging';
import { sql } from 'kysely';
import { movePocket, pocketExists } from './pockets';

export interface TreasuryEntry {
  id: string;
  type: 'mint' | 'burn' | 'adjustment' | 'shift_pay';
  amountCents: number;
  reason: string;
  actorDiscordId: string | null;
  civilianId: string | null;
  accountId: string | null;
  createdAt: string;
}

interface StaffMovement {
  staffDiscordId: string;
  amountCents: number;
  reason: string;
  idempotencyKey?: string | undefined;
  now: Date;
}

function assertAmount(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new DomainError('invalid', 'bank.amountNotPositive', { field: 'amount' });
  }
}

/** Adds `delta` to the treasury; a debit it cannot cover is refused and changes nothing. */
export async function moveTreasury(trx: Transaction<Database>, delta: number, now: Date) {
  let query = trx
    .updateTable('economy_treasury')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('id', '=', 1);
  if (delta < 0) query = query.where('balance_cents', '>=', -delta);
  const row = await query.returning('balance_cents').executeTakeFirst();
  if (row) return row.balance_cents;
  const current = await trx
    .selectFrom('economy_treasury')
    .select('balance_cents')
    .executeTakeFirstOrThrow();
  throw new DomainError('insufficient_funds', 'economy.treasuryShort', {
    params: { balance: formatDollars(current.balance_cents), balanceCents: current.balance_cents },
  });
}

/** A treasury ledger row beside a movement of its balance (moveTreasury). */
export async function treasuryRow(
  trx: Transaction<Database>,
  values: {
    type: TreasuryEntry['type'];
    amountCents: number;
    reason: string;
    actor: string;
    civilianId?: string | null;
    accountId?: string | null;
    now: Date;
  },
): Promise<TreasuryEntry> {
  const row = await trx
    .insertInto('economy_treasury_ledger')
    .values({
      type: values.type,
      amount_cents: values.amountCents,
      reason: values.reason,
      actor_discord_id: values.actor,
      civilian_id: values.civilianId ?? null,
      account_id: values.accountId ?? null,
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTreasuryEntry(row);
}

function toTreasuryEntry(row: {
  id: number | string;
  type: TreasuryEntry['type'];
  amount_cents: number | string;
  reason: string;
  actor_discord_id: string | null;
  civilian_id: string | null;
  account_id: string | null;
  created_at: Date | string;
}): TreasuryEntry {
  return {
    id: String(row.id),
    type: row.type,
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    actorDiscordId: row.actor_discord_id,
    civilianId: row.civilian_id,
    accountId: row.account_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface TreasuryMovementResult {
  entry: TreasuryEntry;
  treasuryBalanceCents: number;
}

/** Staff create money in the treasury (the economy's one way in besides opening balances). */
export function mintMoney(db: Kysely<Database>, input: StaffMovement) {
  return treasuryMovement(db, 'mint', input);
}

/** Staff destroy money held by the treasury. */
export function burnMoney(db: Kysely<Database>, input: StaffMovement) {
  return treasuryMovement(db, 'burn', input);
}

function treasuryMovement(db: Kysely<Database>, type: 'mint' | 'burn', input: StaffMovement) {
  assertAmount(input.amountCents);
  const delta = type === 'mint' ? input.amountCents : -input.amountCents;
  return runIdempotent<TreasuryMovementResult>(
    db,
    {
      discordId: input.staffDiscordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify([`treasury.${type}`, input.amountCents, input.reason]),
    },
    async (trx) => {
      const treasuryBalanceCents = await moveTreasury(trx, delta, input.now);
      const entry = await treasuryRow(trx, {
        type,
        amountCents: delta,
        reason: input.reason,
        actor: input.staffDiscordId,
        now: input.now,
      });
      await recordAudit(trx, {
        at: input.now,
        actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
        action: type === 'mint' ? 'treasury.mint' : 'treasury.burn',
        target: { type: 'treasury', id: entry.id, label: 'Treasury' },
        before: { balanceCents: treasuryBalanceCents - delta },
        after: { balanceCents: treasuryBalanceCents, reason: input.reason },
      });
      return { entry, treasuryBalanceCents };
    },
  );
}

export interface AdjustmentInput extends StaffMovement {
  civilianId: string;
  /** NULL: the civilian's wallet. */
  accountId: string | null;
  direction: 'credit' | 'debit';
}

export interface AdjustmentResult extends TreasuryMovementResult {
  pocketBalanceCents: number;
}

/**
 * Staff change a civilian's balance: a credit moves money from the treasury into the pocket,
 * a debit moves it back, so an adjustment never creates or destroys money.
 */
export function adjustBalance(db: Kysely<Database>, input: AdjustmentInput) {
  assertAmount(input.amountCents);
  const toPocket = input.direction === 'credit' ? input.amountCents : -input.amountCents;
  return runIdempotent<AdjustmentResult>(
    db,
    {
      discordId: input.staffDiscordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify([
        'treasury.adjust',
        input.civilianId,
        input.accountId,
        toPocket,
        input.reason,
      ]),
    },
    async (trx) => {
      const civilian = await trx
        .selectFrom('civilians')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', input.civilianId)
        .executeTakeFirst();
      if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
      const pocket = { civilianId: civilian.id, accountId: input.accountId };
      // Pocket before treasury: the lock order (pockets.ts).
      const pocketBalanceCents = await movePocket(trx, pocket, toPocket, input.now);
      if (pocketBalanceCents === undefined) {
        if (!(await pocketExists(trx, pocket))) {
          throw new DomainError('not_found', 'bank.accountNotFound');
        }
        throw new DomainError(
          'insufficient_funds',
          input.accountId === null ? 'bank.insufficientCash' : 'bank.insufficientFunds',
        );
      }
      const treasuryBalanceCents = await moveTreasury(trx, -toPocket, input.now);
      await trx
        .insertInto('bank_ledger')
        .values({
          civilian_id: civilian.id,
          account_id: input.accountId,
          type: 'adjustment',
          description: `Staff adjustment: ${input.reason}`,
          amount_cents: toPocket,
          created_at: input.now,
        })
        .execute();
      const entry = await treasuryRow(trx, {
        type: 'adjustment',
        amountCents: -toPocket,
        reason: input.reason,
        actor: input.staffDiscordId,
        civilianId: civilian.id,
        accountId: input.accountId,
        now: input.now,
      });
      await recordAudit(trx, {
        at: input.now,
        actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
        action: 'treasury.adjust',
        target: {
          type: 'civilian',
          id: civilian.id,
          label: `${civilian.first_name} ${civilian.last_name}`,
        },
        before: {
          pocket: input.accountId ?? 'wallet',
          balanceCents: pocketBalanceCents - toPocket,
        },
        after: {
          pocket: input.accountId ?? 'wallet',
          balanceCents: pocketBalanceCents,
          amountCents: toPocket,
          reason: input.reason,
        },
      });
      return { entry, treasuryBalanceCents, pocketBalanceCents };
    },
  );
}

export async function readTreasury(db: Kysely<Database>): Promise<{ balanceCents: number }> {
  const row = await db
    .selectFrom('economy_treasury')
    .select('balance_cents')
    .executeTakeFirstOrThrow();
  return { balanceCents: Number(row.balance_cents) };
}

/** The treasury's ledger, newest first, a page at a time. */
export async function listTreasuryLedger(
  db: Kysely<Database>,
  page: KeysetPage,
): Promise<{ entries: TreasuryEntry[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  let select = db
    .selectFrom('economy_treasury_ledger')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (page.after) select = select.where(sql<boolean>`id < ${page.after[0]}::bigint`);
  const { rows, nextCursor } = pageOf(await select.execute(), limit, (r) => [String(r.id)]);
  return { entries: rows.map(toTreasuryEntry), nextCursor };
}

export interface MemberPockets {
  civilians: {
    id: string;
    name: string;
    walletCents: number | null;
    accounts: { id: string; name: string; accountNumber: string; balanceCents: number }[];
  }[];
}

/** A member's civilians with their wallets and accounts: what staff adjust. */
export async function memberPockets(
  db: Kysely<Database>,
  discordId: string,
): Promise<MemberPockets> {
  const civilians = await db
    .selectFrom('civilians')
    .leftJoin('bank_wallets', 'bank_wallets.civilian_id', 'civilians.id')
    .select([
      'civilians.id',
      'civilians.first_name',
      'civilians.last_name',
      'bank_wallets.balance_cents',
    ])
    .where('civilians.discord_id', '=', discordId)
    .orderBy('civilians.created_at')
    .execute();
  const ids = civilians.map((c) => c.id);
  const accounts = ids.length
    ? await db
        .selectFrom('bank_accounts')
        .select(['id', 'civilian_id', 'name', 'account_number', 'balance_cents'])
        .where('civilian_id', 'in', ids)
        .orderBy('seq')
        .execute()
    : [];
  return {
    civilians: civilians.map((c) => ({
      id: c.id,
      name: `${c.first_name} ${c.last_name}`,
      walletCents: c.balance_cents === null ? null : Number(c.balance_cents),
      accounts: accounts
        .filter((a) => a.civilian_id === c.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          accountNumber: a.account_number,
          balanceCents: Number(a.balance_cents),
        })),
    })),
  };
}
