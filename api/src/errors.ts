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
import type { MessageKey, MessageParams } from '@tenfour/db/browser';
import { englishMessage, type MessageRef, recogniseMessage } from './lib/messages';

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

/** A field issue as a handler writes it: its key, when not given, is read from its message. */
export type FieldIssueInput = Omit<FieldIssue, 'key' | 'params'> & Partial<FieldIssue>;

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

/**
 * The key and parameters of an English message: its catalogue entry when it has one (domain
 * operations and handlers write English the catalogue holds), else its code's generic entry.
 */
export function messageRef(message: string, code: ErrorCode): MessageRef {
  return recogniseMessage(message) ?? { key: KEY_BY_CODE[code], params: {} };
}

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;
export const DATABASE_UNAVAILABLE = englishMessage('error.unavailable');
export const UNSTORABLE_INPUT = englishMessage('error.unstorableInput');

/** The one way a handler reports a failure; `onError` renders it in the one JSON shape. */
export class AppError extends Error {
  readonly issues: FieldIssue[] | undefined;
  /** The message's key and parameters; by default read back from the English catalogue. */
  readonly ref: MessageRef;

  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    issues?: FieldIssueInput[],
    public readonly code: ErrorCode = CODE_BY_STATUS[status] ?? 'internal',
    ref?: MessageRef,
  ) {
    super(message);
    this.name = 'AppError';
    this.issues = issues?.map((i) => ({
      ...(recogniseMessage(i.message) ?? { key: 'validation.invalid', params: {} }),
      ...i,
    }));
    const first = this.issues?.[0];
    this.ref =
      ref ??
      recogniseMessage(message) ??
      (first ? { key: first.key, params: first.params } : messageRef(message, code));
  }

  /** A failure whose message is a catalogue entry, rendered in English from it. */
  static keyed(
    status: ContentfulStatusCode,
    key: MessageKey,
    params: MessageParams = {},
    code: ErrorCode = CODE_BY_STATUS[status] ?? 'internal',
  ): AppError {
    return new AppError(status, englishMessage(key, params), undefined, code, { key, params });
  }
}

/** A request over one of the rate limits (db/src/infra/rate-limit/kinds.ts): 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    // The limit's own sentence names what went too fast; the key says when to try again.
    super(429, message, undefined, 'rate_limited', {
      key: 'error.rateLimited',
      params: { seconds: retryAfterSeconds },
    });
    this.name = 'RateLimitedError';
  }
}

export const badRequest = (message: string, issues?: FieldIssueInput[]) =>
  new AppError(400, message, issues);
export const unauthenticated = () => AppError.keyed(401, 'error.unauthenticated');
/** A suspended member's request: signed out, told why (the web shows /suspended). */
export const suspended = (message: string) => new AppError(401, message, undefined, 'suspended');
export const forbidden = (message?: string) =>
  message === undefined ? AppError.keyed(403, 'error.forbidden') : new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);

/**
 * The one error shape: the English `message` (also as `error`), the `code`, the message's
 * `key` and `params`, and the field `issues`, each with its own key and parameters.
 */
export function errorBody(
  message: string,
  code: ErrorCode,
  issues?: FieldIssue[],
  ref: MessageRef = messageRef(message, code),
) {
  return {
    success: false as const,
    error: message,
    message,
    code,
    key: ref.key,
    params: ref.params,
    ...(issues?.length ? { issues } : {}),
  };
}

/** What the error mapping reads of a zod issue (or of one built like it). */
interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  format?: string;
  divisor?: unknown;
  keys?: readonly string[];
  /** Set by an issue built here, whose key is known. */
  messageKey?: MessageKey;
}

interface IssueList {
  issues: readonly IssueLike[];
}

const num = (v: unknown): number | string => (typeof v === 'bigint' ? String(v) : Number(v));

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** A field issue's key, by what zod found wrong; `input` (when known) tells a missing field. */
function issueRef(issue: IssueLike, input: unknown): MessageRef {
  if (issue.messageKey) return { key: issue.messageKey, params: {} };
  const known = recogniseMessage(issue.message);
  if (known) return known;
  const many = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return (input !== undefined && valueAt(input, issue.path) === undefined) ||
        /received undefined/.test(issue.message)
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.invalidType', params: {} };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooShort', params: { min: num(issue.minimum) } };
      }
      return {
        key: many ? 'validation.tooFew' : 'validation.tooSmall',
        params: { min: num(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') {
        return { key: 'validation.tooLong', params: { max: num(issue.maximum) } };
      }
      return {
        key: many ? 'validation.tooMany' : 'validation.tooBig',
        params: { max: num(issue.maximum) },
      };
    case 'invalid_value':
      return {
        key: 'validation.oneOf',
        params: { options: (issue.values ?? []).map(String).join(', ') },
      };
    case 'invalid_format':
      return { key: 'validation.invalidFormat', params: { format: issue.format ?? 'text' } };
    case 'not_multiple_of':
      return { key: 'validation.notMultiple', params: { divisor: num(issue.divisor) } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return /cannot be stored\.$/.test(issue.message)
        ? { key: 'validation.unstorable', params: {} }
        : { key: 'validation.invalid', params: {} };
  }
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
  const ref = issues[0] ?? { key: 'error.invalidInput', params: {} };
  return new AppError(400, message, issues, 'invalid_input', { key: ref.key, params: ref.params });
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
  return c.json(errorBody(englishMessage('error.bodyTooLarge'), 'invalid_input'), 413);
};

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof DomainError) {
    const status = STATUS_BY_DOMAIN_CODE[err.code];
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    const code = err.reason ?? CODE_BY_STATUS[status] ?? 'internal';
    const ref = messageRef(err.message, code);
    const issues = err.field ? [{ path: err.field, message: err.message, ...ref }] : undefined;
    return c.json(errorBody(err.message, code, issues, ref), status);
  }
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err.message, err.code, err.issues, err.ref), err.status);
  }
  if (err instanceof ZodError) {
    const e = invalidInput(err);
    return c.json(errorBody(e.message, e.code, e.issues, e.ref), 400);
  }
  if (err instanceof NoResultError) {
    return c.json(errorBody(englishMessage('error.notFound'), 'not_found'), 404);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message =
      status === 400 ? englishMessage('error.malformedBody') : err.message || 'Request failed.';
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
  return c.json(errorBody(englishMessage('error.internal'), 'internal'), 500);
}
