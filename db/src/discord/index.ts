/**
 * What the Discord side needs from the database: message limits and markdown, role sync, the
 * replies to a 911 caller and the follow-ups a dispatch change sends to Discord. The delivery
 * queue itself is `@tenfour/db/outbox`.
 */
export * from './call-follow-ups';
export * from './caller-replies';
export * from './limits';
export * from './markdown';
export * from './dates';
export * from './money';
export * from './roles';
export * from './text';
export * from './unit-status';
export * from './guild-roles';
export * from './setup-check';
