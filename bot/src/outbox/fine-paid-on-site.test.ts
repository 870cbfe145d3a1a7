import { describe, expect, it } from 'vitest';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import {
  buttonPress,
  civilianOwner,
  fileReport,
  officerMember,
  payOnSite as pay,
  type BotTestContext,
  type InteractionSender,
  type SentMessage,
  type TestMember,
} from '../testing/bot-test';
import { setUpBotCitationDelivery } from '../testing/citation-delivery';
import type { OutboxWorker } from './worker';

// End to end: a citation's DM is delivered, the fine is paid on the site, and the outbox
// worker turns that very DM into its paid state, as the Pay Fine button would have.

let ctx: BotTestContext;
let fake: FakeDiscord;
let send: InteractionSender;
let worker: OutboxWorker;
setUpBotCitationDelivery((opened) => ({ ctx, fake, send, worker } = opened), {
  clean: 'outbox',
});

const cite = (cop: Awaited<ReturnType<typeof officerMember>>, civilianId: string, reason: string) =>
  fileReport(ctx, cop, civilianId, 'citation', reason);

const dmOf = (recordId: string) =>
  fake.messages.find((m) => JSON.stringify(m.body.components).includes(`payfine:${recordId}`));

const edits = () => fake.requests.filter((r) => r.method === 'PATCH');

const dmEditRows = () =>
  ctx.db
    .selectFrom('outbox')
    .select(['status', 'payload', 'dedupe_key', 'result'])
    .where('kind', '=', 'dm_edit')
    .execute();

const payOnSite = (owner: TestMember, recordId: string) => pay(ctx, owner, recordId);

describe('a fine paid on the site updates its Discord DM', () => {
  it('edits exactly that DM to its paid state, with the button disabled', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const recordId = await cite(cop, civilianId, 'Jaywalking');
    const otherId = await cite(cop, civilianId, 'Jaywalking');
    await worker.runOnce();
    const dm = dmOf(recordId)!;
    const other = dmOf(otherId)!;
    expect(dm).toBeDefined();
    expect(other).toBeDefined();

    expect(await payOnSite(owner, recordId)).toMatchObject({ status: 'paid' });
    // Queued with the payment, sent by the worker: nothing has reached Discord yet.
    expect(edits()).toHaveLength(0);
    expect(await dmEditRows()).toEqual([
      {
        status: 'pending',
        payload: {
          recordId,
          discordId: owner.discordId,
          status: '✅ Paid $50.00 from your checking account',
        },
        dedupe_key: `dm_edit:${recordId}`,
        result: null,
      },
    ]);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(edits().map((r) => r.path)).toEqual([
      `/api/v10/channels/${dm.channelId}/messages/${dm.id}`,
    ]);
    expect(other.edits).toHaveLength(0);
    expect(dm.edits).toHaveLength(1);
    const sent = dm.body as unknown as SentMessage;
    const edited = dm.edits[0] as unknown as SentMessage;
    // The DM as it was, plus the Status field; the button disabled in place.
    expect(edited.embeds).toEqual([
      {
        ...sent.embeds[0],
        fields: [
          ...sent.embeds[0]!.fields,
          { name: 'Status', value: '✅ Paid $50.00 from your checking account' },
        ],
      },
    ]);
    expect(edited.components).toEqual([
      {
        type: 1,
        components: [
          {
            type: 2,
            style: 3,
            label: 'Fine Paid',
            custom_id: `payfine:${recordId}`,
            disabled: true,
          },
          // A paid fine may still be contested: a ruling would refund it.
          { type: 2, style: 2, label: 'Contest', custom_id: `contest:${recordId}` },
        ],
      },
    ]);
    expect((await dmEditRows())[0]).toMatchObject({
      status: 'sent',
      result: { edited: true, channelId: dm.channelId, messageId: dm.id },
    });
    // Done once: nothing more is sent.
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    expect(edits()).toHaveLength(1);
  });

  it('paying from cash says so in the DM', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const recordId = await cite(cop, civilianId, 'Speeding (16-30 over)');
    await worker.runOnce();
    await payOnSite(owner, recordId);
    await worker.runOnce();
    const status = (dmOf(recordId)!.edits[0] as unknown as SentMessage).embeds[0]!.fields.at(-1);
    expect(status).toEqual({ name: 'Status', value: '✅ Paid $300.00 from your cash' });
  });

  it('paying with the button queues no edit (its interaction response edits the DM)', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const recordId = await cite(cop, civilianId, 'Jaywalking');
    await worker.runOnce();
    const dm = dmOf(recordId)!.body as unknown as SentMessage;

    const reply = await send('http', buttonPress(`payfine:${recordId}`, owner.discordId, dm));
    expect(reply.type).toBe(7);
    // Paying again on the site charges nothing and queues nothing either.
    expect(await payOnSite(owner, recordId)).toMatchObject({ status: 'already_paid' });
    expect(await dmEditRows()).toEqual([]);
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    expect(edits()).toHaveLength(0);
  });

  it('a DM that was never delivered gets no edit', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake, { blocksDms: true });
    const recordId = await cite(cop, civilianId, 'Jaywalking');
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(dmOf(recordId)).toBeUndefined();

    await payOnSite(owner, recordId);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(edits()).toHaveLength(0);
    expect(await dmEditRows()).toMatchObject([
      { status: 'sent', result: { edited: false, reason: 'The DM was never delivered' } },
    ]);
  });
});
