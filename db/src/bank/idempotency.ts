import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';

export interface IdempotencyScope {
  discordId: string;
  /** The client's Idempotency-Key; absent means "run once, remember nothing". */
  key?: string | undefined;
  /** The operation and its input: the same key sent with another request is refused. */
  fingerprint: string;
}

/** Thrown inside the transaction to roll it back when another request already used the key. */
class AlreadyApplied extends Error {}

/** The answer stored under the member's key, if any; a key sent with another request is a conflict. */
export async function storedResult<T>(
  db: Kysely<Database>,
  scope: IdempotencyScope & { key: string },
): Promise<T | undefined> {
  const row = await db
    .selectFrom('bank_idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('discord_id', '=', scope.discordId)
    .where('idempotency_key', '=', scope.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== scope.fingerprint) {
    throw new DomainError('conflict', 'error.idempotencyKeyReused');
  }
  return row.response as T;
}

/**
 * Runs a money movement in one transaction and, when the client sent an Idempotency-Key,
 * stores the result in that same transaction. A retry with the key gets the first result
 * and moves nothing. Two copies racing: both do the work under row locks, but the second
 * one's key insert waits for the first to commit, conflicts, and rolls its work back.
 * Failures are not stored, so a retry after (say) insufficient funds runs again.
 */
export async function runIdempotent<T extends object>(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { key } = scope;
  if (!key) return { result: await db.transaction().execute(work), replayed: false };
  const keyed = { ...scope, key };
  // No look-up first: retries are rare, so the common path saves a round trip and a
  // retry finds out at its key insert (then rolls back and returns the stored result).
  try {
    const result = await db.transaction().execute(async (trx) => {
      const value = await work(trx);
      const stored = await trx
        .insertInto('bank_idempotency_keys')
        .values({
          discord_id: scope.discordId,
          idempotency_key: key,
          fingerprint: scope.fingerprint,
          response: JSON.stringify(value),
        })
        .onConflict((oc) => oc.columns(['discord_id', 'idempotency_key']).doNothing())
        .returning('idempotency_key')
        .executeTakeFirst();
      if (!stored) throw new AlreadyApplied();
      return value;
    });
    return { result, replayed: false };
  } catch (err) {
    // The twin may have won (and, say, spent the money this copy then found missing).
    const winner = await storedResult<T>(db, keyed);
    if (winner) return { result: winner, replayed: true };
    if (err instanceof AlreadyApplied)
      throw new Error('Idempotency key vanished after a conflict.');
    throw err;
  }
}
