import { z } from 'zod';
import { INVALID_CURSOR, PAGE_SIZE, readCursor, type KeyPart } from '@tenfour/db';
import { digitsNumber } from './validate';

/** The `limit` query parameter of a paged list: a whole number of rows, from 1 to `max`. */
export const pageLimit = (max: number, fallback: number) =>
  digitsNumber('The page size is a whole number.')
    .pipe(
      z
        .number()
        .min(1, 'The page size is at least 1.')
        .max(max, `The page size is at most ${max}.`),
    )
    .default(fallback);

/**
 * The `limit` and `cursor` query parameters of a keyset-paged list
 * (db/src/infra/keyset-paging.ts). The cursor comes out as the sort key it carries, checked
 * part by part, so a forged or stale one is a 400 here rather than a database error later.
 */
export const pageQuery = (key: readonly KeyPart[], fallback: number = PAGE_SIZE.default) => ({
  limit: pageLimit(PAGE_SIZE.max, fallback),
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
