import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PARTS, isCurrent } from './build-stamp.mjs';

// `npm start`: builds only what changed since the last build (nothing, usually), then runs the
// built server in this same process, so no TypeScript is compiled at run time. The build runs in
// a process of its own: the bundler, the web build and the database template are the largest
// thing a first start does, and their memory goes back to the system before the server opens
// the database, instead of staying in the server for its whole life.
if (!Object.keys(PARTS).every((part) => isCurrent(part))) {
  const build = fileURLToPath(new URL('./build.mjs', import.meta.url));
  const built = spawnSync(process.execPath, [build, '--if-changed'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../dist/server/main.js');
