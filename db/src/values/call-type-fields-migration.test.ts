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

const requireFields = (fields: string[]) =>
  sql`UPDATE call_types SET required_fields = ${fields}::text[] WHERE name = 'Robbery'`.execute(
    handle.db,
  );

describe('migration 0048_call_type_required_fields', () => {
  it('starts every type requiring nothing and holds the fields to postal and details', async () => {
    const rows = await handle.db.selectFrom('call_types').select('required_fields').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.required_fields.length === 0)).toBe(true);
    await expect(requireFields(['postal', 'plate'])).rejects.toThrow(/call_types/);
    await requireFields(['postal', 'details']);
  });

  it('down() takes the column away and up() brings it back empty', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0042_unit_status_since');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(0)?.direction).toBe('Down');
    await expect(sql`SELECT required_fields FROM call_types`.execute(handle.db)).rejects.toThrow(
      /required_fields/,
    );
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const robbery = await handle.db
      .selectFrom('call_types')
      .select('required_fields')
      .where('name', '=', 'Robbery')
      .executeTakeFirstOrThrow();
    expect(robbery.required_fields).toEqual([]);
  });
});
