import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enqueue, type Config, type DbHandle } from '@tenfour/db';
import { listFailedDeliveries } from '@tenfour/db/outbox';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { citationMessages } from '../testing/citation';
import { useOutboxTestbed } from '../testing/outbox-testbed';
import { createOutboxWorker } from './worker';

// The outbox's 'dm_edit' rows: a record's DM turned into its paid state once it was sent,
// waited for while it is still queued, and skipped when there is nothing to edit.

let handle: DbHandle;
let fake: FakeDiscord;
let config: Config;
const clock = { now: new Date() };
const PAID = '✅ Paid $250.00 from your checking account';

useOutboxTestbed(clock, (testbed) => ({ handle, fake, config } = testbed));

const worker = () =>
  createOutboxWorker({ db: handle.db, config, now: () => clock.now, log: () => undefined });
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const newMember = () => {
  const id = String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
  fake.addUser({ id, username: `civ${id.slice(-4)}` });
  return id;
};
const patches = () => fake.requests.filter((r) => r.method === 'PATCH');
const editRow = () =>
  handle.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'dm_edit')
    .executeTakeFirstOrThrow();

async function queueDm(discordId: string) {
  const recordId = randomUUID();
  await enqueue(handle.db, 'dm', {
    discordId,
    message: citationMessages(recordId).dm,
    recordId,
  });
  return recordId;
}

const queueEdit = (recordId: string, discordId: string) =>
  enqueue(handle.db, 'dm_edit', { recordId, discordId, status: PAID });

describe('DM updates in the outbox', () => {
  it('waits for a DM still in the queue, then edits it once it is sent', async () => {
    const member = newMember();
    const recordId = await queueDm(member);
    // The DM is not due before the edit is claimed.
    await handle.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(clock.now.getTime() + 1_000) })
      .where('kind', '=', 'dm')
      .execute();
    await queueEdit(recordId, member);

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    expect(await editRow()).toMatchObject({
      status: 'pending',
      last_error: 'The DM to update has not been sent yet',
    });
    expect(patches()).toHaveLength(0);

    advance(2_000);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.messages).toHaveLength(1);

    advance(60_000);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const dm = fake.messages[0]!;
    expect(patches().map((r) => r.path)).toEqual([
      `/api/v10/channels/${dm.channelId}/messages/${dm.id}`,
    ]);
    const edited = dm.edits[0] as {
      embeds: { fields: { name: string; value: string }[] }[];
      components: { components: { label: string; disabled?: boolean }[] }[];
    };
    expect(edited.embeds[0]!.fields.at(-1)).toEqual({ name: 'Status', value: PAID });
    expect(edited.components[0]!.components[0]).toMatchObject({
      label: 'Fine Paid',
      disabled: true,
    });
    expect(await editRow()).toMatchObject({ status: 'sent', result: { edited: true } });
  });

  it('finishes without sending when the record has no DM', async () => {
    await queueEdit(randomUUID(), newMember());
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(fake.requests).toHaveLength(0);
    expect(await editRow()).toMatchObject({
      status: 'sent',
      result: { edited: false, reason: 'No DM was queued' },
    });
  });

  it('retries a transient Discord error and gives up on a message that is gone', async () => {
    const member = newMember();
    const recordId = await queueDm(member);
    await worker().runOnce();
    await queueEdit(recordId, member);

    fake.failNext(/\/messages\/[^/]+$/, { status: 502, body: { message: 'Bad Gateway' } });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(fake.messages[0]!.edits).toHaveLength(0);

    advance(60_000);
    fake.failNext(/\/messages\/[^/]+$/, {
      status: 404,
      body: { code: 10008, message: 'Unknown Message' },
    });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(patches()).toHaveLength(2);

    const [failed] = (await listFailedDeliveries(handle.db)).deliveries;
    expect(failed).toMatchObject({
      kind: 'dm_edit',
      discordId: member,
      recordId,
      title: PAID,
      reason: 'The message no longer exists (HTTP 404, code 10008)',
    });
  });

  it('queues one edit per record', async () => {
    const member = newMember();
    const recordId = await queueDm(member);
    await queueEdit(recordId, member);
    await queueEdit(recordId, member);
    const rows = await handle.db
      .selectFrom('outbox')
      .select('dedupe_key')
      .where('kind', '=', 'dm_edit')
      .execute();
    expect(rows).toEqual([{ dedupe_key: `dm_edit:${recordId}` }]);
  });
});
