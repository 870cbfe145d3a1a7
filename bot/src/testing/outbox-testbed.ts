import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type Config, type Database, type DbHandle } from '@tenfour/db';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { createOutboxWorker, type Log } from '../outbox/worker';
import { discordEnv } from './discord-env';

/** What an outbox test needs of the API's or the bot's test context. */
export interface OutboxTestContext {
  db: Kysely<Database>;
  config: Config;
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * For one test file: a fake Discord and the context `open` makes with the environment pointing
 * Discord at it (the API's or the bot's), handed to `ready` once open and closed after the
 * file. Before each test the fake forgets; with `clean`, the queue is also emptied, and with
 * 'outbox and clock' the context's clock starts just after the database's now().
 */
export function useFakeDiscord<C extends OutboxTestContext>(
  open: (env: Record<string, string>, fake: FakeDiscord) => Promise<C>,
  ready: (ctx: C, fake: FakeDiscord) => void,
  options: { clean?: 'outbox' | 'outbox and clock' } = {},
): void {
  let opened: { ctx: C; fake: FakeDiscord } | undefined;
  beforeAll(async () => {
    const fake = await startFakeDiscord();
    opened = { ctx: await open(discordEnv(fake), fake), fake };
    ready(opened.ctx, fake);
  });
  afterAll(async () => {
    await Promise.all([opened?.ctx.close(), opened?.fake.close()]);
  });
  beforeEach(async () => {
    const { ctx, fake } = opened!;
    if (options.clean) await sql`DELETE FROM outbox`.execute(ctx.db);
    fake.reset();
    // Rows are due from the database's now(); the worker's clock starts just after it.
    if (options.clean === 'outbox and clock') ctx.clock.now = new Date(Date.now() + 1_000);
  });
}

export interface OutboxTestbed {
  handle: DbHandle;
  fake: FakeDiscord;
  config: Config;
}

/**
 * A fresh database and fake Discord for one file of outbox worker tests, handed to `ready`
 * once open. Before each test the queue is emptied, the fake forgets, and `clock` starts just
 * after the database's now().
 */
export function useOutboxTestbed(
  clock: { now: Date },
  ready: (testbed: OutboxTestbed) => void,
): void {
  useFakeDiscord(
    async (env) => {
      const handle = await createTestDb();
      const config = loadConfig({ NODE_ENV: 'test', ...env });
      return { handle, db: handle.db, config, clock, close: () => handle.close() };
    },
    ({ handle, config }, fake) => ready({ handle, fake, config }),
    { clean: 'outbox and clock' },
  );
}

/**
 * An outbox worker on the context's database and clock, and the lines it logs. Keep one for a
 * whole test: a refused token is dropped per worker (its REST client).
 */
export function workerWithLog(ctx: OutboxTestContext) {
  const lines: { level: string; message: string }[] = [];
  const log: Log = (level, message) => lines.push({ level, message });
  const worker = createOutboxWorker({
    db: ctx.db,
    config: ctx.config,
    now: () => ctx.clock.now,
    log,
  });
  return { worker, lines };
}
