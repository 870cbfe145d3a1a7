import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { UnitService } from '../schema/fire-rescue';
import { DomainError } from '../infra/errors';
import { lowerLikePostgres } from '../infra/text';
import { lockDepartment, recordEvent } from '../dispatch/events';
import { getUnit } from '../dispatch/units';
import { recordAudit, type AuditActor } from '../staff/audit-log';

type Db = Kysely<Database> | Transaction<Database>;

/** One member profile on a department's roster. */
export interface RosterEntry {
  profileId: string;
  discordId: string;
  service: UnitService;
  name: string;
  callsign: string;
  badgeNumber: number;
  /** The rank's name as reports copy it (the profile's rank text). */
  rank: string;
  rankId: string | null;
  divisions: { id: string; name: string }[];
  onDuty: boolean;
  /** Minutes on duty since Monday 00:00 UTC, the open tour counted to now. */
  minutesThisWeek: number;
}

export interface RosterRank {
  id: string;
  name: string;
  position: number;
  supervisor: boolean;
}

export interface RosterDivision {
  id: string;
  name: string;
}

/** What a supervisor sees and may choose from for one department. */
export interface Roster {
  department: { id: string; name: string; shortName: string; callsignPattern: string | null };
  ranks: RosterRank[];
  divisions: RosterDivision[];
  members: RosterEntry[];
}

/** Monday 00:00 UTC of the ISO week `now` falls in. */
export function startOfIsoWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/**
 * Whether `callsign` fits a department's pattern, `{n}` standing for a number
 * (`1-ADAM-{n}` takes 1-ADAM-12). Letters compare without case, as callsigns are unique.
 */
export function matchesCallsignPattern(callsign: string, pattern: string): boolean {
  const source = pattern
    .split('{n}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\d+');
  return new RegExp(`^${source}$`, 'i').test(callsign);
}

/**
 * Whether the member supervises the department: one of their profiles there holds a rank
 * marked supervisor. Staff are allowed whatever their profiles (`staff`).
 */
export async function isSupervisor(
  db: Db,
  discordId: string,
  department: string,
  options: { staff?: boolean } = {},
): Promise<boolean> {
  if (options.staff) return true;
  return (await supervisedDepartments(db, discordId)).includes(department);
}

/** The departments whose roster the member manages by rank (staff manage every one). */
export async function supervisedDepartments(db: Db, discordId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('officers as o')
    .innerJoin('ranks as r', 'r.id', 'o.rank_id')
    .select('o.department')
    .distinct()
    .where('o.discord_id', '=', discordId)
    .where('r.supervisor', '=', true)
    .where('r.archived_at', 'is', null)
    .whereRef('r.department', '=', 'o.department')
    .orderBy('o.department')
    .execute();
  return rows.map((r) => r.department);
}

async function minutesThisWeek(db: Db, officerIds: string[], now: Date) {
  const minutes = new Map<string, number>();
  if (!officerIds.length) return minutes;
  const weekStart = startOfIsoWeek(now);
  const sessions = await db
    .selectFrom('clock_sessions')
    .select(['officer_id', 'started_at', 'ended_at'])
    .where('officer_id', 'in', officerIds)
    .where('started_at', '<', now)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', weekStart)]))
    .execute();
  const ms = new Map<string, number>();
  for (const s of sessions) {
    const from = Math.max(s.started_at.getTime(), weekStart.getTime());
    const to = Math.min(s.ended_at?.getTime() ?? now.getTime(), now.getTime());
    if (to > from) ms.set(s.officer_id, (ms.get(s.officer_id) ?? 0) + (to - from));
  }
  for (const [id, total] of ms) minutes.set(id, Math.floor(total / 60_000));
  return minutes;
}

async function entries(db: Db, where: { department?: string; profileId?: string }, now: Date) {
  let query = db
    .selectFrom('officers as o')
    .leftJoin('clock_sessions as s', (join) =>
      join.onRef('s.officer_id', '=', 'o.id').on('s.ended_at', 'is', null),
    )
    .select([
      'o.id',
      'o.discord_id',
      'o.department',
      'o.service',
      'o.first_name',
      'o.last_name',
      'o.callsign',
      'o.badge_number',
      'o.rank',
      'o.rank_id',
      's.started_at',
    ]);
  if (where.department) query = query.where('o.department', '=', where.department as Department);
  if (where.profileId) query = query.where('o.id', '=', where.profileId);
  const rows = await query.orderBy('o.callsign').execute();
  const ids = rows.map((r) => r.id);
  const divisions = ids.length
    ? await db
        .selectFrom('officer_divisions as od')
        .innerJoin('divisions as d', 'd.id', 'od.division_id')
        .select(['od.officer_id', 'd.id', 'd.name'])
        .where('od.officer_id', 'in', ids)
        .orderBy('d.position')
        .orderBy('d.name')
        .execute()
    : [];
  const minutes = await minutesThisWeek(db, ids, now);
  return rows.map((row): RosterEntry & { department: string } => ({
    profileId: row.id,
    discordId: row.discord_id,
    department: row.department,
    service: row.service,
    name: `${row.first_name} ${row.last_name}`,
    callsign: row.callsign,
    badgeNumber: row.badge_number,
    rank: row.rank,
    rankId: row.rank_id,
    divisions: divisions
      .filter((d) => d.officer_id === row.id)
      .map((d) => ({ id: d.id, name: d.name })),
    onDuty: row.started_at !== null,
    minutesThisWeek: minutes.get(row.id) ?? 0,
  }));
}

/** A department's roster: every profile of both services, with the ranks and divisions to pick. */
export async function listRoster(db: Db, departmentId: string, now: Date): Promise<Roster> {
  const department = await db
    .selectFrom('departments')
    .select(['id', 'name', 'short_name', 'callsign_pattern'])
    .where('id', '=', departmentId)
    .executeTakeFirst();
  if (!department) throw new DomainError('not_found', 'roster.departmentNotFound');
  const [ranks, divisions, members] = await Promise.all([
    db
      .selectFrom('ranks')
      .select(['id', 'name', 'position', 'supervisor'])
      .where('department', '=', departmentId)
      .where('archived_at', 'is', null)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('divisions')
      .select(['id', 'name'])
      .where('department', '=', departmentId)
      .where('archived_at', 'is', null)
      .orderBy('position')
      .orderBy('name')
      .execute(),
    entries(db, { department: departmentId }, now),
  ]);
  return {
    department: {
      id: department.id,
      name: department.name,
      shortName: department.short_name,
      callsignPattern: department.callsign_pattern,
    },
    ranks,
    divisions,
    members: members.map(({ department: _d, ...entry }) => entry),
  };
}

/** The department a profile belongs to, for the caller's supervisor check. */
export async function rosterProfileDepartment(db: Db, profileId: string): Promise<string> {
  const row = await db
    .selectFrom('officers')
    .select('department')
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'roster.profileNotFound');
  return row.department;
}

export interface RosterChange {
  rankId?: string | undefined;
  divisionIds?: string[] | undefined;
  callsign?: string | undefined;
}

/**
 * A supervisor's change to one profile (rank, divisions, callsign), in one transaction with
 * its audit entry. A new callsign or rank is announced to the live boards (unit.updated), so
 * the units list shows it without a reload. The caller has checked the actor supervises the
 * profile's department.
 */
export async function updateRosterProfile(
  db: Kysely<Database>,
  /** actor null: the role mapping (rank from role), not a person. */
  input: { actor: AuditActor | null; profileId: string; change: RosterChange; now: Date },
): Promise<RosterEntry> {
  const { actor, profileId, change, now } = input;
  try {
    return await db.transaction().execute(async (trx) => {
      const department = await rosterProfileDepartment(trx, profileId);
      // The department lock orders the board event and serialises the callsign check.
      await lockDepartment(trx, department as Department);
      const profile = await trx
        .selectFrom('officers')
        .selectAll()
        .where('id', '=', profileId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const [before] = await entries(trx, { profileId }, now);

      const set: { rank_id?: string; rank?: string; callsign?: string } = {};
      if (change.rankId !== undefined) {
        const rank = await trx
          .selectFrom('ranks')
          .select(['id', 'name'])
          .where('id', '=', change.rankId)
          .where('department', '=', department)
          .where('archived_at', 'is', null)
          .executeTakeFirst();
        if (!rank)
          throw new DomainError('invalid', 'roster.rankNotInDepartment', { field: 'rankId' });
        set.rank_id = rank.id;
        set.rank = rank.name;
      }
      if (change.callsign !== undefined && change.callsign !== profile.callsign) {
        const { callsign_pattern: pattern } = await trx
          .selectFrom('departments')
          .select('callsign_pattern')
          .where('id', '=', department)
          .executeTakeFirstOrThrow();
        if (pattern && !matchesCallsignPattern(change.callsign, pattern))
          throw new DomainError('invalid', 'roster.callsignPattern', {
            params: { pattern },
            field: 'callsign',
          });
        const taken = await trx
          .selectFrom('officers')
          .select('id')
          .where('department', '=', department as Department)
          .where('id', '!=', profileId)
          .where(sql`lower(callsign)`, '=', lowerLikePostgres(change.callsign))
          .executeTakeFirst();
        if (taken) throw callsignTaken(change.callsign, department);
        set.callsign = change.callsign;
      }
      if (Object.keys(set).length)
        await trx.updateTable('officers').set(set).where('id', '=', profileId).execute();

      if (change.divisionIds !== undefined) {
        const wanted = [...new Set(change.divisionIds)];
        const found = wanted.length
          ? await trx
              .selectFrom('divisions')
              .select('id')
              .where('id', 'in', wanted)
              .where('department', '=', department)
              .where('archived_at', 'is', null)
              .execute()
          : [];
        if (found.length !== wanted.length)
          throw new DomainError('invalid', 'roster.divisionNotInDepartment', {
            field: 'divisionIds',
          });
        await trx.deleteFrom('officer_divisions').where('officer_id', '=', profileId).execute();
        if (wanted.length)
          await trx
            .insertInto('officer_divisions')
            .values(wanted.map((id) => ({ officer_id: profileId, division_id: id })))
            .execute();
      }

      const [after] = await entries(trx, { profileId }, now);
      await recordAudit(trx, {
        at: now,
        actor,
        action: 'roster.update',
        target: {
          type: 'officer',
          id: profileId,
          label: `${after!.callsign} · ${after!.name} (${department})`,
        },
        before: auditView(before!),
        after: auditView(after!),
      });
      if (before!.callsign !== after!.callsign || before!.rank !== after!.rank) {
        const unit = await getUnit(trx, profileId);
        if (unit) await recordEvent(trx, department as Department, 'unit.updated', unit, now);
      }
      const { department: _d, ...entry } = after!;
      return entry;
    });
  } catch (err) {
    // A concurrent change can still hit the unique index.
    const e = err as { code?: string; constraint?: string; message?: string };
    if (
      e?.code === '23505' &&
      (e.constraint ?? e.message ?? '').includes('officers_callsign_unique') &&
      change.callsign !== undefined
    )
      throw callsignTaken(change.callsign, await rosterProfileDepartment(db, profileId));
    throw err;
  }
}

const callsignTaken = (callsign: string, department: string) =>
  new DomainError('conflict', 'dispatch.callsignTaken', {
    params: { callsign, department },
    field: 'callsign',
  });

const auditView = (entry: RosterEntry) => ({
  callsign: entry.callsign,
  rank: entry.rank,
  divisions: entry.divisions.map((d) => d.name),
});

type SingleChange = { actor: AuditActor; profileId: string; now: Date };

/** Sets a profile's rank (one of its department's); its rank text follows the rank's name. */
export const setRank = (db: Kysely<Database>, input: SingleChange & { rankId: string }) =>
  updateRosterProfile(db, { ...input, change: { rankId: input.rankId } });

/** Sets a profile's divisions (its department's, not archived). */
export const setDivisions = (
  db: Kysely<Database>,
  input: SingleChange & { divisionIds: string[] },
) => updateRosterProfile(db, { ...input, change: { divisionIds: input.divisionIds } });

/** Sets a profile's callsign (unique in the department, following its pattern). */
export const setCallsign = (db: Kysely<Database>, input: SingleChange & { callsign: string }) =>
  updateRosterProfile(db, { ...input, change: { callsign: input.callsign } });
