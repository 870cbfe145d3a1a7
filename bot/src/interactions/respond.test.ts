import { describe, expect, it } from 'vitest';
import {
  buttonPress,
  changeMyUnit,
  dispatcherDesk,
  ephemeral,
  insertCivilian,
  PATHS,
  placeCall,
  registeredOfficer,
  type Reply,
  type SentMessage,
  setUpCadTest,
} from '../testing/bot-test';

// The dispatch channel (XBOX_DISPATCH_WEBHOOK_URL): each new 911 call is posted there with
// Respond, which attaches the presser's on-duty unit (over the gateway and the HTTP endpoint);
// the post follows the call through the outbox.

const cad = setUpCadTest({
  env: (fake) => ({ XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/777/dispatch-token` }),
  clean: 'outbox and fake',
});

async function dial(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const caller = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
  return placeCall(cad.ctx, caller, {
    civilianId,
    department,
    location: 'Del Perro Pier',
    description: 'Someone fell off the pier',
    services: ['police', 'ems'],
  });
}

async function postedCall() {
  const call = await dial();
  await cad.deliverAll();
  const post = cad.fake.webhookPosts.find((p) => p.webhookId === '777');
  expect(post, 'the dispatch post').toBeDefined();
  return { call, post: post!.body as unknown as SentMessage };
}

describe('the dispatch channel', () => {
  it('receives each new 911 call with a Respond button', async () => {
    const { call, post } = await postedCall();
    const request = cad.fake.requests.find(
      (r) => r.path === '/api/v10/webhooks/777/dispatch-token',
    );
    expect(request?.query.get('with_components')).toBe('true');
    expect(request?.headers.authorization).toBeUndefined();
    expect(post.embeds[0]!.title).toBe(`911 call #${call.callNumber} · Other`);
    expect(post.embeds[0]!.fields).toEqual(
      expect.arrayContaining([
        { name: 'Location', value: 'Del Perro Pier', inline: true },
        { name: 'Needs', value: 'Police, EMS', inline: true },
        { name: 'Units', value: 'None yet' },
      ]),
    );
    expect(post.components[0]!.components).toEqual([
      { type: 2, style: 4, label: 'Respond', custom_id: `respond:${call._id}`, disabled: false },
    ]);
  });

  it('posts nothing for a department without a dispatch channel', async () => {
    await dial('PlayStation');
    await cad.deliverAll();
    expect(cad.fake.webhookPosts).toHaveLength(0);
    const row = await cad.ctx.db
      .selectFrom('outbox')
      .select(['status', 'result'])
      .where('kind', '=', 'call_post')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'sent',
      result: { posted: false, reason: "The PlayStation department's dispatch webhook is not set" },
    });
  });
});

describe.each(PATHS)('Respond over the %s', (path) => {
  const press = (customId: string, userId: string, message: SentMessage) =>
    cad.send(path, buttonPress(customId, userId, message)) as Promise<Reply>;

  it('attaches the presser’s on-duty unit; the post and the unit’s DM follow', async () => {
    const { call, post } = await postedCall();
    const officer = await registeredOfficer(cad.ctx);
    cad.fake.addUser({ id: officer.discordId, username: 'responder' });
    expect(await press(`respond:${call._id}`, officer.discordId, post)).toEqual(
      ephemeral(
        `✅ ${officer.officer.callsign} is responding to call #${call.callNumber}. Your assignment DM has the call and its buttons.`,
      ),
    );
    const attached = await cad.ctx.db
      .selectFrom('call_units')
      .select('officer_id')
      .where('call_id', '=', call._id)
      .execute();
    expect(attached).toEqual([{ officer_id: officer.officer._id }]);

    await cad.deliverAll();
    const edit = cad.fake.requests.find(
      (r) =>
        r.method === 'PATCH' && r.path.startsWith('/api/v10/webhooks/777/dispatch-token/messages/'),
    );
    expect((edit?.body as SentMessage).embeds[0]!.fields).toContainEqual({
      name: 'Units',
      value: officer.officer.callsign,
    });
    expect(cad.fake.messages.some((m) => m.channelId === `dm${officer.discordId}`)).toBe(true);
  });

  it('refuses a civilian, an off-duty unit, another department’s unit, a closed call and a forged button', async () => {
    const { call, post } = await postedCall();
    const respond = `respond:${call._id}`;
    const civilian = await cad.ctx.member([]);
    expect(await press(respond, civilian.discordId, post)).toEqual(
      ephemeral('❌ This requires the public safety or fire/rescue role.'),
    );
    const offDuty = await registeredOfficer(cad.ctx);
    await expect(changeMyUnit(cad.ctx, offDuty, { duty: 'out' })).resolves.toBeDefined();
    expect(await press(respond, offDuty.discordId, post)).toEqual(
      ephemeral(`❌ ${offDuty.officer.callsign} is off duty. Clock in with /duty on first.`),
    );
    const elsewhere = await registeredOfficer(cad.ctx, 'PlayStation');
    expect(await press(respond, elsewhere.discordId, post)).toEqual(
      ephemeral('❌ Call not found.'),
    );
    const dispatcher = await dispatcherDesk(cad.ctx);
    await expect(dispatcher.close(call._id)).resolves.toBeDefined();
    const late = await registeredOfficer(cad.ctx);
    expect(await press(respond, late.discordId, post)).toEqual(
      ephemeral(`❌ Call #${call.callNumber} is already closed.`),
    );
    expect(await press('respond:nope', late.discordId, post)).toEqual(
      ephemeral('❌ This button is no longer valid.'),
    );
  });
});
