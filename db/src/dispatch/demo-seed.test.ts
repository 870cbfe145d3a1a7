import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { listCalls } from './calls';
import { listBolos } from './bolos';
import { listOnDutyUnits } from './units';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedDispatchDemo', () => {
  it('puts a staff unit on duty with an open call and a BOLO, once', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'development' });
    await seedDemo(handle.db, roles);
    await seedDemo(handle.db, roles);
    const units = await listOnDutyUnits(handle.db, 'Xbox', 'police');
    expect(units.map((u) => [u.callsign, u.status])).toEqual([['A-1', '10-8']]);
    // The fire/rescue demo (safr/demo-seed.ts) adds its medical call beside this one; the
    // dispatcher's demo adds 911 calls (dispatcher-demo-seed.test.ts).
    const calls = (await listCalls(handle.db, 'Xbox', 'active')).filter((c) => c.source === 'unit');
    expect(calls.map((c) => c.type).sort()).toEqual(['Medical Emergency', 'Suspicious Activity']);
    expect(await listBolos(handle.db, 'Xbox', 'active')).toHaveLength(1);
    // The demo police officer registers themselves.
    const jordan = await handle.db
      .selectFrom('officers')
      .select('id')
      .where('discord_id', '=', '100000000000000002')
      .execute();
    expect(jordan).toEqual([]);
  });
});
