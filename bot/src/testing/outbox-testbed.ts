import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type Config, type DbHandle } from '@tenfour/db';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv } from './discord-env';

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
  let testbed: OutboxTestbed | undefined;
  beforeAll(async () => {
    const [handle, fake] = await Promise.all([createTestDb(), startFakeDiscord()]);
    testbed = { handle, fake, config: loadConfig({ NODE_ENV: 'test', ...discordEnv(fake) }) };
    ready(testbed);
  });
  afterAll(async () => {
    await Promise.all([testbed?.handle.close(), testbed?.fake.close()]);
  });
  beforeEach(async () => {
    await sql`DELETE FROM outbox`.execute(testbed!.handle.db);
    testbed!.fake.reset();
    // Rows are due from the database's now(); the worker's clock starts just after it.
    clock.now = new Date(Date.now() + 1_000);
  });
}
