import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { getCallAgeThresholds } from './call-age';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const set = (warn: number, alert: number) =>
  handle.db
    .updateTable('community_settings')
    .set({ call_age_warn_minutes: warn, call_age_alert_minutes: alert })
    .execute();

describe('migration 0041_call_age_thresholds', () => {
  it('seeds 10 and 20 minutes and holds 1 ≤ warn < alert ≤ 1440', async () => {
    expect(await getCallAgeThresholds(handle.db)).toEqual({ warnMinutes: 10, alertMinutes: 20 });
    for (const [warn, alert] of [
      [0, 20],
      [20, 20],
      [30, 20],
      [10, 1441],
    ] as const) {
      await expect(set(warn, alert), `${warn}/${alert}`).rejects.toThrow(
        /community_settings_call_age/,
      );
    }
    await set(1, 1440);
    await set(10, 20);
  });

  it('down() takes the columns away and up() seeds them again', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0040_license_types_and_lists');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({
      migrationName: '0041_call_age_thresholds',
      direction: 'Down',
    });
    await expect(
      sql`SELECT call_age_warn_minutes FROM community_settings`.execute(handle.db),
    ).rejects.toThrow(/call_age_warn_minutes/);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await getCallAgeThresholds(handle.db)).toEqual({ warnMinutes: 10, alertMinutes: 20 });
  });
});
