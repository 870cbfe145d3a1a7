import { testClient } from 'hono/testing';
import type { App } from '../app';

/**
 * The app's typed client, as `hono/client` in the browser sees it: paths, inputs and answers
 * are checked by the compiler. With a cookie, every call carries that member's session.
 */
export function typedClient(app: App, cookie?: string) {
  return testClient(app, undefined, undefined, cookie ? { headers: { cookie } } : undefined);
}

export type TypedClient = ReturnType<typeof typedClient>;
