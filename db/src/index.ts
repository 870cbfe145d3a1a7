export { createDb, wrapPglite, type DbHandle, type DbOptions, type Engine } from './client';
export type { Notifier } from './notify';
export type { Database } from './schema';
export { migrateToLatest } from './migrate';
export * from './permissions';
export * from './users';
export * from './sessions';
export { SessionCache, SESSION_CACHE_TTL_MS } from './session-cache';
export { SESSION_CHANGES_CHANNEL } from './session-changes';
export * from './seed';
export { loadConfig, ConfigError, type Config, type Env } from './config';
export {
  enqueue,
  type DiscordMessage,
  type DmEditPayload,
  type DmPayload,
  type WebhookPayload,
} from './outbox';
export type * from './schema/core';
