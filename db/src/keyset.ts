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
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

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
  uuid: (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
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

/** Page sizes the lists accept: large enough to read, small enough to answer quickly. */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** A page size the database can trust, whoever called (the API bounds it first). */
export const boundedLimit = (limit: number) =>
  Math.min(Math.max(Math.trunc(limit) || PAGE_SIZE.default, 1), PAGE_SIZE.max);
