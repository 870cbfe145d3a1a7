import { buildChanged } from './build.mjs';

// `npm start`: builds only what changed since the last build (nothing, usually), then runs the
// built server in this same process, so no TypeScript is compiled at run time.
await buildChanged();
await import('../dist/server/main.js');
