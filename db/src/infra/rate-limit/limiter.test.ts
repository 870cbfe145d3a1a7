import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { createTestDb, testEngine } from '../../testing';
import { createRateLimiter, deleteExpiredRateLimits } from './limiter';
import { RATE_LIMITS, refusalMessage, tryAgainIn } from './kinds';

let handle: DbHandle & { url?: string };
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const consumeTimes = async (
  limiter: ReturnType<typeof createRateLimiter>,
  times: number,
  key: string,
) => {
  const decisions = [];
  for (let i = 0; i < times; i++) decisions.push(await limiter.consume('dm', key));
  return decisions;
};

describe('createRateLimiter', () => {
  it('allows the configured number of requests a window, then refuses with the wait', async () => {
    const limiter = createRateLimiter(handle, { dm: 3 });
    const decisions = await consumeTimes(limiter, 5, 'officer-1');
    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    for (const refused of decisions.slice(3)) {
      expect(refused.allowed).toBe(false);
      if (refused.allowed) continue;
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.dm.windowSeconds);
      expect(refused.message).toBe(refusalMessage('dm', refused.retryAfterSeconds));
      expect(refused.message).toMatch(
        /^You are sending direct messages too quickly\. Try again in \d+ (seconds?|minutes?)\.$/,
      );
    }
  });

  it('counts each key and each kind apart', async () => {
    const limiter = createRateLimiter(handle, { dm: 1, write: 1 });
    expect(await limiter.consume('dm', 'officer-a')).toEqual({ allowed: true });
    expect(await limiter.consume('dm', 'officer-b')).toEqual({ allowed: true });
    expect(await limiter.consume('write', 'officer-a')).toEqual({ allowed: true });
    expect((await limiter.consume('dm', 'officer-a')).allowed).toBe(false);
  });

  it('never limits a kind set to 0', async () => {
    const limiter = createRateLimiter(handle, { dm: 0 });
    const decisions = await consumeTimes(limiter, 50, 'officer-unlimited');
    expect(decisions.every((d) => d.allowed)).toBe(true);
  });

  it('hashes a key too long for the table instead of failing', async () => {
    const limiter = createRateLimiter(handle, { dm: 1 });
    const long = 'x'.repeat(5_000);
    expect(await limiter.consume('dm', long)).toEqual({ allowed: true });
    expect((await limiter.consume('dm', long)).allowed).toBe(false);
  });

  it.runIf(testEngine() === 'postgres')(
    'shares its counters with every process on the same PostgreSQL database',
    async () => {
      const other = await createDb({ databaseUrl: handle.url });
      try {
        const here = createRateLimiter(handle, { dm: 4 });
        const there = createRateLimiter(other, { dm: 4 });
        const key = 'officer-shared';
        const decisions = [
          await here.consume('dm', key),
          await there.consume('dm', key),
          await here.consume('dm', key),
          await there.consume('dm', key),
          await there.consume('dm', key),
          await here.consume('dm', key),
        ];
        expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, false, false]);
        const row = await handle.db
          .selectFrom('rate_limits')
          .selectAll()
          .where('key', '=', `dm:${key}`)
          .executeTakeFirstOrThrow();
        // Each process wrote its refusal once, then refuses from memory until the window ends.
        expect(row.points).toBe(6);
        expect((await here.consume('dm', key)).allowed).toBe(false);
        expect((await there.consume('dm', key)).allowed).toBe(false);
        const after = await handle.db
          .selectFrom('rate_limits')
          .select('points')
          .where('key', '=', `dm:${key}`)
          .executeTakeFirstOrThrow();
        expect(after.points).toBe(6);
        expect(row.expire).toBeGreaterThan(Date.now());

        // Housekeeping forgets a counter an hour after its window ended, not before.
        expect(await deleteExpiredRateLimits(handle.db, new Date())).toBe(0);
        const later = new Date(Date.now() + RATE_LIMITS.dm.windowSeconds * 1000 + 3_600_001);
        expect(await deleteExpiredRateLimits(handle.db, later)).toBeGreaterThanOrEqual(1);
      } finally {
        await other.close();
      }
    },
  );
});

describe.runIf(testEngine() === 'postgres')('the write limit on PostgreSQL (leased)', () => {
  const counted = async (key: string) =>
    (
      await handle.db
        .selectFrom('rate_limits')
        .select('points')
        .where('key', '=', `write:${key}`)
        .executeTakeFirstOrThrow()
    ).points;

  it('admits exactly the limit, writing far less than once a request', async () => {
    const limiter = createRateLimiter(handle, { write: 120 });
    const decisions = [];
    for (let i = 0; i < 130; i++) decisions.push(await limiter.consume('write', 'writer-1'));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(120);
    expect(decisions.slice(0, 120).every((d) => d.allowed)).toBe(true);
    const refused = decisions[125]!;
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.message).toBe(refusalMessage('write', refused.retryAfterSeconds));
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.write.windowSeconds);
    }
    // The database counted the limit and no more: once its count is full, refusals come from
    // memory.
    expect(await counted('writer-1')).toBe(120);
  });

  it('takes the next lease while the current one still has requests left', async () => {
    const limiter = createRateLimiter(handle, { write: 1_000 });
    const key = 'writer-steady';
    // The first request takes a lease of 16; twelve requests leave four of it.
    for (let i = 0; i < 12; i++) expect((await limiter.consume('write', key)).allowed).toBe(true);
    for (let wait = 0; wait < 50 && (await counted(key)) < 32; wait++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // The next lease is already counted: the seventeenth request will not wait for it.
    expect(await counted(key)).toBe(32);
  });

  it('holds across processes: a burst split between two never passes the limit', async () => {
    const other = await createDb({ databaseUrl: handle.url });
    try {
      const here = createRateLimiter(handle, { write: 40 });
      const there = createRateLimiter(other, { write: 40 });
      const key = 'writer-split';
      // Concurrent requests on both sides, as two API processes behind a balancer see them.
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 3 ? here : there).consume('write', key)),
      );
      const allowed = decisions.filter((d) => d.allowed).length;
      expect(allowed).toBeLessThanOrEqual(40);
      // A point one side reserved and never used may refuse a little early, never much.
      expect(allowed).toBeGreaterThanOrEqual(30);
      expect(await counted(key)).toBeGreaterThanOrEqual(40);
    } finally {
      await other.close();
    }
  });

  it('starts a new window when the old one ended', async () => {
    const limiter = createRateLimiter(handle, { write: 2 });
    const key = 'writer-window';
    expect((await limiter.consume('write', key)).allowed).toBe(true);
    expect((await limiter.consume('write', key)).allowed).toBe(true);
    expect((await limiter.consume('write', key)).allowed).toBe(false);
    // Another process finds the window ended (as if a minute passed).
    await handle.db
      .updateTable('rate_limits')
      .set({ expire: Date.now() - 1 })
      .where('key', '=', `write:${key}`)
      .execute();
    const fresh = createRateLimiter(handle, { write: 2 });
    expect((await fresh.consume('write', key)).allowed).toBe(true);
    expect(await counted(key)).toBe(1);
  });
});

describe('tryAgainIn', () => {
  it('says seconds under a minute and whole minutes above', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 second.');
    expect(tryAgainIn(45)).toBe('Try again in 45 seconds.');
    expect(tryAgainIn(60)).toBe('Try again in 1 minute.');
    expect(tryAgainIn(61)).toBe('Try again in 2 minutes.');
  });
});
