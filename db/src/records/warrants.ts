import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { WarrantsTable, WarrantType } from '../schema/records';
import type { Officer } from '../dispatch/active-officer';
import { DomainError } from '../infra/errors';
import { readCreationPage, type KeysetPage } from '../infra/keyset-paging';
import { recordOfficerAudit } from '../staff/audit-log';
import { filedBy } from './filed-by';
import { queueWarrantEvent } from '../webhooks/hooks';
import { getJusticeSettings } from '../jail/settings';

export type WarrantStatus = 'Active' | 'Resolved' | 'Expired' | 'Requested' | 'Denied';

/** A warrant: civilianId populated with the civilian's names. */
export interface WarrantJson {
  _id: string;
  civilianId: { _id: string; firstName: string; lastName: string };
  type: WarrantType;
  reason: string;
  expiresAt: string | null;
  status: WarrantStatus;
  officerName: string;
  officerCallsign: string;
  platform: Department;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** A failure-to-pay warrant's unpaid record, else null. */
  unpaidRecordId: string | null;
  /** A request's judge and decision time; a denial's reason. */
  decidedBy: string | null;
  decidedAt: string | null;
  denialReason: string | null;
}

type WarrantRow = Selectable<WarrantsTable> & { first_name: string; last_name: string };

/** An Active warrant past its expiry reads as Expired; the stored status never changes by time. */
export function warrantStatus(
  row: Pick<WarrantRow, 'status' | 'expires_at'>,
  now: Date,
): WarrantStatus {
  if (row.status === 'Active' && row.expires_at && row.expires_at <= now) return 'Expired';
  return row.status;
}

export function toWarrantJson(row: WarrantRow, now: Date): WarrantJson {
  return {
    _id: row.id,
    civilianId: { _id: row.civilian_id, firstName: row.first_name, lastName: row.last_name },
    type: row.type,
    reason: row.reason,
    expiresAt: row.expires_at?.toISOString() ?? null,
    status: warrantStatus(row, now),
    officerName: row.officer_name,
    officerCallsign: row.officer_callsign,
    platform: row.department,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedBy: row.resolved_by_name,
    unpaidRecordId: row.unpaid_record_id,
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    denialReason: row.denial_reason,
  };
}

/** The department's warrants: what the list pages through and its counts count. */
function departmentWarrants(db: Kysely<Database>, department: Department) {
  return db
    .selectFrom('warrants as w')
    .innerJoin('civilians as c', 'c.id', 'w.civilian_id')
    .where('w.department', '=', department);
}

/** Warrants with the name of the civilian each is for. */
export function warrantsWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('warrants as w')
    .innerJoin('civilians as c', 'c.id', 'w.civilian_id')
    .selectAll('w')
    .select(['c.first_name', 'c.last_name']);
}

function warrantQuery(db: Kysely<Database>, department: Department) {
  return warrantsWithNames(db).where('w.department', '=', department);
}

/** How many of the department's warrants each filter of the list shows: all, or by status. */
export type WarrantCounts = Record<'All' | WarrantStatus, number>;

/** Counted as `warrantStatus` reads each row: Active past its expiry is Expired. */
export async function countWarrants(
  db: Kysely<Database>,
  department: Department,
  now: Date,
): Promise<WarrantCounts> {
  const row = await departmentWarrants(db, department)
    .select([
      sql<string>`count(*)`.as('all'),
      sql<string>`count(*) FILTER (WHERE w.status = 'Active' AND (w.expires_at IS NULL OR w.expires_at > ${now}))`.as(
        'active',
      ),
      sql<string>`count(*) FILTER (WHERE w.status = 'Resolved')`.as('resolved'),
      sql<string>`count(*) FILTER (WHERE w.status = 'Active' AND w.expires_at <= ${now})`.as(
        'expired',
      ),
      sql<string>`count(*) FILTER (WHERE w.status = 'Requested')`.as('requested'),
      sql<string>`count(*) FILTER (WHERE w.status = 'Denied')`.as('denied'),
    ])
    .executeTakeFirstOrThrow();
  return {
    All: Number(row.all),
    Active: Number(row.active),
    Resolved: Number(row.resolved),
    Expired: Number(row.expired),
    Requested: Number(row.requested),
    Denied: Number(row.denied),
  };
}

/**
 * The department's warrants, newest first, a page at a time (keyset-paging.ts), with the counts of
 * the whole list (not of the pages read so far) for its filters.
 */
export async function pageWarrants(
  db: Kysely<Database>,
  department: Department,
  now: Date,
  page: KeysetPage,
): Promise<{ warrants: WarrantJson[]; nextCursor: string | null; counts: WarrantCounts }> {
  const [{ rows, nextCursor }, counts] = await Promise.all([
    readCreationPage(warrantQuery(db, department), page, { table: 'w' }),
    countWarrants(db, department, now),
  ]);
  return { warrants: rows.map((r) => toWarrantJson(r, now)), nextCursor, counts };
}

/** The department's warrants, newest first (at most `limit`). */
export async function listWarrants(
  db: Kysely<Database>,
  department: Department,
  now: Date,
  options: { civilianId?: string; limit?: number } = {},
): Promise<WarrantJson[]> {
  let query = warrantQuery(db, department);
  if (options.civilianId) query = query.where('w.civilian_id', '=', options.civilianId);
  const rows = await query
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id')
    .limit(options.limit ?? 500)
    .execute();
  return rows.map((r) => toWarrantJson(r, now));
}

/** Every department's warrants on one civilian (the owner's own Records panel). */
export async function listWarrantsOnCivilian(
  db: Kysely<Database>,
  civilianId: string,
  now: Date,
): Promise<WarrantJson[]> {
  const rows = await warrantsWithNames(db)
    .where('w.civilian_id', '=', civilianId)
    .orderBy('w.created_at', 'desc')
    .execute();
  return rows.map((r) => toWarrantJson(r, now));
}

export interface CreateWarrantInput {
  type: WarrantType;
  civilianId: string;
  reason: string;
  expiresAt: Date | null;
}

export async function createWarrant(
  db: Kysely<Database>,
  officer: Officer,
  input: CreateWarrantInput,
  now: Date,
): Promise<WarrantJson> {
  if (input.expiresAt && input.expiresAt <= now) {
    throw new DomainError('invalid', 'records.warrantExpiryPast', {
      field: 'expiresAt',
    });
  }
  return db.transaction().execute(async (trx) => {
    const civilian = await trx
      .selectFrom('civilians')
      .select('id')
      .where('id', '=', input.civilianId)
      .executeTakeFirst();
    if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
    // With approval on, the warrant waits for a judge (jail/warrant-requests.ts).
    const { warrantApproval } = await getJusticeSettings(trx);
    const { id } = await trx
      .insertInto('warrants')
      .values({
        civilian_id: civilian.id,
        department: officer.department,
        type: input.type,
        reason: input.reason,
        expires_at: input.expiresAt,
        status: warrantApproval ? 'Requested' : 'Active',
        ...filedBy(officer),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const warrant = await getWarrant(trx, officer.department, id, now);
    await recordOfficerAudit(trx, officer, now, {
      action: 'warrant.create',
      target: { type: 'warrant', id, label: warrantLabel(warrant) },
      after: {
        type: warrant.type,
        civilianId: civilian.id,
        reason: warrant.reason,
        expiresAt: warrant.expiresAt,
        status: warrant.status,
      },
    });
    await queueWarrantEvent(trx, 'warrant.created', warrant, now);
    return warrant;
  });
}

export const warrantLabel = (w: WarrantJson) =>
  `${w.type} warrant · ${w.civilianId.firstName} ${w.civilianId.lastName}`;

export async function getWarrant(
  db: Kysely<Database>,
  department: Department,
  id: string,
  now: Date,
): Promise<WarrantJson> {
  const row = await warrantQuery(db, department).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'records.warrantNotFound');
  return toWarrantJson(row, now);
}

/** Resolves an Active warrant of the officer's department (an expired one can be resolved too). */
export async function resolveWarrant(
  db: Kysely<Database>,
  officer: Officer,
  id: string,
  now: Date,
): Promise<WarrantJson> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('warrants')
      .set({
        status: 'Resolved',
        resolved_at: now,
        resolved_by: officer.id,
        resolved_by_name: `${officer.first_name} ${officer.last_name}`,
      })
      .where('id', '=', id)
      .where('department', '=', officer.department)
      .where('status', '=', 'Active')
      .returning('expires_at')
      .executeTakeFirst();
    if (!updated) {
      const current = await getWarrant(trx, officer.department, id, now);
      throw new DomainError(
        'conflict',
        current.status === 'Resolved' ? 'records.warrantResolved' : 'records.warrantNotActive',
      );
    }
    const warrant = await getWarrant(trx, officer.department, id, now);
    await recordOfficerAudit(trx, officer, now, {
      action: 'warrant.resolve',
      target: { type: 'warrant', id, label: warrantLabel(warrant) },
      before: { status: warrantStatus({ status: 'Active', expires_at: updated.expires_at }, now) },
      after: { status: warrant.status },
    });
    await queueWarrantEvent(trx, 'warrant.served', warrant, now);
    return warrant;
  });
}
