import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb, insertCivilian, insertMember } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const field = (key: string, extra: Record<string, unknown> = {}) =>
  handle.db
    .insertInto('custom_fields')
    .values({ target: 'civilian', key, label: key, type: 'text', position: 1, ...extra } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

describe('migration 0044_custom_fields', () => {
  it('holds one live key per target, exactly one record per value, and drops values with it', async () => {
    const { id } = await field('nickname');
    await expect(field('nickname')).rejects.toThrow(/custom_fields_live_key/);
    await expect(field('Bad Key')).rejects.toThrow(/custom_fields_key_check/);
    await field('nickname', { target: 'vehicle' });
    const civilianId = await insertCivilian(handle, await insertMember(handle.db));
    await sql`
      INSERT INTO custom_field_values (field_id, civilian_id, value, search_text)
      VALUES (${id}, ${civilianId}, '"Ace"'::jsonb, 'ace')
    `.execute(handle.db);
    const row = await handle.db
      .selectFrom('custom_field_values')
      .select('record_id')
      .executeTakeFirstOrThrow();
    expect(row.record_id).toBe(civilianId);
    await expect(
      sql`INSERT INTO custom_field_values (field_id, value, search_text)
        VALUES (${id}, '1'::jsonb, '1')`.execute(handle.db),
    ).rejects.toThrow();
    await sql`DELETE FROM civilians WHERE id = ${civilianId}`.execute(handle.db);
    expect(await handle.db.selectFrom('custom_field_values').selectAll().execute()).toEqual([]);
  });

  it('down() takes the tables away and up() makes them again', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0042_unit_status_since');
    expect(down.error).toBeUndefined();
    await expect(sql`SELECT 1 FROM custom_fields`.execute(handle.db)).rejects.toThrow(
      /custom_fields/,
    );
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await handle.db.selectFrom('custom_fields').selectAll().execute()).toEqual([]);
  });
});
