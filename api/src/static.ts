import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

// Vite names every built asset `<name>-<content hash>.<ext>`; only such a name can be cached
// for ever, because a new build gives changed content a new name.
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Serves the built web app: fingerprinted assets cached for a year (precompressed brotli or
 * gzip when the browser takes it), a missing asset a 404, and index.html for every
 * client-side route so deep links work.
 */
export function webRoutes(dist: string) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(indexPath)) return app;
  const index = readFileSync(indexPath, 'utf8');
  const root = path.relative(process.cwd(), dist) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok && HASHED.test(c.req.path)) {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
    serveStatic({ root, precompressed: true }),
  );
  // A missing asset is not a page: answering index.html (under the asset's long cache) would
  // pin a blank app in browsers and CDNs during a rolling deploy.
  app.all('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found.', 404);
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return app;
}
