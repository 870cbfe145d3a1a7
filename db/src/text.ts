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
