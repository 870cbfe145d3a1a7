import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('records demo seed', () => {
  it('gives the demo civilian a citation with an unpaid fine, a warning and a warrant, once', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'test' });
    await seedDemo(handle.db, roles);
    await seedDemo(handle.db, roles);
    const records = await handle.db
      .selectFrom('records')
      .select(['type', 'fine_cents', 'fine_status'])
      .orderBy('type')
      .execute();
    expect(records).toEqual([
      { type: 'citation', fine_cents: 45_000, fine_status: 'unpaid' },
      { type: 'warning', fine_cents: 0, fine_status: 'none' },
    ]);
    const warrants = await handle.db.selectFrom('warrants').select('status').execute();
    expect(warrants).toEqual([{ status: 'Active' }]);
  });
});
