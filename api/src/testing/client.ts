import { testClient } from 'hono/testing';
import type { App } from '../app';
import type { TestContext, TestMember } from './test-app';

/**
 * The app's typed client, as `hono/client` in the browser sees it: paths, inputs and answers
 * are checked by the compiler. With a cookie, every call carries that member's session.
 */
export function typedClient(app: App, cookie?: string) {
  return testClient(app, undefined, undefined, cookie ? { headers: { cookie } } : undefined);
}

export type TypedClient = ReturnType<typeof typedClient>;

/** The typed client's `/api` routes, calling as the member or with no session. */
export function clientAs(ctx: TestContext, member?: Pick<TestMember, 'cookie'>) {
  return typedClient(ctx.app, member?.cookie).api;
}
