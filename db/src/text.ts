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
