import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await sql`SELECT 1`.execute(c.var.deps.db);
    return c.json({ status: 'ok' as const, database: 'reachable' as const });
  } catch {
    return c.json({ status: 'error' as const, database: 'unreachable' as const }, 503);
  }
});
