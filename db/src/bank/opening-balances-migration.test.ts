import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { loadOpeningBalances, seedOpeningBalancesOnce } from './opening-balances';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
const storeKey = (discordId: string) =>
  sql`INSERT INTO bank_idempotency_keys (discord_id, idempotency_key, fingerprint, response)
      VALUES (${discordId}, 'k1', 'f', '{}')`.execute(handle.db);

describe('migrations 0050 and 0051', () => {
  it('add the opening balances (unset until seeded) and free stored answers from users, and back', async () => {
    expect((await migrator().migrateTo('0049_statement_refusals')).error).toBeUndefined();
    await expect(storeKey('nobody')).rejects.toThrow();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(await loadOpeningBalances(handle.db)).toBeNull();
    expect(await seedOpeningBalancesOnce(handle.db, { walletCents: 100, checkingCents: 200 })).toBe(
      true,
    );
    expect(await loadOpeningBalances(handle.db)).toEqual({ walletCents: 100, checkingCents: 200 });
    await expect(
      sql`UPDATE community_settings SET opening_wallet_cents = -1`.execute(handle.db),
    ).rejects.toThrow();
    await expect(
      sql`UPDATE community_settings SET opening_wallet_cents = NULL`.execute(handle.db),
    ).rejects.toThrow();
    await storeKey('nobody');

    // Down again: the orphaned answer goes, the foreign key comes back.
    expect((await migrator().migrateTo('0049_statement_refusals')).error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bank_idempotency_keys`.execute(handle.db);
    expect(rows[0]!.n).toBe(0);
    await expect(storeKey('nobody')).rejects.toThrow();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
