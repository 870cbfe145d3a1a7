import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { generateSsn, generateVin, vinCheckDigit } from './identifiers';
import { generateWeaponSerial, WEAPON_SERIAL_PATTERN } from './constants';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedCivilianDemo', () => {
  it('gives every demo persona civilians with records, and changes nothing on a second run', async () => {
    const { roleSeed: roles } = loadConfig({ NODE_ENV: 'development' });
    await seedDemo(handle.db, roles);
    const count = async () => {
      const rows = await handle.db
        .selectFrom('civilians')
        .select(['discord_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('discord_id')
        .orderBy('discord_id')
        .execute();
      return rows.map((r) => [r.discord_id, Number(r.n)]);
    };
    const first = await count();
    expect(first).toEqual([
      ['100000000000000001', 1],
      ['100000000000000002', 2],
      ['100000000000000003', 1],
      ['100000000000000004', 1],
    ]);
    const vehicles = await handle.db.selectFrom('vehicles').select('plate').execute();
    expect(vehicles).toHaveLength(5);
    await seedDemo(handle.db, roles);
    expect(await count()).toEqual(first);
  });
});

describe('identifiers', () => {
  it('generates SSNs, VINs and weapon serials in their real formats', () => {
    for (let i = 0; i < 200; i++) {
      const ssn = generateSsn();
      expect(ssn).toMatch(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/);
      const vin = generateVin(2024);
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{8}[0-9X]R[A-HJ-NPR-Z0-9]\d{6}$/);
      expect(vin[8]).toBe(vinCheckDigit(vin));
      expect(generateWeaponSerial()).toMatch(WEAPON_SERIAL_PATTERN);
    }
    // A published example VIN with a known check digit.
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
});
