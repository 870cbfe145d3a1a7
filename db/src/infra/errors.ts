import {
  englishMessage,
  type MessageArgs,
  type MessageKey,
  type MessageParams,
  type MessageParamsOf,
  type MessagePlaceholder,
} from '../messages';

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
}

/** The options of a refusal by `key`: its values, when its entry has placeholders. */
export type DomainErrorArgs<K extends MessageKey> = [MessagePlaceholder<K>] extends [never]
  ? [options?: DomainErrorOptions & { params?: Record<string, never> }]
  : [options: DomainErrorOptions & { params: MessageParamsOf<K> }];

/**
 * A business-rule failure raised by a domain operation in db/ (used by both the API and the
 * bot). The API renders it in its one error shape; the bot turns it into a reply.
 *
 * It is raised by its message's key (db/src/messages, docs/api.md "Errors") and the values of
 * that entry's placeholders: `message` is the English entry filled in, so the text is written
 * once, in the catalogue, and a client renders the same key in the reader's language.
 */
export class DomainError<K extends MessageKey = MessageKey> extends Error {
  readonly reason: DomainReason | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;
  readonly key: K;
  readonly params: MessageParams;

  constructor(
    public readonly code: DomainErrorCode,
    key: K,
    ...[options]: DomainErrorArgs<K>
  ) {
    const params: MessageParams = options?.params ?? {};
    super(englishMessage(key, ...([params] as MessageArgs<K>)));
    this.name = 'DomainError';
    this.reason = options?.reason;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.field = options?.field;
    this.key = key;
    this.params = params;
  }
}

/** The refusal to decide a request staff decided before, by how they decided it. */
export const ALREADY_DECIDED = {
  approved: 'requests.alreadyApproved',
  rejected: 'requests.alreadyRejected',
  denied: 'requests.alreadyDenied',
} as const satisfies Record<string, MessageKey>;
