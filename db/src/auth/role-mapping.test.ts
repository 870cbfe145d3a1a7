import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { createTestDb, mapRoles } from '../testing';
import type { DepartmentInfo } from '../departments/directory';
import { derivePermissions, EMPTY_ROLE_MAPPING, type RoleMapping } from './permissions';
import { loadMappedRoles, PermissionReader, seedRoleMappingOnce } from './role-mapping';

const department = (id: string, services: DepartmentInfo['services'], archived = false) =>
  ({
    id,
    name: id,
    shortName: id,
    services,
    platform: null,
    colour: '#000000',
    callsignPattern: null,
    position: 1,
    archived,
    reportWebhookConfigured: false,
    dispatchWebhookConfigured: false,
  }) satisfies DepartmentInfo;

const DEPARTMENTS = [
  department('LSPD', ['police']),
  department('BCSO', ['police']),
  department('SAFD', ['fire', 'ems']),
  department('Old', ['police', 'fire'], true),
];
const mapping = (over: Partial<RoleMapping>): RoleMapping => ({ ...EMPTY_ROLE_MAPPING, ...over });

describe('derivePermissions', () => {
  it('opens a department without mapped roles to every member of the service it serves', () => {
    const m = mapping({
      publicSafety: ['pso'],
      fireRescue: ['fr'],
      departments: { BCSO: ['so'], Old: ['old'] },
    });
    expect(derivePermissions(['pso'], m, DEPARTMENTS)).toMatchObject({
      publicSafety: true,
      departments: ['LSPD'],
      fireRescue: false,
      fireRescueDepartments: [],
    });
    expect(derivePermissions(['pso', 'so'], m, DEPARTMENTS).departments).toEqual(['LSPD', 'BCSO']);
    expect(derivePermissions(['fr'], m, DEPARTMENTS).fireRescueDepartments).toEqual(['SAFD']);
    // A department role alone makes no officer.
    expect(derivePermissions(['so'], m, DEPARTMENTS).departments).toEqual([]);
  });

  it('keeps an archived department’s members, who still read its records', () => {
    const m = mapping({ publicSafety: ['pso'], fireRescue: ['fr'] });
    const all = derivePermissions(['pso', 'fr'], m, DEPARTMENTS);
    expect(all.departments).toContain('Old');
  });

  it('grants license classes, staff, dispatch, ranks and sign-in from their roles', () => {
    const m = mapping({
      member: ['member'],
      staff: ['staff'],
      dispatcher: ['desk'],
      judge: ['bench'],
      ranks: { sergeant: ['sgt'] },
      licenses: { 'Class M - Motorcycle License': ['moto', 'bike'] },
    });
    expect(derivePermissions(['bike', 'sgt'], m, DEPARTMENTS)).toMatchObject({
      member: false,
      admin: false,
      dispatch: false,
      licenses: ['Class M - Motorcycle License'],
      ranks: ['sergeant'],
    });
    expect(derivePermissions(['member', 'staff', 'desk'], m, DEPARTMENTS)).toMatchObject({
      member: true,
      admin: true,
      dispatch: true,
      judge: false,
      licenses: [],
    });
    expect(derivePermissions(['member', 'bench'], m, DEPARTMENTS)).toMatchObject({
      judge: true,
      admin: false,
      dispatch: false,
    });
    // No member role mapped: every guild member may sign in.
    expect(derivePermissions([], EMPTY_ROLE_MAPPING, DEPARTMENTS).member).toBe(true);
  });
});

let handle: DbHandle & { url?: string };
let other: DbHandle | undefined;
beforeAll(async () => {
  handle = await createTestDb();
  // On PostgreSQL a second connection pool stands for a second process.
  if (handle.url) other = await createDb({ databaseUrl: handle.url, poolSize: 2 });
});
afterAll(async () => {
  await other?.close();
  await handle?.close();
});

const eventually = async (check: () => Promise<void>) => {
  for (let i = 0; ; i++) {
    try {
      return await check();
    } catch (err) {
      if (i >= 100) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
};

describe('the role mapping', () => {
  it('is seeded from the environment once; afterwards the database is the truth', async () => {
    const { roleSeed } = loadConfig({
      PSO_ROLE_IDS: 'pso',
      ADMIN_ROLE_IDS: 'staff',
      XBOX_PSO_ROLE_IDS: 'xbox',
      LICENSE_CLASS_C_ROLE_ID: 'lic-c',
      DISCORD_CLIENT_ID: 'a',
      DISCORD_CLIENT_SECRET: 'b',
      DISCORD_GUILD_ID: 'c',
    });
    expect(await seedRoleMappingOnce(handle.db, roleSeed)).toBe(true);
    const seeded = await loadMappedRoles(handle.db);
    expect(seeded.map((r) => [r.permission, r.target, r.roleId])).toEqual(
      expect.arrayContaining([
        ['public_safety', '', 'pso'],
        ['staff', '', 'staff'],
        ['department', 'Xbox', 'xbox'],
        ['license', 'Class C - Standard Drivers License', 'lic-c'],
      ]),
    );
    await handle.db.deleteFrom('role_mappings').where('permission', '=', 'staff').execute();
    expect(await seedRoleMappingOnce(handle.db, roleSeed)).toBe(false);
    expect((await loadMappedRoles(handle.db)).some((r) => r.permission === 'staff')).toBe(false);
  });

  it('is followed by every process: a change in one takes effect in the other', async () => {
    const here = new PermissionReader(handle.db, handle.notifier);
    const there = new PermissionReader((other ?? handle).db, (other ?? handle).notifier);
    expect((await there.derive(['desk'])).dispatch).toBe(false);
    expect((await here.derive(['desk'])).dispatch).toBe(false);
    await new Promise((r) => setTimeout(r, 50)); // both are listening

    const restore = await mapRoles(handle.db, 'dispatcher', '', ['desk']);
    await eventually(async () => {
      expect((await there.derive(['desk'])).dispatch).toBe(true);
    });
    expect((await here.derive(['desk'])).dispatch).toBe(true);
    await restore();
    await eventually(async () => {
      expect((await there.derive(['desk'])).dispatch).toBe(false);
    });
  });
});
