import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const insert = (kind: string) =>
  sql`INSERT INTO outbox (kind, payload) VALUES (${kind}, '{}'::jsonb)`.execute(handle.db);

describe('migration 0009_outbox_dm_edit', () => {
  it("allows 'dm_edit' outbox rows, and down() takes them away again", async () => {
    await insert('dm_edit');
    await expect(insert('sms')).rejects.toThrow(/outbox_kind_check/);

    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    // Down to just before it, whatever later migrations exist.
    const down = await migrator.migrateTo('0008_bank_opening_grants');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({
      migrationName: '0009_outbox_dm_edit',
      direction: 'Down',
    });
    await expect(insert('dm_edit')).rejects.toThrow(/outbox_kind_check/);
    await insert('dm');

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await insert('dm_edit');
    const kinds = await handle.db.selectFrom('outbox').select('kind').orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['dm', 'dm_edit']);
  });
});
