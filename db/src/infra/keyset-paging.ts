import { sql, type SelectQueryBuilder } from 'kysely';
import { isStorableText } from './text';

/**
 * Keyset paging: a page ends with the sort key of its last row, handed to the client as an
 * opaque cursor; the next page starts strictly after it. Unlike an offset, a page never skips
 * or repeats a row when rows are added meanwhile, and costs the same however deep it is.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key.map(String))).toString('base64url');
}

/** The sort key a cursor carries, or undefined when it is not one of ours (of this length). */
export function decodeCursor(cursor: string, length: number): string[] | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(key) || key.length !== length) return undefined;
    return key.every((part) => typeof part === 'string') ? (key as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A page of rows read with one extra: whether there is a next page, and its cursor. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => (string | number)[],
): { rows: T[]; nextCursor: string | null } {
  return pageWith(rows, limit, (last) => encodeCursor(keyOf(last)));
}

function pageWith<T>(
  rows: T[],
  limit: number,
  cursorAfter: (last: T) => string,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? cursorAfter(last) : null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_CURSOR = 'Not a valid cursor: start again from the first page.';

/**
 * What each part of a list's sort key is. A timestamp travels as PostgreSQL's own text for
 * it (`created_at::text`), not a JavaScript Date: a Date drops the microseconds, and a page
 * would then start before its own last row and show it twice.
 */
export type KeyPart = 'timestamp' | 'uuid' | 'bigint' | 'text';

const PART_FORMS: Record<KeyPart, (s: string) => boolean> = {
  timestamp: (s) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.test(s),
  uuid: (s) => UUID.test(s),
  bigint: (s) => /^\d{1,18}$/.test(s),
  text: (s) => s.length <= 200 && isStorableText(s),
};

/** The sort key a cursor carries when each part has the form the list sorts by. */
export function readCursor(cursor: string, parts: readonly KeyPart[]): string[] | undefined {
  if (cursor.length > 1000) return undefined;
  const key = decodeCursor(cursor, parts.length);
  return key?.every((part, i) => PART_FORMS[parts[i]!](part)) ? key : undefined;
}

/** A page request: at most `limit` rows, after the key a previous page's cursor carried. */
export interface KeysetPage {
  limit: number;
  after?: readonly string[] | undefined;
}

/**
 * One page of a list sorted by when its rows were created (created_at, then id), newest first
 * unless told otherwise: the rows after the cursor's key, read with one extra that only says
 * another page exists. `table` is the name or alias the query gives the paged table.
 */
export async function readCreationPage<DB, TB extends keyof DB, O extends { id: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: KeysetPage,
  { table, order = 'newest' }: { table?: string; order?: 'newest' | 'oldest' } = {},
): Promise<{ rows: (O & { page_at: string })[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  const at = sql.ref(table ? `${table}.created_at` : 'created_at');
  const id = sql.ref(table ? `${table}.id` : 'id');
  const direction = order === 'newest' ? 'desc' : 'asc';
  let paged = query.select(sql<string>`${at}::text`.as('page_at'));
  if (page.after) {
    const [afterAt, afterId] = page.after;
    const key = sql`(${afterAt}::timestamptz, ${afterId}::uuid)`;
    paged = paged.where(
      order === 'newest'
        ? sql<boolean>`(${at}, ${id}) < ${key}`
        : sql<boolean>`(${at}, ${id}) > ${key}`,
    );
  }
  const found = (await paged
    .orderBy(at, direction)
    .orderBy(id, direction)
    .limit(limit + 1)
    .execute()) as (O & { page_at: string })[];
  return pageOf(found, limit, (r) => [r.page_at, r.id]);
}

/** Page sizes the lists accept: large enough to read, small enough to answer quickly. */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** A page size the database can trust, whoever called (the API bounds it first). */
export const boundedLimit = (limit: number) =>
  Math.min(Math.max(Math.trunc(limit) || PAGE_SIZE.default, 1), PAGE_SIZE.max);

/**
 * The fire/rescue report lists page on (created_at, id) with a cursor of their own: the time
 * in JavaScript's millisecond ISO form and the row's id. Unlike an offset, a row filed while
 * the reader pages is never shown twice and none is skipped.
 */
export interface PageRequest {
  /** Rows per page (the API bounds it). */
  limit: number;
  /** Where the previous page ended (decodeTimeCursor), or undefined for the first page. */
  after?: TimeCursor | undefined;
}

export interface TimeCursor {
  at: Date;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** An opaque time cursor: the position, base64url-encoded so clients never build one. */
export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The position in a time cursor, or undefined when the text is not one of ours. */
export function decodeTimeCursor(text: string): TimeCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length || !iso || !id || !UUID.test(id)) return undefined;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return undefined;
  return { at, id };
}

/**
 * Turns the `limit + 1` rows a time-paged query read into the page: the extra row only says
 * that another page exists.
 */
export function toPage<Row extends { created_at: Date; id: string }, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const { rows: shown, nextCursor } = pageWith(rows, limit, (last) =>
    encodeTimeCursor({ at: last.created_at, id: last.id }),
  );
  return { items: shown.map(map), nextCursor };
}
