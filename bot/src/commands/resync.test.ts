import { describe, expect, it } from 'vitest';
import { findUser, permissionReader } from '@tenfour/db';
import { mapRoles } from '@tenfour/db/testing';
import { commandInteraction, setUpCadTest, TEST_ROLES } from '../testing/bot-test';

// /resync through the handler the HTTP interactions endpoint answers with: the member's roles
// read from Discord now, stored, and the permissions they give listed.

const cad = setUpCadTest();

const resync = (guildId: string, userId: string) =>
  cad.send('http', commandInteraction('resync', guildId, userId));

describe('/resync', () => {
  it('stores the roles Discord holds now and lists the permissions they give', async () => {
    const member = await cad.ctx.member([]);
    cad.fake.addUser({
      id: member.discordId,
      username: 'resyncer',
      roles: [TEST_ROLES.publicSafety, TEST_ROLES.licenseC],
    });

    const reply = (await resync(cad.fake.guildId, member.discordId)) as {
      type: number;
      data: { content: string; flags: number };
    };
    expect(reply.type).toBe(4);
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toContain('✅ Roles synced.');
    expect(reply.data.content).toContain('• Public Safety');
    expect(reply.data.content).toContain('• License: Class C - Standard Drivers License');
    expect((await findUser(cad.ctx.db, member.discordId))?.roles).toEqual([
      TEST_ROLES.publicSafety,
      TEST_ROLES.licenseC,
    ]);
    // The site reads the stored roles on the member's next request.
    const stored = (await findUser(cad.ctx.db, member.discordId))!.roles;
    const me = { permissions: await permissionReader(cad.ctx.db).derive(stored) };
    expect(me.permissions.publicSafety).toBe(true);

    const memberRead = cad.fake.requests.find((r) =>
      r.path.endsWith(`/members/${member.discordId}`),
    );
    expect(memberRead?.headers.authorization).toBe('Bot test-bot-token');

    cad.fake.setRoles(member.discordId, []);
    const second = (await resync(cad.fake.guildId, member.discordId)) as {
      data: { content: string };
    };
    expect(second.data.content).toContain('civilian access');
    expect((await findUser(cad.ctx.db, member.discordId))?.roles).toEqual([]);
  });

  it('reads what the roles give from the role mapping staff keep', async () => {
    const member = await cad.ctx.member([]);
    cad.fake.addUser({ id: member.discordId, username: 'highway', roles: ['role-highway'] });
    const before = (await resync(cad.fake.guildId, member.discordId)) as {
      data: { content: string };
    };
    expect(before.data.content).toContain('civilian access');

    const restore = await mapRoles(cad.ctx.db, 'staff', '', [TEST_ROLES.admin, 'role-highway']);
    try {
      const after = (await resync(cad.fake.guildId, member.discordId)) as {
        data: { content: string };
      };
      expect(after.data.content).toContain('• Community staff (admin)');
    } finally {
      await restore();
    }
  });

  it('tells a member who never signed in to sign in first, and works only in the guild', async () => {
    const id = '123456789012345678';
    cad.fake.addUser({ id, username: 'newcomer', roles: [TEST_ROLES.admin] });
    const reply = (await resync(cad.fake.guildId, id)) as { data: { content: string } };
    expect(reply.data.content).toContain('You have not signed in to TenFour yet');
    expect(await findUser(cad.ctx.db, id)).toBeUndefined();

    const elsewhere = (await resync('1', id)) as { data: { content: string } };
    expect(elsewhere.data.content).toContain('Run /resync in the TenFour Discord server');
  });

  it('says when Discord cannot be reached for the roles', async () => {
    const member = await cad.ctx.member([TEST_ROLES.fireRescue]);
    cad.fake.addUser({ id: member.discordId, username: 'x', roles: [] });
    cad.fake.failNext(/\/members\//, { status: 500 }, { times: 5 });
    const reply = (await resync(cad.fake.guildId, member.discordId)) as {
      data: { content: string };
    };
    expect(reply.data.content).toContain('Could not read your roles from Discord');
    expect((await findUser(cad.ctx.db, member.discordId))?.roles).toEqual([TEST_ROLES.fireRescue]);
    cad.fake.reset();
  });
});
