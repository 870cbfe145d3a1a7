import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

/**
 * Serves the built web app: fingerprinted assets cached for a year, and index.html for every
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
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return app;
}
