import { writeFileSync } from 'node:fs';
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
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
    // The server's settings: the copy is made during a first start, beside nothing else, and
    // the default buffers would make it the largest step of that start.
    startParams: PGLITE_START_PARAMS,
    // initdb runs the server several times (bootstrap, then each setup step), each with the
    // default 128 MB of shared buffers, in a WebAssembly instance beside the one above: the
    // peak of the whole first start was here.
    initDbStartParams: INITDB_PARAMS,
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
