import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { BusinessStatus, EmployeeStatus } from '../schema/businesses';
import { DomainError } from '../infra/errors';
import { runIdempotent } from '../bank/idempotency';
import { ensureBankProfile } from '../bank/provision';
import type { OpeningBalances } from '../bank/types';
import { isUniqueViolation } from '../civilians/unique';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { movePocket, pocketExists } from './pockets';
import { queueMemberNotice } from '../outbox/member-notice';
import { toShopItem, type ItemFields, type ShopItem } from './items';

// Lock order (pockets.ts, extended): a business row first (payroll claims it), then a shop item
// row, wallets, accounts in ascending id, the treasury, inventory rows, and business account
// rows last. Deposits, withdrawals, payroll and business sales all touch a business account
// after every civilian pocket they move, so none can wait on another in a cycle.

export interface Business {
  id: string;
  name: string;
  type: string;
  description: string;
  status: BusinessStatus;
  owner: { civilianId: string; name: string };
  balanceCents: number;
  payrollWeekly: boolean;
  nextPayrollAt: string | null;
  createdAt: string;
}

const businessColumns = [
  'b.id',
  'b.name',
  'b.type',
  'b.description',
  'b.status',
  'b.owner_civilian_id',
  'b.payroll_weekly',
  'b.next_payroll_at',
  'b.created_at',
  'a.balance_cents',
  sql<string>`o.first_name || ' ' || o.last_name`.as('owner_name'),
  'o.discord_id as owner_discord_id',
] as const;

/** The colours of a business's DMs on Discord: its news, and a payroll that paid no one. */
const BUSINESS_COLOR = 0x2e7d32;
const WARNING_COLOR = 0xf0ad4e;

function businessQuery(db: Kysely<Database>) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('business_accounts as a', 'a.business_id', 'b.id')
    .innerJoin('civilians as o', 'o.id', 'b.owner_civilian_id')
    .select(businessColumns);
}

type BusinessRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof businessQuery>['executeTakeFirst']>>
>;

function toBusiness(r: BusinessRow): Business {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    description: r.description,
    status: r.status,
    owner: { civilianId: r.owner_civilian_id, name: r.owner_name },
    balanceCents: Number(r.balance_cents),
    payrollWeekly: r.payroll_weekly,
    nextPayrollAt: r.next_payroll_at ? new Date(r.next_payroll_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadBusiness(db: Kysely<Database>, businessId: string) {
  if (!UUID.test(businessId)) throw new DomainError('not_found', 'business.notFound');
  const row = await businessQuery(db).where('b.id', '=', businessId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'business.notFound');
  return row;
}

/** The business, if the member owns it: 404 when there is none, 403 when it is another's. */
async function ownedBusiness(db: Kysely<Database>, businessId: string, discordId: string) {
  const row = await loadBusiness(db, businessId);
  if (row.owner_discord_id !== discordId) {
    throw new DomainError('forbidden', 'business.notOwner');
  }
  return row;
}

/** Money moves only for an approved business. */
function assertActive(row: { status: BusinessStatus; name: string }) {
  if (row.status !== 'active') {
    throw new DomainError('conflict', 'business.notActive', { params: { business: row.name } });
  }
}

function assertCents(cents: number, field = 'amount') {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new DomainError('invalid', 'bank.amountNotPositive', { field });
  }
}

export async function businessesNeedApproval(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('community_settings')
    .select('businesses_need_approval')
    .executeTakeFirstOrThrow();
  return row.businesses_need_approval;
}

/**
 * Staff turn approval of new businesses on or off. Every process reads the setting from the
 * database when a business is registered, so the change holds everywhere once it commits.
 */
export async function setBusinessesNeedApproval(
  db: Kysely<Database>,
  input: { staffDiscordId: string; required: boolean; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('community_settings')
      .select(['id', 'businesses_need_approval'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('community_settings')
      .set({
        businesses_need_approval: input.required,
        updated_at: input.now,
        updated_by: input.staffDiscordId,
      })
      .execute();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'community.business_approval',
      target: { type: 'community', id: 'settings', label: 'Community settings' },
      before: { businessesNeedApproval: before.businesses_need_approval },
      after: { businessesNeedApproval: input.required },
    });
    return input.required;
  });
}

export interface BusinessFields {
  name: string;
  type: string;
  description: string;
}

/** A member's civilian registers a business: active at once, or pending when staff approve. */
export async function registerBusiness(
  db: Kysely<Database>,
  input: { discordId: string; civilianId: string; fields: BusinessFields; now: Date },
): Promise<Business> {
  const civilian = await db
    .selectFrom('civilians')
    .select('id')
    .where('id', '=', input.civilianId)
    .where('discord_id', '=', input.discordId)
    .executeTakeFirst();
  if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const pending = await businessesNeedApproval(trx);
      const row = await trx
        .insertInto('businesses')
        .values({
          owner_civilian_id: civilian.id,
          name: input.fields.name,
          type: input.fields.type,
          description: input.fields.description,
          status: pending ? 'pending' : 'active',
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('business_accounts')
        .values({ business_id: row.id, updated_at: input.now })
        .execute();
      return row.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'businesses_name_unique')) {
        throw new DomainError('conflict', 'business.nameTaken', { field: 'name' });
      }
      throw err;
    });
  return toBusiness(await loadBusiness(db, id));
}

/** Staff approve or reject a pending business. */
export async function decideBusiness(
  db: Kysely<Database>,
  input: { staffDiscordId: string; businessId: string; approve: boolean; now: Date },
): Promise<Business> {
  await loadBusiness(db, input.businessId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('businesses')
      .set({
        status: input.approve ? 'active' : 'rejected',
        decided_by: input.staffDiscordId,
        updated_at: input.now,
      })
      .where('id', '=', input.businessId)
      .where('status', '=', 'pending')
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) throw new DomainError('conflict', 'business.notPending');
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: input.approve ? 'business.approve' : 'business.reject',
      target: { type: 'business', id: row.id, label: row.name },
      before: { status: 'pending' },
      after: { status: input.approve ? 'active' : 'rejected' },
    });
  });
  return toBusiness(await loadBusiness(db, input.businessId));
}

/** Every business, pending ones first (the staff view). */
export async function listAllBusinesses(db: Kysely<Database>): Promise<Business[]> {
  const rows = await businessQuery(db)
    .orderBy(sql`b.status = 'pending'`, 'desc')
    .orderBy('b.seq', 'desc')
    .limit(500)
    .execute();
  return rows.map(toBusiness);
}

export interface Employment {
  id: string;
  businessId: string;
  businessName: string;
  civilianId: string;
  civilianName: string;
  wageCents: number;
  status: EmployeeStatus;
}

function employmentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('business_employees as e')
    .innerJoin('businesses as b', 'b.id', 'e.business_id')
    .innerJoin('civilians as c', 'c.id', 'e.civilian_id')
    .select([
      'e.id',
      'e.business_id',
      'b.name as business_name',
      'e.civilian_id',
      sql<string>`c.first_name || ' ' || c.last_name`.as('civilian_name'),
      'e.wage_cents',
      'e.status',
      'c.discord_id',
    ]);
}

function toEmployment(r: {
  id: string;
  business_id: string;
  business_name: string;
  civilian_id: string;
  civilian_name: string;
  wage_cents: number | string;
  status: EmployeeStatus;
}): Employment {
  return {
    id: r.id,
    businessId: r.business_id,
    businessName: r.business_name,
    civilianId: r.civilian_id,
    civilianName: r.civilian_name,
    wageCents: Number(r.wage_cents),
    status: r.status,
  };
}

/** A member's businesses, the invitations waiting for their civilians, and their jobs. */
export async function listMyBusinesses(
  db: Kysely<Database>,
  discordId: string,
): Promise<{ businesses: Business[]; invitations: Employment[]; jobs: Employment[] }> {
  const [owned, employments] = await Promise.all([
    businessQuery(db).where('o.discord_id', '=', discordId).orderBy('b.seq').execute(),
    employmentQuery(db)
      .where('c.discord_id', '=', discordId)
      .where('e.status', 'in', ['invited', 'active'])
      .orderBy('e.seq')
      .execute(),
  ]);
  const all = employments.map(toEmployment);
  return {
    businesses: owned.map(toBusiness),
    invitations: all.filter((e) => e.status === 'invited'),
    jobs: all.filter((e) => e.status === 'active'),
  };
}

export interface PayrollRun {
  id: string;
  trigger: 'manual' | 'scheduled';
  status: 'paid' | 'failed';
  totalCents: number;
  employees: number;
  balanceCents: number;
  createdAt: string;
}

export interface BusinessLedgerEntry {
  id: string;
  type: 'deposit' | 'withdrawal' | 'payroll' | 'sale';
  amountCents: number;
  description: string;
  createdAt: string;
}

export interface BusinessDetail {
  business: Business;
  employees: Employment[];
  runs: PayrollRun[];
  ledger: BusinessLedgerEntry[];
  items: ShopItem[];
}

/** Everything the owner's page shows. */
export async function businessDetail(
  db: Kysely<Database>,
  input: { discordId: string; businessId: string },
): Promise<BusinessDetail> {
  const row = await ownedBusiness(db, input.businessId, input.discordId);
  const [employees, runs, ledger, items] = await Promise.all([
    employmentQuery(db)
      .where('e.business_id', '=', row.id)
      .where('e.status', 'in', ['invited', 'active'])
      .orderBy('e.seq')
      .execute(),
    db
      .selectFrom('business_payroll_runs')
      .selectAll()
      .where('business_id', '=', row.id)
      .orderBy('seq', 'desc')
      .limit(10)
      .execute(),
    db
      .selectFrom('business_ledger')
      .selectAll()
      .where('business_id', '=', row.id)
      .orderBy('id', 'desc')
      .limit(25)
      .execute(),
    db
      .selectFrom('shop_items')
      .selectAll()
      .where('business_id', '=', row.id)
      .orderBy('name')
      .execute(),
  ]);
  return {
    business: toBusiness(row),
    employees: employees.map(toEmployment),
    runs: runs.map((r) => ({
      id: r.id,
      trigger: r.trigger,
      status: r.status,
      totalCents: Number(r.total_cents),
      employees: r.employees,
      balanceCents: Number(r.balance_cents),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    ledger: ledger.map((l) => ({
      id: String(l.id),
      type: l.type,
      amountCents: Number(l.amount_cents),
      description: l.description,
      createdAt: new Date(l.created_at).toISOString(),
    })),
    items: items.map((i) => ({ ...toShopItem(i), businessName: row.name })),
  };
}

/** Adds `delta` to a business account (the last lock of any movement); undefined: too little. */
async function moveBusinessAccount(
  trx: Transaction<Database>,
  businessId: string,
  delta: number,
  now: Date,
): Promise<number | undefined> {
  let query = trx
    .updateTable('business_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('business_id', '=', businessId);
  if (delta < 0) query = query.where('balance_cents', '>=', -delta);
  const row = await query.returning('balance_cents').executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance_cents);
}

export interface BusinessTransferResult {
  businessBalanceCents: number;
  accountBalanceCents: number;
}

/**
 * The owner moves money between their civilian's account and the business account, both
 * ways, in one transaction: the civilian's account first, the business account last.
 */
export async function moveBusinessMoney(
  db: Kysely<Database>,
  input: {
    discordId: string;
    businessId: string;
    direction: 'deposit' | 'withdraw';
    accountId: string;
    amountCents: number;
    idempotencyKey?: string | undefined;
    now: Date;
  },
): Promise<{ result: BusinessTransferResult; replayed: boolean }> {
  assertCents(input.amountCents);
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  assertActive(business);
  const { now, amountCents } = input;
  const toBusiness = input.direction === 'deposit' ? amountCents : -amountCents;
  const pocket = { civilianId: business.owner_civilian_id, accountId: input.accountId };
  return runIdempotent<BusinessTransferResult>(
    db,
    {
      discordId: input.discordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify(['business.move', business.id, input.accountId, toBusiness]),
    },
    async (trx) => {
      const accountBalanceCents = await movePocket(trx, pocket, -toBusiness, now);
      if (accountBalanceCents === undefined) {
        if (!(await pocketExists(trx, pocket))) {
          throw new DomainError('not_found', 'bank.accountNotFound', { field: 'accountId' });
        }
        throw new DomainError('insufficient_funds', 'bank.insufficientFunds');
      }
      const businessBalanceCents = await moveBusinessAccount(trx, business.id, toBusiness, now);
      if (businessBalanceCents === undefined) {
        throw new DomainError('insufficient_funds', 'business.accountShort', {
          params: { business: business.name },
        });
      }
      const deposit = toBusiness > 0;
      await trx
        .insertInto('bank_ledger')
        .values({
          civilian_id: business.owner_civilian_id,
          account_id: input.accountId,
          type: 'business_transfer',
          description: deposit ? `Deposit to ${business.name}` : `Withdrawal from ${business.name}`,
          amount_cents: -toBusiness,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('business_ledger')
        .values({
          business_id: business.id,
          type: deposit ? 'deposit' : 'withdrawal',
          amount_cents: toBusiness,
          description: deposit
            ? `Deposit by ${business.owner_name}`
            : `Withdrawal by ${business.owner_name}`,
          civilian_id: business.owner_civilian_id,
          created_at: now,
        })
        .execute();
      return { businessBalanceCents, accountBalanceCents: Number(accountBalanceCents) };
    },
  );
}

/** Civilians of other members, by name, to invite (the owner's own are left out). */
export async function searchHireable(
  db: Kysely<Database>,
  input: { discordId: string; query: string },
): Promise<{ id: string; name: string }[]> {
  const q = input.query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&');
  if (q.length < 2) return [];
  const rows = await db
    .selectFrom('civilians')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('discord_id', '<>', input.discordId)
    .where(sql<boolean>`lower(first_name || ' ' || last_name) LIKE ${'%' + q + '%'}`)
    .orderBy('last_name')
    .orderBy('first_name')
    .limit(10)
    .execute();
  return rows;
}

/** The owner invites another member's civilian at a wage per payroll run. */
export async function inviteEmployee(
  db: Kysely<Database>,
  input: {
    discordId: string;
    businessId: string;
    civilianId: string;
    wageCents: number;
    now: Date;
  },
): Promise<Employment> {
  assertCents(input.wageCents, 'wage');
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  assertActive(business);
  const civilian = UUID.test(input.civilianId)
    ? await db
        .selectFrom('civilians')
        .select(['id', 'discord_id', 'first_name', 'last_name'])
        .where('id', '=', input.civilianId)
        .executeTakeFirst()
    : undefined;
  if (!civilian) {
    throw new DomainError('not_found', 'civilians.notFound', { field: 'civilianId' });
  }
  if (civilian.discord_id === input.discordId) {
    throw new DomainError('conflict', 'business.ownCivilian', { field: 'civilianId' });
  }
  // The invitation and its DM to the invited member commit together.
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const invited = await trx
        .insertInto('business_employees')
        .values({
          business_id: business.id,
          civilian_id: civilian.id,
          wage_cents: input.wageCents,
          status: 'invited',
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queueMemberNotice(trx, civilian.discord_id, {
        title: 'business.inviteTitle',
        body: 'business.inviteBody',
        params: {
          business: business.name,
          civilian: `${civilian.first_name} ${civilian.last_name}`,
          wage: formatCents(input.wageCents),
        },
        color: BUSINESS_COLOR,
      });
      return invited;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'business_employees_open')) {
        throw new DomainError('conflict', 'business.alreadyEmployed', { field: 'civilianId' });
      }
      throw err;
    });
  return toEmployment(
    await employmentQuery(db).where('e.id', '=', row.id).executeTakeFirstOrThrow(),
  );
}

async function loadEmployment(db: Kysely<Database>, employmentId: string) {
  if (!UUID.test(employmentId)) throw new DomainError('not_found', 'business.employeeNotFound');
  const row = await employmentQuery(db)
    .select('b.owner_civilian_id')
    .where('e.id', '=', employmentId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'business.employeeNotFound');
  return row;
}

/** Moves an employment from one of `from` to `to`, or 409 when it has moved on already. */
async function setEmploymentStatus(
  db: Kysely<Database>,
  employmentId: string,
  from: EmployeeStatus[],
  to: EmployeeStatus,
  now: Date,
  wageCents?: number,
): Promise<Employment> {
  const row = await db
    .updateTable('business_employees')
    .set({ status: to, updated_at: now, ...(wageCents !== undefined && { wage_cents: wageCents }) })
    .where('id', '=', employmentId)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('conflict', 'business.employmentClosed');
  return toEmployment(
    await employmentQuery(db).where('e.id', '=', employmentId).executeTakeFirstOrThrow(),
  );
}

/** The invited member accepts (their civilian gets a checking account for wages) or declines. */
export async function answerInvitation(
  db: Kysely<Database>,
  input: {
    discordId: string;
    employmentId: string;
    accept: boolean;
    opening: OpeningBalances;
    now: Date;
  },
): Promise<Employment> {
  const row = await loadEmployment(db, input.employmentId);
  if (row.discord_id !== input.discordId) {
    throw new DomainError('not_found', 'business.employeeNotFound');
  }
  if (input.accept) await ensureBankProfile(db, row.civilian_id, input.opening, input.now);
  return setEmploymentStatus(
    db,
    row.id,
    ['invited'],
    input.accept ? 'active' : 'declined',
    input.now,
  );
}

/** An employee leaves the business. */
export async function leaveBusiness(
  db: Kysely<Database>,
  input: { discordId: string; employmentId: string; now: Date },
): Promise<Employment> {
  const row = await loadEmployment(db, input.employmentId);
  if (row.discord_id !== input.discordId) {
    throw new DomainError('not_found', 'business.employeeNotFound');
  }
  return setEmploymentStatus(db, row.id, ['active'], 'left', input.now);
}

/** The owner changes a wage, or removes an employee (or withdraws an invitation). */
export async function manageEmployee(
  db: Kysely<Database>,
  input: {
    discordId: string;
    businessId: string;
    employmentId: string;
    change: { wageCents: number } | 'remove';
    now: Date;
  },
): Promise<Employment> {
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  const row = await loadEmployment(db, input.employmentId);
  if (row.business_id !== business.id) {
    throw new DomainError('not_found', 'business.employeeNotFound');
  }
  if (input.change === 'remove') {
    return setEmploymentStatus(db, row.id, ['invited', 'active'], 'removed', input.now);
  }
  assertCents(input.change.wageCents, 'wage');
  return setEmploymentStatus(
    db,
    row.id,
    ['invited', 'active'],
    row.status,
    input.now,
    input.change.wageCents,
  );
}

export interface PayrollResult {
  run: PayrollRun;
}

/**
 * Pays every active employee their wage from the business account into their civilian's
 * checking account, all or nothing. Locks: the business row (so two runs of one business
 * queue), employees' accounts in ascending id, the business account last; when it cannot
 * cover the total the debit changes nothing and the refusal rolls every credit back.
 */
async function payEmployees(
  trx: Transaction<Database>,
  business: { id: string; name: string },
  trigger: 'manual' | 'scheduled',
  now: Date,
): Promise<PayrollRun> {
  const employees = await trx
    .selectFrom('business_employees as e')
    .innerJoin('bank_accounts as a', (join) =>
      join
        .onRef('a.civilian_id', '=', 'e.civilian_id')
        .on('a.account_type', '=', 'Checking')
        .on(
          'a.seq',
          '=',
          sql<number>`(SELECT min(seq) FROM bank_accounts x WHERE x.civilian_id = e.civilian_id AND x.account_type = 'Checking')`,
        ),
    )
    .innerJoin('civilians as c', 'c.id', 'e.civilian_id')
    .select([
      'e.civilian_id',
      'e.wage_cents',
      'a.id as account_id',
      'c.discord_id',
      'c.first_name',
      'c.last_name',
    ])
    .where('e.business_id', '=', business.id)
    .where('e.status', '=', 'active')
    .orderBy('a.id')
    .execute();
  if (employees.length === 0) throw new DomainError('conflict', 'business.noEmployees');
  const total = employees.reduce((sum, e) => sum + Number(e.wage_cents), 0);
  const description = `Payroll: ${business.name}`;
  for (const e of employees) {
    await movePocket(
      trx,
      { civilianId: e.civilian_id, accountId: e.account_id },
      Number(e.wage_cents),
      now,
    );
  }
  const balance = await moveBusinessAccount(trx, business.id, -total, now);
  if (balance === undefined) {
    const held = await trx
      .selectFrom('business_accounts')
      .select('balance_cents')
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow();
    throw new DomainError('unprocessable', 'business.payrollShort', {
      params: {
        balance: formatCents(Number(held.balance_cents)),
        balanceCents: Number(held.balance_cents),
        total: formatCents(total),
        totalCents: total,
      },
    });
  }
  await trx
    .insertInto('bank_ledger')
    .values(
      employees.map((e) => ({
        civilian_id: e.civilian_id,
        account_id: e.account_id,
        type: 'payroll' as const,
        description,
        amount_cents: Number(e.wage_cents),
        created_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('business_ledger')
    .values(
      employees.map((e) => ({
        business_id: business.id,
        type: 'payroll' as const,
        amount_cents: -Number(e.wage_cents),
        description,
        civilian_id: e.civilian_id,
        created_at: now,
      })),
    )
    .execute();
  for (const e of employees) {
    await queueMemberNotice(trx, e.discord_id, {
      title: 'business.paidTitle',
      body: 'business.paidBody',
      params: {
        business: business.name,
        civilian: `${e.first_name} ${e.last_name}`,
        wage: formatCents(Number(e.wage_cents)),
      },
      color: BUSINESS_COLOR,
    });
  }
  const run = await trx
    .insertInto('business_payroll_runs')
    .values({
      business_id: business.id,
      trigger,
      status: 'paid',
      total_cents: total,
      employees: employees.length,
      balance_cents: balance,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRun(run);
}

function formatCents(cents: number) {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function toRun(r: {
  id: string;
  trigger: 'manual' | 'scheduled';
  status: 'paid' | 'failed';
  total_cents: number | string;
  employees: number;
  balance_cents: number | string;
  created_at: Date | string;
}): PayrollRun {
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    totalCents: Number(r.total_cents),
    employees: r.employees,
    balanceCents: Number(r.balance_cents),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The owner runs payroll now (403 for anyone else). */
export async function runPayroll(
  db: Kysely<Database>,
  input: { discordId: string; businessId: string; idempotencyKey?: string | undefined; now: Date },
): Promise<{ result: PayrollResult; replayed: boolean }> {
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  assertActive(business);
  return runIdempotent<PayrollResult>(
    db,
    {
      discordId: input.discordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify(['business.payroll', business.id]),
    },
    async (trx) => {
      await trx
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', business.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return { run: await payEmployees(trx, business, 'manual', input.now) };
    },
  );
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The owner turns the weekly payroll on (first run a week from now) or off. */
export async function setPayrollSchedule(
  db: Kysely<Database>,
  input: { discordId: string; businessId: string; weekly: boolean; now: Date },
): Promise<Business> {
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  assertActive(business);
  await db
    .updateTable('businesses')
    .set({
      payroll_weekly: input.weekly,
      next_payroll_at: input.weekly ? new Date(input.now.getTime() + WEEK_MS) : null,
      updated_at: input.now,
    })
    .where('id', '=', business.id)
    .execute();
  return toBusiness(await loadBusiness(db, business.id));
}

/** Moves a due schedule on by a week; the guard makes one process (and one run) claim it. */
async function claimDue(trx: Transaction<Database>, businessId: string, now: Date) {
  return trx
    .updateTable('businesses')
    .set({ next_payroll_at: sql`next_payroll_at + interval '7 days'`, updated_at: now })
    .where('id', '=', businessId)
    .where('status', '=', 'active')
    .where('next_payroll_at', '<=', now)
    .returning(['id', 'name', 'owner_civilian_id'])
    .executeTakeFirst();
}

/**
 * Runs every weekly payroll that is due. A run the account cannot cover pays no one: it is
 * rolled back and recorded as failed in a second transaction, which also moves the schedule on.
 */
export async function runDuePayrolls(db: Kysely<Database>, now: Date): Promise<PayrollRun[]> {
  const due = await db
    .selectFrom('businesses')
    .select('id')
    .where('next_payroll_at', '<=', now)
    .where('status', '=', 'active')
    .orderBy('next_payroll_at')
    .limit(50)
    .execute();
  const runs: PayrollRun[] = [];
  for (const { id } of due) {
    try {
      const run = await db.transaction().execute(async (trx) => {
        const business = await claimDue(trx, id, now);
        return business ? payEmployees(trx, business, 'scheduled', now) : undefined;
      });
      if (run) runs.push(run);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const failed = await db.transaction().execute(async (trx) => {
        const business = await claimDue(trx, id, now);
        if (!business || err.key === 'business.noEmployees') return undefined;
        const held = await trx
          .selectFrom('business_accounts')
          .select('balance_cents')
          .where('business_id', '=', id)
          .executeTakeFirstOrThrow();
        const owed = await trx
          .selectFrom('business_employees')
          .select([
            sql<string>`coalesce(sum(wage_cents), 0)`.as('total'),
            sql<number>`count(*)::int`.as('count'),
          ])
          .where('business_id', '=', id)
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('business_payroll_runs')
          .values({
            business_id: id,
            trigger: 'scheduled',
            status: 'failed',
            total_cents: Number(owed.total),
            employees: Number(owed.count),
            balance_cents: Number(held.balance_cents),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Nobody watches a scheduled run: its owner is told that it paid no one, and why.
        const owner = await trx
          .selectFrom('civilians')
          .select('discord_id')
          .where('id', '=', business.owner_civilian_id)
          .executeTakeFirstOrThrow();
        await queueMemberNotice(trx, owner.discord_id, {
          title: 'business.payrollFailedTitle',
          body: 'business.payrollFailedBody',
          params: {
            business: business.name,
            total: formatCents(Number(owed.total)),
            balance: formatCents(Number(held.balance_cents)),
          },
          color: WARNING_COLOR,
        });
        return toRun(row);
      });
      if (failed) runs.push(failed);
    }
  }
  return runs;
}

export const PAYROLL_CHECK_INTERVAL_MS = 60_000;

/** Every API process checks for due payrolls each minute; the claim keeps each run to one. */
export function startPayrollSchedule(
  db: Kysely<Database>,
  now: () => Date,
  onError: (err: unknown) => void = (err) => console.warn('Payroll check failed:', err),
): () => void {
  const run = () => {
    runDuePayrolls(db, now()).catch(onError);
  };
  run();
  const timer = setInterval(run, PAYROLL_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The owner lists an item for sale from the business; its price goes to the business account. */
export async function createBusinessItem(
  db: Kysely<Database>,
  input: {
    discordId: string;
    businessId: string;
    fields: Omit<ItemFields, 'discordRoleId' | 'licenseType'>;
    now: Date;
  },
): Promise<ShopItem> {
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  assertActive(business);
  const { fields, now } = input;
  const row = await db
    .insertInto('shop_items')
    .values({
      name: fields.name,
      description: fields.description,
      category: fields.category,
      price_cents: fields.priceCents,
      stock: fields.stock,
      per_civilian_limit: fields.perCivilianLimit,
      created_count: fields.stock ?? 0,
      business_id: business.id,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'shop_items_name_unique')) {
        throw new DomainError('conflict', 'economy.nameTaken', { field: 'name' });
      }
      throw err;
    });
  return { ...toShopItem(row), businessName: business.name };
}

/**
 * The owner changes an item's price or stock, or takes it off sale. A new stock level counts
 * the difference as created or consumed under the item's row lock (as staff edits do).
 */
export async function updateBusinessItem(
  db: Kysely<Database>,
  input: {
    discordId: string;
    businessId: string;
    itemId: string;
    fields: { priceCents?: number; stock?: number | null; archived?: boolean };
    now: Date;
  },
): Promise<ShopItem> {
  const business = await ownedBusiness(db, input.businessId, input.discordId);
  if (!UUID.test(input.itemId)) throw new DomainError('not_found', 'economy.itemNotFound');
  const { fields, now } = input;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('shop_items')
      .selectAll()
      .where('id', '=', input.itemId)
      .where('business_id', '=', business.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('not_found', 'economy.itemNotFound');
    let stockChange = {};
    if (fields.stock !== undefined) {
      const delta = (fields.stock ?? 0) - (before.stock ?? 0);
      stockChange = {
        stock: fields.stock,
        created_count: Number(before.created_count) + Math.max(delta, 0),
        consumed_count: Number(before.consumed_count) + Math.max(-delta, 0),
      };
    }
    const row = await trx
      .updateTable('shop_items')
      .set({
        ...(fields.priceCents !== undefined && { price_cents: fields.priceCents }),
        ...(fields.archived !== undefined && { archived: fields.archived }),
        ...stockChange,
        updated_at: now,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toShopItem(row), businessName: business.name };
  });
}
