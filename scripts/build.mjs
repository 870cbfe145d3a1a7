import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, stop } from 'esbuild';
import { isCurrent, sourceHash, writeStamp } from './build-stamp.mjs';

/**
 * `npm run build`: the server (API, bot, command-line tools) bundled into dist/server, and the
 * web app into web/dist. Our workspace packages are TypeScript sources, so they are bundled in;
 * every npm package stays an import from node_modules (PGlite finds its WebAssembly there).
 * With `--if-changed` (what `npm start` uses) a part whose sources did not change is kept.
 */
export const SERVER_ENTRIES = {
  main: 'api/src/main.ts',
  bot: 'bot/src/main.ts',
  register: 'bot/src/register.ts',
  migrate: 'db/src/migrate-cli.ts',
  'backup-cli': 'db/src/backup/backup-cli.ts',
  'pglite-template': 'db/src/pglite-template-cli.ts',
};

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tenfour/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync('dist/server', { recursive: true, force: true });
  mkdirSync('dist/server', { recursive: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // esbuild's service process would otherwise live on beside the steps below.
  await stop();
  // A new embedded database starts from this copy instead of running initdb (pglite-template.ts).
  const template = spawnSync(
    process.execPath,
    ['dist/server/pglite-template.js', 'dist/server/pglite-template.tar.gz'],
    { stdio: 'inherit' },
  );
  if (template.status !== 0) throw new Error('Making the embedded database template failed.');
}

export function buildWeb() {
  // Vite itself rather than `npm run build -w web`: an npm process waiting beside it would add
  // to a first start's peak memory.
  const pkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(pkg), JSON.parse(readFileSync(pkg, 'utf8')).bin.vite);
  // A production bundle whatever NODE_ENV the caller runs under (development would ship
  // React's development build, half as large again).
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: 'web',
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed.');
}

export async function buildChanged({ force = false, parts = ['server', 'web'] } = {}) {
  for (const [part, run] of [
    ['server', buildServer],
    ['web', buildWeb],
  ]) {
    if (!parts.includes(part)) continue;
    const hash = sourceHash(part);
    if (!force && isCurrent(part, hash)) continue;
    console.log(`Building the ${part}…`);
    await run();
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
