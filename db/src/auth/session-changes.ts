import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** NOTIFY channel naming a member whose roles or sessions changed (payload: Discord id). */
export const SESSION_CHANGES_CHANNEL = 'tenfour_session_changes';

// What this process knows has changed, shared by every cache in it: a member's counter moves
// when their roles or sessions change, the global one when announcements may have been missed.
// One number per member who ever changed: bounded by the community's size.
const memberChanges = new Map<string, number>();
let everythingChanges = 0;
/** Moves on any change at all, so a read that overlapped one is not cached. */
let anyChanges = 0;

export function memberChanged(discordId: string) {
  memberChanges.set(discordId, (memberChanges.get(discordId) ?? 0) + 1);
  anyChanges += 1;
}

/**
 * Says a member's roles or sessions changed: caches in this process forget the member at
 * once, caches in other processes (more API processes, the bot) when the NOTIFY arrives,
 * which PostgreSQL delivers when the surrounding transaction commits. Call it after the
 * change, on the same connection or transaction: inside a transaction, a read in this
 * process before the commit may cache the old row, and the NOTIFY evicts it on commit.
 */
export async function announceSessionChange(db: Kysely<Database>, discordId: string) {
  memberChanged(discordId);
  await sql`SELECT pg_notify(${SESSION_CHANGES_CHANNEL}, ${discordId})`.execute(db);
}

/** Every member may have changed (announcements were missed): nothing cached is trusted. */
export function missedChanges() {
  everythingChanges += 1;
  anyChanges += 1;
}

/** This process's change counters, for a cache to stamp its entries with and compare. */
export function changeCounters() {
  return {
    any: anyChanges,
    everything: everythingChanges,
    member: (discordId: string) => memberChanges.get(discordId) ?? 0,
  };
}
