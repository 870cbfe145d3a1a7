import { hc, type ClientResponse } from 'hono/client';
import type { App } from '@tenfour/api';
import type { TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, type MessageParams } from '@tenfour/db/browser';
import { currentLanguage, i18next } from './i18n';
import type { ErrorBody, SaidBody, ServerIssue } from './server-messages';

/** A field the server refused; its `message` is in the reader's language. */
export type FieldIssue = ServerIssue;

/**
 * A failed API call, carrying the server's message (the one error shape) in the reader's
 * language, and its key and parameters.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues: FieldIssue[] = [],
    /** Whether the server wrote the message (else it is a generic "Request failed (N)."). */
    {
      fromServer = true,
      key,
      params = {},
    }: { fromServer?: boolean; key?: string | undefined; params?: MessageParams | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.fromServer = fromServer;
    this.key = key;
    this.params = params;
  }

  readonly fromServer: boolean;
  /** The server's key for the message (`civilians.notFound`), whatever the language shown. */
  readonly key: string | undefined;
  readonly params: MessageParams;
}

/** Dispatched on window when the server refuses a request for going too fast (429). */
export const RATE_LIMITED_EVENT = 'tenfour:rate-limited';
export interface RateLimitedDetail {
  message: string;
  retryAfterSeconds: number;
}

/**
 * Dispatched on window when a request finds the session gone (401 without a suspension): the
 * session provider asks the server who is signed in, and the sign-in page follows.
 */
export const SIGNED_OUT_EVENT = 'tenfour:signed-out';

/**
 * The one handling of a session the server no longer accepts, whichever request or live
 * stream met it: a suspended member is shown why at /suspended, anyone else signs in again.
 */
export function sessionRefused(suspended: boolean) {
  if (location.pathname === '/suspended') return;
  if (suspended) location.assign('/suspended');
  else window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

/** Typed client for every API route (request and response shapes come from the server). */
export const rpc = hc<App>('/', { init: { credentials: 'include' } });

/**
 * Awaits an RPC call and returns its JSON, or throws ApiError with the server's
 * `error`/`message` text so screens can show it.
 */
export async function call<R extends ClientResponse<unknown>>(
  request: Promise<R>,
): Promise<ResponseJson<R>> {
  const res = await request;
  return readJson<ResponseJson<R>>(res as unknown as Response);
}

/** Each answer a route may give (a union where it has several, as 201 or 202). */
type ResponseJson<R> = R extends ClientResponse<infer T, number, string> ? T : never;

/** Query parameters with the blank ones left out: a blank filter is no filter. */
export function filled<T extends Record<string, string | undefined>>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v)) as Partial<T>;
}

/** Plain fetch for the few calls RPC types can't describe (headers like Idempotency-Key). */
export async function request<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return readJson<T>(res);
}

/** A response's JSON, or ApiError for an answer outside 2xx (after the app-wide handling). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.status < 200 || res.status > 299) {
    const b = (body ?? {}) as ErrorBody;
    if (res.status === 401) sessionRefused(b.code === 'suspended');
    // The reader's language, from the key the server named beside its English. The server's
    // catalogues load with the first refusal, not with the sign-in screen; should that fail (a
    // deploy replaced them mid-visit), the English stands.
    const t = i18next.t.bind(i18next) as TFunction;
    const { message, issues } = await import('./server-messages')
      .then((m) => m.renderError(b, currentLanguage(), t))
      .catch(() => ({ message: b.error ?? b.message, issues: b.issues ?? [] }));
    // Many screens show their own fixed failure text; the app-wide notice says why and for how
    // long, whichever screen asked.
    if (res.status === 429) {
      const detail: RateLimitedDetail = {
        message: message ?? i18next.t('common.tooManyRequests'),
        retryAfterSeconds: Number(res.headers.get('retry-after')) || 5,
      };
      window.dispatchEvent(new CustomEvent(RATE_LIMITED_EVENT, { detail }));
    }
    throw new ApiError(
      res.status,
      message ?? i18next.t('common.requestFailed', { status: res.status }),
      issues,
      { fromServer: message !== undefined, key: b.key, params: b.params },
    );
  }
  return (await inReadersLanguage(body)) as T;
}

/** Whether a success body says a message by key (`said` on the server). */
function saysByKey(body: unknown): body is SaidBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as SaidBody).message === 'string' &&
    typeof (body as SaidBody).messageKey === 'string'
  );
}

/**
 * A success body with its message in the reader's language, so every screen that shows what
 * the server said (a toast, a banner) shows it as a refusal would be shown. English readers
 * keep the server's sentence without loading the server's catalogues.
 */
async function inReadersLanguage(body: unknown): Promise<unknown> {
  const language = currentLanguage();
  if (language === FALLBACK_LANGUAGE || !saysByKey(body)) return body;
  return import('./server-messages').then((m) => m.renderSaid(body, language)).catch(() => body);
}
