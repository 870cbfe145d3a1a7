import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { UnitService } from '../schema/fire-rescue';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { STATUS_LIMITS, type StatusMeaning, type UnitStatusValue } from './statuses';
import { loadValues } from './live';

/** Who changes the values, and when. */
export interface ValuesChange {
  staffDiscordId: string;
  now: Date;
}

/** A status on the staff page: with whether any unit shows it now (then it cannot be deleted). */
export interface AdminUnitStatus extends UnitStatusValue {
  inUse: boolean;
}

export interface StatusInput {
  service: UnitService;
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
}

export type StatusPatch = Partial<Omit<StatusInput, 'service'>>;

/** Every status of both services, retired ones included, for the staff page. */
export async function listAdminStatuses(db: Kysely<Database>): Promise<AdminUnitStatus[]> {
  const [{ statuses }, used] = await Promise.all([loadValues(db), statusesInUse(db)]);
  return statuses.map((s) => ({ ...s, inUse: used.has(`${s.service} ${s.code}`) }));
}

/** "service code" of every status a unit shows now. */
async function statusesInUse(db: Kysely<Database> | Transaction<Database>) {
  const rows = await db
    .selectFrom('officer_units as u')
    .innerJoin('officers as o', 'o.id', 'u.officer_id')
    .select(['o.service', 'u.status'])
    .distinct()
    .execute();
  return new Set(rows.map((r) => `${r.service} ${r.status}`));
}

/** Runs a change with its audit entry and announcement, one change at a time. */
export async function valuesChange<T>(
  db: Kysely<Database>,
  change: ValuesChange,
  work: (trx: Transaction<Database>) => Promise<{
    result: T;
    target: { id: string; label: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>,
  targetType:
    | 'unit_status'
    | 'call_type'
    | 'license_type'
    | 'list_value'
    | 'custom_field'
    | 'community_values' = 'unit_status',
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('tenfour:values'))`.execute(trx);
    const { result, target, before, after } = await work(trx);
    await recordAudit(trx, {
      at: change.now,
      actor: { discordId: change.staffDiscordId, profile: STAFF_PROFILE },
      action: 'values.change',
      target: { type: targetType, ...target },
      before,
      after,
    });
    await announceConfigChange(trx, 'values');
    return result;
  });
}

async function lockedStatus(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('unit_statuses')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'values.statusNotFound');
  return row;
}

async function isInUse(trx: Transaction<Database>, service: UnitService, code: string) {
  const row = await trx
    .selectFrom('officer_units as u')
    .innerJoin('officers as o', 'o.id', 'u.officer_id')
    .select('u.officer_id')
    .where('o.service', '=', service)
    .where('u.status', '=', code)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function assertCodeFree(
  trx: Transaction<Database>,
  service: UnitService,
  code: string,
  except?: string,
) {
  let query = trx
    .selectFrom('unit_statuses')
    .select('id')
    .where('service', '=', service)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new DomainError('conflict', 'values.statusCodeTaken', { field: 'code' });
}

/**
 * Refuses a change that would leave the service without a status to start a tour with
 * (available) or to end one with (off duty): units could no longer clock in or out.
 */
async function assertServiceKeepsTour(trx: Transaction<Database>, service: UnitService) {
  const rows = await trx
    .selectFrom('unit_statuses')
    .select('meaning')
    .where('service', '=', service)
    .where('retired_at', 'is', null)
    .execute();
  const meanings = new Set(rows.map((r) => r.meaning));
  if (!meanings.has('available') || !meanings.has('offduty'))
    throw new DomainError('conflict', 'values.statusLastOfTour');
}

const shown = (row: { code: string; label: string; colour: string; meaning: string }) => ({
  code: row.code,
  label: row.label,
  colour: row.colour,
  meaning: row.meaning,
});

async function adminStatus(trx: Transaction<Database>, id: string): Promise<AdminUnitStatus> {
  const row = await trx
    .selectFrom('unit_statuses')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    service: row.service,
    code: row.code,
    label: row.label,
    colour: row.colour,
    meaning: row.meaning,
    position: row.position,
    retired: row.retired_at !== null,
    inUse: await isInUse(trx, row.service, row.code),
  };
}

/** Staff add a status at the end of the service's list. */
export async function createStatus(
  db: Kysely<Database>,
  change: ValuesChange,
  input: StatusInput,
): Promise<AdminUnitStatus> {
  return valuesChange(db, change, async (trx) => {
    await assertCodeFree(trx, input.service, input.code);
    const { count, last } = await trx
      .selectFrom('unit_statuses')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(max(position), 0)::int`.as('last'),
      ])
      .where('service', '=', input.service)
      .executeTakeFirstOrThrow();
    if (count >= STATUS_LIMITS.perService)
      throw new DomainError('conflict', 'values.statusLimit', {
        params: { max: STATUS_LIMITS.perService },
      });
    const { id } = await trx
      .insertInto('unit_statuses')
      .values({ ...input, position: last + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      result: await adminStatus(trx, id),
      target: { id, label: `${input.service} ${input.code}` },
      before: null,
      after: { service: input.service, ...shown(input) },
    };
  });
}

/**
 * Staff edit a status. Its code may change only while no unit shows it (a unit's status is
 * stored by code); label, colour and meaning change for every unit at once.
 */
export async function updateStatus(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: StatusPatch,
): Promise<AdminUnitStatus> {
  return valuesChange(db, change, async (trx) => {
    const row = await lockedStatus(trx, id);
    if (patch.code !== undefined && patch.code !== row.code) {
      if (await isInUse(trx, row.service, row.code))
        throw new DomainError('conflict', 'values.statusInUse', { field: 'code' });
      if (row.retired_at === null) await assertCodeFree(trx, row.service, patch.code, id);
    }
    await trx.updateTable('unit_statuses').set(patch).where('id', '=', id).execute();
    if (row.retired_at === null) await assertServiceKeepsTour(trx, row.service);
    const after = await adminStatus(trx, id);
    return {
      result: after,
      target: { id, label: `${row.service} ${after.code}` },
      before: shown(row),
      after: shown(after),
    };
  });
}

/** Retired: units can no longer choose it; a unit showing it keeps showing it. */
export async function setStatusRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminUnitStatus> {
  return valuesChange(db, change, async (trx) => {
    const row = await lockedStatus(trx, id);
    if (retired === (row.retired_at !== null))
      throw new DomainError('conflict', retired ? 'values.alreadyRetired' : 'values.notRetired');
    if (!retired) await assertCodeFree(trx, row.service, row.code, id);
    await trx
      .updateTable('unit_statuses')
      .set({ retired_at: retired ? change.now : null })
      .where('id', '=', id)
      .execute();
    if (retired) await assertServiceKeepsTour(trx, row.service);
    return {
      result: await adminStatus(trx, id),
      target: { id, label: `${row.service} ${row.code}` },
      before: { retired: !retired },
      after: { retired },
    };
  });
}

/** A status no unit shows can be deleted; one in use can only be retired. */
export async function deleteStatus(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  await valuesChange(db, change, async (trx) => {
    const row = await lockedStatus(trx, id);
    if (await isInUse(trx, row.service, row.code))
      throw new DomainError('conflict', 'values.statusInUse');
    await trx.deleteFrom('unit_statuses').where('id', '=', id).execute();
    if (row.retired_at === null) await assertServiceKeepsTour(trx, row.service);
    return {
      result: undefined,
      target: { id, label: `${row.service} ${row.code}` },
      before: shown(row),
      after: null,
    };
  });
}
