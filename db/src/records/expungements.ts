import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ExpungementRequestsTable, ExpungementStatus } from '../schema/staff';
import { ALREADY_DECIDED, DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { decodeCursor, pageOf } from '../infra/keyset-paging';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { isUniqueViolation } from '../civilians/unique';
import { RECORD_LABEL, toRecordJson, type RecordJson } from './reports';

export type { ExpungementStatus } from '../schema/staff';

export const EXPUNGEMENT_REASON_MAX = 1000;
export const PENDING_EXPUNGEMENT = englishMessage('records.expungementPending');
export const ALREADY_EXPUNGED = englishMessage('records.alreadyExpunged');

type RequestRow = Selectable<ExpungementRequestsTable>;

/** A request as its owner sees it on the civilian's Records panel. */
export interface ExpungementRequestJson {
  _id: string;
  recordId: string;
  civilianId: string;
  status: ExpungementStatus;
  reason: string;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A request as staff see it: who asked, about which record (shown even once expunged). */
export interface StaffExpungementRequestJson extends ExpungementRequestJson {
  requestedBy: { discordId: string; username: string | null };
  decidedBy: string | null;
  record: RecordJson & { expunged: boolean };
}

export function toExpungementJson(row: RequestRow): ExpungementRequestJson {
  return {
    _id: row.id,
    recordId: row.record_id,
    civilianId: row.civilian_id,
    status: row.status,
    reason: row.reason,
    decisionNote: row.decision_note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** The civilian a record or request is about, key-share locked (waits only for a deletion). */
function lockCivilianOf(
  trx: Transaction<Database>,
  table: 'records' | 'expungement_requests',
  id: string,
) {
  return trx
    .selectFrom('civilians')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', (eb) => eb.selectFrom(table).select('civilian_id').where('id', '=', id))
    .forKeyShare();
}

/**
 * The owner of a record's civilian asks for it to be expunged. One open request per record;
 * an expunged record cannot be asked about again. Another member's record is not found.
 */
export async function requestExpungement(
  db: Kysely<Database>,
  input: { recordId: string; ownerDiscordId: string; reason: string; now: Date },
): Promise<ExpungementRequestJson> {
  return db.transaction().execute(async (trx) => {
    // The civilian, then the record: the order deleteCivilian locks them in. A key-share lock
    // waits only for a deletion.
    const civilian = await lockCivilianOf(trx, 'records', input.recordId)
      .where('discord_id', '=', input.ownerDiscordId)
      .executeTakeFirst();
    const record =
      civilian &&
      (await trx
        .selectFrom('records')
        .select(['id', 'type', 'civilian_id', 'expunged_at'])
        .where('id', '=', input.recordId)
        .forUpdate()
        .executeTakeFirst());
    if (!civilian || !record) throw new DomainError('not_found', 'records.recordNotFound');
    if (record.expunged_at) throw new DomainError('conflict', 'records.alreadyExpunged');
    const civilianName = `${civilian.first_name} ${civilian.last_name}`;
    let row: RequestRow;
    try {
      row = await trx
        .insertInto('expungement_requests')
        .values({
          record_id: record.id,
          civilian_id: record.civilian_id,
          requested_by: input.ownerDiscordId,
          reason: input.reason,
          created_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('conflict', 'records.expungementPending');
      throw err;
    }
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.ownerDiscordId, profile: `Civilian ${civilianName}` },
      action: 'expungement.request',
      target: {
        type: 'record',
        id: record.id,
        label: `${RECORD_LABEL[record.type]} · ${civilianName}`,
      },
      after: { requestId: row.id, reason: row.reason },
    });
    return toExpungementJson(row);
  });
}

/** The civilian's expungement requests, newest first (its owner's Records panel). */
export async function listCivilianExpungements(
  db: Kysely<Database>,
  civilianId: string,
): Promise<ExpungementRequestJson[]> {
  const rows = await db
    .selectFrom('expungement_requests')
    .selectAll()
    .where('civilian_id', '=', civilianId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map(toExpungementJson);
}

export const EXPUNGEMENT_PAGE_MAX = 100;

/**
 * Requests for staff: pending ones oldest first (the queue), decided ones newest first; a
 * page of at most `limit` with the next page's cursor.
 */
export async function listExpungementRequests(
  db: Kysely<Database>,
  query: { status?: ExpungementStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<{ requests: StaffExpungementRequestJson[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(query.limit, 1), EXPUNGEMENT_PAGE_MAX);
  const oldestFirst = query.status === 'pending';
  let select = db
    .selectFrom('expungement_requests as e')
    .innerJoin('records as r', 'r.id', 'e.record_id')
    .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
    .leftJoin('users as u', 'u.discord_id', 'e.requested_by')
    .selectAll('r')
    .select([
      'e.id as request_id',
      'e.status',
      'e.reason as request_reason',
      'e.requested_by',
      'e.decided_by',
      'e.decided_at',
      'e.decision_note',
      'e.created_at as requested_at',
      'c.first_name',
      'c.last_name',
      'u.username',
    ]);
  if (query.status) select = select.where('e.status', '=', query.status);
  if (query.cursor) {
    const key = decodeCursor(query.cursor, 2);
    const at = key && new Date(key[0]!);
    if (!key || !at || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(key[1]!)) {
      throw new DomainError('invalid', 'error.invalidCursor', {
        field: 'cursor',
      });
    }
    const after = sql`(${at}::timestamptz, ${key[1]}::uuid)`;
    select = select.where(
      oldestFirst
        ? sql<boolean>`(e.created_at, e.id) > ${after}`
        : sql<boolean>`(e.created_at, e.id) < ${after}`,
    );
  }
  const direction = oldestFirst ? 'asc' : 'desc';
  const rows = await select
    .orderBy('e.created_at', direction)
    .orderBy('e.id', direction)
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (r) => [r.requested_at.toISOString(), r.request_id]);
  return {
    requests: page.rows.map((r) => ({
      _id: r.request_id,
      recordId: r.id,
      civilianId: r.civilian_id,
      status: r.status,
      reason: r.request_reason,
      decisionNote: r.decision_note,
      createdAt: r.requested_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
      requestedBy: { discordId: r.requested_by, username: r.username },
      decidedBy: r.decided_by,
      record: {
        ...toRecordJson(r, `${r.first_name} ${r.last_name}`),
        expunged: r.expunged_at !== null,
      },
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Staff approve (the record is expunged: hidden from officers, its owner and the Records
 * panel, its fine no longer payable) or deny a pending request, with a note, in one
 * transaction with the audit entry.
 */
export async function decideExpungement(
  db: Kysely<Database>,
  input: {
    requestId: string;
    staffDiscordId: string;
    approve: boolean;
    note: string | null;
    now: Date;
  },
): Promise<ExpungementRequestJson> {
  return db.transaction().execute(async (trx) => {
    // The civilian, the request, then the record: the civilian first, as deleteCivilian and
    // requestExpungement take it.
    const civilian = await lockCivilianOf(
      trx,
      'expungement_requests',
      input.requestId,
    ).executeTakeFirst();
    const request =
      civilian &&
      (await trx
        .selectFrom('expungement_requests')
        .selectAll()
        .where('id', '=', input.requestId)
        .forUpdate()
        .executeTakeFirst());
    if (!civilian || !request) {
      throw new DomainError('not_found', 'records.expungementNotFound');
    }
    if (request.status !== 'pending') {
      throw new DomainError('conflict', ALREADY_DECIDED[request.status]);
    }
    const record = await trx
      .selectFrom('records')
      .select(['id', 'type', 'fine_status'])
      .where('id', '=', request.record_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const status: ExpungementStatus = input.approve ? 'approved' : 'denied';
    if (input.approve) {
      await trx
        .updateTable('records')
        .set({ expunged_at: input.now })
        .where('id', '=', record.id)
        .execute();
    }
    const row = await trx
      .updateTable('expungement_requests')
      .set({
        status,
        decided_by: input.staffDiscordId,
        decided_at: input.now,
        decision_note: input.note,
      })
      .where('id', '=', request.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: input.approve ? 'expungement.approve' : 'expungement.deny',
      target: {
        type: 'record',
        id: record.id,
        label: `${RECORD_LABEL[record.type]} · ${civilian.first_name} ${civilian.last_name}`,
      },
      before: { expunged: false, fineStatus: record.fine_status },
      after: {
        expunged: input.approve,
        requestId: request.id,
        requestReason: request.reason,
        note: input.note,
      },
    });
    return toExpungementJson(row);
  });
}
