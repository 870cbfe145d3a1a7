import type { Kysely } from 'kysely';

// Civilian records: DMV test results and anything the civilian area adds to the core tables.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
