import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commandInteraction,
  ephemeral,
  insertCivilian,
  insertUnit,
  officerMember,
  PATHS,
  setUpCadTest,
  stringOption,
  subcommand,
  TEST_ROLES,
} from '../testing/bot-test';

// /lookup from Discord, over the gateway and the signed HTTP endpoint: the Search Database's
// ranked search for officers, privately, with warrants, STOLEN and license status flagged.

const cad = setUpCadTest();
let officerId: string;
const tag = randomInt(10_000, 99_999);
const last = `Quill${tag}`;
const plate = `Q${tag}`;
const serial = `WPN-Q${tag}`;

beforeAll(async () => {
  const { discordId, officer: unit } = await officerMember(cad.ctx);
  officerId = discordId;
  const owner = await cad.ctx.member([]);
  const wanted = await insertCivilian(cad.ctx, owner.discordId, { first: 'Mara', last });
  await insertCivilian(cad.ctx, owner.discordId, { first: 'Mark', last });
  await cad.ctx.db
    .insertInto('civilian_licenses')
    .values({
      civilian_id: wanted,
      license_type: 'Class C - Standard Drivers License',
      status: 'Suspended',
    })
    .execute();
  await cad.ctx.db
    .insertInto('warrants')
    .values([
      {
        civilian_id: wanted,
        department: 'Xbox',
        type: 'Arrest',
        reason: 'Armed robbery',
        expires_at: null,
        officer_id: unit.id,
        officer_name: 'Alex Miller',
        officer_callsign: unit.callsign,
        resolved_at: null,
        resolved_by: null,
        resolved_by_name: null,
      },
      // Another department's warrant is not this officer's to see.
      {
        civilian_id: wanted,
        department: 'PlayStation',
        type: 'Arrest',
        reason: 'Elsewhere',
        expires_at: null,
        officer_id: null,
        officer_name: 'P',
        officer_callsign: 'P-1',
        resolved_at: null,
        resolved_by: null,
        resolved_by_name: null,
      },
    ])
    .execute();
  await cad.ctx.db
    .insertInto('vehicles')
    .values({
      civilian_id: wanted,
      plate,
      vin: null,
      make: 'Ford',
      model: 'Focus',
      year: 2015,
      color: 'Red',
      status: 'Stolen',
      stolen_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  await cad.ctx.db
    .insertInto('weapons')
    .values({
      civilian_id: wanted,
      weapon_type: 'Pistol',
      serial_number: serial,
      registered_name: `Mara ${last}`,
      updated_at: new Date(),
    })
    .execute();
});

describe.each(PATHS)('/lookup over the %s', (path) => {
  const lookup = (userId: string, kind: string, query: string, focused = false) =>
    cad.command(
      path,
      'lookup',
      userId,
      [subcommand(kind, [stringOption('query', query, focused)])],
      focused ? 4 : 2,
    );

  it('finds people with their warrants and license status, privately', async () => {
    const reply = await lookup(officerId, 'name', `mara ${last}`);
    expect(reply.type).toBe(4);
    expect(reply.data?.flags).toBe(64);
    const embed = reply.data!.embeds![0]!;
    expect(embed.fields![0]).toEqual({
      name: `Mara ${last} (born 1990-04-12)`,
      value: '⚠️ 1 active warrant\nClass C: Suspended',
    });

    const both = await lookup(officerId, 'name', last.toLowerCase());
    expect(both.data!.embeds![0]!.fields!.map((f) => f.name.split(' (')[0])).toEqual([
      `Mara ${last}`,
      `Mark ${last}`,
    ]);
    expect(both.data!.embeds![0]!.fields![1]!.value).toBe('No active warrants\nNo licenses');
  });

  it('flags a stolen plate and a wanted owner, and finds a weapon by serial', async () => {
    const vehicle = (await lookup(officerId, 'plate', plate.toLowerCase())).data!.embeds![0]!;
    expect(vehicle.fields![0]).toEqual({
      name: `${plate} · Red Ford Focus`,
      value: `🚨 STOLEN · Uninsured\nOwner: Mara ${last} · ⚠️ 1 active warrant`,
    });
    const weapon = (await lookup(officerId, 'serial', serial.slice(4))).data!.embeds![0]!;
    expect(weapon.fields![0]).toEqual({
      name: `${serial} · Pistol`,
      value: `Registered to: Mara ${last} · ⚠️ 1 active warrant`,
    });
    const none = (await lookup(officerId, 'plate', 'ZZZZZZZZ9')).data!.embeds![0]!;
    expect(none.description).toBe('No matches.');
  });

  it('refuses civilians, fire/rescue and officers without a profile', async () => {
    const civilian = await cad.ctx.member([]);
    expect(await lookup(civilian.discordId, 'name', last)).toEqual(
      ephemeral('❌ This requires the public safety role.'),
    );
    const safr = await cad.ctx.member([TEST_ROLES.fireRescue]);
    await insertUnit(cad.ctx, safr.discordId, { service: 'safr' });
    expect(await lookup(safr.discordId, 'name', last)).toEqual(
      ephemeral('❌ This requires the public safety role.'),
    );
    const unregistered = await cad.ctx.member([TEST_ROLES.publicSafety]);
    expect(await lookup(unregistered.discordId, 'name', last)).toEqual(
      ephemeral('❌ Register your officer profile on TenFour first (http://localhost:3000).'),
    );
    // Nothing is suggested to them either.
    expect(await lookup(civilian.discordId, 'name', last, true)).toEqual({
      type: 8,
      data: { choices: [] },
    });
  });

  it('refuses an empty or overlong search and an unknown kind', async () => {
    expect(await lookup(officerId, 'name', '   ')).toEqual(
      ephemeral('❌ Enter a name, plate or serial number to search.'),
    );
    expect(await lookup(officerId, 'name', 'x'.repeat(101))).toEqual(
      ephemeral('❌ Keep the search under 101 characters.'),
    );
    expect(await lookup(officerId, 'dna', 'x')).toEqual(
      ephemeral('❌ Use /lookup name, plate or serial.'),
    );
  });

  it('suggests the ranked matches as they are typed', async () => {
    expect((await lookup(officerId, 'name', `mar`, true)).data?.choices).toEqual(
      expect.arrayContaining([{ name: `Mara ${last} (born 1990-04-12)`, value: `Mara ${last}` }]),
    );
    expect((await lookup(officerId, 'plate', plate.slice(0, 4), true)).data?.choices).toEqual([
      { name: `${plate} · Ford Focus`, value: plate },
    ]);
    expect((await lookup(officerId, 'serial', serial, true)).data?.choices).toEqual([
      { name: `${serial} · Pistol`, value: serial },
    ]);
  });
});

describe('the per-officer limit', () => {
  it('refuses lookups past RATE_LIMIT_DISCORD_LOOKUPS a minute, counted across both paths', async () => {
    const { ctx: limited, send: sendLimited } = await cad.withEnv({
      RATE_LIMIT_DISCORD_LOOKUPS: '2',
    });
    const officer = await limited.member([TEST_ROLES.publicSafety]);
    await insertUnit(limited, officer.discordId);
    const lookup = (p: (typeof PATHS)[number]) =>
      sendLimited(
        p,
        commandInteraction('lookup', cad.fake.guildId, officer.discordId, [
          subcommand('name', [stringOption('query', last)]),
        ]),
      );
    expect((await lookup('gateway')).data?.embeds).toBeDefined();
    expect((await lookup('http')).data?.embeds).toBeDefined();
    for (const p of PATHS) {
      const refused = await lookup(p);
      expect(refused.data?.embeds).toBeUndefined();
      expect(refused.data?.content).toMatch(
        /^❌ You are running lookups too quickly\. Try again in (\d+ seconds?|1 minute)\.$/,
      );
    }
  });
});
