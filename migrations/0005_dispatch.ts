import type { Kysely } from 'kysely';

// Dispatch: unit status, clock history, calls, BOLOs, panic alerts and the realtime event log.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
