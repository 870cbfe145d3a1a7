import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { findActiveOfficer } from '../dispatch/active-officer';
import { defaultPayAccount, loadShiftPaySettings, type ShiftPaySettings } from './shift-pay';

interface StaffChange {
  staffDiscordId: string;
  now: Date;
}

/**
 * Staff set (or clear, with null) a department's or a rank's hourly pay in cents. The row is
 * locked so the audit entry names what it replaced; the announcement makes every process's
 * clock-outs pay the new rate once this commits.
 */
export async function setHourlyPay(
  db: Kysely<Database>,
  input: StaffChange & {
    target: { type: 'department' | 'rank'; id: string };
    hourlyPayCents: number | null;
  },
): Promise<ShiftPaySettings> {
  return db.transaction().execute(async (trx) => {
    const table = input.target.type === 'department' ? 'departments' : 'ranks';
    const row = await trx
      .selectFrom(table)
      .select(['id', 'name', 'hourly_pay_cents'])
      .where('id', '=', input.target.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError(
        'not_found',
        input.target.type === 'department'
          ? 'roster.departmentNotFound'
          : 'departments.rankNotFound',
      );
    }
    await trx
      .updateTable(table)
      .set({ hourly_pay_cents: input.hourlyPayCents })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'shift_pay.rate',
      target: { type: input.target.type, id: row.id, label: row.name },
      before: { hourlyPayCents: row.hourly_pay_cents },
      after: { hourlyPayCents: input.hourlyPayCents },
    });
    await announceConfigChange(trx, 'shift-pay');
    return loadShiftPaySettings(trx);
  });
}

/** Staff set the daily cap per member (null: none) and the forced-close limit in hours. */
export async function setShiftSettings(
  db: Kysely<Database>,
  input: StaffChange & { dailyCapCents: number | null; forceCloseHours: number },
): Promise<ShiftPaySettings> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('community_settings').select('id').forUpdate().executeTakeFirstOrThrow();
    const before = await loadShiftPaySettings(trx);
    await trx
      .updateTable('community_settings')
      .set({
        shift_daily_cap_cents: input.dailyCapCents,
        shift_force_close_hours: input.forceCloseHours,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.shift_pay',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: { dailyCapCents: before.dailyCapCents, forceCloseHours: before.forceCloseHours },
      after: { dailyCapCents: input.dailyCapCents, forceCloseHours: input.forceCloseHours },
    });
    await announceConfigChange(trx, 'shift-pay');
    return loadShiftPaySettings(trx);
  });
}

export interface PayAccountOption {
  accountId: string;
  civilianId: string;
  civilianName: string;
  name: string;
  accountNumber: string;
}

export interface PayAccountChoice {
  /** The account the member chose; null: the default applies. */
  chosenAccountId: string | null;
  /** Where pay goes now (the chosen account, else the default); null: nowhere yet. */
  accountId: string | null;
  defaultAccountId: string | null;
  /** Every account of the member's civilians: what they may choose from. */
  options: PayAccountOption[];
}

/** The member's pay account, its default and the accounts they may choose. */
export async function getPayAccount(
  db: Kysely<Database>,
  discordId: string,
): Promise<PayAccountChoice> {
  const options = await db
    .selectFrom('bank_accounts as a')
    .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
    .select(['a.id', 'a.civilian_id', 'a.name', 'a.account_number', 'c.first_name', 'c.last_name'])
    .where('c.discord_id', '=', discordId)
    .orderBy('c.created_at')
    .orderBy('a.seq')
    .execute();
  const chosen = await db
    .selectFrom('member_pay_accounts')
    .select('account_id')
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  const chosenAccountId =
    chosen && options.some((o) => o.id === chosen.account_id) ? chosen.account_id : null;
  // "Their character": the active officer profile's, else the fire/rescue one's, else none
  // (the member's first civilian). A clock-out uses the profile that went off duty.
  const profile =
    (await findActiveOfficer(db, discordId, 'police')) ??
    (await findActiveOfficer(db, discordId, 'safr'));
  const fallback = await defaultPayAccount(db, discordId, profile?.civilian_id ?? null);
  return {
    chosenAccountId,
    accountId: chosenAccountId ?? fallback?.accountId ?? null,
    defaultAccountId: fallback?.accountId ?? null,
    options: options.map((o) => ({
      accountId: o.id,
      civilianId: o.civilian_id,
      civilianName: `${o.first_name} ${o.last_name}`,
      name: o.name,
      accountNumber: o.account_number,
    })),
  };
}

/**
 * A member chooses the account their shift pay goes into (null: back to the default), with
 * an audit entry naming the account before and after, in one transaction.
 */
export async function setPayAccount(
  db: Kysely<Database>,
  input: { discordId: string; accountId: string | null; now: Date },
): Promise<PayAccountChoice> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('member_pay_accounts as p')
      .innerJoin('bank_accounts as a', 'a.id', 'p.account_id')
      .select(['a.id', 'a.name', 'a.account_number'])
      .where('p.discord_id', '=', input.discordId)
      .forUpdate('p')
      .executeTakeFirst();
    let after: typeof before;
    if (input.accountId === null) {
      await trx
        .deleteFrom('member_pay_accounts')
        .where('discord_id', '=', input.discordId)
        .execute();
    } else {
      const account = await trx
        .selectFrom('bank_accounts as a')
        .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
        .select(['a.id', 'a.name', 'a.account_number', 'c.discord_id'])
        .where('a.id', '=', input.accountId)
        .executeTakeFirst();
      if (!account) {
        throw new DomainError('not_found', 'bank.accountNotFound', { field: 'accountId' });
      }
      if (account.discord_id !== input.discordId) {
        throw new DomainError('forbidden', 'economy.payAccountNotYours', { field: 'accountId' });
      }
      await trx
        .insertInto('member_pay_accounts')
        .values({ discord_id: input.discordId, account_id: account.id, updated_at: input.now })
        .onConflict((oc) =>
          oc.column('discord_id').doUpdateSet({ account_id: account.id, updated_at: input.now }),
        )
        .execute();
      after = account;
    }
    if (before?.id !== after?.id) {
      const label = (a: typeof before) => (a ? `${a.name} ${a.account_number}` : null);
      const member = await trx
        .selectFrom('users')
        .select('username')
        .where('discord_id', '=', input.discordId)
        .executeTakeFirst();
      await recordAudit(trx, {
        at: input.now,
        actor: { discordId: input.discordId, profile: 'Account owner' },
        action: 'shift_pay.account',
        target: { type: 'member', id: input.discordId, label: member?.username ?? input.discordId },
        before: { account: label(before) },
        after: { account: label(after) },
      });
    }
    return getPayAccount(trx, input.discordId);
  });
}
