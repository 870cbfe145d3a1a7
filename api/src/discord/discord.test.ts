import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv } from '@tenfour/bot/testing/discord-env';
import { createOutboxWorker } from '@tenfour/bot/outbox/worker';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { insertOfficer } from '../testing/discord';

let ctx: TestContext;
let fake: FakeDiscord;

beforeAll(async () => {
  fake = await startFakeDiscord();
  ctx = await createTestContext({ env: discordEnv(fake) });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});

const CITATION_COLOR = 16763904;
const dmBody = (discordId: string, recordId = randomUUID()) => ({
  discordId,
  embed: { title: 'Citation Issued', description: 'Speeding — $250.00', color: CITATION_COLOR },
  components: [
    {
      type: 1,
      components: [{ type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` }],
    },
  ],
});
const dmRows = (discordId: string) =>
  ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'dm')
    .where((eb) => eb(eb.ref('payload', '->>').key('discordId' as never), '=', discordId))
    .execute();

async function officer() {
  const m = await ctx.member([TEST_ROLES.publicSafety]);
  await insertOfficer(ctx, m.discordId);
  return m;
}

describe('POST /api/dm/send', () => {
  it('queues the DM for the worker and sends nothing itself', async () => {
    const [cop, civilian] = [await officer(), await ctx.member()];
    const recordId = randomUUID();
    const res = await cop.post('/api/dm/send', dmBody(civilian.discordId, recordId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Message queued for delivery.',
      messageKey: 'staff.done.dmQueued',
      messageParams: {},
      queued: true,
    });
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const [row] = await dmRows(civilian.discordId);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.payload).toEqual({
      discordId: civilian.discordId,
      recordId,
      message: {
        embeds: [
          { title: 'Citation Issued', description: 'Speeding — $250.00', color: CITATION_COLOR },
        ],
        components: dmBody(civilian.discordId, recordId).components,
      },
    });

    // Asking again for the same record's DM queues nothing more.
    const again = await cop.post('/api/dm/send', dmBody(civilian.discordId, recordId));
    expect(await again.json()).toMatchObject({ queued: false });
    expect(await dmRows(civilian.discordId)).toHaveLength(1);
  });

  it('is for officers only', async () => {
    const civilian = await ctx.member();
    expect((await ctx.request('/api/dm/send', { method: 'POST' })).status).toBe(401);
    const plain = await ctx.member();
    expect((await plain.post('/api/dm/send', dmBody(civilian.discordId))).status).toBe(403);
    // The role alone is not enough: officers act through their registered profile.
    const unregistered = await ctx.member([TEST_ROLES.publicSafety]);
    expect((await unregistered.post('/api/dm/send', dmBody(civilian.discordId))).status).toBe(403);
    expect(await dmRows(civilian.discordId)).toHaveLength(0);
  });

  it('rejects bad input with field issues, and unknown members', async () => {
    const [cop, civilian] = [await officer(), await ctx.member()];
    const cases: [unknown, string][] = [
      [{ ...dmBody(civilian.discordId), discordId: 'abc' }, 'discordId'],
      [{ ...dmBody(civilian.discordId), embed: { title: '', color: 1 } }, 'embed.title'],
      [{ ...dmBody(civilian.discordId), embed: { title: 'x', color: 0x1000000 } }, 'embed.color'],
      [
        { ...dmBody(civilian.discordId), embed: { title: 'x'.repeat(257), color: 1 } },
        'embed.title',
      ],
      [
        {
          ...dmBody(civilian.discordId),
          components: [
            { type: 1, components: [{ type: 2, style: 5, label: 'x', url: 'https://e.x' }] },
          ],
        },
        'components.0.components.0.style',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await cop.post('/api/dm/send', body);
      expect(res.status, path).toBe(400);
      const error = (await res.json()) as { issues: { path: string }[] };
      expect(error.issues.map((i) => i.path)).toContain(path);
    }
    const stranger = await cop.post('/api/dm/send', dmBody('123456789012345678'));
    expect(stranger.status).toBe(404);
    expect(await dmRows(civilian.discordId)).toHaveLength(0);
  });
});

describe('failed deliveries (staff)', () => {
  it('lists failed deliveries with their reason and puts one back in the queue', async () => {
    // Only this test's rows in the queue the worker drains.
    await ctx.db.deleteFrom('outbox').execute();
    const [cop, blocker, admin] = [
      await officer(),
      await ctx.member([], { username: 'blocker' }),
      await ctx.member([TEST_ROLES.admin]),
    ];
    fake.addUser({ id: blocker.discordId, username: 'blocker', blocksDms: true });
    await cop.post('/api/dm/send', dmBody(blocker.discordId));
    await enqueue(ctx.db, 'webhook', {
      platform: 'PlayStation',
      message: { embeds: [{ title: 'New Arrest Issued' }] },
    });
    const worker = createOutboxWorker({ db: ctx.db, config: ctx.config, log: () => undefined });
    expect(await worker.runOnce()).toMatchObject({ failed: 2 });

    const res = await admin.get('/api/admin/deliveries');
    expect(res.status).toBe(200);
    const { deliveries } = (await res.json()) as {
      deliveries: {
        _id: string;
        kind: string;
        reason: string;
        username: string | null;
        title: string;
      }[];
    };
    const dm = deliveries.find((d) => d.kind === 'dm')!;
    expect(dm).toMatchObject({ username: 'blocker', title: 'Citation Issued', attempts: 1 });
    expect(dm.reason).toContain('does not accept direct messages');
    const webhook = deliveries.find((d) => d.kind === 'webhook')!;
    expect(webhook).toMatchObject({ platform: 'PlayStation', title: 'New Arrest Issued' });
    expect(webhook.reason).toContain("The PlayStation department's report webhook");

    // The member now accepts DMs; staff retry and the worker delivers it.
    fake.addUser({ id: blocker.discordId, username: 'blocker' });
    const retry = await admin.post(`/api/admin/deliveries/${dm._id}/retry`);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({
      success: true,
      message: 'Delivery queued again.',
      messageKey: 'staff.done.deliveryQueuedAgain',
      messageParams: {},
    });
    const waiting = (await (await admin.get('/api/admin/deliveries')).json()) as {
      queue: { pending: number; retrying: number; dueSince: string | null; sending: boolean };
    };
    // Due at once (the staff screen warns when due messages sit for long: no worker running).
    // A bot token is configured, so the queue is being sent.
    expect(waiting.queue).toEqual({
      pending: 1,
      retrying: 1,
      dueSince: ctx.clock.now.toISOString(),
      sending: true,
    });
    expect((await admin.post(`/api/admin/deliveries/${dm._id}/retry`)).status).toBe(409);
    expect((await admin.post('/api/admin/deliveries/999999/retry')).status).toBe(404);
    expect((await admin.post('/api/admin/deliveries/abc/retry')).status).toBe(400);

    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(fake.messages.filter((m) => m.channelId === `dm${blocker.discordId}`)).toHaveLength(1);
    const after = (await (await admin.get('/api/admin/deliveries')).json()) as {
      queue: unknown;
      deliveries: { _id: string }[];
    };
    expect(after.deliveries.map((d) => d._id)).toEqual([webhook._id]);
    expect(after.queue).toEqual({ pending: 0, retrying: 0, dueSince: null, sending: true });
  });

  it('is for staff only', async () => {
    const cop = await officer();
    expect((await cop.get('/api/admin/deliveries')).status).toBe(403);
    expect((await cop.post('/api/admin/deliveries/1/retry')).status).toBe(403);
    expect((await ctx.request('/api/admin/deliveries')).status).toBe(401);
  });
});
