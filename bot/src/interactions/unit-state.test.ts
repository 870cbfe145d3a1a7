import { describe, expect, it } from 'vitest';
import { dispatchBoard } from '@tenfour/db/dispatch';
import {
  buttonPress,
  commandInteraction,
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
  stringOption,
  subcommand,
  type TestOfficer,
} from '../testing/bot-test';

type Desk = Awaited<ReturnType<typeof dispatcherDesk>>;

// The unit-state rules from Discord (docs/unit-state.md): /status and /duty that end a tour
// take the unit off its call, as the dashboards do, and Respond moves a unit that is on
// another call; the boards and the unit's assignment DM follow.

const cad = setUpCadTest({
  env: (fake) => ({ XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/778/dispatch-token` }),
  clean: 'outbox and fake',
});

async function dial() {
  const caller = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
  return placeCall(cad.ctx, caller, {
    civilianId,
    department: 'Xbox',
    location: 'Del Perro Pier',
    description: 'Someone fell off the pier',
    services: ['police', 'ems'],
  });
}

/** A 911 call with the unit assigned by a dispatcher, and the unit's assignment DM. */
async function assigned(desk: Desk, unit: { discordId: string; unitId: string }) {
  const call = await dial();
  cad.fake.addUser({ id: unit.discordId, username: `u${unit.discordId.slice(-4)}` });
  await expect(desk.assign(call._id, unit.unitId)).resolves.toBeDefined();
  await cad.deliverAll();
  const dm = cad.fake.messages.find((m) => m.channelId === `dm${unit.discordId}`);
  expect(dm, 'the assignment DM').toBeDefined();
  return { call, message: dm!.body as unknown as SentMessage };
}

async function unitsOn(callId: string) {
  const rows = await cad.ctx.db
    .selectFrom('call_units')
    .select('officer_id')
    .where('call_id', '=', callId)
    .execute();
  return rows.map((r) => r.officer_id);
}

const officerUnit = (o: TestOfficer) => ({ discordId: o.discordId, unitId: o.officer._id });

describe.each(PATHS)('unit state from Discord over the %s', (path) => {
  const status = (userId: string, code: string) =>
    cad.send(
      path,
      commandInteraction('status', cad.fake.guildId, userId, [stringOption('code', code)]),
    );
  const duty = (userId: string, which: string) =>
    cad.send(path, commandInteraction('duty', cad.fake.guildId, userId, [subcommand(which)]));
  const press = (customId: string, userId: string, message: SentMessage) =>
    cad.send(path, buttonPress(customId, userId, message)) as Promise<Reply>;

  it('/status 10-7 takes the officer off the call; the DM’s buttons then say so', async () => {
    const desk = await dispatcherDesk(cad.ctx);
    const officer = await registeredOfficer(cad.ctx);
    const { call, message } = await assigned(desk, officerUnit(officer));

    expect((await status(officer.discordId, '10-7')).data?.content).toBe(
      `✅ Status set. ${officer.officer.callsign} (Xbox) is 10-7 (Out of Service), off duty.`,
    );
    expect(await unitsOn(call._id)).toEqual([]);
    const board = await dispatchBoard(cad.ctx.db, 'Xbox', { limit: 100 });
    expect(board.calls.find((c) => c._id === call._id)?.units).toEqual([]);
    expect(await press(`unit:enroute:${call._id}`, officer.discordId, message)).toEqual(
      ephemeral(`❌ You are no longer assigned to call #${call.callNumber}.`),
    );
  });

  it('/duty off takes the unit off the call', async () => {
    const desk = await dispatcherDesk(cad.ctx);
    const officer = await registeredOfficer(cad.ctx);
    const { call } = await assigned(desk, officerUnit(officer));
    expect((await duty(officer.discordId, 'off')).data?.content).toBe(
      `✅ Clocked out. ${officer.officer.callsign} (Xbox) is 10-7 (Out of Service), off duty.`,
    );
    expect(await unitsOn(call._id)).toEqual([]);
  });

  it('fire/rescue going Out of Service by /status leaves its call', async () => {
    const desk = await dispatcherDesk(cad.ctx);
    const medic = await registeredSafr(cad.ctx);
    expect((await status(medic.discordId, 'Available')).data?.content).toBe(
      `✅ Status set. ${medic.profile.callsign} (Xbox) is Available, on duty.`,
    );
    const { call } = await assigned(desk, {
      discordId: medic.discordId,
      unitId: medic.profile._id,
    });
    expect(await unitsOn(call._id)).toEqual([medic.profile._id]);
    expect((await status(medic.discordId, 'Out of Service')).data?.content).toBe(
      `✅ Status set. ${medic.profile.callsign} (Xbox) is Out of Service, off duty.`,
    );
    expect(await unitsOn(call._id)).toEqual([]);
  });

  it('Respond moves a unit that is on another call', async () => {
    const desk = await dispatcherDesk(cad.ctx);
    const officer = await registeredOfficer(cad.ctx);
    const { call: first } = await assigned(desk, officerUnit(officer));
    const second = await dial();
    await cad.deliverAll();
    const post = cad.fake.webhookPosts.filter((p) => p.webhookId === '778').at(-1);
    expect(post, 'the dispatch post').toBeDefined();
    expect(
      await press(`respond:${second._id}`, officer.discordId, post!.body as unknown as SentMessage),
    ).toEqual(
      ephemeral(
        `✅ ${officer.officer.callsign} is responding to call #${second.callNumber}. Your assignment DM has the call and its buttons.`,
      ),
    );
    expect(await unitsOn(first._id)).toEqual([]);
    expect(await unitsOn(second._id)).toEqual([officer.officer._id]);
  });
});
