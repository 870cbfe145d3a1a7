import { createDb } from './client';
import { migrateToLatest } from './migrate';

// `npm run migrate`: for production deploys that migrate before starting API processes.
// Never run it beside a running server on PGlite: only one process may open the data directory.
const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR,
});
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
