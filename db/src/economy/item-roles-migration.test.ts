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

const NAME = '0047_item_roles';
const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
const items = async () =>
  (
    await sql<{ name: string; license_type: string | null; discord_role_id: string | null }>`
      SELECT name, license_type::text AS license_type, discord_role_id FROM shop_items ORDER BY name
    `.execute(handle.db)
  ).rows;

describe(`migration ${NAME}`, () => {
  it('turns an item’s license class into its license type’s id, and back', async () => {
    const names = Object.keys(migrations);
    const previous = names[names.indexOf(NAME) - 1]!;
    // Down to before it: items name their license class.
    expect((await migrator().migrateTo(previous)).error).toBeUndefined();
    await sql`
      INSERT INTO shop_items (name, price_cents, license_type, discord_role_id) VALUES
        ('Bike permit', 100, 'Class M - Motorcycle License', '123456789012345678'),
        ('Plain', 100, NULL, NULL),
        ('Gone class', 100, 'No Such Class', NULL)
    `.execute(handle.db);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const motorcycle = await handle.db
      .selectFrom('license_types')
      .select('id')
      .where('name', '=', 'Class M - Motorcycle License')
      .executeTakeFirstOrThrow();
    expect(await items()).toEqual([
      { name: 'Bike permit', license_type: motorcycle.id, discord_role_id: '123456789012345678' },
      { name: 'Gone class', license_type: null, discord_role_id: null },
      { name: 'Plain', license_type: null, discord_role_id: null },
    ]);
    // Role ids as the guild's own (the role mapping's pattern) are accepted now.
    await sql`UPDATE shop_items SET discord_role_id = 'role-member' WHERE name = 'Plain'`.execute(
      handle.db,
    );

    expect((await migrator().migrateTo(previous)).error).toBeUndefined();
    expect(await items()).toEqual([
      {
        name: 'Bike permit',
        license_type: 'Class M - Motorcycle License',
        discord_role_id: '123456789012345678',
      },
      { name: 'Gone class', license_type: null, discord_role_id: null },
      { name: 'Plain', license_type: null, discord_role_id: null },
    ]);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect((await items())[0]!.license_type).toBe(motorcycle.id);
  });
});
