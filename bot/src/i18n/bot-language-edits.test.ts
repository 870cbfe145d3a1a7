import { afterEach, describe, expect, it } from 'vitest';
import { setUserLocale, type Language } from '@tenfour/db';
import {
  buttonPress,
  changeMyUnit,
  commandInteraction,
  dispatcherDesk,
  ephemeral,
  insertCivilian,
  placeCall,
  registeredOfficer,
  type SentEmbed,
  type SentMessage,
  setUpCadTest,
  stringOption,
  subcommand,
  type TestMember,
} from '../testing/bot-test';

// Messages the bot edits later keep the language they were first written in: a /911 caller's
// private reply the language of the call (their Discord client's), an assignment DM the
// member's (their site choice, else the community's). Channel posts stay in the community's.
// Refusals of Discord input are read by their key and said in the member's language.

const cad = setUpCadTest({
  env: (fake) => ({ XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/124/dispatch-token` }),
  clean: 'outbox and fake',
});

const setCommunityDefault = (language: Language) =>
  cad.ctx.db.updateTable('community_settings').set({ default_language: language }).execute();

afterEach(async () => {
  await setCommunityDefault('en');
});

/** The member's slash command as Discord sends it from a client in `locale`. */
function commandIn(locale: string, name: string, userId: string, options = [] as unknown[]) {
  const interaction = {
    ...commandInteraction(
      name,
      cad.fake.guildId,
      userId,
      options as Parameters<typeof commandInteraction>[3],
    ),
    locale,
  };
  return { interaction, reply: cad.send('http', interaction) };
}

const dial = (locale: string, caller: TestMember, civilianId: string, location = 'Grove Street') =>
  commandIn(locale, '911', caller.discordId, [
    stringOption('civilian', civilianId),
    stringOption('department', 'Xbox'),
    stringOption('location', location),
    stringOption('description', 'Two cars crashed'),
    stringOption('services', 'police'),
  ]);

async function callerWithCivilian() {
  const caller = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
  return { caller, civilianId };
}

const callIdOf = async (number: string) =>
  (
    await cad.ctx.db
      .selectFrom('calls')
      .select('id')
      .where('call_number', '=', Number(number))
      .executeTakeFirstOrThrow()
  ).id;

describe('a /911 caller’s reply, edited as the call moves on', () => {
  it('stays in the German the caller called in; the dispatch post stays in the community’s', async () => {
    const { caller, civilianId } = await callerWithCivilian();
    const { interaction, reply } = dial('de', caller, civilianId);
    const answer = await reply;
    expect(answer.data?.content).toMatch(/^Notruf #\d+ ist eingegangen\. Grove Street\n/);
    const number = /#(\d+)/.exec(answer.data!.content!)![1]!;
    const callId = await callIdOf(number);

    // The caller's site choice (none) and the community's default (English) do not matter.
    const officer = await registeredOfficer(cad.ctx);
    const dispatcher = await dispatcherDesk(cad.ctx);
    await dispatcher.assign(callId, officer.officer._id);
    await cad.deliverAll();
    const original = `/api/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`;
    const edits = () =>
      cad.fake.requests
        .filter((r) => r.method === 'PATCH' && r.path === original)
        .map((r) => (r.body as { content: string }).content);
    expect(edits()).toEqual([
      `Notruf #${number} ist eingegangen. Grove Street\nStatus: 🚓 Einheiten disponiert: Hilfe ist unterwegs.\nEinheiten: ${officer.officer.callsign}`,
    ]);

    // Choosing Spanish on the site later does not switch the reply's language.
    await setUserLocale(cad.ctx.db, caller.discordId, 'es');
    await dispatcher.close(callId);
    await cad.deliverAll();
    expect(edits()[1]).toBe(
      `Notruf #${number} ist eingegangen. Grove Street\nStatus: ✅ Abgeschlossen.\nEinheiten: ${officer.officer.callsign}`,
    );

    const post = cad.fake.webhookPosts.find((p) => p.token === 'dispatch-token')!;
    const embed = (post.body.embeds as SentEmbed[])[0]!;
    expect(embed.title).toMatch(/^911 call #\d+ · /);
    expect(embed.fields!.map((f) => f.name)).toContain('Location');
  });

  it('an English caller’s reply stays English when the community default is German', async () => {
    const { caller, civilianId } = await callerWithCivilian();
    const { interaction, reply } = dial('en-US', caller, civilianId);
    const number = /#(\d+)/.exec((await reply).data!.content!)![1]!;
    await setCommunityDefault('de');
    const officer = await registeredOfficer(cad.ctx);
    await (await dispatcherDesk(cad.ctx)).assign(await callIdOf(number), officer.officer._id);
    await cad.deliverAll();
    const edit = cad.fake.requests.find(
      (r) =>
        r.method === 'PATCH' &&
        r.path ===
          `/api/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`,
    )!;
    expect((edit.body as { content: string }).content).toContain(
      'Status: 🚓 Units assigned: help is on the way.',
    );
  });
});

describe('an assignment DM in the member’s language, across its edits', () => {
  it('a member who chose German keeps a German DM through a press and the queued edits', async () => {
    const officer = await registeredOfficer(cad.ctx);
    await setUserLocale(cad.ctx.db, officer.discordId, 'de');
    await changeMyUnit(cad.ctx, officer, { duty: 'in' });
    cad.fake.addUser({ id: officer.discordId, username: `o${officer.discordId.slice(-4)}` });
    const { caller, civilianId } = await callerWithCivilian();
    const call = await placeCall(cad.ctx, caller, {
      civilianId,
      department: 'Xbox',
      location: 'Vinewood Blvd',
      description: 'Shots heard',
      services: ['police'],
    });
    await (await dispatcherDesk(cad.ctx)).assign(call._id, officer.officer._id);
    await cad.deliverAll();
    const sent = cad.fake.messages.find((m) => m.channelId === `dm${officer.discordId}`)!;
    const dm = sent.body as unknown as SentMessage;
    expect(dm.embeds[0]!.fields!.find((f) => f.name === 'Status')!.value).toBe(
      'Dein Status: 10-8 (Einsatzbereit)',
    );

    // A later change of mind on the site does not switch the DM's language mid-call.
    await setUserLocale(cad.ctx.db, officer.discordId, 'es');
    const press = {
      ...buttonPress(`unit:enroute:${call._id}`, officer.discordId, dm),
      locale: 'en-US',
    };
    const update = (await cad.send('gateway', press)) as { type: number; data: SentMessage };
    expect(update.type).toBe(7);
    expect(update.data.embeds[0]!.fields!.find((f) => f.name === 'Status')!.value).toBe(
      'Dein Status: 10-6 (Beschäftigt / nicht verfügbar)',
    );
    expect(update.data.components[0]!.components.map((b) => b.label)).toEqual([
      'Anfahrt',
      'Vor Ort',
      'Einsatzbereit',
    ]);

    await cad.deliverAll();
    const edits = sent.edits as unknown as SentMessage[];
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit.embeds[0]!.title).toMatch(/^Einsatz #\d+ · /);
    expect(edits.at(-1)!.embeds[0]!.fields!.find((f) => f.name === 'Status')!.value).toBe(
      'Dein Status: 10-6 (Beschäftigt / nicht verfügbar)',
    );
  });
});

describe('unit statuses and refusals in the member’s language', () => {
  it('/duty on says the 10-code’s meaning in German, and exactly as before in English', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const german = await commandIn('de', 'duty', officer.discordId, [subcommand('on')]).reply;
    expect(german.data?.content).toMatch(
      /^✅ Zum Dienst gemeldet\. .+ \(Xbox\) ist 10-8 \(Einsatzbereit\), im Dienst\.$/,
    );
    const english = await commandIn('en-US', 'duty', officer.discordId, [subcommand('on')]).reply;
    expect(english.data?.content).toMatch(
      /^✅ Clocked in\. .+ \(Xbox\) is 10-8 \(In Service\), on duty\.$/,
    );
  });

  it('/status suggests statuses with their German meaning, sending back the code', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const interaction = {
      ...commandInteraction(
        'status',
        cad.fake.guildId,
        officer.discordId,
        [stringOption('code', 'einsatz', true)],
        4,
      ),
      locale: 'de',
    };
    const suggested = (await cad.send('http', interaction)) as {
      data: { choices: { name: string; value: string }[] };
    };
    expect(suggested.data.choices).toEqual([{ name: '10-8 — Einsatzbereit', value: '10-8' }]);
  });

  it('a /911 refusal is read by its key: German names the option, English is the schema’s', async () => {
    const { caller, civilianId } = await callerWithCivilian();
    expect(await dial('de', caller, civilianId, '   ').reply).toEqual(
      ephemeral('❌ einsatzort: Gib einen Wert ein.'),
    );
    expect(await dial('es-ES', caller, civilianId, '   ').reply).toEqual(
      ephemeral('❌ ubicación: Introduce un valor.'),
    );
    expect(await dial('en-US', caller, civilianId, '   ').reply).toEqual(
      ephemeral('❌ Enter a location.'),
    );
  });

  it('a /bank refusal of the bot’s own schema is said by its key', async () => {
    const member = await cad.ctx.member([]);
    const bank = (locale: string) =>
      commandIn(locale, 'bank', member.discordId, [stringOption('civilian', 'not-a-civilian')])
        .reply;
    expect(await bank('de')).toEqual(ephemeral('❌ Wähle einen deiner Zivilisten.'));
    expect(await bank('en-US')).toEqual(ephemeral('❌ Choose one of your civilians.'));
  });
});
