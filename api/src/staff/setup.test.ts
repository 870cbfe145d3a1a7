import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES } from '../testing/test-app';
import { staffDesk, type StaffDesk } from '../testing/staff';

let suite: StaffDesk;
beforeAll(async () => {
  suite = await staffDesk();
});
afterAll(async () => {
  await suite?.close();
});

interface Checklist {
  applies: boolean;
  checks: { id: string; ok: boolean; message: string; messageKey: string }[];
}

const checklist = async () => {
  const res = await suite.staff.get('/api/admin/setup');
  expect(res.status).toBe(200);
  return (await res.json()) as Checklist;
};
const check = async (id: string) => (await checklist()).checks.find((c) => c.id === id);

describe('/api/admin/setup', () => {
  it('is for staff only', async () => {
    expect((await suite.cop.get('/api/admin/setup')).status).toBe(403);
    expect((await suite.ctx.request('/api/admin/setup')).status).toBe(401);
  });

  it('checks Discord and each department, and says what to do for each failing check', async () => {
    const list = await checklist();
    expect(list.applies).toBe(true);
    expect(list.checks.filter((c) => !c.id.startsWith('department:'))).toEqual([
      expect.objectContaining({ id: 'discordApp', ok: true }),
      expect.objectContaining({ id: 'botInGuild', ok: true }),
      expect.objectContaining({ id: 'rolesReadable', ok: true }),
      expect.objectContaining({ id: 'botPermissions', ok: true }),
    ]);
    // The test environment maps no department roles and sets no department webhooks.
    expect(await check('department:Xbox:roles')).toMatchObject({
      ok: false,
      message:
        'Xbox has no Discord roles, so every member of its service may serve in it: map its roles on the Roles page.',
    });
    expect(await check('department:Xbox:webhooks')).toMatchObject({
      ok: false,
      messageKey: 'setup.departmentNoWebhooks',
    });

    const mapped = await suite.staff.put('/api/admin/roles/mapping', {
      permission: 'department',
      target: 'Xbox',
      roleIds: ['role-highway'],
    });
    expect(mapped.status).toBe(200);
    for (const which of ['report', 'dispatch']) {
      const hook = await suite.staff.put(`/api/admin/departments/Xbox/webhooks/${which}`, {
        url: `https://discord.com/api/webhooks/1234/${which}-token`,
      });
      expect(hook.status).toBe(200);
    }
    expect(await check('department:Xbox:roles')).toMatchObject({ ok: true });
    expect(await check('department:Xbox:webhooks')).toMatchObject({
      ok: true,
      message: 'Xbox has its report and dispatch webhooks.',
    });
    expect(await check('department:PlayStation:webhooks')).toMatchObject({ ok: false });
  });

  it('names the permissions the bot lacks, and says so when it is not in the server', async () => {
    const botRole = suite.fake.guildRoles.find((r) => r.id === 'role-tenfour-bot')!;
    botRole.permissions = String(1 << 10); // View Channels only
    expect(await check('botPermissions')).toMatchObject({
      ok: false,
      message:
        'The bot lacks Send Messages, Embed Links: give its role these permissions in the server settings.',
    });
    botRole.permissions = String(1 << 3); // Administrator
    expect(await check('botPermissions')).toMatchObject({ ok: true });

    suite.fake.botInGuild = false;
    try {
      expect(await check('botInGuild')).toMatchObject({
        ok: false,
        messageKey: 'setup.botNotInGuild',
      });
    } finally {
      suite.fake.botInGuild = true;
    }

    suite.fake.failNext(/\/users\/@me$/, { status: 401, body: { message: '401: Unauthorized' } });
    const refused = await checklist();
    expect(refused.checks[0]).toMatchObject({
      id: 'discordApp',
      ok: false,
      messageKey: 'setup.botTokenRejected',
    });
    // Nothing else about Discord can be checked without the application.
    expect(refused.checks.some((c) => c.id === 'botInGuild')).toBe(false);
  });

  it('does not apply in demo mode, where there is no Discord to check', async () => {
    const demo = await createTestContext();
    try {
      const staff = await demo.member([TEST_ROLES.admin]);
      const res = await staff.get('/api/admin/setup');
      expect(await res.json()).toEqual({ applies: false, checks: [] });
    } finally {
      await demo.close();
    }
  });
});
