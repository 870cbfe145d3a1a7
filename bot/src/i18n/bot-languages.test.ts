import { afterEach, describe, expect, it } from 'vitest';
import { setUserLocale, type Language } from '@tenfour/db';
import {
  buttonPress,
  changeMyUnit,
  citedCivilian,
  civilianOwner,
  commandInteraction,
  dispatcherDesk,
  ephemeral,
  fileReport,
  insertCivilian,
  officerMember,
  placeCall,
  registeredOfficer,
  type SentEmbed,
  type SentMessage,
  setUpCadTest,
  stringOption,
  subcommand,
  type TestMember,
} from '../testing/bot-test';

// Replies, DMs and buttons in the member's language: their Discord locale (sent with every
// interaction) when it is shipped, else their choice on the site, else the community's
// default. Channel posts, read by everyone there, in the community's default.

const cad = setUpCadTest({
  env: (fake) => ({ XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/124/dispatch-token` }),
  clean: 'outbox and fake',
});

const setCommunityDefault = (language: Language) =>
  cad.ctx.db.updateTable('community_settings').set({ default_language: language }).execute();

/** An interaction as a Discord client set to `locale` sends it. */
const inLocale = <T extends object>(interaction: T, locale: string) => ({ ...interaction, locale });

afterEach(async () => {
  await setCommunityDefault('en');
});

/** The member's slash command as Discord sends it from a client in `locale`. */
function commandIn(locale: string, name: string, userId: string, options = [] as unknown[]) {
  const interaction = commandInteraction(
    name,
    cad.fake.guildId,
    userId,
    options as Parameters<typeof commandInteraction>[3],
  );
  return cad.send('http', inLocale(interaction, locale));
}

/** An officer on duty, assigned by the dispatcher to a new call, its DM delivered. */
async function assignedOfficer() {
  const officer = await registeredOfficer(cad.ctx);
  await changeMyUnit(cad.ctx, officer, { duty: 'in' });
  cad.fake.addUser({ id: officer.discordId, username: `o${officer.discordId.slice(-4)}` });
  const caller = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
  const call = await placeCall(cad.ctx, caller, {
    civilianId,
    department: 'Xbox',
    location: 'Vinewood Blvd',
    description: 'Shots heard behind the bar',
    services: ['police'],
  });
  const dispatcher = await dispatcherDesk(cad.ctx);
  await dispatcher.assign(call._id, officer.officer._id);
  return { officer, call };
}

const dmTo = (member: TestMember) =>
  cad.fake.messages.find((m) => m.channelId === `dm${member.discordId}`);

describe('a German interaction gets a German answer', () => {
  it('/duty, /lookup and a stale button answer in German', async () => {
    const officer = await registeredOfficer(cad.ctx);
    const clockedIn = await commandIn('de', 'duty', officer.discordId, [subcommand('on')]);
    expect(clockedIn.data?.content).toMatch(/^✅ Zum Dienst gemeldet\. .+ ist .+, im Dienst\.$/);

    const civilian = await cad.ctx.member([]);
    const lookup = await commandIn('de', 'lookup', civilian.discordId, [
      subcommand('name', [stringOption('query', 'Lee')]),
    ]);
    expect(lookup).toEqual(ephemeral('❌ Dafür brauchst du die Rolle Polizei.'));

    const stale = buttonPress('unit:enroute:not-a-call', officer.discordId, {
      embeds: [],
      components: [],
    });
    expect(await cad.send('http', inLocale(stale, 'de'))).toEqual(
      ephemeral('❌ Dieser Button ist nicht mehr gültig.'),
    );
  });

  it('En Route on an assignment DM keeps the DM in the language it was sent in', async () => {
    const { officer, call } = await assignedOfficer();
    await cad.deliverAll();
    const dm = dmTo(officer)!.body as unknown as SentMessage;
    // The DM follows the officer's site choice or the community's: English here.
    expect(dm.components[0]!.components.map((b) => b.label)).toEqual([
      'En Route',
      'On Scene',
      'Clear',
    ]);
    // Pressed from a German client, the DM itself stays English (its queued edits are too).
    const press = buttonPress(`unit:enroute:${call._id}`, officer.discordId, dm);
    const update = (await cad.send('gateway', inLocale(press, 'de'))) as {
      type: number;
      data: SentMessage;
    };
    expect(update.type).toBe(7);
    const embed = update.data.embeds[0]!;
    expect(embed.title).toMatch(/^Call #\d+ · /);
    expect(embed.fields!.find((f) => f.name === 'Status')!.value).toBe(
      'Your status: 10-6 (Busy / Unavailable)',
    );
    expect(update.data.components[0]!.components.map((b) => b.label)).toEqual([
      'En Route',
      'On Scene',
      'Clear',
    ]);
    // A private refusal on the same DM follows the presser's client.
    const stale = buttonPress('unit:enroute:not-a-call', officer.discordId, dm);
    expect(await cad.send('http', inLocale(stale, 'de'))).toEqual(
      ephemeral('❌ Dieser Button ist nicht mehr gültig.'),
    );
  });
});

describe('a Discord locale the bot does not ship', () => {
  it('falls back to the member’s site choice: Spanish for a French client', async () => {
    const { owner, civilianId } = await citedCivilian(cad.ctx, { first: 'Gia', last: 'Way' });
    await setUserLocale(cad.ctx.db, owner.discordId, 'es');
    const reply = await commandIn('fr', 'bank', owner.discordId, [
      stringOption('civilian', civilianId),
    ]);
    const embed = reply.data!.embeds![0]!;
    expect(embed.title).toBe('Banco: Gia Way');
    expect(embed.fields!.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Efectivo', 'Multas pendientes']),
    );
  });

  it('falls back to the community default when the member chose nothing', async () => {
    await setCommunityDefault('de');
    const stranger = buttonPress('unit:enroute:not-a-call', '1234', { embeds: [], components: [] });
    expect(await cad.send('http', inLocale(stranger, 'fr'))).toEqual(
      ephemeral('❌ Dieser Button ist nicht mehr gültig.'),
    );
  });
});

describe('DMs and channel posts', () => {
  it('a citation DM to a member who chose German is German; the report post stays English', async () => {
    const owner = await civilianOwner(cad.ctx, cad.fake, { name: ['Gia', 'Way'] });
    await setUserLocale(cad.ctx.db, owner.owner.discordId, 'de');
    const cop = await officerMember(cad.ctx);
    await fileReport(cad.ctx, cop, owner.civilianId, 'citation', 'Jaywalking');
    await cad.deliverAll();

    const dm = dmTo(owner.owner)!.body as unknown as SentMessage;
    expect(dm.embeds[0]).toMatchObject({
      title: 'Strafzettel ausgestellt',
      description: 'Du hast einen Strafzettel erhalten.',
      footer: { text: 'Zivilist: Gia Way' },
    });
    expect(dm.components[0]!.components[0]!.label).toBe('Bußgeld zahlen');

    const report = (cad.fake.webhookPosts[0]!.body.embeds as SentEmbed[])[0]!;
    expect(report.title).toBe('New Citation Issued');
    expect(report.fields!.map((f) => f.name)).toEqual(['Offenses', 'Fine', 'Jail Time', 'Officer']);
  });

  it('with the community default German, the report post and a DM to a member without a choice are German', async () => {
    await setCommunityDefault('de');
    const owner = await civilianOwner(cad.ctx, cad.fake, { name: ['Gia', 'Way'] });
    const cop = await officerMember(cad.ctx);
    await fileReport(cad.ctx, cop, owner.civilianId, 'citation', 'Jaywalking');
    await cad.deliverAll();

    const report = (cad.fake.webhookPosts[0]!.body.embeds as SentEmbed[])[0]!;
    expect(report.title).toBe('Neuer Strafzettel ausgestellt');
    expect(report.fields!.map((f) => f.name)).toEqual([
      'Tatbestände',
      'Bußgeld',
      'Haftzeit',
      'Beamter',
    ]);
    const dm = dmTo(owner.owner)!.body as unknown as SentMessage;
    expect(dm.embeds[0]!.title).toBe('Strafzettel ausgestellt');
  });

  it('an assignment DM follows the officer’s site choice', async () => {
    const { officer } = await assignedOfficer();
    await setUserLocale(cad.ctx.db, officer.discordId, 'de');
    await cad.deliverAll();
    const dm = dmTo(officer)!.body as unknown as SentMessage;
    expect(dm.embeds[0]!.footer!.text).toMatch(/^Zugeteilt an /);
    expect(dm.components[0]!.components.map((b) => b.label)).toEqual([
      'Anfahrt',
      'Vor Ort',
      'Einsatzbereit',
    ]);
  });

  it('a dispatch post follows the community default, whatever the caller’s language', async () => {
    await setCommunityDefault('de');
    const caller = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, caller.discordId, {
      first: 'Ana',
      last: 'Lee',
    });
    const answer = await commandIn('en-US', '911', caller.discordId, [
      stringOption('civilian', civilianId),
      stringOption('department', 'Xbox'),
      stringOption('location', 'Grove Street'),
      stringOption('description', 'Two cars crashed'),
      stringOption('services', 'police,ems'),
    ]);
    // The caller's own reply is in their language.
    expect(answer.data?.content).toMatch(/^911 call #\d+ received\. Grove Street\n/);
    await cad.deliverAll();
    const post = cad.fake.webhookPosts.find((p) => p.token === 'dispatch-token')!;
    const embed = (post.body.embeds as SentEmbed[])[0]!;
    expect(embed.title).toMatch(/^Notruf #\d+ · /);
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Einsatzort', value: 'Grove Street' }),
        expect.objectContaining({ name: 'Benötigt', value: 'Polizei, Rettungsdienst' }),
        expect.objectContaining({ name: 'Status', value: '📞 Offen' }),
      ]),
    );
    const button = (post.body.components as { components: { label: string }[] }[])[0]!;
    expect(button.components[0]!.label).toBe('Übernehmen');
  });
});
