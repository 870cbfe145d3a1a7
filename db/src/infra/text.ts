/**
 * Lowercases the way PostgreSQL's lower() does, so text compared with a lower() column or
 * index matches: one character at a time. JavaScript's toLowerCase looks at context (a
 * word-final Σ becomes ς, not σ) and turns İ into two characters (i and a combining dot),
 * where PostgreSQL gives i. Text without those two letters takes the plain path.
 */
export const lowerLikePostgres = (s: string) =>
  /[\u0130\u03a3]/.test(s)
    ? Array.from(s, (c) => (c === '\u0130' ? 'i' : c.toLowerCase())).join('')
    : s.toLowerCase();

// PostgreSQL cannot store NUL (U+0000) in text or jsonb, and a lone UTF-16 surrogate is not
// Unicode at all: the driver would send it as a replacement character (changing what was
// typed), and jsonb refuses its escape. Every other string is storable in a UTF-8 database.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NUL = /\u0000/;

/** True when PostgreSQL can store the string exactly as given. */
export const isStorableText = (s: string) => !NUL.test(s) && !LONE_SURROGATE.test(s);

/** Text matched literally inside a LIKE pattern: its own %, _ and \ lose their meaning. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where a value (a request body, a query, a slash command's options) holds a string that
 * PostgreSQL cannot store: the path of each such string, and of each object holding such a
 * key. The one rule for every input, from the web or from Discord, so no field forgets it.
 */
export function unstorableTextPaths(value: unknown): { path: (string | number)[]; key: boolean }[] {
  const found: { path: (string | number)[]; key: boolean }[] = [];
  const visit = (v: unknown, path: (string | number)[], depth: number) => {
    if (typeof v === 'string') {
      if (!isStorableText(v)) found.push({ path, key: false });
    } else if (Array.isArray(v) && depth < 8) {
      v.forEach((item, i) => visit(item, [...path, i], depth + 1));
    } else if (v && typeof v === 'object' && depth < 8) {
      for (const [key, item] of Object.entries(v)) {
        if (!isStorableText(key)) found.push({ path, key: true });
        visit(item, [...path, key], depth + 1);
      }
    }
  };
  visit(value, [], 0);
  return found;
}
