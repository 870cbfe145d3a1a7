import {
  createSession,
  loadConfig,
  type Config,
  type DbHandle,
  createRateLimiter,
  seedRoleMappingOnce,
} from '@tenfour/db';
import { openingBalances, seedOpeningBalancesOnce } from '@tenfour/db/bank';
import { createTestDb, insertMember, testClock, TEST_ENV } from '@tenfour/db/testing';
import { createApp, type App } from '../app';
import type { AppDeps } from '../context';
import { typedClient, type TypedClient } from './client';

/** Role ids and the environment the API tests configure (the bot's tests use the same). */
export { TEST_ENV, TEST_ROLES } from '@tenfour/db/testing';

export interface TestMember {
  discordId: string;
  cookie: string;
  /** The typed client, signed in as this member. */
  client: TypedClient;
  /** Calls the app as this member. */
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
}

export interface TestContext {
  app: App;
  db: DbHandle['db'];
  handle: DbHandle;
  config: Config;
  deps: AppDeps;
  clock: { now: Date; advance(ms: number): void };
  /** A new member with these Discord role ids, signed in. */
  member(roles?: string[], profile?: { username?: string }): Promise<TestMember>;
  /** The typed client with no session. */
  client: TypedClient;
  /** Calls the app with no session. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh app on a fresh migrated database; one per test file. */
export async function createTestContext(
  options: { env?: Record<string, string>; handle?: DbHandle } = {},
): Promise<TestContext> {
  const handle = options.handle ?? (await createTestDb());
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  // As at start: the environment's role ids fill the mapping of a fresh database.
  await seedRoleMappingOnce(handle.db, config.roleSeed);
  await seedOpeningBalancesOnce(handle.db, openingBalances(config));
  const clock = testClock();
  const deps: AppDeps = {
    db: handle.db,
    notifier: handle.notifier,
    config,
    limits: createRateLimiter(handle, config.rateLimits),
    now: () => clock.now,
  };
  const app = createApp(deps);
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));

  const member = async (roles: string[] = [], profile: { username?: string } = {}) => {
    const discordId = await insertMember(handle.db, roles, profile);
    const { token } = await createSession(handle.db, discordId, clock.now);
    const cookie = `tenfour_session=${token}`;
    const call = (path: string, init: RequestInit = {}) =>
      request(path, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });
    const withBody =
      (method: string) => (path: string, body?: unknown, headers?: Record<string, string>) =>
        call(path, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
    return {
      discordId,
      cookie,
      client: typedClient(app, cookie),
      request: call,
      get: (path: string) => call(path),
      post: withBody('POST'),
      put: withBody('PUT'),
      delete: (path: string) => call(path, { method: 'DELETE' }),
    };
  };

  return {
    app,
    db: handle.db,
    handle,
    config,
    deps,
    clock,
    member,
    client: typedClient(app),
    request,
    close: () => handle.close(),
  };
}
