/**
 * The database package's infrastructure and sign-in: the connection (PostgreSQL or PGlite),
 * migrations, configuration, logging, errors, paging, rate limits, housekeeping, readiness,
 * members' accounts and sessions, and the demo seed. Each domain has an entry of its own
 * (`@tenfour/db/dispatch`, `@tenfour/db/records`, ...).
 */
export {
  createDb,
  wrapPglite,
  PGLITE_START_PARAMS,
  preparedStatement,
  runPrepared,
  type DbHandle,
  type DbOptions,
  type Engine,
} from './infra/client';
export type { Notifier } from './infra/notify';
export type { Database } from './schema';
export { migrateToLatest } from './infra/migrate';
export {
  loadConfig,
  ConfigError,
  DEMO_ROLES,
  DEMO_GUILD_ROLES,
  demoRoleSeed,
  type Config,
  type Env,
  type GuildRoleInfo,
} from './infra/config';
export * from './infra/errors';
export * from './infra/faults';
export * from './infra/housekeeping';
export * from './infra/keyset-paging';
export * from './infra/logger';
export * from './infra/pglite-lock';
export * from './infra/rate-limit';
export * from './infra/readiness';
export * from './infra/text';
export * from './auth/permissions';
export * from './auth/role-mapping';
export * from './auth/users';
export * from './auth/languages';
export * from './auth/member-language';
export * from './auth/sessions';
export { SessionCache, SESSION_CACHE_TTL_MS } from './auth/session-cache';
export { SESSION_CHANGES_CHANNEL } from './auth/session-changes';
export * from './community/live-config';
export * from './seed';
export {
  enqueue,
  type DiscordMessage,
  type DmEditPayload,
  type DmPayload,
  type WebhookPayload,
} from './outbox';
export type * from './schema/core';
export type * from './schema/auth';
export type * from './schema/bank';
export type * from './schema/civilian-records';
export type * from './schema/discord';
export type * from './schema/dispatch';
export type * from './schema/dispatch-911';
export type * from './schema/fire-rescue';
export type * from './schema/rate-limits';
export type * from './schema/records';
export type * from './schema/staff';
export type * from './schema/community';
export type * from './schema/departments';
export type * from './schema/role-mapping';
