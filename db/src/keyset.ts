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
