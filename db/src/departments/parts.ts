import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { isUniqueViolation } from '../civilians/unique';
import { getAdminDepartment, type AdminDepartment } from './admin';
import {
  assertPermutation,
  configChange,
  lockedDepartment,
  ordered,
  writeOrder,
  type StaffChange,
} from './config-change';

// Divisions and ranks: ordered lists per department, named uniquely within it (any case).

type Part = 'divisions' | 'ranks';

const PART = {
  divisions: {
    target: 'division',
    notFound: 'departments.divisionNotFound',
    nameTaken: 'departments.divisionNameTaken',
    constraint: 'divisions_name_unique',
  },
  ranks: {
    target: 'rank',
    notFound: 'departments.rankNotFound',
    nameTaken: 'departments.rankNameTaken',
    constraint: 'ranks_name_unique',
  },
} as const;

async function assertPartNameFree(
  trx: Transaction<Database>,
  table: Part,
  department: string,
  name: string,
  except?: string,
) {
  let query = trx
    .selectFrom(table)
    .select('id')
    .where('department', '=', department)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw new DomainError('invalid', PART[table].nameTaken, { field: 'name' });
  }
}

async function lockedPart(trx: Transaction<Database>, table: Part, department: string, id: string) {
  // A malformed id is simply not one of the department's.
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const row = uuid
    ? await trx
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .where('department', '=', department)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('not_found', PART[table].notFound);
  return row;
}

const partTarget = (
  table: Part,
  department: { short_name: string },
  row: { id: string; name: string },
) => ({
  type: PART[table].target,
  id: row.id,
  label: `${department.short_name} · ${row.name}`,
});

async function guardUnique<T>(table: Part, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, PART[table].constraint)) {
      throw new DomainError('invalid', PART[table].nameTaken, { field: 'name' });
    }
    throw err;
  }
}

/** Staff add a division or rank to a department, last in its order. */
export async function createPart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  input: { name: string; supervisor?: boolean | undefined },
): Promise<AdminDepartment> {
  await guardUnique(table, () =>
    configChange(db, change, async (trx, audit) => {
      const dept = await lockedDepartment(trx, department);
      await assertPartNameFree(trx, table, department, input.name);
      const last = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.max('position').as('max'))
        .where('department', '=', department)
        .executeTakeFirst();
      const position = Number(last?.max ?? 0) + 1;
      const supervisor = table === 'ranks' ? (input.supervisor ?? false) : undefined;
      const row = await trx
        .insertInto(table)
        .values({
          department,
          name: input.name,
          position,
          archived_at: null,
          ...(supervisor !== undefined ? { supervisor } : {}),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      await audit({
        action: table === 'ranks' ? 'rank.create' : 'division.create',
        target: partTarget(table, dept, row),
        after: { name: row.name, position, ...(supervisor !== undefined ? { supervisor } : {}) },
      });
    }),
  );
  return getAdminDepartment(db, department);
}

/** Staff rename a division or rank, or make a rank a supervisor rank (or not). */
export async function updatePart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  id: string,
  input: { name?: string | undefined; supervisor?: boolean | undefined },
): Promise<AdminDepartment> {
  await guardUnique(table, () =>
    configChange(db, change, async (trx, audit) => {
      const dept = await lockedDepartment(trx, department);
      const row = await lockedPart(trx, table, department, id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (input.name !== undefined && input.name !== row.name) {
        await assertPartNameFree(trx, table, department, input.name, id);
        before.name = row.name;
        after.name = input.name;
      }
      if (table === 'ranks' && input.supervisor !== undefined) {
        const was = (row as { supervisor: boolean }).supervisor;
        if (was !== input.supervisor) {
          before.supervisor = was;
          after.supervisor = input.supervisor;
        }
      }
      if (!Object.keys(after).length) return;
      await trx.updateTable(table).set(after).where('id', '=', id).execute();
      await audit({
        action: table === 'ranks' ? 'rank.update' : 'division.update',
        target: partTarget(table, dept, { id, name: input.name ?? row.name }),
        before,
        after,
      });
    }),
  );
  return getAdminDepartment(db, department);
}

/** Staff put a department's divisions or ranks in a new order (every id, once). */
export async function reorderParts(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  ids: string[],
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const dept = await lockedDepartment(trx, department);
    const current = await trx
      .selectFrom(table)
      .select(['id', 'position', 'name'])
      .where('department', '=', department)
      .execute();
    assertPermutation(
      ids,
      current.map((r) => r.id),
    );
    const before = ordered(current);
    if (before.join('\n') === ids.join('\n')) return;
    await writeOrder(trx, table, ids, current);
    const names = new Map(current.map((r) => [r.id, r.name]));
    await audit({
      action: table === 'ranks' ? 'rank.reorder' : 'division.reorder',
      target: {
        type: 'department',
        id: department,
        label: dept.name,
      },
      before: { order: before.map((id) => names.get(id)) },
      after: { order: ids.map((id) => names.get(id)) },
    });
  });
  return getAdminDepartment(db, department);
}

/** Staff archive a division or rank: members keep it on their records; nobody new gets it. */
export async function archivePart(
  db: Kysely<Database>,
  change: StaffChange,
  table: Part,
  department: string,
  id: string,
): Promise<AdminDepartment> {
  await configChange(db, change, async (trx, audit) => {
    const dept = await lockedDepartment(trx, department);
    const row = await lockedPart(trx, table, department, id);
    if (row.archived_at !== null) throw new DomainError('conflict', 'departments.alreadyArchived');
    await trx.updateTable(table).set({ archived_at: change.now }).where('id', '=', id).execute();
    await audit({
      action: table === 'ranks' ? 'rank.archive' : 'division.archive',
      target: partTarget(table, dept, row),
      before: { archived: false },
      after: { archived: true },
    });
  });
  return getAdminDepartment(db, department);
}
