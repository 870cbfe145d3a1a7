import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { createTestDb } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, loadConfig({ NODE_ENV: 'development' }).roleSeed, {
    sheriffsOffice: false,
  });
});
afterAll(async () => {
  await handle?.close();
});

const profile = (service: string, role: string | null, callsign: string) =>
  sql`INSERT INTO officers (discord_id, department, callsign, badge_number, first_name, last_name, service, role)
      VALUES ('100000000000000001', 'Xbox', ${callsign}, ${Math.floor(Math.random() * 1e8)},
              'Casey', 'Walker', ${service}, ${role})`.execute(handle.db);

describe('migration 0010_fire_rescue', () => {
  it('keeps a role on fire/rescue profiles only, and a destination on transports only', async () => {
    await expect(profile('safr', null, 'Z-1')).rejects.toThrow(/officers_service_role/);
    await expect(profile('police', 'EMT', 'Z-2')).rejects.toThrow(/officers_service_role/);
    await expect(profile('safr', 'Chief', 'Z-3')).rejects.toThrow(/officers_service_role/);
    await profile('safr', 'EMT', 'Z-4');

    const pcr = (disposition: string, destination: string | null) =>
      sql`INSERT INTO patient_care_reports (department, patient_id, chief_complaint, disposition,
            destination, author_name, author_callsign, author_rank, author_role, created_at)
          SELECT 'Xbox', id, 'Fall', ${disposition}, ${destination}, 'A', 'M-1', 'R', 'EMT', now()
          FROM civilians LIMIT 1`.execute(handle.db);
    await expect(pcr('Transported', null)).rejects.toThrow(/patient_care_reports_destination/);
    await expect(pcr('Refused', 'Pillbox')).rejects.toThrow(/patient_care_reports_destination/);
    await pcr('Transported', 'Pillbox');
  });

  it('goes down with fire/rescue data in place, and up again', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0009_outbox_dm_edit');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({
      migrationName: '0010_fire_rescue',
      direction: 'Down',
    });
    // The officers' dispatch is as it was: their profiles and calls remain.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM officers`.execute(
      handle.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const services = await handle.db.selectFrom('officers').select('service').execute();
    expect(services.every((s) => s.service === 'police')).toBe(true);
  });
});
