import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  LISTEN_APPLICATION_NAME,
  preparedStatement,
  runPrepared,
  type DbHandle,
} from './client';
import { migrateToLatest } from './migrate';
import { createTestDb, testEngine } from '../testing';
import { findUser, upsertUser } from '../auth/users';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('database layer', () => {
  it('delivers NOTIFY payloads to subscribers', async () => {
    const received: string[] = [];
    const unsubscribe = await handle.notifier.subscribe('test_channel', (p) => received.push(p));
    await handle.notifier.publish('test_channel', 'hello');
    await expect.poll(() => received).toEqual(['hello']);
    unsubscribe();
  });

  it("runs a hot path's statement with its parameters, inside a transaction on its connection", async () => {
    const add = preparedStatement('test_add', 'SELECT $1::bigint + 1 AS cents, $2::text AS word');
    expect(await runPrepared(handle.db, add, [41, 'zoë'])).toEqual([{ cents: 42, word: 'zoë' }]);
    await handle.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE seen_by_prepared (n int) ON COMMIT DROP`.execute(trx);
      await sql`INSERT INTO seen_by_prepared VALUES (7)`.execute(trx);
      const seen = preparedStatement(
        'test_seen',
        'SELECT n FROM seen_by_prepared WHERE n = $1::int',
      );
      const rows = await runPrepared<{ n: number }>(trx, seen, [7]);
      expect(rows).toEqual([{ n: 7 }]);
    });
  });

  it('reads bigint cents as numbers and dates as calendar days', async () => {
    const { rows } = await sql<{
      cents: number;
      day: string;
    }>`SELECT 123456789012::bigint AS cents, DATE '1990-04-01' AS day`.execute(handle.db);
    expect(rows[0]).toEqual({ cents: 123456789012, day: '1990-04-01' });
  });
});

describe.runIf(testEngine() === 'postgres')('prepared statements on PostgreSQL', () => {
  const planMode = sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`;
  const preparedPlanMode = sql<{
    mode: string;
  }>`/* prepared */ SELECT current_setting('plan_cache_mode') AS mode`;

  it('use generic plans on their own connections; every other query is planned for its values', async () => {
    expect((await preparedPlanMode.execute(handle.db)).rows[0]!.mode).toBe('force_generic_plan');
    expect((await planMode.execute(handle.db)).rows[0]!.mode).toBe('auto');
  });

  it('stay on the transaction’s connection inside a transaction', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE seen_in_trx (n int) ON COMMIT DROP`.execute(trx);
      await sql`INSERT INTO seen_in_trx VALUES (1)`.execute(trx);
      const { rows } = await sql<{
        n: number;
      }>`/* prepared */ SELECT count(*)::int AS n FROM seen_in_trx`.execute(trx);
      expect(rows[0]!.n).toBe(1);
      expect((await preparedPlanMode.execute(trx)).rows[0]!.mode).toBe('auto');
    });
  });

  it('runPrepared outside a transaction uses the prepared connections', async () => {
    const mode = preparedStatement(
      'test_plan_mode',
      "SELECT current_setting('plan_cache_mode') AS mode",
    );
    expect(await runPrepared(handle.db, mode, [])).toEqual([{ mode: 'force_generic_plan' }]);
  });
});

describe.runIf(testEngine() === 'postgres')('realtime on PostgreSQL', () => {
  it('re-opens a lost LISTEN connection and reports the gap', async () => {
    const received: string[] = [];
    let resumed = 0;
    const unsubscribe = await handle.notifier.subscribe(
      'gap_channel',
      (p) => received.push(p),
      () => (resumed += 1),
    );
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTEN_APPLICATION_NAME}
        AND datname = current_database()`.execute(handle.db);
    await expect.poll(() => resumed, { timeout: 10_000 }).toBe(1);
    await handle.notifier.publish('gap_channel', 'after');
    await expect.poll(() => received).toEqual(['after']);
    unsubscribe();
  });
});

describe.runIf(testEngine() === 'pglite')('embedded database directory', () => {
  // Two full starts of the embedded database (each migrates or checks every migration).
  it('is created and migrated on first start and keeps its data', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'tenfour-db-')), 'data');
    try {
      const first = await createDb({ pgliteDir: dir });
      expect(await migrateToLatest(first.db)).toContain('0001_init');
      await upsertUser(first.db, {
        discordId: '42',
        username: 'kept',
        discriminator: '0',
        avatar: null,
        roles: ['r'],
      });
      await first.close();

      const second = await createDb({ pgliteDir: dir });
      expect(await migrateToLatest(second.db)).toEqual([]);
      expect((await findUser(second.db, '42'))?.username).toBe('kept');
      await second.close();
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }, 120_000);
});
