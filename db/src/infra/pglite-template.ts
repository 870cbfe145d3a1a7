import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_PARSERS, PGLITE_SHARED_BUFFERS, PGLITE_START_PARAMS } from './pglite-settings';

/** initdb's own settings: the server's shared buffers (pglite-settings.ts), also while it runs. */
export const INITDB_PARAMS = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * A new embedded database starts from a copy of one made at build time (initialised and
 * migrated), because PGlite's initdb is most of a first start: about 3 s of CPU on two cores
 * against a fraction of a second to unpack the copy. The copy is made by the same build as the
 * server, so its migrations are exactly the server's; anything newer is applied as usual.
 *
 * The build itself starts from `base`, a freshly initialised directory kept in the repository
 * (db/pglite/, made by `npm run pglite:base`), when it was made by the installed engine:
 * initdb runs a second PostgreSQL beside the one it initialises, and was the peak of a whole
 * first start (some 430 MB against 270 from the base). With no base, or one another engine
 * version made, initdb runs as before.
 */
export async function writePgliteTemplate(file: string, base?: string): Promise<void> {
  const initialised = base ? await baseFor(base) : undefined;
  const pglite = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
    // The server's settings: the copy is made during a first start, beside nothing else, and
    // the default buffers would make it the largest step of that start.
    startParams: PGLITE_START_PARAMS,
    // initdb runs the server several times (bootstrap, then each setup step), each with the
    // default 128 MB of shared buffers unless told, in an instance beside this one.
    ...(initialised ? { loadDataDir: initialised } : { initDbStartParams: INITDB_PARAMS }),
  });
  // initdb's instance and its copy of the memory are garbage once create returns, over 250 MB;
  // the build runs this with --expose-gc so they go back before the migrations run.
  (globalThis as { gc?: () => void }).gc?.();
  // Loaded only now: with the database layer and its drivers loaded during initdb, this step's
  // peak was about 30 MB higher.
  const { setUpPglite, wrapPglite } = await import('./client');
  const { migrateToLatest } = await import('./migrate');
  const handle = wrapPglite(await setUpPglite(pglite));
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** What the base was made by and with: it is used only when both are still true. */
export interface PgliteBaseStamp {
  /** SHA-256 of the engine (PGlite's pglite.wasm) that ran initdb. */
  engine: string;
  initdbParams: string[];
}

const engineUrl = () => new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'));

/** The installed engine's fingerprint: a new PGlite version is a new base. */
export function engineFingerprint(): string {
  return createHash('sha256').update(readFileSync(engineUrl())).digest('hex');
}

const stampPath = (base: string) => base.replace(/\.tar\.gz$/, '.json');

/** The base as PGlite loads it, when the installed engine made it with today's settings. */
async function baseFor(base: string): Promise<Blob | undefined> {
  if (!existsSync(base) || !existsSync(stampPath(base))) return undefined;
  const stamp = JSON.parse(readFileSync(stampPath(base), 'utf8')) as PgliteBaseStamp;
  const current =
    stamp.engine === engineFingerprint() &&
    JSON.stringify(stamp.initdbParams) === JSON.stringify(INITDB_PARAMS);
  if (!current) {
    console.warn(
      `${base} was made by another PGlite version or other settings; running initdb instead ` +
        '(make a new one with `npm run pglite:base`).',
    );
    return undefined;
  }
  return new Blob([readFileSync(base)]);
}

/** Writes `base` (and its stamp beside it): a new directory, initialised and nothing else. */
export async function writePgliteBase(base: string): Promise<void> {
  const pglite = await PGlite.create('memory://', { initDbStartParams: INITDB_PARAMS });
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(base, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  const stamp: PgliteBaseStamp = { engine: engineFingerprint(), initdbParams: INITDB_PARAMS };
  writeFileSync(stampPath(base), `${JSON.stringify(stamp, null, 2)}\n`);
}
