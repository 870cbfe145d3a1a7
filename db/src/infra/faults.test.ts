import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testEngine } from '../testing';
import { isConnectionError, isDataError, isRetryableTransactionError } from './faults';
import { createDb, type DbHandle } from './client';

describe('database fault classification', () => {
  it('tells lost connections, retryable conflicts and data errors apart', () => {
    const pgError = (code: string, severity = 'ERROR') =>
      Object.assign(new Error('x'), { code, severity });
    expect(isConnectionError(pgError('57P01', 'FATAL'))).toBe(true);
    expect(isConnectionError(pgError('08006'))).toBe(true);
    expect(isConnectionError(pgError('55000', 'FATAL'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(pgError('23505'))).toBe(false);
    expect(isConnectionError(pgError('22021'))).toBe(false);
    expect(isRetryableTransactionError(pgError('40P01'))).toBe(true);
    expect(isRetryableTransactionError(pgError('40001'))).toBe(true);
    expect(isRetryableTransactionError(pgError('23505'))).toBe(false);
    expect(isDataError(pgError('22P05'))).toBe(true);
    expect(isDataError(pgError('23505'))).toBe(false);
  });
});

// Only a server has concurrent transactions that can deadlock.
describe.runIf(testEngine() === 'postgres')('transaction retry (PostgreSQL)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await sql`CREATE TABLE deadlock_probe (id int PRIMARY KEY, n int NOT NULL)`.execute(handle.db);
    await sql`INSERT INTO deadlock_probe VALUES (1, 0), (2, 0)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs a deadlock victim again, so both transactions commit', async () => {
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHoldTheirFirstLock = new Promise<void>((resolve) => (release = resolve));
    // Two transactions take the same two rows in opposite orders: PostgreSQL must pick a
    // victim. On its second attempt the victim finds the other one gone.
    const crossing = (first: number, second: number) =>
      handle.db.transaction().execute(async (trx) => {
        attempts++;
        await sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${first}`.execute(trx);
        if (++arrived === 2) release();
        await bothHoldTheirFirstLock;
        await sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${second}`.execute(trx);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBe(3);
    const { rows } = await sql<{ n: number }>`SELECT n FROM deadlock_probe ORDER BY id`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('gives up after a bounded number of attempts', async () => {
    let attempts = 0;
    const failing = handle.db.transaction().execute(async () => {
      attempts++;
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(4);
  });
});

describe.runIf(testEngine() === 'postgres')('a database outage in the log', () => {
  let handle: DbHandle & { url?: string };
  let other: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    other = await createDb({ databaseUrl: handle.url, poolSize: 8 });
  });
  afterAll(async () => {
    await other?.close();
    await handle?.close();
  });

  it('is one line when it starts and one when it ends, however many connections it cut', async () => {
    const lines: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    try {
      // Eight connections busy, all cut at once by the server.
      await sql`SELECT 1`.execute(other.db);
      const busy = Array.from({ length: 8 }, () =>
        sql`SELECT pg_sleep(5)`.execute(other.db).then(
          () => 'finished',
          (err: unknown) => (isConnectionError(err) ? 'lost' : String(err)),
        ),
      );
      const database = new URL(handle.url!).pathname.slice(1);
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`
                SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = ${database} AND query LIKE 'SELECT pg_sleep%'`.execute(handle.db)
            ).rows[0]!.n,
        )
        .toBe(8);
      await sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = ${database} AND pid <> pg_backend_pid()`.execute(handle.db);
      expect(await Promise.all(busy)).toEqual(Array(8).fill('lost'));
      await expect.poll(async () => (await sql`SELECT 1`.execute(other.db)).rows.length).toBe(1);
    } finally {
      warn.mockRestore();
    }
    expect(lines.filter((l) => l.startsWith('Database connection lost'))).toHaveLength(1);
    expect(lines.filter((l) => l === 'Database connection restored.')).toHaveLength(1);
    expect(lines).toHaveLength(2);
  });
});
