import { PGlite } from '@electric-sql/pglite';

/**
 * How the server opens its embedded database, in a module of its own that loads nothing else:
 * the build's database template (pglite-template.ts) runs initdb before it loads the rest.
 */

export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const DATE_OID = 1082;

// Money is stored as bigint cents; every value we store fits in a JS number, so parse
// int8 as a number instead of pg's default string.
export const parseInt8 = (value: string) => Number(value);
// A date column (date of birth) is a calendar day, not an instant: keep 'YYYY-MM-DD'.
export const parseDate = (value: string) => value;

/**
 * How the server's embedded database runs. initdb writes `shared_buffers = 128MB` into
 * postgresql.conf, and PGlite touches all of it when it starts: most of a small server's
 * memory went to caching pages the operating system caches anyway (PGlite reads its files
 * through Node). 16 MB holds the hot tables of a community's day; a page outside it is one
 * read from the file cache. Start parameters, not the conf file, so an existing data
 * directory opens unchanged and a later version may choose again.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

export const PGLITE_PARSERS = {
  [INT8_OID]: parseInt8,
  [NUMERIC_OID]: parseInt8,
  [DATE_OID]: parseDate,
};
