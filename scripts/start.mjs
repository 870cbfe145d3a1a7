import { PARTS, isCurrent } from './build-stamp.mjs';

// `npm start`: builds only what changed since the last build (nothing, usually), then runs the
// built server in this same process, so no TypeScript is compiled at run time. Each build step
// (the bundler, the database template, the web build) runs in a process of its own, one after
// the other, and ends before the server opens the database: the steps are the largest thing a
// first start does, and none of their memory stays in the server or adds to another step's.
if (!Object.keys(PARTS).every((part) => isCurrent(part))) {
  const { buildChanged } = await import('./build.mjs');
  try {
    await buildChanged();
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
await import('../dist/server/main.js');
