import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// As the build bundles the server (scripts/bundle-server.mjs): npm packages stay imports.
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tenfour/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The npm packages `npm start`'s server imports before it runs a line of its own. */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const result = await build({
    entryPoints: { main: 'api/src/main.ts' },
    absWorkingDir: ROOT,
    outdir: 'out',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [externalPackages],
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports) {
      // A dynamic import runs when its code path does; only static ones load at start.
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit('out/main.js');
  return packages;
}

describe("the server's start", () => {
  it('loads the engine and the web framework, and nothing a request may never use', async () => {
    const loaded = await packagesLoadedAtStart();
    expect(loaded).toContain('@electric-sql/pglite');
    expect(loaded).toContain('hono');
    // Each is loaded where it is used: the Discord REST client by the outbox worker (a token or
    // webhook configured) or the first signed interaction, discord.js by the gateway bot,
    // prom-client by the metrics (METRICS_TOKEN), pino-pretty by the development log format.
    for (const lazy of ['@discordjs/rest', 'discord.js', 'prom-client', 'pino-pretty']) {
      expect(loaded, lazy).not.toContain(lazy);
    }
  });
});
