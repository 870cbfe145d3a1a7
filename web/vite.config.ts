import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The most JavaScript (gzip) the sign-in screen may load: members open it on phones. It was
 * 100 kB until the sign-in screen itself became translated: i18next and react-i18next weigh
 * some 23 kB there. English's catalogue is bundled; screens' own strings stay with their
 * screens' chunks (docs/languages.md).
 */
const LOGIN_BUDGET_BYTES = 120_000;

/**
 * react-router exports only its development build (warnings and checks included); production
 * builds use the production one it ships beside it, some 8 kB (gzip) lighter.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * Fails the build when the sign-in screen's JavaScript (the entry chunk and everything it
 * imports statically) grows past the budget, and prints what it weighs.
 */
function loginBudget(): Plugin {
  return {
    name: 'login-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const walk = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.find((c) => c.fileName === fileName);
        chunk?.imports.forEach(walk);
      };
      walk(entry.fileName);
      let total = 0;
      for (const fileName of seen) {
        const chunk = chunks.find((c) => c.fileName === fileName)!;
        total += gzipSync(chunk.code).length;
      }
      const kb = (total / 1000).toFixed(1);
      this.info(
        `sign-in screen JavaScript: ${kb} kB gzip (budget ${LOGIN_BUDGET_BYTES / 1000} kB)`,
      );
      if (total > LOGIN_BUDGET_BYTES)
        this.error(
          `The sign-in screen loads ${kb} kB of JavaScript (gzip), over its ${LOGIN_BUDGET_BYTES / 1000} kB budget. Load the new code with the screen that needs it (React.lazy in app/router.tsx).`,
        );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), loginBudget(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: {
    proxy: { '/api': api, '/auth': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // The web reaches db/ only through @tenfour/db/browser, whose modules are plain data and
        // functions: what a screen does not use stays out of its chunk. Without this the barrel
        // brought every language's server messages into the sign-in page (11 kB gzip).
        moduleSideEffects: (id: string) => !id.includes('/db/src/'),
      },
    },
  },
}));
