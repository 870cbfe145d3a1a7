import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testEngine } from './testing';
import { isConnectionError, isDataError, isRetryableTransactionError } from './faults';
import type { DbHandle } from './client';

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
