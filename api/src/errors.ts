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
import {
  en,
  englishMessage,
  formatMessage,
  validationIssueKey,
  type MessageArgs,
  type MessageKey,
  type MessageParams,
  type ValidationIssue,
} from '@tenfour/db/browser';

/**
 * A field's problem: its English message, and the key and parameters a client renders in the
 * reader's language (docs/api.md, "Errors").
 */
export interface FieldIssue {
  path: string;
  message: string;
  key: MessageKey;
  params: MessageParams;
}

/** A field issue by its key and values: its English is the catalogue's entry filled in. */
export function fieldIssue<K extends MessageKey>(
  path: string,
  key: K,
  ...args: MessageArgs<K>
): FieldIssue {
  return { path, message: englishMessage(key, ...args), key, params: args[0] ?? {} };
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

/** The key of a failure no more specific catalogue entry describes, by its code. */
const KEY_BY_CODE: Record<ErrorCode, MessageKey> = {
  invalid_input: 'error.invalidInput',
  unauthenticated: 'error.unauthenticated',
  suspended: 'error.suspended',
  forbidden: 'error.forbidden',
  not_found: 'error.notFound',
  conflict: 'error.conflict',
  unprocessable: 'error.unprocessable',
  rate_limited: 'error.rateLimited',
  upstream_error: 'error.upstream',
  unavailable: 'error.unavailable',
  internal: 'error.internal',
  open_calls_limit: 'dispatch.openCallsLimit',
};

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

interface AppErrorInit {
  /** The code, when not the status's own. */
  code?: ErrorCode;
  issues?: FieldIssue[];
  /**
   * English written outside the catalogue: a schema's own sentence for a field, or a rate
   * limit's. Otherwise the message is the key's English entry filled in.
   */
  message?: string;
}

/**
 * The one way a handler reports a failure; `onError` renders it in the one JSON shape. It is
 * raised by its message's key and values (db/src/messages): the English is written once, in
 * the catalogue, and a client renders the same key in the reader's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;

  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly key: MessageKey,
    public readonly params: MessageParams = {},
    init: AppErrorInit = {},
  ) {
    super(init.message ?? formatMessage(en[key], params));
    this.name = 'AppError';
    this.code = init.code ?? CODE_BY_STATUS[status] ?? 'internal';
    this.issues = init.issues;
  }
}

/** A failure by its key and values, with the status's code. */
export function appError<K extends MessageKey>(
  status: ContentfulStatusCode,
  key: K,
  ...args: MessageArgs<K>
): AppError {
  return new AppError(status, key, args[0] ?? {});
}

/** A request over one of the rate limits (db/src/infra/rate-limit/kinds.ts): 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    // The limit's own sentence names what went too fast; the key says when to try again.
    super(429, 'error.rateLimited', { seconds: retryAfterSeconds }, { message });
    this.name = 'RateLimitedError';
  }
}

/** A 400 about one field: "path: message", and the field's issue, by key. */
export function fieldError<K extends MessageKey>(
  path: string,
  key: K,
  ...args: MessageArgs<K>
): AppError {
  const issue = fieldIssue(path, key, ...args);
  return new AppError(400, key, issue.params, {
    issues: [issue],
    message: `${path}: ${issue.message}`,
  });
}

export const badRequest = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) =>
  appError(400, key, ...args);
export const unauthenticated = () => appError(401, 'error.unauthenticated');
/** A suspended member's request: signed out, told why (the web shows /suspended). */
export const suspended = (ref: { key: MessageKey; params: MessageParams }) =>
  new AppError(401, ref.key, ref.params, { code: 'suspended' });
export const forbidden = <K extends MessageKey = 'error.forbidden'>(
  key: K = 'error.forbidden' as K,
  ...args: MessageArgs<K>
) => appError(403, key, ...args);
export const notFound = <K extends MessageKey = 'error.notFound'>(
  key: K = 'error.notFound' as K,
  ...args: MessageArgs<K>
) => appError(404, key, ...args);
export const conflict = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) =>
  appError(409, key, ...args);
export const unprocessable = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) =>
  appError(422, key, ...args);

/**
 * The one error shape: the English `message` (also as `error`), the `code`, the message's
 * `key` and `params`, and the field `issues`, each with its own key and parameters.
 */
export function errorBody(err: AppError) {
  return {
    success: false as const,
    error: err.message,
    message: err.message,
    code: err.code,
    key: err.key,
    params: err.params,
    ...(err.issues?.length ? { issues: err.issues } : {}),
  };
}

/** The error shape of a failure by its key and values, with the status's code. */
export function keyedBody<K extends MessageKey>(
  status: ContentfulStatusCode,
  key: K,
  ...args: MessageArgs<K>
) {
  return errorBody(appError(status, key, ...args));
}

/** What the error mapping reads of a zod issue (or of one built like it). */
type IssueLike = ValidationIssue;

interface IssueList {
  issues: readonly IssueLike[];
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** A field issue's key, by what zod found wrong; `input` (when known) tells a missing field. */
function issueRef(issue: IssueLike, input: unknown): Pick<FieldIssue, 'key' | 'params'> {
  const missing =
    (input !== undefined && valueAt(input, issue.path) === undefined) ||
    /received undefined/.test(issue.message);
  return validationIssueKey(issue, missing);
}

export function zodIssues(error: IssueList, input?: unknown): FieldIssue[] {
  return error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
    ...issueRef(i, input),
  }));
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
export function invalidInput(error: IssueList, input?: unknown): AppError {
  const issues = zodIssues(error, input);
  const first = error.issues[0];
  let message = 'Invalid input.';
  if (first) {
    message = GENERIC_MESSAGE.test(first.message)
      ? `${fieldLabel(first.path)} is not valid (${first.message.charAt(0).toLowerCase()}${first.message.slice(1).replace(/\.$/, '')}).`
      : first.message;
  }
  const ref = issues[0] ?? { key: 'error.invalidInput' as const, params: {} };
  return new AppError(400, ref.key, ref.params, { code: 'invalid_input', issues, message });
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
  return c.json(keyedBody(400, 'error.bodyTooLarge'), 413);
};

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof DomainError) {
    const status = STATUS_BY_DOMAIN_CODE[err.code];
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    const issues = err.field
      ? [{ path: err.field, message: err.message, key: err.key, params: err.params }]
      : undefined;
    const code = err.reason ?? CODE_BY_STATUS[status] ?? 'internal';
    const rendered = new AppError(status, err.key, err.params, { code, issues });
    return c.json(errorBody(rendered), status);
  }
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody(invalidInput(err)), 400);
  }
  if (err instanceof NoResultError) {
    return c.json(keyedBody(404, 'error.notFound'), 404);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400) return c.json(keyedBody(400, 'error.malformedBody'), status);
    const code = CODE_BY_STATUS[status] ?? 'internal';
    // The framework's own sentence, by its code's key.
    const message = err.message || 'Request failed.';
    return c.json(
      errorBody(new AppError(status, KEY_BY_CODE[code], {}, { code, message })),
      status,
    );
  }
  // The database is down or dropped the connection: the request may succeed in a moment.
  // The database layer logs the outage once, so nothing is logged per request here.
  if (isConnectionError(err)) {
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(keyedBody(503, 'error.unavailable'), 503);
  }
  // Validation refuses unstorable text first; this is the safety net. One line, without the
  // statement or its parameters (they hold the very input that was refused).
  if (isDataError(err)) {
    const code = (err as { code: string }).code;
    console.warn(
      `Refused input PostgreSQL cannot store (${code}) on ${c.req.method} ${c.req.path}`,
    );
    return c.json(keyedBody(400, 'error.unstorableInput'), 400);
  }
  console.error(
    'Unhandled error on',
    c.req.method,
    c.req.path,
    `(request ${c.get('requestId')})`,
    err,
  );
  return c.json(keyedBody(500, 'error.internal'), 500);
}
