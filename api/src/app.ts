import { shiftPaySettings } from '@tenfour/db/economy';
import { Hono } from 'hono';
import { permissionReader, SessionCache } from '@tenfour/db';
import { DepartmentDirectory } from '@tenfour/db/departments';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './context';
import { keyedBody, renderError } from './errors';
import { bufferBody, limitBody } from './middleware/body';
import { loadSession } from './middleware/session';
import { originCheck } from './middleware/origin';
import { writeLimit } from './middleware/rate-limit';
import { httpsRedirect, securityHeaders } from './middleware/security';
import { requestLog, setAnsweredHeader, withRequestId } from './middleware/request-log';
import { createMetrics, metricsRoutes } from './metrics/metrics';
import { authRoutes, meRoutes, sessionEventsRoutes } from './auth';
import { healthRoutes } from './health/health.routes';
import { webRoutes } from './static';
import { civilianArea } from './civilians';
import { bankArea } from './bank';
import { dispatchArea } from './dispatch';
import { recordsArea } from './records';
import { jailArea } from './jail';
import { discordArea, interactionsRoutes } from './discord';
import { safrArea } from './safr';
import { emergencyRoutes } from './dispatch';
import { staffArea } from './staff';
import { rosterRoutes } from './roster';
import { departmentsRoutes, departmentDirectoryRoutes } from './departments';
import { webhooksRoutes } from './webhooks';
import { courtRoutes } from './court/court.routes';
import { communityValues } from '@tenfour/db/values';
import { adminValuesRoutes, valuesRoutes } from './values';
import { apiKeyRoutes } from './api-keys';
import { publicApi } from './v1';
import { economyArea } from './economy';
import { alertSettingsRoutes } from './alerts';
import { adminFormsRoutes, formsRoutes } from './forms';

/** API answers are per member and change with every write: no cache may keep them. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) setAnsweredHeader(c, 'Cache-Control', 'no-store');
});

const MAX_BODY_BYTES = 100 * 1024;
const apiBodyLimit = limitBody(MAX_BODY_BYTES);
const apiBody = bufferBody(MAX_BODY_BYTES);

/** Builds the whole HTTP app from its dependencies; no module-level state. */
export function createApp(deps: AppDeps) {
  const token = deps.config.metricsToken;
  const metrics = token ? (deps.metrics ?? createMetrics(deps)) : undefined;
  const sessions = new SessionCache(deps.db, deps.notifier);
  // Permissions follow the role mapping live: this handle's reader hears staff's changes.
  permissionReader(deps.db, deps.notifier);
  const departments = new DepartmentDirectory(deps.db, deps.notifier);
  // The community's values follow staff's changes live in this process.
  communityValues(deps.db, deps.notifier);
  // So do the hourly pay rates and shift limits every clock-out reads.
  shiftPaySettings(deps.db, deps.notifier);
  // Every dispatch change the API makes queues its Discord messages in its own transaction.
  registerDiscordFollowUps();
  const api = new Hono<AppEnv>()
    .route('/', meRoutes)
    .route('/me/alert-settings', alertSettingsRoutes)
    .route('/auth/events', sessionEventsRoutes)
    .route('/', civilianArea)
    .route('/', bankArea)
    .route('/', dispatchArea)
    .route('/', recordsArea)
    .route('/', discordArea)
    .route('/safr', safrArea)
    .route('/911', emergencyRoutes)
    .route('/departments', departmentDirectoryRoutes)
    .route('/admin', staffArea)
    .route('/roster', rosterRoutes)
    .route('/admin/departments', departmentsRoutes)
    .route('/admin/webhooks', webhooksRoutes)
    .route('/', jailArea)
    .route('/court', courtRoutes)
    .route('/values', valuesRoutes)
    .route('/admin/values', adminValuesRoutes)
    .route('/admin/forms', adminFormsRoutes)
    .route('/forms', formsRoutes)
    .route('/admin/api-keys', apiKeyRoutes)
    .route('/v1', publicApi)
    .route('/economy', economyArea);

  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      c.set('sessions', sessions);
      c.set('departments', departments);
      await next();
    })
    .use('*', requestLog(metrics?.observeRequest))
    .use('*', httpsRedirect)
    .use('*', securityHeaders)
    .use('*', originCheck)
    // Every body the app accepts is small; a huge one is refused before anything reads it.
    .use('/api/*', apiBodyLimit)
    .use('/auth/*', apiBodyLimit)
    .use('/api/*', noStore)
    .use('*', loadSession(sessions))
    .use('/api/*', writeLimit)
    .use('/api/*', apiBody)
    .use('/auth/*', apiBody)
    .route('/', healthRoutes)
    .route('/auth', authRoutes)
    .route('/interactions', interactionsRoutes)
    .route('/api', api);

  if (metrics && token) app.route('/metrics', metricsRoutes(metrics, token));
  // Without a token the route does not exist: a scraper gets a 404, not the web app's page.
  app.all('/metrics', (c) => withRequestId(c.json(keyedBody(404, 'error.routeNotFound'), 404), c));
  app.all('/api/*', (c) => withRequestId(c.json(keyedBody(404, 'error.noSuchRoute'), 404), c));
  if (deps.webDist) app.route('/', webRoutes(deps.webDist));
  app.notFound((c) => withRequestId(c.json(keyedBody(404, 'error.routeNotFound'), 404), c));
  app.onError((err, c) => withRequestId(renderError(err, c), c));
  return app;
}

export type App = ReturnType<typeof createApp>;
