import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCurrent, sourceHash, writeStamp } from './build-stamp.mjs';

/**
 * `npm run build`: the server into dist/server (bundle-server.mjs) and the web app into
 * web/dist. With `--if-changed` (what `npm start` uses) a part whose sources did not change is
 * kept. Every step runs in a process of its own, one after the other, and this module loads
 * nothing heavy: `npm start` runs it inside the process that then becomes the server, and a
 * first start's peak memory is this process plus the one step running.
 */
function run(args, what, options = {}) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${what} failed.`);
}

export function buildServer() {
  run([fileURLToPath(new URL('./bundle-server.mjs', import.meta.url))], 'Bundling the server');
  // A new embedded database starts from this copy instead of running initdb (pglite-template.ts),
  // and the copy from the initialised directory kept in the repository.
  run(
    [
      '--expose-gc',
      'dist/server/pglite-template.js',
      'dist/server/pglite-template.tar.gz',
      'db/pglite/initdb.tar.gz',
    ],
    'Making the embedded database template',
  );
}

export function buildWeb() {
  // Vite itself rather than `npm run build -w web`: an npm process waiting beside it would add
  // to a first start's peak memory.
  const pkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(pkg), JSON.parse(readFileSync(pkg, 'utf8')).bin.vite);
  run([vite, 'build'], 'The web build', {
    cwd: 'web',
    env: {
      ...process.env,
      // A production bundle whatever NODE_ENV the caller runs under (development would ship
      // React's development build, half as large again).
      NODE_ENV: 'production',
      // The bundler's native worker pools, one thread each: every thread kept memory of its
      // own (a peak of about 470 MB against 400), and on the two cores of a small server the
      // build took no longer.
      TOKIO_WORKER_THREADS: process.env.TOKIO_WORKER_THREADS ?? '1',
      RAYON_NUM_THREADS: process.env.RAYON_NUM_THREADS ?? '1',
    },
  });
}

export async function buildChanged({ force = false, parts = ['server', 'web'] } = {}) {
  for (const [part, step] of [
    ['server', buildServer],
    ['web', buildWeb],
  ]) {
    if (!parts.includes(part)) continue;
    const hash = sourceHash(part);
    if (!force && isCurrent(part, hash)) continue;
    console.log(`Building the ${part}…`);
    step();
    writeStamp(part, hash);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  await buildChanged({
    force: !process.argv.includes('--if-changed'),
    parts: only ? only.split(',') : undefined,
  });
}
