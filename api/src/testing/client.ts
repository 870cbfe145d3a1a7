import { expect } from 'vitest';
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
export function clientAs(ctx: Pick<TestContext, 'app'>, member?: Pick<TestMember, 'cookie'>) {
  return typedClient(ctx.app, member?.cookie).api;
}

export type ApiClient = ReturnType<typeof clientAs>;

interface Answer {
  status: number;
  json(): Promise<unknown>;
}

export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code?: string;
  requestId?: string;
  issues?: { path: string; message: string }[];
}

/**
 * A refusal's body: the one error shape app.onError writes, which the routes' own types do
 * not describe.
 */
export async function errorBody(res: Answer): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody;
}

/** The field paths a 400 response names. */
export async function issuePaths(res: Answer): Promise<string[]> {
  expect(res.status).toBe(400);
  const body = await errorBody(res);
  expect(body.success).toBe(false);
  return (body.issues ?? []).map((i) => i.path);
}
