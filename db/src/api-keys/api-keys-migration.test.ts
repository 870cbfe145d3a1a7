import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb, insertMember } from '../testing';
import { createApiKey } from './keys';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const tables = async () =>
  (
    await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_name IN ('api_keys', 'api_key_usage') ORDER BY table_name
    `.execute(handle.db)
  ).rows.map((r) => r.name);

describe('migration 0030_api_keys', () => {
  it('checks what a key holds, and its down undoes its up', async () => {
    const staff = await insertMember(handle.db, []);
    await createApiKey(
      handle.db,
      staff,
      { name: 'Game', scopes: ['calls:read'], rateLimitPerMinute: 60 },
      new Date(),
    );
    const insert = (scopes: string[], rate: number) =>
      sql`
        INSERT INTO api_keys (name, prefix, secret_hash, scopes, rate_limit_per_minute, created_at, created_by)
        VALUES ('x', 'tfk_', ${'a'.repeat(64)}, ${scopes}::text[], ${rate}, now(), ${staff})
      `.execute(handle.db);
    await expect(insert(['everything'], 60)).rejects.toThrow();
    await expect(insert([], 60)).rejects.toThrow();
    await expect(insert(['calls:read'], 0)).rejects.toThrow();

    const migration = migrations['0030_api_keys']!;
    await migration.down!(handle.db);
    expect(await tables()).toEqual([]);
    await migration.up(handle.db);
    expect(await tables()).toEqual(['api_key_usage', 'api_keys']);
  });
});
