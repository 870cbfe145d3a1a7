import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NoResultError } from 'kysely';
import { ZodError } from 'zod';
import {
  DomainError,
  type DomainErrorCode,
  type DomainReason,
  isConnectionError,
  isDataError,
} from '@tenfour/db';

export interface FieldIssue {
  path: string;
  message: string;
}

export type ErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'suspended'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'upstream_error'
  | 'unavailable'
  | 'internal'
  | DomainReason;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
  502: 'upstream_error',
  503: 'unavailable',
};

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';
export const UNSTORABLE_INPUT = 'The request contains a value that cannot be stored.';

/** The one way a handler reports a failure; `onError` renders it in the one JSON shape. */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly issues?: FieldIssue[],
    public readonly code: ErrorCode = CODE_BY_STATUS[status] ?? 'internal',
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A request over one of the rate limits (db/src/infra/rate-limit/kinds.ts): 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RateLimitedError';
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) =>
  new AppError(400, message, issues);
export const unauthenticated = () => new AppError(401, 'You must be signed in.');
/** A suspended member's request: signed out, told why (the web shows /suspended). */
export const suspended = (message: string) => new AppError(401, message, undefined, 'suspended');
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);

export function errorBody(message: string, code: ErrorCode, issues?: FieldIssue[]) {
  return {
    success: false as const,
    error: message,
    message,
    code,
    ...(issues?.length ? { issues } : {}),
  };
}

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function zodIssues(error: IssueList): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

// Query parameters and keys whose camelCase name does not read as a label.
const LABELS: Record<string, string> = {
  q: 'The search',
  query: 'The search',
  id: 'The id',
};

/** The label a person would use for a field: "dateOfBirth" reads "Date of birth". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return path.length ? 'An entry' : 'The request';
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// zod's own messages ("Invalid input: expected string, received number") name no field.
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * The message shown for invalid input: the first field's message, which our schemas write as
 * a sentence that names the field. zod's generic ones get the field's label, never its key.
 */
export function invalidInput(error: IssueList): AppError {
  const issues = zodIssues(error);
  const first = error.issues[0];
  let message = 'Invalid input.';
  if (first) {
    message = GENERIC_MESSAGE.test(first.message)
      ? `${fieldLabel(first.path)} is not valid (${first.message.charAt(0).toLowerCase()}${first.message.slice(1).replace(/\.$/, '')}).`
      : first.message;
  }
  return badRequest(message, issues);
}

const STATUS_BY_DOMAIN_CODE: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 422,
  unprocessable: 422,
  rate_limited: 429,
};

/**
 * A refused body is left unread on the socket, so the connection cannot carry another request:
 * `Connection: close` tells the client to send its next one on a new connection (the Node
 * adapter would otherwise keep the socket open, stop reading and drop that request).
 */
export const bodyTooLarge = (c: Context) => {
  c.header('Connection', 'close');
  return c.json(errorBody('Request body too large.', 'invalid_input'), 413);
};

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof DomainError) {
    const status = STATUS_BY_DOMAIN_CODE[err.code];
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    const code = err.reason ?? CODE_BY_STATUS[status] ?? 'internal';
    const issues = err.field ? [{ path: err.field, message: err.message }] : undefined;
    return c.json(errorBody(err.message, code, issues), status);
  }
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err.message, err.code, err.issues), err.status);
  }
  if (err instanceof ZodError) {
    const e = invalidInput(err);
    return c.json(errorBody(e.message, e.code, e.issues), 400);
  }
  if (err instanceof NoResultError) {
    return c.json(errorBody('Resource not found.', 'not_found'), 404);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = status === 400 ? 'Malformed request body.' : err.message || 'Request failed.';
    return c.json(errorBody(message, CODE_BY_STATUS[status] ?? 'internal'), status);
  }
  // The database is down or dropped the connection: the request may succeed in a moment.
  // The database layer logs the outage once, so nothing is logged per request here.
  if (isConnectionError(err)) {
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorBody(DATABASE_UNAVAILABLE, 'unavailable'), 503);
  }
  // Validation refuses unstorable text first; this is the safety net. One line, without the
  // statement or its parameters (they hold the very input that was refused).
  if (isDataError(err)) {
    const code = (err as { code: string }).code;
    console.warn(
      `Refused input PostgreSQL cannot store (${code}) on ${c.req.method} ${c.req.path}`,
    );
    return c.json(errorBody(UNSTORABLE_INPUT, 'invalid_input'), 400);
  }
  console.error(
    'Unhandled error on',
    c.req.method,
    c.req.path,
    `(request ${c.get('requestId')})`,
    err,
  );
  return c.json(errorBody('Something went wrong on our side. Please try again.', 'internal'), 500);
}
