import { describe, expect, it } from 'vitest';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import {
  buttonPress,
  civilianOwner,
  fileReport,
  officerMember,
  PATHS,
  type BotTestContext,
  type InteractionSender,
  type SentMessage,
  type TestMember,
} from '../testing/bot-test';
import { setUpBotCitationDelivery } from '../testing/citation-delivery';
import type { OutboxWorker } from '../outbox/worker';

// The Contest button beside Pay Fine on a delivered citation DM, over the gateway and the
// signed HTTP interactions endpoint: owner only, within the window, once however often.

let ctx: BotTestContext;
let fake: FakeDiscord;
let send: InteractionSender;
let worker: OutboxWorker;
const { deliveredCitation } = setUpBotCitationDelivery(
  (opened) => ({ ctx, fake, send, worker } = opened),
);

type Reply = { type: number; data: { content?: string; custom_id?: string; title?: string } };

function modalSubmit(customId: string, userId: string, statement: string) {
  return {
    id: String(Date.now()),
    application_id: '800000000000000000',
    type: 5,
    token: `modal-${Math.random()}`,
    version: 1,
    channel_id: `dm${userId}`,
    user: { id: userId, username: 'someone', discriminator: '0' },
    data: {
      custom_id: customId,
      components: [
        { type: 1, components: [{ type: 4, custom_id: 'statement', value: statement }] },
      ],
    },
  };
}

const cases = (recordId: string) =>
  ctx.db.selectFrom('court_cases').selectAll().where('record_id', '=', recordId).execute();

describe.each(PATHS)('Contest over the %s', (path) => {
  const press = (customId: string, who: TestMember, dm: SentMessage) =>
    send(path, buttonPress(customId, who.discordId, dm)) as Promise<Reply>;
  const submit = (recordId: string, who: TestMember, statement: string) =>
    send(path, modalSubmit(`contest:${recordId}`, who.discordId, statement)) as Promise<Reply>;

  it('sits beside Pay Fine; the owner gets the statement form and contests once', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(owner, () =>
      fileReport(ctx, cop, civilianId, 'citation', 'Jaywalking'),
    );
    expect(JSON.stringify(dm.components)).toContain(`contest:${recordId}`);
    void worker;

    const stranger = (await civilianOwner(ctx, fake)).owner;
    const refused = await press(`contest:${recordId}`, stranger, dm);
    expect(refused).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(refused.data.content).toContain('Only the owner of the civilian can contest this fine.');
    expect(await submit(recordId, stranger, 'Not me')).toMatchObject({ type: 4 });
    expect(await cases(recordId)).toEqual([]);

    const form = await press(`contest:${recordId}`, owner, dm);
    expect(form).toMatchObject({ type: 9, data: { custom_id: `contest:${recordId}` } });

    const done = await submit(recordId, owner, 'The light was green.');
    expect(done.data.content).toContain('Contested.');
    const again = await submit(recordId, owner, 'Again.');
    expect(again.data.content).toContain('already contested');
    expect((await press(`contest:${recordId}`, owner, dm)).data.content).toContain(
      'already contested',
    );
    const [kase, ...more] = await cases(recordId);
    expect(more).toEqual([]);
    expect(kase).toMatchObject({ statement: 'The light was green.', status: 'open' });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'court.contest')
      .where('target_id', '=', kase!.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ via: 'discord' });

    // While contested, Pay Fine refuses with a clear sentence and charges nothing.
    const pay = await press(`payfine:${recordId}`, owner, dm);
    expect(pay.data.content).toContain('contested in court');
    const status = await ctx.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(status.fine_status).toBe('unpaid');
  });

  it('refuses after the window, naming the deadline', async () => {
    const cop = await officerMember(ctx);
    const { owner, civilianId } = await civilianOwner(ctx, fake);
    const { recordId, dm } = await deliveredCitation(owner, () =>
      fileReport(ctx, cop, civilianId, 'citation', 'Jaywalking'),
    );
    await ctx.db
      .updateTable('records')
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
      .where('id', '=', recordId)
      .execute();
    const late = await press(`contest:${recordId}`, owner, dm);
    expect(late.data.content).toContain('The window to contest this fine closed at');
    expect(await submit(recordId, owner, 'Late')).toMatchObject({ type: 4 });
    expect(await cases(recordId)).toEqual([]);
  });
});
