import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { MemberSuspensionsTable } from '../schema/staff';
import { DomainError } from '../infra/errors';
import { en, formatMessage, type MessageParams } from '../messages';
import { permissionReader } from '../auth/role-mapping';
import { announceSessionChange } from '../auth/session-changes';
import { recordAudit } from './audit-log';
import { STAFF_PROFILE } from './constants';

type Db = Kysely<Database> | Transaction<Database>;
type SuspensionRow = Selectable<MemberSuspensionsTable>;

/** What a suspended member is told: why, and until when. */
export interface ActiveSuspension {
  id: string;
  discordId: string;
  reason: string;
  startsAt: Date;
  /** null: until staff lift it. */
  endsAt: Date | null;
}

/** A suspension as staff see it (the member's history, the members list). */
export interface SuspensionJson {
  _id: string;
  reason: string;
  startsAt: string;
  endsAt: string | null;
  /** Applies now: not lifted and not past its end. */
  active: boolean;
  suspendedBy: string;
  liftedAt: string | null;
  liftedBy: string | null;
  liftNote: string | null;
}

export const SUSPENSION_REASON_MAX = 500;

const isActive = (row: Pick<SuspensionRow, 'lifted_at' | 'ends_at'>, now: Date) =>
  row.lifted_at === null && (row.ends_at === null || row.ends_at > now);

export function toSuspensionJson(row: SuspensionRow, now: Date): SuspensionJson {
  return {
    _id: row.id,
    reason: row.reason,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    active: isActive(row, now),
    suspendedBy: row.suspended_by,
    liftedAt: row.lifted_at?.toISOString() ?? null,
    liftedBy: row.lifted_by,
    liftNote: row.lift_note,
  };
}

const toActive = (row: SuspensionRow): ActiveSuspension => ({
  id: row.id,
  discordId: row.discord_id,
  reason: row.reason,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/** `2026-06-05 14:00 UTC`: one reading of a time for every member, wherever they are. */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The one sentence a suspended member reads, on the site and from the bot, by key: its time
 * as `formatTime` writes it (the bot passes its own: Discord shows a timestamp in each
 * reader's time zone).
 */
export function suspensionMessage(
  suspension: Pick<ActiveSuspension, 'reason' | 'endsAt'>,
  formatTime: (at: Date) => string = utcText,
) {
  const { reason, endsAt } = suspension;
  return endsAt
    ? { key: 'staff.suspendedUntil' as const, params: { until: formatTime(endsAt), reason } }
    : { key: 'staff.suspendedUntilLifted' as const, params: { reason } as MessageParams };
}

/** The sentence of suspensionMessage in English. */
export function describeSuspension(
  suspension: Pick<ActiveSuspension, 'reason' | 'endsAt'>,
  formatTime: (at: Date) => string = utcText,
): string {
  const { key, params } = suspensionMessage(suspension, formatTime);
  return formatMessage(en[key], params);
}

/** Raised when a suspended member tries to sign in or act (a Pay Fine press). */
export class MemberSuspendedError extends DomainError<
  'staff.suspendedUntil' | 'staff.suspendedUntilLifted'
> {
  constructor(public readonly suspension: ActiveSuspension) {
    const { key, params } = suspensionMessage(suspension);
    // Each of the two keys gets its own values; the type asks for those of both.
    super('forbidden', key, { params: params as { until: string; reason: string } });
    this.name = 'MemberSuspendedError';
  }
}

const activeWhere = (now: Date) =>
  sql<boolean>`lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ${now})`;

/** The member's suspension that applies now, if any. An expired one no longer applies. */
export async function findActiveSuspension(
  db: Db,
  discordId: string,
  now: Date,
): Promise<ActiveSuspension | undefined> {
  const row = await db
    .selectFrom('member_suspensions')
    .selectAll()
    .where('discord_id', '=', discordId)
    .where(activeWhere(now))
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toActive(row);
}

/** Throws MemberSuspendedError when the member is suspended now. */
export async function assertNotSuspended(db: Db, discordId: string, now: Date): Promise<void> {
  const suspension = await findActiveSuspension(db, discordId, now);
  if (suspension) throw new MemberSuspendedError(suspension);
}

/** A suspension by id, when it still applies (the notice shown after a blocked sign-in). */
export async function findSuspensionIfActive(
  db: Db,
  id: string,
  now: Date,
): Promise<ActiveSuspension | undefined> {
  const row = await db
    .selectFrom('member_suspensions')
    .selectAll()
    .where('id', '=', id)
    .where(activeWhere(now))
    .executeTakeFirst();
  return row && toActive(row);
}

/**
 * The suspension behind a session staff ended, when it still applies: the first request made
 * with such a session's cookie learns why it no longer signs the member in.
 */
export async function suspensionOfEndedSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveSuspension | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('member_suspensions as m', 'm.discord_id', 's.discord_id')
    .selectAll('m')
    .where('s.token_hash', '=', tokenHash)
    .where('s.ended_at', 'is not', null)
    .where(sql<boolean>`m.lifted_at IS NULL AND (m.ends_at IS NULL OR m.ends_at > ${now})`)
    .orderBy('m.starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toActive(row);
}

/** The member's suspensions, newest first (the member detail's history). */
export async function listSuspensions(
  db: Db,
  discordId: string,
  now: Date,
  limit = 50,
): Promise<SuspensionJson[]> {
  const rows = await db
    .selectFrom('member_suspensions')
    .selectAll()
    .where('discord_id', '=', discordId)
    .orderBy('starts_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => toSuspensionJson(r, now));
}

export interface SuspendInput {
  discordId: string;
  staffDiscordId: string;
  reason: string;
  endsAt: Date | null;
  now: Date;
}

/**
 * Suspends a member: in one transaction, the suspension is stored, every session of theirs
 * is ended and the change is announced (every API process forgets the member when the NOTIFY
 * arrives, at commit), and the audit entry is written. The member's row is locked first, as
 * sign-in (createSession) locks it, so a sign-in racing the suspension either finishes first
 * and has its session ended here, or waits and is refused.
 *
 * Staff cannot suspend themselves or other staff (members whose roles make them staff).
 */
export async function suspendMember(
  db: Kysely<Database>,
  input: SuspendInput,
): Promise<SuspensionJson> {
  if (input.discordId === input.staffDiscordId) {
    throw new DomainError('forbidden', 'staff.cannotSuspendSelf');
  }
  if (input.endsAt && input.endsAt <= input.now) {
    throw new DomainError('invalid', 'staff.suspensionEndPast', {
      field: 'endsAt',
    });
  }
  // Read before the transaction: the reader may consult the database itself.
  const derive = await permissionReader(db).current();
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['discord_id', 'username', 'roles'])
      .where('discord_id', '=', input.discordId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new DomainError('not_found', 'staff.memberNotFound');
    if (derive(member.roles).admin) {
      throw new DomainError('forbidden', 'staff.cannotSuspendStaff');
    }
    if (await findActiveSuspension(trx, member.discord_id, input.now)) {
      throw new DomainError('conflict', 'staff.alreadySuspended');
    }
    const row = await trx
      .insertInto('member_suspensions')
      .values({
        discord_id: member.discord_id,
        reason: input.reason,
        starts_at: input.now,
        ends_at: input.endsAt,
        suspended_by: input.staffDiscordId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const ended = await trx
      .updateTable('sessions')
      .set({ ended_at: input.now })
      .where('discord_id', '=', member.discord_id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    await announceSessionChange(trx, member.discord_id);
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'member.suspend',
      target: { type: 'member', id: member.discord_id, label: member.username },
      after: {
        reason: row.reason,
        endsAt: row.ends_at?.toISOString() ?? null,
        sessionsEnded: Number(ended.numUpdatedRows),
      },
    });
    return toSuspensionJson(row, input.now);
  });
}

/** Lifts the member's suspension; they may sign in again at once. */
export async function liftSuspension(
  db: Kysely<Database>,
  input: { discordId: string; staffDiscordId: string; note: string | null; now: Date },
): Promise<SuspensionJson> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['discord_id', 'username'])
      .where('discord_id', '=', input.discordId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new DomainError('not_found', 'staff.memberNotFound');
    const active = await findActiveSuspension(trx, member.discord_id, input.now);
    if (!active) throw new DomainError('conflict', 'staff.notSuspended');
    const row = await trx
      .updateTable('member_suspensions')
      .set({ lifted_at: input.now, lifted_by: input.staffDiscordId, lift_note: input.note })
      .where('id', '=', active.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'member.lift',
      target: { type: 'member', id: member.discord_id, label: member.username },
      before: { reason: active.reason, endsAt: active.endsAt?.toISOString() ?? null },
      after: { note: input.note },
    });
    return toSuspensionJson(row, input.now);
  });
}
