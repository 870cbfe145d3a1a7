import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { CallService } from '../schema/fire-rescue';
import { DomainError } from '../infra/errors';
import { sortServices } from '../dispatch/constants';
import { valuesChange, type ValuesChange } from './admin';
import { CALL_TYPE_LIMITS, type CallTypeValue } from './call-types';
import { loadValues, toCallTypeValue } from './live';

/** A call type on the staff page: with whether any call has it (then it cannot be deleted). */
export interface AdminCallType extends CallTypeValue {
  inUse: boolean;
}

export interface CallTypeInput {
  name: string;
  priority: number;
  services: CallService[];
}

export type CallTypePatch = Partial<CallTypeInput>;

/** Every call type, retired ones included, for the staff page. */
export async function listAdminCallTypes(db: Kysely<Database>): Promise<AdminCallType[]> {
  const [{ callTypes }, used] = await Promise.all([
    loadValues(db),
    db.selectFrom('calls').select('type').distinct().execute(),
  ]);
  const names = new Set(used.map((r) => r.type));
  return callTypes.map((t) => ({ ...t, inUse: names.has(t.name) }));
}

// A call stores its type's name, so "in use" is any call, open or closed, with that name.
async function isInUse(trx: Transaction<Database>, name: string) {
  const row = await trx
    .selectFrom('calls')
    .select('id')
    .where('type', '=', name)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function lockedCallType(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('call_types')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'values.callTypeNotFound');
  return row;
}

async function assertNameFree(trx: Transaction<Database>, name: string, except?: string) {
  let query = trx
    .selectFrom('call_types')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new DomainError('conflict', 'values.callTypeNameTaken', { field: 'name' });
}

const shown = (row: { name: string; priority: number; services: CallService[] }) => ({
  name: row.name,
  priority: row.priority,
  services: row.services,
});

async function adminCallType(trx: Transaction<Database>, id: string): Promise<AdminCallType> {
  const row = await trx
    .selectFrom('call_types')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toCallTypeValue(row), inUse: await isInUse(trx, row.name) };
}

/** Staff add a call type at the end of the list. */
export async function createCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  input: CallTypeInput,
): Promise<AdminCallType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      await assertNameFree(trx, input.name);
      const { count, last } = await trx
        .selectFrom('call_types')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(max(position), 0)::int`.as('last'),
        ])
        .executeTakeFirstOrThrow();
      if (count >= CALL_TYPE_LIMITS.count)
        throw new DomainError('conflict', 'values.callTypeLimit', {
          params: { max: CALL_TYPE_LIMITS.count },
        });
      const values = { ...input, services: sortServices(input.services) };
      const { id } = await trx
        .insertInto('call_types')
        .values({ ...values, position: last + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        result: await adminCallType(trx, id),
        target: { id, label: input.name },
        before: null,
        after: shown(values),
      };
    },
    'call_type',
  );
}

/**
 * Staff edit a call type. Its name may change only while no call has it (a call stores its
 * type by name); priority and services only shape calls created from now on.
 */
export async function updateCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: CallTypePatch,
): Promise<AdminCallType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedCallType(trx, id);
      if (patch.name !== undefined && patch.name !== row.name) {
        if (await isInUse(trx, row.name))
          throw new DomainError('conflict', 'values.callTypeInUse', { field: 'name' });
        if (row.retired_at === null) await assertNameFree(trx, patch.name, id);
      }
      const set = {
        ...patch,
        ...(patch.services ? { services: sortServices(patch.services) } : {}),
      };
      await trx.updateTable('call_types').set(set).where('id', '=', id).execute();
      const after = await adminCallType(trx, id);
      return {
        result: after,
        target: { id, label: after.name },
        before: shown(row),
        after: shown(after),
      };
    },
    'call_type',
  );
}

/** Retired: new calls can no longer take it; calls that have it keep it. */
export async function setCallTypeRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminCallType> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedCallType(trx, id);
      if (retired === (row.retired_at !== null))
        throw new DomainError('conflict', retired ? 'values.alreadyRetired' : 'values.notRetired');
      if (!retired) await assertNameFree(trx, row.name, id);
      await trx
        .updateTable('call_types')
        .set({ retired_at: retired ? change.now : null })
        .where('id', '=', id)
        .execute();
      return {
        result: await adminCallType(trx, id),
        target: { id, label: row.name },
        before: { retired: !retired },
        after: { retired },
      };
    },
    'call_type',
  );
}

/** A call type no call has can be deleted; one in use can only be retired. */
export async function deleteCallType(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  await valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedCallType(trx, id);
      if (await isInUse(trx, row.name)) throw new DomainError('conflict', 'values.callTypeInUse');
      await trx.deleteFrom('call_types').where('id', '=', id).execute();
      return {
        result: undefined,
        target: { id, label: row.name },
        before: shown(row),
        after: null,
      };
    },
    'call_type',
  );
}
