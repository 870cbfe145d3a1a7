import type { Kysely } from 'kysely';

// Discord delivery: anything the bot and outbox worker add.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
