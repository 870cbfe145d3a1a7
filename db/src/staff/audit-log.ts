import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { AuditLogTable } from '../schema/staff';
import type { Officer } from '../dispatch/active-officer';
import { DomainError } from '../infra/errors';
import { decodeCursor, INVALID_CURSOR, pageOf } from '../infra/keyset-paging';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from './constants';

/** Who acted: the member, and the profile they acted as (an officer's callsign, staff...). */
export interface AuditActor {
  discordId: string;
  profile?: string | null | undefined;
}

/** An officer acting through their profile: "D-104 · Jordan Reyes (Xbox)". */
export function officerActor(officer: Officer): AuditActor {
  return {
    discordId: officer.discord_id,
    profile: `${officer.callsign} · ${officer.first_name} ${officer.last_name} (${officer.department})`,
  };
}

export interface AuditEntryInput {
  at: Date;
  /** null: the system itself (no member acted). */
  actor: AuditActor | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null; label: string };
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

// A lone surrogate or a NUL would make PostgreSQL refuse the JSON (and NUL the text), which
// would fail the action being recorded; the log keeps a visible replacement instead.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.replace(UNSTORABLE, '\uFFFD');
const storableJson = (value: Record<string, unknown> | null | undefined) =>
  value == null
    ? null
    : JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? storable(v) : v));

/**
 * Appends an entry to the audit log inside the caller's transaction (the type insists on
 * one): the entry exists if and only if the action it records commits. Every privileged or
 * money-moving operation in db/ calls this itself, so no path (site, bot button, HTTP
 * interaction) can skip it. The actor's Discord name is copied as it is now.
 */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntryInput) {
  const { actor, target } = entry;
  await trx
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_discord_id: actor?.discordId ?? null,
      actor_name: actor
        ? sql<string>`(SELECT username FROM users WHERE discord_id = ${actor.discordId})`
        : null,
      actor_profile: actor?.profile ? storable(actor.profile) : null,
      action: entry.action,
      target_type: target.type,
      target_id: target.id,
      target_label: storable(target.label),
      before: storableJson(entry.before),
      after: storableJson(entry.after),
    })
    .execute();
}

/** An entry for what an officer did through their profile, at `at`. */
export function recordOfficerAudit(
  trx: Transaction<Database>,
  officer: Officer,
  at: Date,
  entry: Omit<AuditEntryInput, 'at' | 'actor'>,
) {
  return recordAudit(trx, { ...entry, at, actor: officerActor(officer) });
}

/** An audit entry as the API returns it. */
export interface AuditEntryJson {
  _id: string;
  at: string;
  actor: { discordId: string; name: string | null; profile: string | null } | null;
  action: string;
  actionLabel: string;
  target: { type: string; id: string | null; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function toAuditJson(row: Selectable<AuditLogTable>): AuditEntryJson {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actor_discord_id
      ? { discordId: row.actor_discord_id, name: row.actor_name, profile: row.actor_profile }
      : null,
    action: row.action,
    actionLabel: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    before: row.before,
    after: row.after,
  };
}

export interface AuditFilter {
  /** The acting member's Discord id. */
  member?: string | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  targetId?: string | undefined;
  /** From this instant (inclusive). */
  from?: Date | undefined;
  /** Up to this instant (exclusive). */
  to?: Date | undefined;
}

export const AUDIT_PAGE_MAX = 200;

export { INVALID_CURSOR };

/** The log, newest first, filtered; a page of at most `limit` with the next page's cursor. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ entries: AuditEntryJson[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(page.limit, 1), AUDIT_PAGE_MAX);
  let after: [Date, number] | undefined;
  if (page.cursor) {
    const key = decodeCursor(page.cursor, 2);
    const at = key && new Date(key[0]!);
    const id = key && Number(key[1]);
    if (!at || Number.isNaN(at.getTime()) || !Number.isSafeInteger(id)) {
      throw new DomainError('invalid', 'error.invalidCursor', { field: 'cursor' });
    }
    after = [at, id!];
  }
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.member) query = query.where('actor_discord_id', '=', filter.member);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  if (after)
    query = query.where(sql<boolean>`(at, id) < (${after[0]}::timestamptz, ${after[1]}::bigint)`);
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const result = pageOf(rows, limit, (r) => [r.at.toISOString(), r.id]);
  return { entries: result.rows.map(toAuditJson), nextCursor: result.nextCursor };
}

/**
 * Every entry matching the filter, newest first, a page at a time: memory stays bounded and
 * no transaction is held open however long the log (the CSV export streams from this).
 */
export async function* auditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  pageSize = 500,
): AsyncGenerator<AuditEntryJson> {
  let cursor: string | undefined;
  do {
    const page = await listAudit(db, filter, { limit: pageSize, cursor });
    yield* page.entries;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Deletes entries older than the retention (AUDIT_RETENTION_DAYS) through the database's
 * audit_prune function, the one DELETE the log's trigger lets through. Returns how many went.
 */
export async function pruneAudit(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await sql<{
    deleted: string;
  }>`SELECT audit_prune(${before}::timestamptz)::text AS deleted`.execute(db);
  return Number(result.rows[0]!.deleted);
}
