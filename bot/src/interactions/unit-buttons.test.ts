import { beforeAll, describe, expect, it } from 'vitest';
import { setUserRoles } from '@tenfour/db';
import { dispatchBoard, getUnit } from '@tenfour/db/dispatch';
import {
  buttonPress,
  changeMyUnit,
  dispatcherDesk,
  ephemeral,
  insertCivilian,
  PATHS,
  placeCall,
  registeredOfficer,
  registeredSafr,
  type Reply,
  type SentMessage,
  setUpCadTest,
  TEST_ROLES,
  type TestOfficer,
} from '../testing/bot-test';

// Assignment DMs: a unit a dispatcher puts on a call is DMed the call with En Route, On Scene
// and Clear; the buttons set the unit's status (over the gateway and the HTTP endpoint), and
// the DM keeps itself to the call's and the unit's current state through the outbox.

const cad = setUpCadTest({ clean: 'outbox and fake' });
let dispatcher: Awaited<ReturnType<typeof dispatcherDesk>>;

beforeAll(async () => {
  dispatcher = await dispatcherDesk(cad.ctx);
});

/** A 911 call on the Xbox board with the officer assigned by the dispatcher, its DM delivered. */
async function assignedCall(unit: TestOfficer | { discordId: string; unitId: string }) {
  const officer = {
    discordId: unit.discordId,
    unitId: 'officer' in unit ? unit.officer._id : unit.unitId,
  };
  const caller = await cad.ctx.member([]);
  cad.fake.addUser({ id: officer.discordId, username: `o${officer.discordId.slice(-4)}` });
  const civilianId = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
  const call = await placeCall(cad.ctx, caller, {
    civilianId,
    department: 'Xbox',
    location: 'Vinewood Blvd',
    postal: '220',
    description: 'Shots heard behind the bar',
    services: ['police'],
  });
  await expect(dispatcher.assign(call._id, officer.unitId)).resolves.toBeDefined();
  await cad.deliverAll();
  const dm = cad.fake.messages.find((m) => m.channelId === `dm${officer.discordId}`);
  expect(dm, 'the assignment DM').toBeDefined();
  return { call, dm: dm!, message: dm!.body as unknown as SentMessage };
}

const buttonIds = (message: SentMessage) =>
  message.components[0]!.components.map((b) => b.custom_id);

describe('the assignment DM', () => {
  it('carries the call, the unit’s status and the three buttons', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const { call, message } = await assignedCall(officer);
    const embed = message.embeds[0]!;
    expect(embed.title).toBe(`Call #${call.callNumber} · Other (Xbox)`);
    expect(embed.description).toBe('Shots heard behind the bar');
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        { name: 'Location', value: 'Vinewood Blvd', inline: true },
        { name: 'Postal', value: '220', inline: true },
        { name: 'Caller', value: 'Ana Lee', inline: true },
        { name: 'Units', value: officer.officer.callsign },
        { name: 'Status', value: 'Your status: 10-8 (In Service)' },
      ]),
    );
    expect(message.components[0]!.components.map((b) => [b.label, b.disabled])).toEqual([
      ['En Route', false],
      ['On Scene', false],
      ['Clear', false],
    ]);
    expect(buttonIds(message)).toEqual([
      `unit:enroute:${call._id}`,
      `unit:onscene:${call._id}`,
      `unit:clear:${call._id}`,
    ]);
  });

  it('edits itself when the call closes: buttons disabled', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const { call, dm } = await assignedCall(officer);
    await expect(dispatcher.close(call._id)).resolves.toBeDefined();
    await cad.deliverAll();
    const edit = dm.edits.at(-1) as unknown as SentMessage;
    expect(edit.embeds[0]!.fields.at(-1)).toEqual({
      name: 'Status',
      value: '✅ This call is closed.',
    });
    expect(edit.components[0]!.components.every((b) => b.disabled)).toBe(true);
  });
});

describe.each(PATHS)('En Route, On Scene and Clear over the %s', (path) => {
  const press = (customId: string, userId: string, message: SentMessage) =>
    cad.send(path, buttonPress(customId, userId, message)) as Promise<Reply>;

  it('set the unit’s status, answer with the DM in its new state, and the DM stays current', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const { dm, message } = await assignedCall(officer);
    const [enRoute, onScene, clear] = buttonIds(message) as [string, string, string];

    const reply = await press(enRoute, officer.discordId, message);
    expect(reply.type).toBe(7);
    expect(reply.data?.embeds?.[0]?.fields?.at(-1)).toEqual({
      name: 'Status',
      value: 'Your status: 10-6 (Busy / Unavailable)',
    });
    expect(await getUnit(cad.ctx.db, officer.officer._id)).toMatchObject({
      status: '10-6',
      onDuty: true,
    });
    // The dispatcher's board shows the change.
    const board = await dispatchBoard(cad.ctx.db, 'Xbox');
    expect(board.units).toContainEqual(
      expect.objectContaining({ callsign: officer.officer.callsign, status: '10-6' }),
    );
    // The DM itself is brought up to date through the outbox too (e.g. a status set on the web).
    await cad.deliverAll();
    expect((dm.edits.at(-1) as unknown as SentMessage).embeds[0]!.fields.at(-1)?.value).toBe(
      'Your status: 10-6 (Busy / Unavailable)',
    );

    expect((await press(onScene, officer.discordId, message)).type).toBe(7);
    const cleared = await press(clear, officer.discordId, message);
    expect(cleared.data?.embeds?.[0]?.fields?.at(-1)?.value).toBe('Your status: 10-8 (In Service)');
    expect(await getUnit(cad.ctx.db, officer.officer._id)).toMatchObject({ status: '10-8' });
  });

  it('gives fire/rescue its own statuses', async () => {
    const safr = await registeredSafr(cad.ctx);
    const { profile } = safr;
    await expect(
      changeMyUnit(cad.ctx, safr, { status: 'Available' }, 'safr'),
    ).resolves.toBeDefined();
    const { message } = await assignedCall({ discordId: safr.discordId, unitId: profile._id });
    const reply = await press(buttonIds(message)[0]!, safr.discordId, message);
    expect(reply.data?.embeds?.[0]?.fields?.at(-1)?.value).toBe('Your status: En Route');
    expect(await getUnit(cad.ctx.db, profile._id)).toMatchObject({ status: 'En Route' });
  });

  it('refuse a closed call, an off-duty unit, a unit taken off the call and a member who lost the role', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const { call, message } = await assignedCall(officer);
    const enRoute = buttonIds(message)[0]!;

    // Going off duty takes the unit off the call (docs/unit-state.md).
    await expect(changeMyUnit(cad.ctx, officer, { duty: 'out' })).resolves.toBeDefined();
    expect(await press(enRoute, officer.discordId, message)).toEqual(
      ephemeral(`❌ You are no longer assigned to call #${call.callNumber}.`),
    );
    await expect(changeMyUnit(cad.ctx, officer, { duty: 'in' })).resolves.toBeDefined();
    await expect(dispatcher.assign(call._id, officer.officer._id)).resolves.toBeDefined();

    await setUserRoles(cad.ctx.db, officer.discordId, []);
    expect(await press(enRoute, officer.discordId, message)).toEqual(
      ephemeral('❌ You no longer hold the Public Safety role for Xbox.'),
    );
    await setUserRoles(cad.ctx.db, officer.discordId, [TEST_ROLES.publicSafety]);

    const stranger = await registeredOfficer(cad.ctx);
    expect(await press(enRoute, stranger.discordId, message)).toEqual(
      ephemeral(`❌ You are no longer assigned to call #${call.callNumber}.`),
    );

    await expect(dispatcher.close(call._id)).resolves.toBeDefined();
    expect(await press(enRoute, officer.discordId, message)).toEqual(
      ephemeral(`❌ Call #${call.callNumber} is closed: there is nothing left to respond to.`),
    );
    expect(await getUnit(cad.ctx.db, officer.officer._id)).toMatchObject({ status: '10-8' });
  });

  it('refuse a forged or malformed button', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const { call, message } = await assignedCall(officer);
    for (const id of [`unit:fly:${call._id}`, 'unit:enroute:not-a-call', 'unit:enroute']) {
      expect(await press(id, officer.discordId, message), id).toEqual(
        ephemeral('❌ This button is no longer valid.'),
      );
    }
    expect(
      await press('unit:enroute:00000000-0000-4000-8000-000000000000', officer.discordId, message),
    ).toEqual(ephemeral('❌ This call no longer exists.'));
  });
});
