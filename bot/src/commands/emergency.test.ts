import { describe, expect, it } from 'vitest';
import { dispatchBoard, listMyEmergencyCalls } from '@tenfour/db/dispatch';
import {
  commandInteraction,
  dispatcherDesk,
  ephemeral,
  insertCivilian,
  PATHS,
  registeredOfficer,
  type Reply,
  setUpCadTest,
  stringOption,
} from '../testing/bot-test';

// /911 from Discord, over the gateway and the signed HTTP endpoint: the civilian page's 911
// call (same schema, operation and limits), live on the boards; its private reply follows the
// call through the outbox as units are assigned and it closes.

const cad = setUpCadTest({ clean: 'outbox' });

function dial(
  path: (typeof PATHS)[number],
  userId: string,
  values: Record<string, string>,
  /** An autocomplete request while this option is being typed into. */
  focused?: string,
) {
  const interaction = commandInteraction(
    '911',
    cad.fake.guildId,
    userId,
    Object.entries(values).map(([name, value]) => stringOption(name, value, name === focused)),
    focused ? 4 : 2,
  );
  return { interaction, reply: cad.send(path, interaction) };
}

describe.each(PATHS)('/911 over the %s', (path) => {
  const call = (civilianId: string, extra: Record<string, string> = {}) => ({
    civilian: civilianId,
    department: 'Xbox',
    location: 'Grove Street',
    description: 'Two cars crashed, one is on fire',
    services: 'police,fire',
    postal: '101',
    ...extra,
  });

  it('places the web’s 911 call, and its reply follows the call as it is assigned and closed', async () => {
    const caller = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, caller.discordId, {
      first: 'Ana',
      last: 'Lee',
    });
    const { interaction, reply } = dial(path, caller.discordId, call(civilianId));
    const answer = await reply;
    expect(answer.type).toBe(4);
    expect(answer.data?.flags).toBe(64);
    const number = /#(\d+)/.exec(answer.data!.content!)![1];
    expect(answer.data?.content).toBe(
      `911 call #${number} received. Grove Street (postal 101)\nStatus: 📞 Received: waiting for a unit.`,
    );

    // The caller's web page and the dispatcher's board show the same call.
    const mine = { calls: await listMyEmergencyCalls(cad.ctx.db, caller.discordId) };
    expect(mine.calls[0]).toMatchObject({
      callNumber: Number(number),
      services: ['police', 'fire'],
      caller: 'Ana Lee',
    });
    const callId = mine.calls[0]!._id;
    const dispatcher = await dispatcherDesk(cad.ctx);
    const board = await dispatchBoard(cad.ctx.db, 'Xbox');
    expect(board.calls).toContainEqual(expect.objectContaining({ _id: callId, source: '911' }));

    const officer = await registeredOfficer(cad.ctx);
    await expect(dispatcher.assign(callId, officer.officer._id)).resolves.toBeDefined();
    cad.fake.reset();
    await cad.deliverAll();
    const original = `/api/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`;
    const edits = () =>
      cad.fake.requests.filter((r) => r.method === 'PATCH' && r.path === original);
    expect(edits()).toHaveLength(1);
    expect((edits()[0]!.body as { content: string }).content).toBe(
      `911 call #${number} received. Grove Street (postal 101)\nStatus: 🚓 Units assigned: help is on the way.\nUnits: ${officer.officer.callsign}`,
    );
    expect(edits()[0]!.headers.authorization).toBeUndefined();

    await expect(dispatcher.close(callId)).resolves.toBeDefined();
    await cad.deliverAll();
    expect(edits()).toHaveLength(2);
    expect((edits()[1]!.body as { content: string }).content).toContain('Status: ✅ Closed.');
  });

  it('refuses a member who never signed in, another member’s civilian and a second call within a minute', async () => {
    const stranger = '223456789012345678';
    const owner = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, owner.discordId);
    expect(await dial(path, stranger, call(civilianId)).reply).toEqual(
      ephemeral(
        '❌ Sign in at http://localhost:3000 with Discord first; TenFour reads your roles then.',
      ),
    );
    const other = await cad.ctx.member([]);
    expect(await dial(path, other.discordId, call(civilianId)).reply).toEqual(
      ephemeral('❌ Civilian not found.'),
    );

    expect((await dial(path, owner.discordId, call(civilianId)).reply).data?.content).toContain(
      'received',
    );
    const again = await dial(path, owner.discordId, call(civilianId)).reply;
    expect(again.data?.content).toMatch(
      /^❌ You called 911 less than a minute ago\. Try again in \d+ seconds?\.$/,
    );
    const calls = await cad.ctx.db
      .selectFrom('calls')
      .select('id')
      .where('caller_discord_id', '=', owner.discordId)
      .execute();
    expect(calls).toHaveLength(1);
  });

  it('refuses bad input with the web form’s messages, placing no call', async () => {
    const caller = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, caller.discordId);
    const cases: [Record<string, string>, string][] = [
      [{ location: '   ' }, '❌ Enter a location.'],
      [{ services: 'police,swat' }, '❌ Choose police, fire or EMS.'],
      [{ civilian: 'not-an-id' }, '❌ Choose one of your civilians.'],
      [{ department: 'Stadia' }, '❌ Choose a department.'],
      [{ postal: '<@&1>' }, '❌ Use letters and digits for the postal.'],
      [{ description: 'x'.repeat(2001) }, '❌ Keep what is happening under 2001 characters.'],
    ];
    for (const [extra, message] of cases) {
      expect(await dial(path, caller.discordId, call(civilianId, extra)).reply, message).toEqual(
        ephemeral(message),
      );
    }
    const placed = await cad.ctx.db
      .selectFrom('calls')
      .select('id')
      .where('caller_discord_id', '=', caller.discordId)
      .execute();
    expect(placed).toHaveLength(0);
  });

  it('suggests only the member’s own civilians, filtered by what is typed', async () => {
    const caller = await cad.ctx.member([]);
    const ana = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
    const bo = await insertCivilian(cad.ctx, caller.discordId, { first: 'Bo', last: 'Diaz' });
    const other = await cad.ctx.member([]);
    await insertCivilian(cad.ctx, other.discordId, { first: 'Ana', last: 'Other' });

    const suggest = async (userId: string, typed: string) =>
      (await dial(path, userId, { civilian: typed }, 'civilian').reply) as Reply;
    expect(await suggest(caller.discordId, '')).toEqual({
      type: 8,
      data: {
        choices: [
          { name: 'Ana Lee', value: ana },
          { name: 'Bo Diaz', value: bo },
        ],
      },
    });
    expect((await suggest(caller.discordId, 'ana')).data?.choices).toEqual([
      { name: 'Ana Lee', value: ana },
    ]);
    expect((await suggest('323456789012345678', '')).data?.choices).toEqual([]);
  });

  it('suggests the community’s active departments, and refuses an archived one', async () => {
    await cad.ctx.db
      .insertInto('departments')
      .values([
        {
          id: `B${path[0]}`,
          name: `Blaine County ${path}`,
          short_name: `B${path[0]}`,
          services: ['police'],
          position: 5,
          updated_at: new Date(),
        },
        {
          id: `G${path[0]}`,
          name: `Gone ${path}`,
          short_name: `G${path[0]}`,
          services: ['police'],
          position: 6,
          archived_at: new Date(),
          updated_at: new Date(),
        },
      ])
      .execute();
    const caller = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, caller.discordId);
    // The bot reads the departments again a few seconds after a change it did not hear of.
    const suggested = async () =>
      ((await dial(path, caller.discordId, { department: '' }, 'department').reply) as Reply).data
        ?.choices ?? [];
    await expect
      .poll(suggested, { timeout: 8_000, interval: 500 })
      .toContainEqual({ name: `Blaine County ${path}`, value: `B${path[0]}` });
    const names = (await suggested()).map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(['Xbox', 'PlayStation']);
    expect(names).not.toContain(`Gone ${path}`);
    const typed = (await dial(
      path,
      caller.discordId,
      { department: `blaine county ${path}` },
      'department',
    ).reply) as Reply;
    expect(typed.data?.choices).toEqual([{ name: `Blaine County ${path}`, value: `B${path[0]}` }]);
    expect(
      await dial(path, caller.discordId, call(civilianId, { department: `G${path[0]}` })).reply,
    ).toEqual(
      ephemeral(
        `❌ Gone ${path} is archived: it takes no new profiles, calls, BOLOs, reports or warrants.`,
      ),
    );
  });
});

describe('the per-member limit', () => {
  it('refuses /911 past RATE_LIMIT_DISCORD_911, counted across both paths, before any call is placed', async () => {
    const { ctx: limited, send: sendLimited } = await cad.withEnv({ RATE_LIMIT_DISCORD_911: '1' });
    const caller = await limited.member([]);
    const civilianId = await insertCivilian(limited, caller.discordId);
    const dialLimited = (p: (typeof PATHS)[number]) =>
      sendLimited(
        p,
        commandInteraction(
          '911',
          cad.fake.guildId,
          caller.discordId,
          Object.entries({
            civilian: civilianId,
            department: 'Xbox',
            location: 'Legion Square',
            description: 'A fight',
            services: 'police',
          }).map(([name, value]) => stringOption(name, value)),
        ),
      );
    expect((await dialLimited('gateway')).data?.content).toContain('received');
    for (const p of PATHS) {
      expect((await dialLimited(p)).data?.content).toMatch(
        /^❌ You are calling 911 too often\. Try again in \d+ minutes?\.$/,
      );
    }
    const placed = await limited.db
      .selectFrom('calls')
      .select('id')
      .where('caller_discord_id', '=', caller.discordId)
      .execute();
    expect(placed).toHaveLength(1);
  });
});
