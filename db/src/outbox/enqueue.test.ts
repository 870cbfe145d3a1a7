import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing';
import type { DbHandle } from '../infra/client';
import { enqueue } from './enqueue';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('outbox').execute();
});

const rows = () =>
  handle.db.selectFrom('outbox').select(['kind', 'payload', 'dedupe_key']).orderBy('id').execute();

const CALL = '7d1f3a52-0000-4000-8000-000000000001';
const OFFICER = '7d1f3a52-0000-4000-8000-000000000002';

describe('enqueue', () => {
  it('stores each kind as its own writer always has', async () => {
    const message = { embeds: [{ title: 'Citation', fields: [{ name: 'Fine', value: '$50' }] }] };
    await enqueue(handle.db, 'dm', { discordId: '42', message, recordId: 'r1' });
    await enqueue(handle.db, 'dm', { discordId: '42', message: { content: 'hi' } });
    await enqueue(handle.db, 'dm', {
      discordId: '42',
      message: { content: 'no record' },
      recordId: undefined,
    });
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message }, { dedupeKey: 'webhook:r1' });
    await enqueue(handle.db, 'webhook', { platform: 'PlayStation', message: { content: 'x' } });
    await enqueue(handle.db, 'dm_edit', { recordId: 'r1', discordId: '42', status: 'Paid' });
    await enqueue(handle.db, 'call_dm', {
      callId: CALL,
      officerId: OFFICER,
      discordId: '43',
      status: 'Call #1 assignment',
    });
    await enqueue(handle.db, 'call_post', {
      callId: CALL,
      platform: 'Xbox',
      status: 'Call #1 dispatch post',
    });
    await enqueue(handle.db, 'call_edit', {
      callId: CALL,
      target: 'caller',
      status: 'Call #1 reply',
    });
    expect(await rows()).toEqual([
      {
        kind: 'dm',
        payload: { discordId: '42', message, recordId: 'r1' },
        dedupe_key: 'dm:r1',
      },
      { kind: 'dm', payload: { discordId: '42', message: { content: 'hi' } }, dedupe_key: null },
      {
        kind: 'dm',
        payload: { discordId: '42', message: { content: 'no record' } },
        dedupe_key: null,
      },
      { kind: 'webhook', payload: { platform: 'Xbox', message }, dedupe_key: 'webhook:r1' },
      {
        kind: 'webhook',
        payload: { platform: 'PlayStation', message: { content: 'x' } },
        dedupe_key: null,
      },
      {
        kind: 'dm_edit',
        payload: { recordId: 'r1', discordId: '42', status: 'Paid' },
        dedupe_key: 'dm_edit:r1',
      },
      {
        kind: 'call_dm',
        payload: {
          callId: CALL,
          officerId: OFFICER,
          discordId: '43',
          status: 'Call #1 assignment',
        },
        dedupe_key: `call_dm:${CALL}:${OFFICER}`,
      },
      {
        kind: 'call_post',
        payload: { callId: CALL, platform: 'Xbox', status: 'Call #1 dispatch post' },
        dedupe_key: `call_post:${CALL}`,
      },
      {
        kind: 'call_edit',
        payload: { callId: CALL, target: 'caller', status: 'Call #1 reply' },
        dedupe_key: null,
      },
    ]);
  });

  it('keeps a repeated key out of the queue', async () => {
    const dm = { discordId: '42', message: { content: 'once' }, recordId: 'r2' };
    expect(await enqueue(handle.db, 'dm', dm)).toEqual(expect.any(Number));
    expect(await enqueue(handle.db, 'dm', dm)).toBeUndefined();
    expect(await rows()).toHaveLength(1);
  });

  it('queues one edit per message while it waits unclaimed', async () => {
    const unit = (officerId: string, status: string) =>
      enqueue(handle.db, 'call_edit', {
        callId: CALL,
        target: 'unit',
        officerId,
        discordId: '43',
        status,
      });
    await unit(OFFICER, 'first');
    await unit(OFFICER, 'second');
    await unit('another-officer', 'other unit');
    await enqueue(handle.db, 'call_edit', { callId: CALL, target: 'caller', status: 'reply' });
    expect((await rows()).map((r) => r.payload.status)).toEqual(['first', 'other unit', 'reply']);

    // A claimed edit may already have rendered the call: the next change queues its own.
    await handle.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + 60_000) })
      .execute();
    await unit(OFFICER, 'after the claim');
    expect(await rows()).toHaveLength(4);
  });

  it('refuses a payload that does not fit its kind, queueing nothing', async () => {
    const refused = [
      // @ts-expect-error a DM names its member
      enqueue(handle.db, 'dm', { message: { content: 'to whom?' } }),
      // a report post names its department
      enqueue(handle.db, 'webhook', { platform: '', message: { content: 'x' } }),
      // @ts-expect-error an edit names the message it changes
      enqueue(handle.db, 'call_edit', { callId: CALL, target: 'everyone', status: 'x' }),
      enqueue(handle.db, 'dm', { discordId: '42', message: JSON.parse('{"embeds":"one"}') }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });

  it('refuses a key for a kind whose key follows from its payload', async () => {
    const dm = { discordId: '42', message: { content: 'x' }, recordId: 'r3' };
    await expect(enqueue(handle.db, 'dm', dm, { dedupeKey: 'mine' })).rejects.toThrow(
      'derives the dedupe key',
    );
  });
});
