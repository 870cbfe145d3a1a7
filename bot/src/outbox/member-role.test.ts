import { describe, expect, it } from 'vitest';
import { enqueue, type Config, type DbHandle } from '@tenfour/db';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { useOutboxTestbed } from '../testing/outbox-testbed';
import { createOutboxWorker } from './worker';

// The outbox's 'member_role' rows: a shop item's role added in the guild while the member
// holds the item and removed after, as member_item_roles says when the row is sent.

let handle: DbHandle;
let fake: FakeDiscord;
let config: Config;
const clock = { now: new Date() };

useOutboxTestbed(clock, (testbed) => ({ handle, fake, config } = testbed));

const worker = () =>
  createOutboxWorker({ db: handle.db, config, now: () => clock.now, log: () => undefined });
const newMember = () => {
  const id = String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
  fake.addUser({ id, username: `civ${id.slice(-4)}`, roles: ['role-member'] });
  return id;
};
const grant = (discordId: string, roleId: string) =>
  handle.db
    .insertInto('member_item_roles')
    .values({ discord_id: discordId, role_id: roleId })
    .execute();
const ungrant = (discordId: string, roleId: string) =>
  handle.db
    .deleteFrom('member_item_roles')
    .where('discord_id', '=', discordId)
    .where('role_id', '=', roleId)
    .execute();

describe('member role changes in the outbox', () => {
  it('adds the role in the guild, then removes it', async () => {
    const member = newMember();
    await grant(member, 'role-highway');
    await enqueue(handle.db, 'member_role', {
      discordId: member,
      roleId: 'role-highway',
      action: 'add',
    });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.rolesOf(member)).toEqual(['role-member', 'role-highway']);
    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/v10/guilds/${fake.guildId}/members/${member}/roles/role-highway`);

    await ungrant(member, 'role-highway');
    await enqueue(handle.db, 'member_role', {
      discordId: member,
      roleId: 'role-highway',
      action: 'remove',
    });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.rolesOf(member)).toEqual(['role-member']);
  });

  it('applies the state at delivery, whatever order the rows go out in', async () => {
    const member = newMember();
    // Bought, given away and bought again before the worker ran: the member holds it.
    await grant(member, 'role-pso');
    for (const action of ['add', 'remove', 'add'] as const) {
      await enqueue(handle.db, 'member_role', { discordId: member, roleId: 'role-pso', action });
    }
    expect(await worker().runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    expect(fake.rolesOf(member)).toEqual(['role-member', 'role-pso']);
    const sent = await handle.db
      .selectFrom('outbox')
      .select('result')
      .where('kind', '=', 'member_role')
      .execute();
    expect(sent.map((r) => r.result)).toEqual([
      { roleId: 'role-pso', applied: 'add' },
      { roleId: 'role-pso', applied: 'add' },
      { roleId: 'role-pso', applied: 'add' },
    ]);
  });

  it('keeps a member who left the guild as a failed delivery with the reason', async () => {
    const id = String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
    fake.addUser({ id, username: 'gone', outsideGuild: true });
    await grant(id, 'role-pso');
    await enqueue(handle.db, 'member_role', { discordId: id, roleId: 'role-pso', action: 'add' });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const row = await handle.db
      .selectFrom('outbox')
      .select(['status', 'last_error'])
      .where('kind', '=', 'member_role')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/10007|Unknown Member/);
  });
});
