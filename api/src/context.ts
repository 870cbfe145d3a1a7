import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type {
  Config,
  Database,
  Notifier,
  Permissions,
  SessionCache,
  User,
  Logger,
  RateLimiter,
} from '@tenfour/db';
import type { DepartmentDirectory } from '@tenfour/db/departments';
import type { Metrics } from './metrics/metrics';
import { suspensionMessage, type ActiveSuspension } from '@tenfour/db/staff';
import { forbidden, suspended, unauthenticated } from './errors';
import { type MessageKey } from '@tenfour/db/browser';

/** Everything the app needs from outside; tests build their own. */
export interface AppDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  config: Config;
  /** Sign-ins per address, writes per member, ... (shared by every process on PostgreSQL). */
  limits: RateLimiter;
  /** The clock every time rule reads; tests move it. */
  now: () => Date;
  /** Built web app to serve; absent in API tests. */
  webDist?: string | undefined;
  /** The process's logger; API tests leave it out (nothing is logged). */
  logger?: Logger | undefined;
  /** The process's metrics (served at /metrics when METRICS_TOKEN is set). */
  metrics?: Metrics | undefined;
  /** Set while the process shuts down: /readyz then says so, so a proxy stops sending. */
  lifecycle?: { stopping: boolean } | undefined;
}

export interface Session {
  user: User;
  permissions: Permissions;
  token: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The app's session cache (the session middleware's), for re-checks on long streams. */
    sessions: SessionCache;
    /** The app's view of the departments, kept current by staff changes in any process. */
    departments: DepartmentDirectory;
    /** This request's id: the X-Request-Id header, error bodies and the request's log line. */
    requestId?: string | undefined;
    session?: Session | undefined;
    /** Set when the request's session was ended by a suspension that still applies. */
    suspension?: ActiveSuspension | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/** The signed-in member, or a 401 (code `suspended`, saying why, for a suspended member). */
export function requireSession(c: Context<AppEnv>): Session {
  const session = c.get('session');
  if (session) return session;
  const suspension = c.get('suspension');
  throw suspension ? suspended(suspensionMessage(suspension)) : unauthenticated();
}

export type Permission = 'publicSafety' | 'fireRescue' | 'admin' | 'dispatch';

const PERMISSION_DENIED = {
  publicSafety: 'auth.requiresPublicSafety',
  fireRescue: 'auth.requiresFireRescue',
  admin: 'auth.requiresAdmin',
  dispatch: 'auth.requiresDispatch',
} as const satisfies Record<Permission, MessageKey>;

export function requirePermission(c: Context<AppEnv>, permission: Permission): Session {
  const session = requireSession(c);
  if (!session.permissions[permission]) throw forbidden(PERMISSION_DENIED[permission]);
  return session;
}
