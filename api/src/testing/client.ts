import { testClient } from 'hono/testing';
import type { TestContext, TestMember } from './test-app';

/**
 * The app's typed client (hono/client's paths, request and response types) calling as the
 * member, or with no session.
 */
export function clientAs(ctx: TestContext, member?: TestMember) {
  return testClient(
    ctx.app,
    undefined,
    undefined,
    member ? { headers: { cookie: member.cookie } } : {},
  );
}
