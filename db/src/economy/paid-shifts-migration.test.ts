import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { loadShiftPaySettings } from './shift-pay';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const treasuryRow = (type: string, amount: number) =>
  sql`INSERT INTO economy_treasury_ledger (type, amount_cents, reason) VALUES (${type}, ${amount}, 'x')`.execute(
    handle.db,
  );

describe('migration 0046_paid_shifts', () => {
  it('seeds a $500.00 cap and 8 hours; shift pay leaves the treasury, never enters it', async () => {
    const settings = await loadShiftPaySettings(handle.db);
    expect(settings).toMatchObject({ dailyCapCents: 50_000, forceCloseHours: 8 });
    expect(settings.departments.every((d) => d.hourlyPayCents === null)).toBe(true);
    await expect(treasuryRow('shift_pay', 100)).rejects.toThrow(/economy_treasury_ledger_sign/);
    await expect(treasuryRow('payroll', -100)).rejects.toThrow(
      /economy_treasury_ledger_(type_check|sign)/,
    );
    await expect(
      sql`UPDATE departments SET hourly_pay_cents = -1`.execute(handle.db),
    ).rejects.toThrow(/departments_hourly_pay/);
  });

  it('down() takes it all away and up() brings it back', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const names = Object.keys(migrations).sort();
    const down = await migrator.migrateTo(names[names.indexOf('0046_paid_shifts') - 1]!);
    expect(down.error).toBeUndefined();
    await expect(sql`SELECT 1 FROM shift_pay`.execute(handle.db)).rejects.toThrow(/shift_pay/);
    await expect(treasuryRow('shift_pay', -100)).rejects.toThrow(/economy_treasury_ledger/);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await loadShiftPaySettings(handle.db)).forceCloseHours).toBe(8);
  });
});
