import { afterAll, beforeAll } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext, type TestMember } from './test-app';

/**
 * The values suites' start: an app on a fresh database and a staff member signed in as
 * `username`, handed to `ready` before the file's tests run; the app closes after them.
 */
export function valuesSuite(
  username: string,
  ready: (suite: { ctx: TestContext; staff: TestMember }) => void,
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    ready({ ctx, staff: await ctx.member([TEST_ROLES.admin], { username }) });
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

/** A staff request with a JSON body (or none), for the methods the typed client lacks. */
export const send = (who: TestMember, method: string, path: string, body?: unknown) =>
  who.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
