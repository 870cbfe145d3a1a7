import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { createTestDb } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, loadConfig({ NODE_ENV: 'development' }).roleSeed, {
    sheriffsOffice: false,
  });
});
afterAll(async () => {
  await handle?.close();
});

const licenses = async () =>
  (
    await sql<{ civilian_id: string; license_type: string }>`
      SELECT civilian_id, license_type FROM civilian_licenses ORDER BY 1, 2
    `.execute(handle.db)
  ).rows;

describe('migration 0040_license_types_and_lists', () => {
  it('seeds the license types and lists from the former constants', async () => {
    const types = await handle.db
      .selectFrom('license_types')
      .select(['name', 'dmv_test'])
      .orderBy('position')
      .execute();
    expect(types.map((t) => t.dmv_test)).toEqual([
      "Standard Driver's License",
      'Motorcycle License',
      'CDL Class A',
      'CDL Class B',
    ]);
    const hair = await handle.db
      .selectFrom('list_values')
      .select('value')
      .where('list', '=', 'hair_colour')
      .orderBy('position')
      .execute();
    expect(hair.map((h) => h.value)).toEqual([
      'Black',
      'Brown',
      'Blonde',
      'Red',
      'Gray',
      'White',
      'Other',
    ]);
  });

  it('goes down and up again keeping the demo civilians’ licenses', async () => {
    const before = await licenses();
    expect(before.length).toBeGreaterThan(0);
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const names = Object.keys(migrations);
    const previous = names[names.indexOf('0040_license_types_and_lists') - 1]!;
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    expect(await licenses()).toEqual(before);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await licenses()).toEqual(before);
  });
});
