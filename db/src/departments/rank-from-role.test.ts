import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import type { Department } from '../schema/core';
import { registerDiscordFollowUps } from '../discord/call-follow-ups';
import { registerOfficer } from '../dispatch/officer-profiles';
import { eventsAfter } from '../dispatch/events';
import { permissionReader } from '../auth/role-mapping';
import { syncMemberRoles, reconcileGuildRoles } from '../discord/roles';
import { replaceMappedRoles } from '../staff/role-mapping';
import { createTestDb, insertCivilian, insertMember, TEST_ROLES } from '../testing';
import { createDepartment } from './admin';
import { createPart } from './parts';

let handle: DbHandle;
beforeAll(async () => {
  // Board events queue their Discord messages with them, as in the API and the bot.
  registerDiscordFollowUps();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const SERGEANT_ROLE = 'role-sergeant';
const LIEUTENANT_ROLE = 'role-lieutenant';

async function department(now: Date) {
  const staff = await insertMember(handle.db);
  const change = { staffDiscordId: staff, now };
  const created = await createDepartment(handle.db, change, {
    name: 'Los Santos Police Department',
    shortName: 'LSPD',
    services: ['police'],
    platform: null,
    colour: '#1f6feb',
    callsignPattern: null,
  });
  for (const [name, supervisor] of [
    ['Lieutenant', true],
    ['Sergeant', true],
    ['Officer', false],
  ] as const) {
    await createPart(handle.db, change, 'ranks', created.id, { name, supervisor });
  }
  const ranks = await handle.db
    .selectFrom('ranks')
    .select(['id', 'name'])
    .where('department', '=', created.id)
    .execute();
  const rank = (name: string) => ranks.find((r) => r.name === name)!.id;
  await handle.db.transaction().execute((trx) =>
    replaceMappedRoles(trx, [
      { permission: 'rank', target: rank('Sergeant'), roleIds: [SERGEANT_ROLE] },
      { permission: 'rank', target: rank('Lieutenant'), roleIds: [LIEUTENANT_ROLE] },
    ]),
  );
  // The mapping was written under the hood: this handle's reader reads it afresh.
  permissionReader(handle.db).mapping.forget();
  return { id: created.id as Department, rank };
}

describe('rank from role', () => {
  it("gives a profile the highest rank the member's roles map in its department, on every role sync", async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const lspd = await department(now);
    const member = await insertMember(handle.db, [TEST_ROLES.publicSafety]);
    const officer = await registerOfficer(
      handle.db,
      {
        discordId: member,
        civilianId: await insertCivilian(handle, member),
        department: lspd.id,
        callsign: '1-ADAM-7',
      },
      now,
    );
    const cursor = (await eventsAfter(handle.db, lspd.id, 0, 1000)).at(-1)?.id ?? 0;

    await syncMemberRoles(handle.db, {
      discordId: member,
      roles: [TEST_ROLES.publicSafety, SERGEANT_ROLE],
    });
    const profile = () =>
      handle.db
        .selectFrom('officers')
        .select(['rank', 'rank_id'])
        .where('id', '=', officer.id)
        .executeTakeFirstOrThrow();
    expect(await profile()).toEqual({ rank: 'Sergeant', rank_id: lspd.rank('Sergeant') });
    // The live boards hear of it, and the log says the mapping did it.
    const events = await eventsAfter(handle.db, lspd.id, cursor, 1000);
    expect(events.map((e) => e.type)).toContain('unit.updated');
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_discord_id'])
      .where('target_id', '=', officer.id)
      .where('action', '=', 'roster.update')
      .execute();
    expect(audit).toEqual([{ action: 'roster.update', actor_discord_id: null }]);

    // Both roles: the higher rank wins.
    await reconcileGuildRoles(
      handle.db,
      new Map([[member, [TEST_ROLES.publicSafety, SERGEANT_ROLE, LIEUTENANT_ROLE]]]),
    );
    expect(await profile()).toEqual({ rank: 'Lieutenant', rank_id: lspd.rank('Lieutenant') });

    // Losing every mapped rank role keeps the rank a supervisor can now change.
    await syncMemberRoles(handle.db, { discordId: member, roles: [TEST_ROLES.publicSafety] });
    expect(await profile()).toEqual({ rank: 'Lieutenant', rank_id: lspd.rank('Lieutenant') });
  });

  it('leaves profiles of departments none of whose ranks the roles map', async () => {
    const now = new Date('2026-06-02T12:00:00Z');
    const member = await insertMember(handle.db, [TEST_ROLES.publicSafety]);
    const officer = await registerOfficer(
      handle.db,
      {
        discordId: member,
        civilianId: await insertCivilian(handle, member),
        department: 'Xbox',
        callsign: 'X-77',
      },
      now,
    );
    await syncMemberRoles(handle.db, {
      discordId: member,
      roles: [TEST_ROLES.publicSafety, SERGEANT_ROLE],
    });
    const row = await handle.db
      .selectFrom('officers')
      .select(['rank', 'rank_id'])
      .where('id', '=', officer.id)
      .executeTakeFirstOrThrow();
    expect(row.rank_id).toBeNull();
  });
});
