import type { Kysely } from 'kysely';

// Bank: wallets, accounts, ledger transactions, account requests, idempotency keys.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
