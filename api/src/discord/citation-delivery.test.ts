import { describe, expect, it } from 'vitest';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import type { OutboxWorker } from '@tenfour/bot/outbox/worker';
import { setUpCitationDelivery } from '@tenfour/bot/testing/citation-delivery';
import { interactionKeys } from '@tenfour/bot/testing/discord-env';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import {
  buttonPress,
  civilianOwner,
  officerMember,
  postInteraction,
  type SentEmbed,
  type SentMessage,
} from '../testing/discord';

// End to end: an officer files a report through the records API, the outbox worker delivers
// it to the fake Discord, and the civilian's owner presses Pay Fine through Discord's signed
// HTTP interactions endpoint.

const CITATION_COLOR = 16763904;

let ctx: TestContext;
let fake: FakeDiscord;
let worker: OutboxWorker;
const { privateKey, publicKeyHex } = interactionKeys();
const {
  balances,
  fineStatus,
  deliveredCitation: delivered,
} = setUpCitationDelivery(
  (env) => createTestContext({ env: { ...env, DISCORD_PUBLIC_KEY: publicKeyHex } }),
  (opened) => ({ ctx, fake, worker } = opened),
);

async function fileReport(
  cop: TestMember,
  civilianId: string,
  type: 'citation' | 'arrest' | 'warning',
  reason: string,
): Promise<string> {
  const res = await cop.post('/api/reports/create', {
    civilianId,
    type,
    officer: 'ignored',
    reason,
    fineAmount: 0,
    jailTime: 0,
    notes: 'Stopped on Route 68.',
    platform: 'xbox',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { recordId: string }).recordId;
}

/** Files a citation and delivers it; returns the DM as Discord received it. */
const deliveredCitation = (
  cop: TestMember,
  owner: TestMember,
  civilianId: string,
  reason: string,
) => delivered(owner, () => fileReport(cop, civilianId, 'citation', reason));

describe('a report reaches Discord', () => {
  it('a citation produces exactly one DM (colour, fields, Pay Fine button) and one report post', async () => {
    await ctx.db.deleteFrom('outbox').execute();
    const cop = await officerMember(ctx, 'Xbox');
    const { owner, civilianId } = await civilianOwner(ctx, fake, { name: ['Avery', 'Stone'] });
    const recordId = await fileReport(
      cop,
      civilianId,
      'citation',
      'Speeding (16-30 over), Running a Red Light',
    );
    // The request only queued the messages: nothing has reached Discord yet.
    expect(fake.requests).toHaveLength(0);

    // The browser's follow-up DM request for the same record queues nothing more.
    const again = await cop.post('/api/dm/send', {
      discordId: owner.discordId,
      embed: { title: 'Citation Issued', description: '', color: CITATION_COLOR },
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` },
            // The owner may take the fine to court instead, from the same message.
            { type: 2, style: 2, label: 'Contest', custom_id: `contest:${recordId}` },
          ],
        },
      ],
    });
    expect(await again.json()).toMatchObject({ queued: false });

    expect(await worker.runOnce()).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });

    expect(fake.messages).toHaveLength(1);
    const dm = fake.messages[0]!;
    expect(dm.channelId).toBe(`dm${owner.discordId}`);
    const body = dm.body as unknown as SentMessage;
    expect(body.embeds).toHaveLength(1);
    const embed = body.embeds[0]!;
    expect(embed.title).toBe('Citation Issued');
    expect(embed.color).toBe(CITATION_COLOR);
    const fields = Object.fromEntries(embed.fields.map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({
      Offenses: 'Speeding (16-30 over), Running a Red Light',
      Fine: '$500.00',
      'Jail Time': '0 minutes',
    });
    expect(fields.Officer).toContain('Alex Miller');
    expect(body.components).toEqual([
      {
        type: 1,
        components: [
          { type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` },
          // The owner may take the fine to court instead, from the same message.
          { type: 2, style: 2, label: 'Contest', custom_id: `contest:${recordId}` },
        ],
      },
    ]);

    expect(fake.webhookPosts).toHaveLength(1);
    const post = fake.webhookPosts[0]!;
    expect(post).toMatchObject({ webhookId: '123', token: 'tok' });
    const report = (post.body.embeds as SentEmbed[])[0]!;
    expect(report.title).toBe('New Citation Issued');
    expect(report.color).toBe(CITATION_COLOR);
    expect(report.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Offenses', 'Fine', 'Jail Time', 'Officer']),
    );
    expect(report.footer?.text).toContain('Avery Stone');
    expect(post.body.components).toBeUndefined();
  });
});

describe('Pay Fine through the signed interactions endpoint', () => {
  it('a forged press is refused before anything is paid', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');
    const res = await postInteraction(
      ctx,
      interactionKeys().privateKey,
      buttonPress(`payfine:${recordId}`, owner.discordId, dm),
    );
    expect(res.status).toBe(401);
    expect(await fineStatus(recordId)).toBe('unpaid');
    expect(await balances(owner, civilianId)).toEqual({ checking: 100, cash: 500 });
  });

  it('a press missing what the handler reads is refused before anything is paid', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId } = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');
    const press = buttonPress(`payfine:${recordId}`, owner.discordId, {
      embeds: [],
      components: [],
    });
    const withoutMessage = { ...press, message: undefined };
    const withoutUser = { ...press, user: undefined };
    const brokenRow = { ...press, message: { ...press.message, components: [{ type: 1 }] } };
    for (const interaction of [withoutMessage, withoutUser, brokenRow]) {
      const res = await postInteraction(ctx, privateKey, interaction);
      expect(res.status).toBe(400);
    }
    expect(await fineStatus(recordId)).toBe('unpaid');
    expect(await balances(owner, civilianId)).toEqual({ checking: 100, cash: 500 });
  });
});

describe('member-written text in Discord', () => {
  const hostile = '[Pay here](https://evil.example) **now** <@123> @everyone\n# Urgent';

  it('is escaped in DM and report embeds, and no message can mention anyone', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const res = await cop.post('/api/reports/create', {
      civilianId,
      type: 'citation',
      // Jaywalking carries a fine, so the citation has a DM.
      offenses: [{ title: 'Jaywalking' }, { title: '[Loitering](https://evil.example)' }],
      notes: hostile,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = await cop.post('/api/dm/send', {
      discordId: owner.discordId,
      embed: { title: '[Click](https://evil.example)', description: hostile, color: 1 },
    });
    expect(sent.status).toBe(200);
    await worker.runOnce();

    const escapedNotes =
      '\\[Pay here\\](https://evil.example) \\*\\*now\\*\\* \\<\\@123\\> \\@everyone\n\\# Urgent';
    const dms = fake.messages.filter((m) => m.channelId === `dm${owner.discordId}`);
    expect(dms).toHaveLength(2);
    for (const dm of dms) expect(dm.body.allowed_mentions).toEqual({ parse: [] });
    const bodies = dms.map((m) => m.body as unknown as SentMessage);
    const citation = bodies.find((b) => b.embeds[0]!.title === 'Citation Issued')!;
    const fields = Object.fromEntries(citation.embeds[0]!.fields.map((f) => [f.name, f.value]));
    expect(fields.Notes).toBe(escapedNotes);
    expect(fields.Offenses).toContain('\\[Loitering\\](https://evil.example)');
    const direct = bodies.find((b) => b !== citation)!.embeds[0]!;
    expect(direct.title).toBe('\\[Click\\](https://evil.example)');
    expect(direct.description).toBe(escapedNotes);

    const post = fake.webhookPosts.at(-1)!;
    expect(post.body.allowed_mentions).toEqual({ parse: [] });
    const report = (post.body.embeds as SentEmbed[])[0]!;
    expect(report.fields.find((f) => f.name === 'Notes')?.value).toBe(escapedNotes);
  });
});
