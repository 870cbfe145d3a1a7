import { describe, expect, it } from 'vitest';
import { createRecord } from '@tenfour/db/records';
import { REPLIES } from './replies';
import {
  accountsOf,
  commandInteraction,
  insertCivilian,
  insertUnit,
  setUpCadTest,
  stringOption,
  TEST_ROLES,
} from '../testing/bot-test';

// A reply speaks the member's Discord locale (sent with every interaction); what the bot posts
// in a channel is read by everyone there and stays in the community's language.

const cad = setUpCadTest({
  env: (fake) => ({
    BANK_STARTING_CHECKING: '100',
    BANK_STARTING_WALLET: '20',
    XBOX_DISPATCH_WEBHOOK_URL: `${fake.apiBase}/webhooks/124/dispatch-token`,
  }),
  clean: 'outbox',
});

async function citedCivilian() {
  const owner = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, owner.discordId, { first: 'Gia', last: 'Way' });
  await accountsOf(cad.ctx, owner, civilianId);
  const cop = await cad.ctx.member([TEST_ROLES.publicSafety]);
  const officer = await insertUnit(cad.ctx, cop.discordId);
  await createRecord(
    cad.ctx.db,
    { officer, username: 'cop' },
    { civilianId, type: 'citation', offenses: [{ title: 'Jaywalking' }], notes: null },
    cad.ctx.config.records,
    new Date(),
  );
  return { owner, civilianId };
}

function bankIn(locale: string | undefined, userId: string, civilianId: string) {
  const interaction = commandInteraction('bank', cad.fake.guildId, userId, [
    stringOption('civilian', civilianId),
  ]);
  // Discord sends the member's locale with every interaction.
  const sent = locale ? { ...interaction, locale } : interaction;
  return cad.send('http', sent);
}

describe('/bank in the member’s language', () => {
  it('answers a German member in German, money written the German way', async () => {
    const { owner, civilianId } = await citedCivilian();
    const reply = await bankIn('de', owner.discordId, civilianId);
    const embed = reply.data!.embeds![0]!;
    expect(embed.title).toBe('Bank: Gia Way');
    const names = embed.fields!.map((f) => f.name);
    expect(names).toContain('Bargeld');
    expect(names).toContain('Offene Bußgelder');
    const fines = embed.fields!.find((f) => f.name === 'Offene Bußgelder')!.value;
    // The community's symbol, placed and punctuated as German writes money.
    expect(fines).toMatch(/^1\. Strafzettel am \d{2}\.\d{2}\.\d{4}: 50,00\u00a0\$ \(T-\d+\)$/);
    expect(embed.fields!.find((f) => f.name === 'Bargeld')!.value).toBe('20,00\u00a0$');
    const button = reply.data!.components![0]!.components[0] as { label: string };
    expect(button.label).toBe('Bußgeld 1 zahlen: 50,00\u00a0$');
  });

  it('answers Latin American Spanish in Spanish, and English or an unshipped locale in English', async () => {
    const { owner, civilianId } = await citedCivilian();
    const spanish = (await bankIn('es-419', owner.discordId, civilianId)).data!.embeds![0]!;
    expect(spanish.title).toBe('Banco: Gia Way');
    expect(spanish.fields!.map((f) => f.name)).toContain('Efectivo');
    for (const locale of ['en-US', 'fr', undefined]) {
      const english = (await bankIn(locale, owner.discordId, civilianId)).data!.embeds![0]!;
      expect(english.title).toBe('Bank: Gia Way');
      expect(english.fields!.map((f) => f.name)).toEqual(
        expect.arrayContaining(['Cash', 'Unpaid fines']),
      );
    }
  });

  it('has every reply in every language with the same placeholders', () => {
    const keys = Object.keys(REPLIES.en).sort();
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of ['de', 'es'] as const) {
      expect(Object.keys(REPLIES[language]).sort()).toEqual(keys);
      for (const key of keys as (keyof typeof REPLIES.en)[]) {
        expect(placeholders(REPLIES[language][key]), `${language} ${key}`).toEqual(
          placeholders(REPLIES.en[key]),
        );
      }
    }
  });
});

describe('channel posts', () => {
  it('stay in English when a German member calls 911', async () => {
    const caller = await cad.ctx.member([]);
    const civilianId = await insertCivilian(cad.ctx, caller.discordId, {
      first: 'Ana',
      last: 'Lee',
    });
    const interaction = commandInteraction('911', cad.fake.guildId, caller.discordId, [
      stringOption('civilian', civilianId),
      stringOption('department', 'Xbox'),
      stringOption('location', 'Grove Street'),
      stringOption('description', 'Two cars crashed'),
      stringOption('services', 'police'),
    ]);
    const german = { ...interaction, locale: 'de' };
    const answer = await cad.send('http', german);
    expect(answer.type).toBe(4);
    cad.fake.reset();
    await cad.deliverAll();
    const post = cad.fake.requests.find(
      (r) => r.method === 'POST' && r.path.includes('/webhooks/124/dispatch-token'),
    );
    const embed = (post?.body as { embeds: { fields: { name: string }[] }[] }).embeds[0]!;
    expect(embed.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Location', 'Needs', 'Caller', 'Units', 'Status']),
    );
  });
});
