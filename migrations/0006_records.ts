import type { Kysely } from 'kysely';

// Officer records: penal code, arrest/citation/warning records, warrants, incident and public safety reports, search indexes.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
