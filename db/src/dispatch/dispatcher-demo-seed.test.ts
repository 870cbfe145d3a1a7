import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { demoUsers, seedDemo } from '../seed';
import { permissionReader } from '../auth/role-mapping';
import { dispatchBoard } from './dispatch-console';
import { listMyEmergencyCalls } from './emergency-calls';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedDispatcherDemo', () => {
  it('offers a dispatcher persona whose console opens on open 911 calls and units of both services, once', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'development' });
    const persona = demoUsers().find((u) => u.label === 'Dispatcher');
    expect(persona).toMatchObject({ landing: '/dashboard/dispatch' });
    await seedDemo(handle.db, roles);
    expect(await permissionReader(handle.db).derive(persona!.roles)).toMatchObject({
      dispatch: true,
      publicSafety: false,
      fireRescue: false,
    });

    await seedDemo(handle.db, roles);
    await seedDemo(handle.db, roles);

    const board = await dispatchBoard(handle.db, 'Xbox');
    const calls911 = board.calls.filter((c) => c.source === '911');
    expect(calls911.map((c) => [c.priority, c.services, c.units.length])).toEqual([
      [1, ['police', 'fire', 'ems'], 0],
      [2, ['police'], 0],
    ]);
    expect(calls911.every((c) => c.caller?.name === 'Casey Walker')).toBe(true);
    expect(board.units.map((u) => [u.callsign, u.service]).sort()).toEqual([
      ['A-1', 'police'],
      ['M-3', 'safr'],
    ]);
    // The caller follows them on their civilian's page.
    const mine = await listMyEmergencyCalls(handle.db, '100000000000000001');
    expect(mine.map((c) => c.status)).toEqual(['received', 'received']);
  });
});
