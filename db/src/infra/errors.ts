import type { MessageKey, MessageParams } from '../messages';

export type DomainErrorCode =
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'insufficient_funds'
  | 'unprocessable'
  | 'rate_limited';

/**
 * Refusals a client tells apart from others of their kind, answered with this as their code:
 * 'open_calls_limit' is a member's open 911 calls at the limit (a rule, not going too fast).
 */
export type DomainReason = 'open_calls_limit';

export interface DomainErrorOptions {
  reason?: DomainReason;
  /**
   * The input field the refusal is about (`endsAt`, `offenses.0.fine`), when it is about
   * one: the API names it in `issues`, so a form can show the message under that field.
   */
  field?: string;
  /** How long until the same request may succeed ('rate_limited'): the API's Retry-After. */
  retryAfterSeconds?: number;
  /**
   * The message by key (docs/api.md, "Errors"): what a client renders in the reader's
   * language, and the bot in the member's. `message` stays the English text.
   */
  key?: MessageKey;
  params?: MessageParams;
}

/**
 * A business-rule failure raised by a domain operation in db/ (used by both the API and the
 * bot). The API renders it in its one error shape; the bot turns it into a reply.
 */
export class DomainError extends Error {
  readonly reason: DomainReason | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;
  readonly key: MessageKey | undefined;
  readonly params: MessageParams;

  constructor(
    public readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
    this.key = options.key;
    this.params = options.params ?? {};
  }
}
