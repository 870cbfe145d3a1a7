import { fileURLToPath } from 'node:url';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { DataDirLockedError, lockDataDir } from './pglite-lock';

// `npm run migrate`: for production deploys that migrate before starting API processes.
// On PGlite it refuses to run beside a running server: only one process may open the directory.
const release = process.env.DATABASE_URL ? undefined : lockOrExit(process.env.PGLITE_DIR);
const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR,
  pgliteTemplate: fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url)),
});
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
  release?.();
}

function lockOrExit(dir = './data'): () => void {
  try {
    return lockDataDir(dir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
