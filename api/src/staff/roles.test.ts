import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetGuildRoles } from '@tenfour/db/discord';
import { TEST_ROLES } from '../testing/test-app';
import { staffDesk, type StaffDesk } from '../testing/staff';
import { resyncInProgress } from './roles.routes';
import { insertCivilian } from '../testing/bank';

let suite: StaffDesk;
beforeAll(async () => {
  suite = await staffDesk();
});
afterAll(async () => {
  await suite?.close();
});

interface RolesView {
  guildAvailable: boolean;
  roles: { id: string; name: string; colour: string | null; position: number }[];
  mapping: { permission: string; target: string; roleId: string; missing: boolean }[];
}

describe('/api/admin/roles', () => {
  it('is for staff only', async () => {
    const cop = await suite.ctx.member([TEST_ROLES.publicSafety]);
    expect((await cop.get('/api/admin/roles')).status).toBe(403);
    expect((await cop.put('/api/admin/roles/mapping', { slots: [] })).status).toBe(403);
    expect((await cop.post('/api/admin/roles/resync-all')).status).toBe(403);
    expect((await suite.ctx.request('/api/admin/roles')).status).toBe(401);
  });

  it("lists the guild's roles as Discord shows them, beside the mapping, and flags missing roles", async () => {
    const res = await suite.staff.get('/api/admin/roles');
    expect(res.status).toBe(200);
    const view = (await res.json()) as RolesView;
    expect(view.guildAvailable).toBe(true);
    // Highest first, as Discord lists them.
    expect(view.roles[0]).toEqual({
      id: 'role-judge',
      name: 'Judge',
      colour: '#34495e',
      position: 12,
    });
    expect(view.roles[1]).toEqual({
      id: 'role-admin',
      name: 'Staff',
      colour: '#e74c3c',
      position: 11,
    });
    // Neither @everyone nor a bot's managed role can be mapped.
    expect(view.roles.map((r) => r.name)).not.toContain('@everyone');
    expect(view.roles.map((r) => r.name)).not.toContain('TenFour');
    expect(view.mapping).toContainEqual(
      expect.objectContaining({ permission: 'staff', roleId: TEST_ROLES.admin, missing: false }),
    );

    suite.fake.guildRoles = suite.fake.guildRoles.filter((r) => r.id !== TEST_ROLES.licenseB);
    forgetGuildRoles();
    const after = (await (await suite.staff.get('/api/admin/roles')).json()) as RolesView;
    expect(after.mapping).toContainEqual(
      expect.objectContaining({ roleId: TEST_ROLES.licenseB, missing: true }),
    );
  });

  it('saves one permission or the whole mapping, refusing unknown roles, departments and ranks', async () => {
    const unknown = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'dispatcher',
      roleIds: [TEST_ROLES.dispatch, 'role-nope'],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      key: 'roles.unknownRole',
      issues: [{ path: 'roleIds.1', key: 'roles.unknownRole', params: { roleId: 'role-nope' } }],
    });
    const noDepartment = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'department',
      target: 'LSPD',
      roleIds: ['role-highway'],
    });
    expect(noDepartment.status).toBe(400);
    expect(await noDepartment.json()).toMatchObject({ key: 'roles.unknownDepartment' });
    const noRank = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'rank',
      target: '00000000-0000-0000-0000-000000000000',
      roleIds: ['role-highway'],
    });
    expect(noRank.status).toBe(400);
    expect(await noRank.json()).toMatchObject({ key: 'roles.unknownRank' });
    expect(
      (await suite.staff.put('/api/admin/roles/mapping', { permission: 'nope', roleIds: [] }))
        .status,
    ).toBe(400);

    // Highway Patrol now admits to Xbox: a public safety member without it serves only
    // PlayStation, on their next request.
    const cop = await suite.ctx.member([TEST_ROLES.publicSafety]);
    const saved = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'department',
      target: 'Xbox',
      roleIds: ['role-highway'],
    });
    expect(saved.status).toBe(200);
    const me = async () =>
      ((await (await cop.get('/api/auth/me')).json()) as { permissions: { departments: string[] } })
        .permissions.departments;
    expect(await me()).toEqual(['PlayStation']);
    const entry = await suite.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'roles.mapping')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.before).toEqual({});
    expect(entry.after).toEqual({ 'department Xbox': ['Highway Patrol'] });

    // The whole mapping: permissions left out lose their roles.
    const current = (await (await suite.staff.get('/api/admin/roles')).json()) as RolesView;
    const slots = current.mapping
      .filter((r) => !(r.permission === 'department' && r.target === 'Xbox'))
      .map((r) => ({ permission: r.permission, target: r.target, roleIds: [r.roleId] }));
    const whole = await suite.staff.put('/api/admin/roles/mapping', { slots });
    expect(whole.status).toBe(200);
    expect(await me()).toEqual(['Xbox', 'PlayStation']);
  });

  it('maps a role to every live license type, the community’s own included', async () => {
    const created = await suite.staff.post('/api/admin/values/license-types', { name: 'Hunting' });
    expect(created.status).toBe(201);
    const view = (await (await suite.staff.get('/api/admin/roles')).json()) as RolesView & {
      licenses: string[];
    };
    expect(view.licenses).toEqual([
      'Class C - Standard Drivers License',
      'Class M - Motorcycle License',
      'Class A - CDL Class A License',
      'Class B - CDL Class B License',
      'Hunting',
    ]);
    const unknown = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'license',
      target: 'Fishing',
      roleIds: ['role-member'],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: 'target' }] });
    const saved = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'license',
      target: 'Hunting',
      roleIds: ['role-member'],
    });
    expect(saved.status).toBe(200);

    // A member holding the role may now add a Hunting license to their civilian.
    const hunter = await suite.ctx.member(['role-member']);
    const me = (await (await hunter.get('/api/auth/me')).json()) as {
      permissions: { licenses: string[] };
    };
    expect(me.permissions.licenses).toContain('Hunting');
    const civilianId = await insertCivilian(suite.ctx.db, hunter, 'Hunter', 'Gray');
    const added = await hunter.post(`/api/civilians/${civilianId}/add-license`, {
      license: 'Hunting',
    });
    expect(added.status, await added.clone().text()).toBe(200);
  });

  it('resyncs every member from Discord in the background and says how many', async () => {
    const users = await suite.ctx.db.selectFrom('users').select(['discord_id', 'roles']).execute();
    for (const user of users) {
      suite.fake.addUser({ id: user.discord_id, username: 'm', roles: user.roles });
    }
    const member = await suite.ctx.member([]);
    suite.fake.addUser({ id: member.discordId, username: 'm', roles: [TEST_ROLES.dispatch] });
    const res = await suite.staff.post('/api/admin/roles/resync-all');
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ members: users.length + 1 });
    await resyncInProgress();
    const me = (await (await member.get('/api/auth/me')).json()) as {
      permissions: { dispatch: boolean };
    };
    expect(me.permissions.dispatch).toBe(true);
    expect(
      suite.fake.requests.some(
        (r) => r.path.endsWith('/members') && r.query.get('limit') === '1000',
      ),
    ).toBe(true);
  });
});
