import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { createOutboxWorker, type OutboxWorker } from '@tenfour/bot/outbox/worker';
import { discordEnv, interactionKeys } from '@tenfour/bot/testing/discord-env';
import { accountsOf } from '../testing/bank';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import {
  buttonPress,
  civilianOwner,
  officerMember,
  postInteraction,
  type SentEmbed,
  type SentMessage,
} from './discord-test-helpers';

// End to end: an officer files a report through the records API, the outbox worker delivers
// it to the fake Discord, and the civilian's owner presses Pay Fine through Discord's signed
// HTTP interactions endpoint.

const CITATION_COLOR = 16763904;
const ARREST_COLOR = 16711680;

let ctx: TestContext;
let fake: FakeDiscord;
let privateKey: KeyObject;
let worker: OutboxWorker;

beforeAll(async () => {
  fake = await startFakeDiscord();
  const keys = interactionKeys();
  privateKey = keys.privateKey;
  ctx = await createTestContext({
    env: {
      ...discordEnv(fake, keys.publicKeyHex),
      PLAYSTATION_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/456/ps-token`,
      // Little in checking and more in cash, so both halves of the payment rule show.
      BANK_STARTING_CHECKING: '100',
      BANK_STARTING_WALLET: '500',
    },
  });
  // Real time: queued rows are due from the database's now().
  worker = createOutboxWorker({ db: ctx.db, config: ctx.config, log: () => undefined });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});
beforeEach(() => {
  fake.reset();
});

async function balances(owner: TestMember, civilianId: string) {
  const { accounts, wallet } = await accountsOf(owner, civilianId);
  return {
    checking: accounts.find((a) => a.accountType === 'Checking')!.balance,
    cash: wallet.balance,
  };
}

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

const fineStatus = async (recordId: string) =>
  (
    await ctx.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow()
  ).fine_status;

/** Files a citation and delivers it; returns the DM as Discord received it. */
async function deliveredCitation(
  cop: TestMember,
  owner: TestMember,
  civilianId: string,
  reason: string,
) {
  const recordId = await fileReport(cop, civilianId, 'citation', reason);
  await worker.runOnce();
  const dm = fake.messages.find(
    (m) =>
      m.channelId === `dm${owner.discordId}` &&
      JSON.stringify(m.body.components).includes(`payfine:${recordId}`),
  );
  expect(dm).toBeDefined();
  return { recordId, dm: dm!.body as unknown as SentMessage };
}

const press = async (presser: TestMember, recordId: string, message: SentMessage) => {
  const res = await postInteraction(
    ctx,
    privateKey,
    buttonPress(`payfine:${recordId}`, presser.discordId, message),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    type: number;
    data: SentMessage & { content?: string; flags?: number };
  };
};

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
          components: [{ type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` }],
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
        components: [{ type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` }],
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

  it("an arrest posts to the officer's own department; no fine means no DM; a warning sends nothing", async () => {
    await ctx.db.deleteFrom('outbox').execute();
    const cop = await officerMember(ctx, 'PlayStation');
    const { civilianId } = await civilianOwner(ctx, fake);
    // A custom offense (not in the penal code) carries no fine.
    await fileReport(cop, civilianId, 'arrest', 'Obstruction of a parade');
    await fileReport(cop, civilianId, 'warning', 'Jaywalking');
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });

    expect(fake.messages).toHaveLength(0);
    expect(fake.webhookPosts).toHaveLength(1);
    expect(fake.webhookPosts[0]).toMatchObject({ webhookId: '456', token: 'ps-token' });
    const report = (fake.webhookPosts[0]!.body.embeds as SentEmbed[])[0]!;
    expect(report).toMatchObject({ title: 'New Arrest Issued', color: ARREST_COLOR });
  });
});

describe('Pay Fine through the signed interactions endpoint', () => {
  it('pays from checking first, marks the record paid and edits the message; a second press charges nothing', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');

    const reply = await press(owner, recordId, dm);
    // 7: the button's message is updated in place.
    expect(reply.type).toBe(7);
    const status = reply.data.embeds[0]!.fields.find((f) => f.name === 'Status');
    expect(status?.value).toBe('✅ Paid $50.00 from your checking account');
    expect(reply.data.embeds[0]!.title).toBe('Citation Issued');
    expect(reply.data.components[0]!.components[0]).toMatchObject({
      custom_id: `payfine:${recordId}`,
      label: 'Fine Paid',
      disabled: true,
    });
    expect(await fineStatus(recordId)).toBe('paid');
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });

    // The old message (the button still enabled) pressed again: nothing more is charged.
    const second = await press(owner, recordId, dm);
    expect(second).toEqual({
      type: 4,
      data: { content: '✅ This fine has already been paid. Nothing was charged.', flags: 64 },
    });
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });
  });

  it('pays from cash when checking cannot cover the fine, and charges once for two presses at once', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(
      cop,
      owner,
      civilianId,
      'Speeding (16-30 over)',
    );

    const replies = await Promise.all([press(owner, recordId, dm), press(owner, recordId, dm)]);
    const edited = replies.filter((r) => r.type === 7);
    expect(edited).toHaveLength(1);
    expect(edited[0]!.data.embeds[0]!.fields.at(-1)).toEqual({
      name: 'Status',
      value: '✅ Paid $300.00 from your cash',
    });
    expect(replies.filter((r) => r.type === 4)[0]!.data.content).toContain('already been paid');
    expect(await balances(owner, civilianId)).toEqual({ checking: 100, cash: 200 });
    expect(await fineStatus(recordId)).toBe('paid');
  });

  it('with not enough in checking or cash, says so privately and charges nothing', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(
      cop,
      owner,
      civilianId,
      'Excessive Speeding (31+ over)',
    );

    const reply = await press(owner, recordId, dm);
    expect(reply.type).toBe(4);
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toContain('Not enough money to pay this fine');
    expect(reply.data.content).toContain('Nothing was charged.');
    expect(await balances(owner, civilianId)).toEqual({ checking: 100, cash: 500 });
    expect(await fineStatus(recordId)).toBe('unpaid');
  });

  it("refuses someone else's press and charges nobody", async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const stranger = await civilianOwner(ctx, fake, { name: ['Sam', 'Other'] });
    const { recordId, dm } = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');

    const reply = await press(stranger.owner, recordId, dm);
    expect(reply).toEqual({
      type: 4,
      data: { content: '❌ Only the owner of the cited civilian can pay this fine.', flags: 64 },
    });
    expect(await fineStatus(recordId)).toBe('unpaid');
    expect(await balances(owner, civilianId)).toEqual({ checking: 100, cash: 500 });
    expect(await balances(stranger.owner, stranger.civilianId)).toEqual({
      checking: 100,
      cash: 500,
    });
  });

  it('paying on the site and pressing the button charge once between them', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');

    const web = await owner.post(`/api/records/${recordId}/pay-fine`, {});
    expect(await web.json()).toMatchObject({ status: 'paid', paidFrom: 'checking' });
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });

    const reply = await press(owner, recordId, dm);
    expect(reply.data.content).toBe('✅ This fine has already been paid. Nothing was charged.');
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });

    // And the other way round: the button first, then the site.
    const next = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');
    expect((await press(owner, next.recordId, next.dm)).type).toBe(7);
    const late = await owner.post(`/api/records/${next.recordId}/pay-fine`, {});
    expect(await late.json()).toMatchObject({ status: 'already_paid' });
    expect(await balances(owner, civilianId)).toEqual({ checking: 0, cash: 500 });
  });

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
