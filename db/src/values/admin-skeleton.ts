import { sql, type Generated, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import type { MessageKey, MessagePlaceholder } from '../messages';
import { valuesChange, type ValuesChange } from './admin';

/** The tables of values whose records store the value's text (so a retired value stays). */
type ValueTable = 'call_types' | 'license_types' | 'list_values' | 'custom_fields';
type Row<T extends ValueTable> = Selectable<Database[T]> & { id: string; retired_at: Date | null };
/** What a new value is made of: everything but its id, place and retirement. */
type NewValue<T extends ValueTable> = Omit<Row<T>, 'id' | 'position' | 'retired_at' | 'created_at'>;

/** A message without placeholders: a refusal that needs no values. */
type PlainKey = {
  [K in MessageKey]: [MessagePlaceholder<K>] extends [never] ? K : never;
}[MessageKey];

/** A table and column where records store a value's text. */
export type UsedBy = readonly [keyof Database, string];

/** How one kind of value is stored, checked and audited. */
export interface ValueKind<T extends ValueTable, V> {
  table: T;
  targetType: 'call_type' | 'license_type' | 'list_value' | 'custom_field';
  /** The column records store: unique among live values, changed only while nothing holds it. */
  text: 'name' | 'value' | 'key';
  /** The column that splits the table into separate lists (limits and uniqueness per list). */
  scope?: 'list' | 'target';
  limit: {
    count: number;
    key:
      | 'values.callTypeLimit'
      | 'values.licenseTypeLimit'
      | 'values.listLimit'
      | 'values.customFieldLimit';
  };
  messages: { notFound: PlainKey; taken: PlainKey; inUse: PlainKey };
  usedBy: (row: Row<T>) => UsedBy;
  /** When records hold the value other than by its text (custom fields: by id). */
  inUse?: (trx: Transaction<Database>, row: Row<T>) => Promise<boolean>;
  toValue: (row: Row<T>) => V;
  /** What the audit log shows of a value. */
  shown: (row: NewValue<T>) => Record<string, unknown>;
}

// Kysely cannot resolve columns on a table named by a type parameter, so the skeleton reads
// every kind's table through the columns they all have; each kind's own columns pass through.
interface SharedColumns {
  id: Generated<string>;
  position: number;
  retired_at: Date | null;
  [column: string]: unknown;
}
type Shared = Transaction<Record<string, SharedColumns>>;
const shared = (trx: Transaction<Database>) => trx as unknown as Shared;

/** The distinct texts records store in `usedBy`. */
export async function usedTexts(
  db: Kysely<Database> | Transaction<Database>,
  [table, column]: UsedBy,
): Promise<Set<string>> {
  const rows = await sql<{ value: string }>`
    SELECT DISTINCT ${sql.ref(column)} AS value FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} IS NOT NULL
  `.execute(db);
  return new Set(rows.rows.map((r) => r.value));
}

/** List / create / update / retire / restore / delete of one kind, each one audited change. */
export function valueAdmin<T extends ValueTable, V>(kind: ValueKind<T, V>) {
  const table: string = kind.table;
  const textOf = (row: NewValue<T>) => (row as Record<string, unknown>)[kind.text] as string;
  const scopeOf = (row: NewValue<T>) =>
    kind.scope ? ((row as Record<string, unknown>)[kind.scope] as string) : undefined;

  async function isInUse(trx: Transaction<Database>, row: Row<T>) {
    if (kind.inUse) return kind.inUse(trx, row);
    const [table, column] = kind.usedBy(row);
    const { rows } = await sql`
      SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${textOf(row)} LIMIT 1
    `.execute(trx);
    return rows.length > 0;
  }

  async function locked(trx: Transaction<Database>, id: string) {
    const row = await shared(trx)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', kind.messages.notFound);
    return row as unknown as Row<T>;
  }

  async function assertTextFree(
    trx: Transaction<Database>,
    scope: string | undefined,
    text: string,
    except?: string,
  ) {
    let query = shared(trx)
      .selectFrom(table)
      .select('id')
      .where(sql<string>`lower(${sql.ref(kind.text)})`, '=', text.toLowerCase())
      .where('retired_at', 'is', null);
    if (kind.scope) query = query.where(kind.scope, '=', scope);
    if (except) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst())
      throw new DomainError('conflict', kind.messages.taken, { field: kind.text });
  }

  async function read(trx: Transaction<Database>, id: string) {
    const row = await shared(trx)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row as unknown as Row<T>;
  }

  async function admin(trx: Transaction<Database>, row: Row<T>) {
    return { ...kind.toValue(row), inUse: await isInUse(trx, row) };
  }

  const change = <R>(
    db: Kysely<Database>,
    who: ValuesChange,
    work: Parameters<typeof valuesChange<R>>[2],
  ) => valuesChange(db, who, work, kind.targetType);

  return {
    /** Staff add a value at the end of its list. */
    create: (db: Kysely<Database>, who: ValuesChange, values: NewValue<T>) =>
      change(db, who, async (trx) => {
        await assertTextFree(trx, scopeOf(values), textOf(values));
        let counted = shared(trx)
          .selectFrom(table)
          .select([
            sql<number>`count(*)::int`.as('count'),
            sql<number>`coalesce(max(position), 0)::int`.as('last'),
          ]);
        if (kind.scope) counted = counted.where(kind.scope, '=', scopeOf(values));
        const { count, last } = await counted.executeTakeFirstOrThrow();
        if (count >= kind.limit.count)
          throw new DomainError('conflict', kind.limit.key, {
            params: { max: kind.limit.count },
          });
        const { id } = await shared(trx)
          .insertInto(table)
          .values({ ...values, position: last + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          result: await admin(trx, await read(trx, id)),
          target: { id, label: textOf(values) },
          before: null,
          after: kind.shown(values),
        };
      }),

    /** Its text may change only while no record holds it; the rest shapes what comes next. */
    update: (db: Kysely<Database>, who: ValuesChange, id: string, set: Partial<NewValue<T>>) =>
      change(db, who, async (trx) => {
        const row = await locked(trx, id);
        const text = (set as Record<string, unknown>)[kind.text] as string | undefined;
        if (text !== undefined && text !== textOf(row)) {
          if (await isInUse(trx, row))
            throw new DomainError('conflict', kind.messages.inUse, { field: kind.text });
          if (row.retired_at === null) await assertTextFree(trx, scopeOf(row), text, id);
        }
        await shared(trx).updateTable(table).set(set).where('id', '=', id).execute();
        const after = await read(trx, id);
        return {
          result: await admin(trx, after),
          target: { id, label: textOf(after) },
          before: kind.shown(row),
          after: kind.shown(after),
        };
      }),

    /** Retired: no longer offered; records that hold it keep it. */
    setRetired: (db: Kysely<Database>, who: ValuesChange, id: string, retired: boolean) =>
      change(db, who, async (trx) => {
        const row = await locked(trx, id);
        if (retired === (row.retired_at !== null))
          throw new DomainError(
            'conflict',
            retired ? 'values.alreadyRetired' : 'values.notRetired',
          );
        if (!retired) await assertTextFree(trx, scopeOf(row), textOf(row), id);
        await shared(trx)
          .updateTable(table)
          .set({ retired_at: retired ? who.now : null })
          .where('id', '=', id)
          .execute();
        return {
          result: await admin(trx, await read(trx, id)),
          target: { id, label: textOf(row) },
          before: { retired: !retired },
          after: { retired },
        };
      }),

    /** A value no record holds can be deleted; one in use can only be retired. */
    remove: async (db: Kysely<Database>, who: ValuesChange, id: string): Promise<void> => {
      await change(db, who, async (trx) => {
        const row = await locked(trx, id);
        if (await isInUse(trx, row)) throw new DomainError('conflict', kind.messages.inUse);
        await shared(trx).deleteFrom(table).where('id', '=', id).execute();
        return {
          result: undefined,
          target: { id, label: textOf(row) },
          before: kind.shown(row),
          after: null,
        };
      });
    },
  };
}
