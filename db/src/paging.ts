/**
 * Keyset paging for lists read newest first: a page ends at the (created_at, id) of its last
 * row, and the next page starts strictly after it. Unlike an offset, a row filed while the
 * reader pages is never shown twice and none is skipped.
 */
export interface PageRequest {
  /** Rows per page (the API bounds it). */
  limit: number;
  /** Where the previous page ended (decodeCursor), or undefined for the first page. */
  after?: Cursor | undefined;
}

export interface Cursor {
  at: Date;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque cursor: the position, base64url-encoded so clients never build one. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The position in a cursor, or undefined when the text is not one of ours. */
export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length || !iso || !id || !UUID.test(id)) return undefined;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return undefined;
  return { at, id };
}

/**
 * Turns the `limit + 1` rows a page query read into the page: the extra row only says that
 * another page exists.
 */
export function toPage<Row extends { created_at: Date; id: string }, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    nextCursor: more && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}
