import { describe, expect, it } from 'vitest';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import {
  buttonPress,
  civilianOwner,
  fileReport as file,
  officerMember,
  payOnSite,
  type BotTestContext,
  type InteractionSender,
  type SentEmbed,
  type SentMessage,
  type TestMember,
} from '../testing/bot-test';
import { setUpBotCitationDelivery } from '../testing/citation-delivery';
import type { OutboxWorker } from './worker';

// A filed report delivered by the outbox worker to the fake Discord, and the civilian's owner
// pressing Pay Fine through the handler the signed HTTP interactions endpoint answers with.

const ARREST_COLOR = 16711680;

let ctx: BotTestContext;
let fake: FakeDiscord;
let send: InteractionSender;
let worker: OutboxWorker;
const {
  balances,
  fineStatus,
  deliveredCitation: delivered,
} = setUpBotCitationDelivery((opened) => ({ ctx, fake, send, worker } = opened));

type Cop = Awaited<ReturnType<typeof officerMember>>;
const fileReport = (
  cop: Cop,
  civilianId: string,
  type: 'citation' | 'arrest' | 'warning',
  reason: string,
) => file(ctx, cop, civilianId, type, reason);

/** Files a citation and delivers it; returns the DM as Discord received it. */
const deliveredCitation = (cop: Cop, owner: TestMember, civilianId: string, reason: string) =>
  delivered(owner, () => fileReport(cop, civilianId, 'citation', reason));

const press = async (presser: TestMember, recordId: string, message: SentMessage) =>
  (await send('http', buttonPress(`payfine:${recordId}`, presser.discordId, message))) as {
    type: number;
    data: SentMessage & { content?: string; flags?: number };
  };

describe('a report reaches Discord', () => {
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

    const web = await payOnSite(ctx, owner, recordId);
    expect(web).toMatchObject({ status: 'paid', paidFrom: 'checking' });
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });

    const reply = await press(owner, recordId, dm);
    expect(reply.data.content).toBe('✅ This fine has already been paid. Nothing was charged.');
    expect(await balances(owner, civilianId)).toEqual({ checking: 50, cash: 500 });

    // And the other way round: the button first, then the site.
    const next = await deliveredCitation(cop, owner, civilianId, 'Jaywalking');
    expect((await press(owner, next.recordId, next.dm)).type).toBe(7);
    const late = await payOnSite(ctx, owner, next.recordId);
    expect(late).toMatchObject({ status: 'already_paid' });
    expect(await balances(owner, civilianId)).toEqual({ checking: 0, cash: 500 });
  });
});
