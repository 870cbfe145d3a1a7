import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { demoUsers, seedDemo } from '../seed';
import { derivePermissions } from '../auth/permissions';
import { loadRoleMapping } from '../auth/role-mapping';
import { loadDepartments } from './directory';
import { isSupervisor, listRoster, supervisedDepartments } from './roster';
import { DEMO_SUPERVISOR_DISCORD_ID } from './demo-seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedDepartmentsDemo', () => {
  it("adds the Blaine County Sheriff's Office, ranks and divisions, and a supervisor persona, once", async () => {
    const persona = demoUsers().find((u) => u.discordId === DEMO_SUPERVISOR_DISCORD_ID);
    expect(persona).toMatchObject({ label: 'Supervisor', landing: '/dashboard/roster' });

    const now = new Date();
    await seedDemo(handle.db);
    await seedDemo(handle.db);

    const departments = await loadDepartments(handle.db);
    const permissions = derivePermissions(
      persona!.roles,
      await loadRoleMapping(handle.db),
      departments,
    );
    expect(permissions).toMatchObject({ publicSafety: true });
    expect(permissions.departments).toContain('bcso');
    // The spec departments keep their names; BCSO follows them.
    expect(departments.map((d) => [d.id, d.name])).toEqual([
      ['Xbox', 'Xbox'],
      ['PlayStation', 'PlayStation'],
      ['bcso', "Blaine County Sheriff's Office"],
    ]);
    expect(departments[2]).toMatchObject({
      shortName: 'BCSO',
      services: ['police'],
      callsignPattern: '{n}-SAM',
    });

    const bcso = await listRoster(handle.db, 'bcso', now);
    expect(bcso.ranks.map((r) => [r.name, r.supervisor])).toEqual([
      ['Sheriff', true],
      ['Undersheriff', true],
      ['Sergeant', true],
      ['Deputy', false],
    ]);
    expect(bcso.divisions.map((d) => d.name)).toEqual([
      'Patrol',
      'Traffic',
      'K9',
      'Investigations',
    ]);
    expect(bcso.members.map((m) => [m.callsign, m.rank]).sort()).toEqual([
      ['1-SAM', 'Sergeant'],
      ['12-SAM', 'Deputy'],
      ['14-SAM', 'Deputy'],
      ['21-SAM', 'Deputy'],
    ]);
    expect(bcso.members.find((m) => m.callsign === '12-SAM')).toMatchObject({ onDuty: true });

    for (const id of ['Xbox', 'PlayStation']) {
      const roster = await listRoster(handle.db, id, now);
      expect(roster.ranks.some((r) => r.supervisor)).toBe(true);
      expect(roster.divisions.length).toBeGreaterThan(0);
    }

    expect(await supervisedDepartments(handle.db, DEMO_SUPERVISOR_DISCORD_ID)).toEqual(['bcso']);
    expect(await isSupervisor(handle.db, DEMO_SUPERVISOR_DISCORD_ID, 'Xbox')).toBe(false);
  });
});
