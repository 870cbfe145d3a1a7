import { beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@tenfour/db';
import { createTestDb } from '@tenfour/db/testing';
import { lockDepartment, recordEvent } from '@tenfour/db/dispatch';
import { insertCivilian } from '../testing/dispatch';
import { createTestContext } from '../testing/test-app';

// The Discord follow-ups of dispatch changes are subscribed by createApp, the path every API
// process (the server, the benchmarks, these tests) builds its app through. Nothing in this
// file subscribes them otherwise, so the first write shows what a process that never
// subscribed would do.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});

describe('Discord follow-ups of dispatch changes', () => {
  it('are refused before the app subscribes them, then queued with the change', async () => {
    const unsubscribed = handle.db.transaction().execute(async (trx) => {
      await lockDepartment(trx, 'Xbox');
      await recordEvent(trx, 'Xbox', 'call.note', { unitIds: [] }, new Date());
    });
    await expect(unsubscribed).rejects.toThrow('No dispatch event hooks are subscribed');
    expect(await handle.db.selectFrom('dispatch_events').select('id').execute()).toEqual([]);

    const ctx = await createTestContext({ handle });
    try {
      const caller = await ctx.member([]);
      const civilianId = await insertCivilian(ctx, caller.discordId, { first: 'Ana', last: 'Lee' });
      const res = await caller.post('/api/911/calls', {
        civilianId,
        department: 'Xbox',
        location: 'Del Perro Pier',
        description: 'Someone fell off the pier',
        services: ['police'],
      });
      expect(res.status).toBe(201);
      const { call } = (await res.json()) as { call: { _id: string; callNumber: number } };
      const rows = await ctx.db
        .selectFrom('outbox')
        .select(['kind', 'payload', 'dedupe_key'])
        .execute();
      expect(rows).toEqual([
        {
          kind: 'call_post',
          payload: {
            callId: call._id,
            platform: 'Xbox',
            status: `Call #${call.callNumber} dispatch post`,
          },
          dedupe_key: `call_post:${call._id}`,
        },
      ]);
    } finally {
      await ctx.close();
    }
  });
});
