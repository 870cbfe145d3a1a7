/**
 * What the Discord side needs from the database: message limits and markdown, role sync, the
 * delivery queue and call messages.
 */
export * from './call-messages';
export * from './limits';
export * from './markdown';
export * from './outbox';
export * from './roles';
