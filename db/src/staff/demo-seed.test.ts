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

describe('staff console demo seed', () => {
  it('writes audit entries for the demo records and one pending expungement request, once', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'test' });
    await seedDemo(handle.db, roles);
    await seedDemo(handle.db, roles);
    const entries = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'target_label'])
      // Fire/rescue's demo writes its own entries through its operations.
      .where('action', 'in', ['record.create', 'warrant.create', 'expungement.request'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'record.create', actor_name: 'ofc.jordan', target_label: 'Warning · Casey Walker' },
      {
        action: 'record.create',
        actor_name: 'ofc.jordan',
        target_label: 'Citation · Casey Walker',
      },
      {
        action: 'warrant.create',
        actor_name: 'ofc.jordan',
        target_label: 'Arrest warrant · Casey Walker',
      },
      {
        action: 'expungement.request',
        actor_name: 'casey.civilian',
        target_label: 'Warning · Casey Walker',
      },
    ]);
    const requests = await handle.db
      .selectFrom('expungement_requests')
      .select(['status'])
      .execute();
    expect(requests).toEqual([{ status: 'pending' }]);
  });
});
