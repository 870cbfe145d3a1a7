import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import type { ShiftUnpaidReason } from '../schema/shift-pay';
import { LiveConfig } from '../community/live-config';
import { provisionCivilian } from '../bank/provision';
import { moveTreasury, treasuryRow } from './treasury';

type Db = Kysely<Database> | Transaction<Database>;

/** What shift pay reads on every clock-out, held in each process (docs/economy.md). */
export interface ShiftPaySettings {
  /** Cents a member may be paid per UTC day over every shift; null: no cap. */
  dailyCapCents: number | null;
  /** An open shift is closed this many hours after it began. */
  forceCloseHours: number;
  departments: { id: string; name: string; hourlyPayCents: number | null }[];
  ranks: { id: string; department: string; name: string; hourlyPayCents: number | null }[];
}

export async function loadShiftPaySettings(db: Db): Promise<ShiftPaySettings> {
  const [settings, departments, ranks] = await Promise.all([
    db
      .selectFrom('community_settings')
      .select(['shift_daily_cap_cents', 'shift_force_close_hours'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('departments')
      .select(['id', 'name', 'hourly_pay_cents'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ranks')
      .select(['id', 'department', 'name', 'hourly_pay_cents'])
      .orderBy('department')
      .orderBy('position')
      .execute(),
  ]);
  return {
    dailyCapCents:
      settings.shift_daily_cap_cents === null ? null : Number(settings.shift_daily_cap_cents),
    forceCloseHours: settings.shift_force_close_hours,
    departments: departments.map((d) => ({
      id: d.id,
      name: d.name,
      hourlyPayCents: d.hourly_pay_cents,
    })),
    ranks: ranks.map((r) => ({
      id: r.id,
      department: r.department,
      name: r.name,
      hourlyPayCents: r.hourly_pay_cents,
    })),
  };
}

const held = new WeakMap<Kysely<Database>, LiveConfig<ShiftPaySettings>>();

/**
 * The process's copy of the pay settings: read once, kept until staff change one (in any
 * process, heard through the 'shift-pay' announcement). Clock-outs read it, never the table.
 */
export function shiftPaySettings(
  db: Kysely<Database>,
  notifier?: Notifier,
): LiveConfig<ShiftPaySettings> {
  let live = held.get(db);
  if (!live) held.set(db, (live = new LiveConfig(db, notifier, 'shift-pay', loadShiftPaySettings)));
  return live;
}

/** The rank's rate, else the department's; null when neither is set. */
export function hourlyRate(
  settings: ShiftPaySettings,
  profile: { department: string; rank_id: string | null },
): number | null {
  const rank = profile.rank_id ? settings.ranks.find((r) => r.id === profile.rank_id) : undefined;
  if (rank?.hourlyPayCents != null) return rank.hourlyPayCents;
  return settings.departments.find((d) => d.id === profile.department)?.hourlyPayCents ?? null;
}

/** Whole minutes of a shift and what they earn at `rateCents` an hour (rounded down). */
export function shiftEarnings(startedAt: Date, endedAt: Date, rateCents: number) {
  const minutes = Math.max(0, Math.floor((endedAt.getTime() - startedAt.getTime()) / 60_000));
  return { minutes, dueCents: Math.floor((minutes * rateCents) / 60) };
}

/** The UTC day a shift ended in: the daily cap counts pay by it. */
export const payDay = (at: Date) => at.toISOString().slice(0, 10);

export interface PayAccountRef {
  accountId: string;
  civilianId: string;
}

/**
 * Where a member's shift pay goes: the account they chose, else the Checking account (else the
 * first account) of the character the profile plays, else of the member's first civilian.
 */
export async function resolvePayAccount(
  db: Db,
  discordId: string,
  profileCivilianId: string | null,
): Promise<PayAccountRef | null> {
  const chosen = await db
    .selectFrom('member_pay_accounts as p')
    .innerJoin('bank_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
    .select(['a.id', 'a.civilian_id'])
    .where('p.discord_id', '=', discordId)
    .where('c.discord_id', '=', discordId)
    .executeTakeFirst();
  if (chosen) return { accountId: chosen.id, civilianId: chosen.civilian_id };
  return defaultPayAccount(db, discordId, profileCivilianId);
}

/** The character whose account is the default: the one the profile plays, else the first. */
async function payCivilian(
  db: Db,
  discordId: string,
  profileCivilianId: string | null,
): Promise<string | null> {
  if (profileCivilianId) return profileCivilianId;
  const first = await db
    .selectFrom('civilians')
    .select('id')
    .where('discord_id', '=', discordId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return first?.id ?? null;
}

export async function defaultPayAccount(
  db: Db,
  discordId: string,
  profileCivilianId: string | null,
): Promise<PayAccountRef | null> {
  const civilianId = await payCivilian(db, discordId, profileCivilianId);
  if (!civilianId) return null;
  const account = await db
    .selectFrom('bank_accounts')
    .select(['id', 'civilian_id'])
    .where('civilian_id', '=', civilianId)
    .orderBy((eb) => eb.case().when('account_type', '=', 'Checking').then(0).else(1).end())
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return account ? { accountId: account.id, civilianId: account.civilian_id } : null;
}

export interface ClosedShift {
  id: string;
  officerId: string;
  discordId: string;
  department: string;
  rankId: string | null;
  civilianId: string | null;
  startedAt: Date;
  endedAt: Date;
  /** Closed at the community's limit, not by the member. */
  forced: boolean;
}

export interface ShiftPayView {
  minutes: number;
  rateCents: number;
  dueCents: number;
  paidCents: number;
  unpaidReason: ShiftUnpaidReason | null;
  accountId: string | null;
  forced: boolean;
}

/**
 * A first shift of a character that never used the bank opens its bank profile, as a first
 * visit to the Bank page would (with the member's one opening grant, if still unused), so the
 * pay has its Checking account to go to. Before the account and treasury locks, like every
 * provisioning. Null: the member has no character at all.
 */
async function openPayAccount(
  trx: Transaction<Database>,
  shift: ClosedShift,
  now: Date,
): Promise<PayAccountRef | null> {
  const civilianId = await payCivilian(trx, shift.discordId, shift.civilianId);
  if (!civilianId) return null;
  await provisionCivilian(trx, civilianId, undefined, now);
  return defaultPayAccount(trx, shift.discordId, civilianId);
}

/**
 * Pays a shift that was just closed, in the clock-out's own transaction: its whole minutes at
 * the rank's (else the department's) hourly rate, from the treasury into the member's pay
 * account, no more than the daily cap leaves. Going off duty is never refused for pay: what
 * cannot be paid (no account, the cap, an empty treasury) is recorded unpaid with its reason,
 * and no money is created. The caller closed the session in this transaction (its UPDATE
 * found it open), so only one clock-out pays it; the unique session id is the backstop.
 * The caller holds every profile of the member locked, so two shifts of one member never
 * count the same day's pay at once. Locks: the account, then the treasury (pockets.ts).
 */
export async function payClosedShift(
  trx: Transaction<Database>,
  shift: ClosedShift,
  settings: ShiftPaySettings,
  now: Date,
): Promise<ShiftPayView | null> {
  const rateCents = hourlyRate(settings, { department: shift.department, rank_id: shift.rankId });
  if (!rateCents) return null;
  const { minutes, dueCents } = shiftEarnings(shift.startedAt, shift.endedAt, rateCents);
  const day = payDay(shift.endedAt);
  let unpaidReason: ShiftUnpaidReason | null = null;
  let payCents = dueCents;

  const account =
    (await resolvePayAccount(trx, shift.discordId, shift.civilianId)) ??
    (await openPayAccount(trx, shift, now));
  if (!account) {
    unpaidReason = 'no_account';
    payCents = 0;
  }
  if (account && settings.dailyCapCents !== null) {
    const today = await trx
      .selectFrom('shift_pay')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_cents'), eb.lit(0)).as('paid'))
      .where('discord_id', '=', shift.discordId)
      .where('pay_day', '=', day)
      .executeTakeFirstOrThrow();
    const left = Math.max(0, settings.dailyCapCents - Number(today.paid));
    if (left < payCents) {
      payCents = left;
      unpaidReason = 'daily_cap';
    }
  }
  const departmentName =
    settings.departments.find((d) => d.id === shift.department)?.name ?? shift.department;
  const description = `Shift pay: ${departmentName} ${minutes} min`;
  if (account && payCents > 0) {
    await trx
      .selectFrom('bank_accounts')
      .select('id')
      .where('id', '=', account.accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const treasury = await trx
      .selectFrom('economy_treasury')
      .select('balance_cents')
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (Number(treasury.balance_cents) < payCents) {
      unpaidReason = 'treasury';
      payCents = 0;
    } else {
      await trx
        .updateTable('bank_accounts')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', payCents), updated_at: now }))
        .where('id', '=', account.accountId)
        .execute();
      await trx
        .insertInto('bank_ledger')
        .values({
          civilian_id: account.civilianId,
          account_id: account.accountId,
          type: 'shift_pay',
          description,
          amount_cents: payCents,
          created_at: now,
        })
        .execute();
      await moveTreasury(trx, -payCents, now);
      await treasuryRow(trx, {
        type: 'shift_pay',
        amountCents: -payCents,
        reason: description,
        actor: shift.discordId,
        civilianId: account.civilianId,
        accountId: account.accountId,
        now,
      });
    }
  }
  await trx
    .insertInto('shift_pay')
    .values({
      clock_session_id: shift.id,
      discord_id: shift.discordId,
      department: shift.department,
      minutes,
      rate_cents: rateCents,
      due_cents: dueCents,
      paid_cents: payCents,
      unpaid_reason: payCents === dueCents ? null : unpaidReason,
      pay_day: day,
      civilian_id: account?.civilianId ?? null,
      account_id: account?.accountId ?? null,
      forced: shift.forced,
      created_at: now,
    })
    .onConflict((oc) => oc.column('clock_session_id').doNothing())
    .execute();
  return {
    minutes,
    rateCents,
    dueCents,
    paidCents: payCents,
    unpaidReason: payCents === dueCents ? null : unpaidReason,
    accountId: account?.accountId ?? null,
    forced: shift.forced,
  };
}

/** The pay of each of these clock sessions, by session id (clock history shows it). */
export async function shiftPayBySession(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, ShiftPayView>> {
  if (!sessionIds.length) return new Map();
  const rows = await db
    .selectFrom('shift_pay')
    .selectAll()
    .where('clock_session_id', 'in', [...sessionIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.clock_session_id,
      {
        minutes: r.minutes,
        rateCents: r.rate_cents,
        dueCents: Number(r.due_cents),
        paidCents: Number(r.paid_cents),
        unpaidReason: r.unpaid_reason,
        accountId: r.account_id,
        forced: r.forced,
      },
    ]),
  );
}
