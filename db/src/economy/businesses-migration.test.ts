import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { addMember, addPayer, createTestDb } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const NAME = '0045_businesses';
/** The migration just before this one, whatever others were added around it. */
const before = Object.keys(migrations)
  .sort()
  .filter((name) => name < NAME)
  .at(-1)!;

async function ledgerTypes() {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = 'bank_ledger'::regclass AND conname = 'bank_ledger_type_check'
  `.execute(handle.db);
  return [...rows[0]!.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!);
}

describe('migration 0045_businesses', () => {
  it('refuses a negative business account and keeps the ledger types it found', async () => {
    const owner = await addMember(handle.db, 'owner');
    const civilianId = await addPayer(handle.db, owner, null);
    const business = await handle.db
      .insertInto('businesses')
      .values({ owner_civilian_id: civilianId, name: 'Check Co', type: 'Shop', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('business_accounts')
        .values({ business_id: business.id, balance_cents: -1 })
        .execute(),
    ).rejects.toThrow(/business_accounts_balance_cents_check/);
    const types = await ledgerTypes();
    expect(types).toEqual(expect.arrayContaining(['opening', 'purchase', 'payroll']));
  });

  it('down() removes the businesses and their ledger types; up() brings them back', async () => {
    const withBusinesses = await ledgerTypes();
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain(NAME);
    await expect(sql`SELECT 1 FROM businesses`.execute(handle.db)).rejects.toThrow(/businesses/);
    // Later migrations went down too (and took their own types); what came before stays.
    const without = await ledgerTypes();
    expect(without).not.toContain('business_transfer');
    expect(without).not.toContain('payroll');
    expect(without).toEqual(
      expect.arrayContaining(['opening', 'deposit', 'purchase', 'item_sale']),
    );
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await ledgerTypes()).sort()).toEqual([...withBusinesses].sort());
    const setting = await handle.db
      .selectFrom('community_settings')
      .select('businesses_need_approval')
      .executeTakeFirstOrThrow();
    expect(setting.businesses_need_approval).toBe(false);
  });
});
