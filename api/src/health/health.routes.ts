import { Hono } from 'hono';
import { checkReadiness } from '@tenfour/db';
import { outboxConfigured } from '@tenfour/bot';
import type { AppEnv } from '../context';

/** A readiness check that has not answered by then counts as a database that does not. */
const READY_TIMEOUT_MS = 2_000;

/**
 * GET /healthz: the process is alive and answering (no database query, so a database outage
 * does not make a proxy restart every process). GET /readyz: it can serve (database, migrations,
 * outbox), and is not shutting down; a proxy sends traffic only while it says 200.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' as const }))
  .get('/readyz', async (c) => {
    const { db, config, now, lifecycle } = c.get('deps');
    if (lifecycle?.stopping) return c.json({ status: 'stopping' as const }, 503);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READY_TIMEOUT_MS);
    });
    const readiness = await Promise.race([
      checkReadiness(db, { now: now(), outboxDelivered: outboxConfigured(config) }).catch(
        () => undefined,
      ),
      timeout,
    ]).finally(() => clearTimeout(timer));
    if (!readiness) {
      return c.json({ status: 'not_ready' as const, database: 'unreachable' as const }, 503);
    }
    const { ready, ...checks } = readiness;
    return c.json({ status: ready ? 'ready' : 'not_ready', ...checks }, ready ? 200 : 503);
  });
