import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type * as PromClient from 'prom-client';
import type { DbHandle } from '@tenfour/db';
import { deliveryQueueStats } from '@tenfour/db/outbox';
import type { DeliveryObserver } from '@tenfour/bot/outbox/worker';
import type { AppDeps, AppEnv } from '../context';
import { keyedBody } from '../errors';
import { eventHub } from '../dispatch';
import type { RequestObserver } from '../middleware/request-log';

// prom-client is loaded by the first createMetrics, which runs only with METRICS_TOKEN set: it
// is about 10 MB resident that a server nobody scrapes would carry for nothing.
const require = createRequire(import.meta.url);
const loadPromClient = () => require('prom-client') as typeof PromClient;

export interface Metrics {
  registry: PromClient.Registry;
  observeRequest: RequestObserver;
  observeDelivery: DeliveryObserver;
}

/**
 * The process's Prometheus metrics. Request latency is labelled by route pattern (bounded);
 * queue and pool figures are read when scraped, so they cost nothing between scrapes.
 */
export function createMetrics(
  deps: Pick<AppDeps, 'db' | 'notifier' | 'now'> & { poolStats?: DbHandle['poolStats'] },
): Metrics {
  const client = loadPromClient();
  const registry = new client.Registry();
  // Resident memory, heap, event-loop delay (with percentiles), GC, handles.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new client.Histogram({
    name: 'tenfour_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const deliveries = new client.Counter({
    name: 'tenfour_discord_deliveries_total',
    help: 'Outbox delivery attempts by this process, by message kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const discordErrors = new client.Counter({
    name: 'tenfour_discord_api_errors_total',
    help: 'Discord API answers that were not a success: rate limits, retried and permanent failures',
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
  });

  new client.Gauge({
    name: 'tenfour_event_subscribers',
    help: 'Open live event streams in this process',
    registers: [registry],
    collect() {
      this.set(eventHub(deps.db, deps.notifier).size);
    },
  });

  const poolGauge = (name: string, help: string, field: 'total' | 'idle' | 'waiting' | 'max') =>
    new client.Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const stats of deps.poolStats?.() ?? []) this.set({ pool: stats.pool }, stats[field]);
      },
    });
  poolGauge('tenfour_db_pool_connections', 'Open PostgreSQL connections per pool', 'total');
  poolGauge('tenfour_db_pool_idle', 'Idle PostgreSQL connections per pool', 'idle');
  poolGauge('tenfour_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', 'waiting');
  poolGauge('tenfour_db_pool_max', 'Largest size of each PostgreSQL pool', 'max');

  // One query per scrape for the three outbox figures; shared by their collect() calls.
  let outbox:
    Promise<{ pending: number; oldestDue: number; failed: Map<string, number> }> | undefined;
  const readOutbox = () =>
    (outbox ??= (async () => {
      try {
        const now = deps.now();
        const queue = await deliveryQueueStats(deps.db, now);
        const rows = await deps.db
          .selectFrom('outbox')
          .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
          .where('status', '=', 'failed')
          .groupBy('kind')
          .execute();
        return {
          pending: queue.pending,
          oldestDue: queue.dueSince ? (now.getTime() - queue.dueSince.getTime()) / 1000 : 0,
          failed: new Map(rows.map((r) => [r.kind as string, Number(r.n)])),
        };
      } finally {
        setTimeout(() => (outbox = undefined), 0);
      }
    })());
  new client.Gauge({
    name: 'tenfour_outbox_pending',
    help: 'Discord messages waiting to be sent (whole database)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new client.Gauge({
    name: 'tenfour_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due message has waited (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestDue);
    },
  });
  new client.Gauge({
    name: 'tenfour_outbox_failed',
    help: 'Messages that failed for good and wait for staff, by kind (whole database)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const kind of ['dm', 'dm_edit', 'webhook', 'call_dm', 'call_edit', 'call_post']) {
        this.set({ kind }, 0);
      }
      for (const [kind, n] of (await readOutbox()).failed) this.set({ kind }, n);
    },
  });

  return {
    registry,
    observeRequest: ({ method, route, status, seconds }) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    observeDelivery: (kind, outcome) => {
      deliveries.inc({ kind, outcome });
      if (outcome !== 'sent') discordErrors.inc({ kind, reason: outcome });
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics in Prometheus's text format, for a scraper holding the bearer token. */
export function metricsRoutes(metrics: Metrics, token: string) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    const given = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(keyedBody(401, 'error.metricsToken'), 401);
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
