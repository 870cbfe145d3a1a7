import { z } from 'zod';
import { INVALID_CURSOR, PAGE_SIZE, readCursor, type KeyPart } from '@tenfour/db/keyset';

/**
 * The `limit` and `cursor` query parameters of a keyset-paged list (db/src/keyset.ts). The
 * cursor comes out as the sort key it carries, checked part by part, so a forged or stale one
 * is a 400 here rather than a database error later.
 */
export const pageQuery = (key: readonly KeyPart[], fallback: number = PAGE_SIZE.default) => ({
  limit: z.coerce
    .number({ message: 'The page size must be a number.' })
    .int('The page size is a whole number.')
    .min(1, 'The page size is at least 1.')
    .max(PAGE_SIZE.max, `The page size is at most ${PAGE_SIZE.max}.`)
    .default(fallback),
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const after = readCursor(text, key);
      if (!after) {
        ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
        return z.NEVER;
      }
      return after;
    }),
});
