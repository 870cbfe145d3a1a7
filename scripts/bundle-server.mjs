import { mkdirSync, rmSync } from 'node:fs';
import { build, stop } from 'esbuild';

/**
 * The server (API, bot, command-line tools) bundled into dist/server. Our workspace packages
 * are TypeScript sources, so they are bundled in; every npm package stays an import from
 * node_modules (PGlite finds its WebAssembly there). Run by build.mjs in a process of its own,
 * so esbuild is never loaded into the process that starts the server.
 */
export const SERVER_ENTRIES = {
  main: 'api/src/main.ts',
  bot: 'bot/src/main.ts',
  register: 'bot/src/register.ts',
  migrate: 'db/src/infra/migrate-cli.ts',
  'backup-cli': 'db/src/infra/backup/backup-cli.ts',
  'pglite-template': 'db/src/infra/pglite-template-cli.ts',
};

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tenfour/') ? undefined : { path: args.path, external: true },
    );
  },
};

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
// esbuild's service process would otherwise live on beside the steps that follow.
await stop();
