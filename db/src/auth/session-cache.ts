import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import { findSessionUser, hashToken, type SessionUser } from './sessions';
import {
  SESSION_CHANGES_CHANNEL,
  changeCounters,
  memberChanged,
  missedChanges,
} from './session-changes';

/**
 * Longest a cached session is trusted without reading the database. Changes are announced
 * and evict at once; this bounds staleness only while the announcing connection is down.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const LISTEN_RETRY_MS = 5_000;

interface Entry {
  found: SessionUser;
  cachedAt: number;
  member: number;
  everything: number;
}

/**
 * Sessions read on every request (a suggestion list asks once per keystroke), kept in memory
 * so a signed-in request costs no session query. An entry is used only while the cache is
 * listening for change announcements, its member has not changed since it was read, it is
 * younger than the TTL and the session has not expired.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private subscription: Promise<void> | undefined;
  /** After a failed LISTEN, no new attempt before this time (the database may be refusing). */
  private retryAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifier: Notifier,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  async find(token: string, now: Date): Promise<SessionUser | undefined> {
    void this.listen();
    const key = hashToken(token);
    const hit = this.entries.get(key);
    if (hit && this.usable(hit, now)) return hit.found;
    this.entries.delete(key);

    // A change announced while the query runs may not be in its answer: such an answer is
    // used for this request but not kept.
    const before = changeCounters();
    // Ages are on the caller's clock (the app's), like the session's own expiry.
    const readAt = now.getTime();
    const found = await findSessionUser(this.db, token, now);
    const after = changeCounters();
    if (found && this.listening && before.any === after.any) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, {
        found,
        cachedAt: readAt,
        member: after.member(found.user.discord_id),
        everything: after.everything,
      });
    }
    return found;
  }

  private usable(entry: Entry, now: Date): boolean {
    const counters = changeCounters();
    return (
      this.listening &&
      entry.everything === counters.everything &&
      entry.member === counters.member(entry.found.user.discord_id) &&
      now.getTime() - entry.cachedAt < this.ttlMs &&
      entry.found.expiresAt.getTime() > now.getTime()
    );
  }

  /** Starts listening for change announcements; resolves once the cache keeps what it reads. */
  listen(): Promise<void> {
    if (!this.subscription && Date.now() < this.retryAt) return Promise.resolve();
    this.subscription ??= this.notifier
      // After a lost listening connection is back, announcements may have been missed.
      .subscribe(SESSION_CHANGES_CHANNEL, memberChanged, missedChanges)
      .then(
        () => {
          this.listening = true;
        },
        (err: Error) => {
          console.warn('Session cache off for 5 s, could not listen:', err.message);
          this.subscription = undefined;
          this.retryAt = Date.now() + LISTEN_RETRY_MS;
        },
      );
    return this.subscription;
  }
}
