export type DomainErrorCode =
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'insufficient_funds'
  | 'unprocessable'
  | 'rate_limited';

/**
 * A business-rule failure raised by a domain operation in db/ (used by both the API and the
 * bot). The API renders it in its one error shape; the bot turns it into a reply.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: DomainErrorCode,
    message: string,
    /**
     * The input field the refusal is about (`endsAt`, `offenses.0.fine`), when it is about
     * one: the API names it in `issues`, so a form can show the message under that field.
     */
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
