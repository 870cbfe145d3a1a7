import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NoResultError } from 'kysely';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from '@tenfour/db/errors';

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
  | 'internal';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
  502: 'upstream_error',
};

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

/** The message shown for invalid input: the first field's message, named. */
export function invalidInput(error: IssueList): AppError {
  const issues = zodIssues(error);
  const first = issues[0];
  const message = first
    ? `${first.path ? `${first.path}: ` : ''}${first.message}`
    : 'Invalid input.';
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

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof DomainError) {
    const status = STATUS_BY_DOMAIN_CODE[err.code];
    return c.json(errorBody(err.message, CODE_BY_STATUS[status] ?? 'internal'), status);
  }
  if (err instanceof AppError) {
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
  console.error(
    'Unhandled error on',
    c.req.method,
    c.req.path,
    `(request ${c.get('requestId')})`,
    err,
  );
  return c.json(errorBody('Something went wrong on our side. Please try again.', 'internal'), 500);
}
