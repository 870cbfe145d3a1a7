import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config, DbHandle } from '@tenfour/db';
import {
  createWebhookEndpoint,
  deliverEventWebhook,
  listWebhookDeliveries,
  queueWebhookEvent,
  replayWebhookDelivery,
  updateWebhookEndpoint,
  type WebhookChange,
} from '@tenfour/db/webhooks';
import { useOutboxTestbed } from '../testing/outbox-testbed';
import { MAX_ATTEMPTS } from './backoff';
import { createOutboxWorker } from './worker';

// Event webhooks delivered by the outbox worker to a receiver on this machine, checked with
// the Standard Webhooks reference library rather than our own signing code.

let handle: DbHandle;
let config: Config;
const clock = { now: new Date() };
useOutboxTestbed(clock, (testbed) => ({ handle, config } = testbed));

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let answer = 200;
let server: Server;
let receiverUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/tenfour`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  answer = 200;
  await sql`DELETE FROM webhook_endpoints`.execute(handle.db);
});

const STAFF = '900000000000000009';
const change = (): WebhookChange => ({ staffDiscordId: STAFF, now: clock.now, production: false });
const worker = () =>
  createOutboxWorker({ db: handle.db, config, now: () => clock.now, log: () => undefined });

async function endpoint(events: Parameters<typeof createWebhookEndpoint>[2]['events']) {
  return createWebhookEndpoint(handle.db, change(), {
    url: receiverUrl,
    description: 'Game server',
    events,
  });
}

const CALL = { _id: 'c0ffee00-0000-4000-8000-000000000001', callNumber: 7, location: 'Vinewood' };

async function queueCall(type: 'call.created' | 'panic' = 'call.created') {
  return handle.db
    .transaction()
    .execute((trx) =>
      queueWebhookEvent(trx, { type, data: CALL, department: 'Xbox', now: clock.now }),
    );
}

const signed = (r: Received) => ({
  'webhook-id': r.headers['webhook-id'] as string,
  'webhook-timestamp': r.headers['webhook-timestamp'] as string,
  'webhook-signature': r.headers['webhook-signature'] as string,
});

describe('event webhooks', () => {
  it('delivers a subscribed event signed so a Standard Webhooks receiver verifies it', async () => {
    const { endpoint: ep, secret } = await endpoint(['call.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    // The worker's clock is real time (the testbed's): the library refuses timestamps more
    // than five minutes from its own clock.
    expect(await queueCall()).toBe(1);
    expect(await queueCall('panic')).toBe(0);

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
    const verified = new Webhook(secret).verify(delivery!.body, signed(delivery!));
    expect(verified).toEqual({
      type: 'call.created',
      timestamp: clock.now.toISOString(),
      department: 'Xbox',
      data: CALL,
    });
    // Another endpoint's secret, or a changed body, does not verify.
    const other = await endpoint(['panic']);
    expect(() => new Webhook(other.secret).verify(delivery!.body, signed(delivery!))).toThrow();
    expect(() =>
      new Webhook(secret).verify(delivery!.body.replace('Vinewood', 'Sandy'), signed(delivery!)),
    ).toThrow();

    const [logged] = await listWebhookDeliveries(handle.db, ep.id);
    expect(logged).toMatchObject({
      type: 'call.created',
      status: 'sent',
      attempts: 1,
      responseStatus: 200,
      messageId: delivery!.headers['webhook-id'],
    });
  });

  it('queues nothing for a disabled endpoint', async () => {
    const { endpoint: ep } = await endpoint(['call.created']);
    await updateWebhookEndpoint(handle.db, change(), ep.id, { enabled: false });
    expect(await queueCall()).toBe(0);
  });

  it('retries a failing receiver with growing delays, then fails it, and a replay delivers it', async () => {
    const { endpoint: ep, secret } = await endpoint(['call.created']);
    await queueCall();
    answer = 503;
    const w = worker();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await w.runOnce()).toMatchObject({ claimed: 1 });
      const row = await handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        delays.push(row.next_attempt_at.getTime() - clock.now.getTime());
        // Not due before its time.
        expect(await w.runOnce()).toMatchObject({ claimed: 0 });
        clock.now = new Date(row.next_attempt_at.getTime() + 1);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect(received).toHaveLength(MAX_ATTEMPTS);
    // Every attempt of one event carries the same id, so a receiver can tell repeats.
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(delays[0]).toBeGreaterThanOrEqual(5_000);
    expect(delays[3]!).toBeGreaterThan(delays[0]! * 4);
    const [failed] = await listWebhookDeliveries(handle.db, ep.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, responseStatus: 503 });
    expect(failed!.error).toMatch(/HTTP 503/);

    // The receiver is fixed; staff replay the delivery from its log.
    answer = 204;
    clock.now = new Date(Date.now() + 1_000);
    await replayWebhookDelivery(handle.db, change(), ep.id, failed!.id);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const replayed = received.at(-1)!;
    expect(replayed.headers['webhook-id']).toBe(failed!.messageId);
    expect(new Webhook(secret).verify(replayed.body, signed(replayed))).toMatchObject({
      type: 'call.created',
    });
    expect((await listWebhookDeliveries(handle.db, ep.id))[0]).toMatchObject({
      id: failed!.id,
      status: 'sent',
      responseStatus: 204,
    });

    // A delivered one replays as a new entry with the same id.
    await replayWebhookDelivery(handle.db, change(), ep.id, failed!.id);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    const log = await listWebhookDeliveries(handle.db, ep.id);
    expect(log).toHaveLength(2);
    expect(log.map((d) => d.messageId)).toEqual([failed!.messageId, failed!.messageId]);
  });

  it('fails at once a delivery to an endpoint deleted meanwhile', async () => {
    const { endpoint: ep } = await endpoint(['call.created']);
    await queueCall();
    await sql`DELETE FROM webhook_endpoints WHERE id = ${ep.id}`.execute(handle.db);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(received).toHaveLength(0);
  });

  it('in production, refuses to deliver to this machine even when the URL was accepted before', async () => {
    const { endpoint: ep } = await endpoint(['call.created']);
    const payload = { endpointId: ep.id, messageId: 'msg_1', type: 'call.created', body: {} };
    expect(await deliverEventWebhook(handle.db, payload, { production: true })).toMatchObject({
      sent: false,
      retry: false,
    });
    // A name that now resolves to a private address is refused when the delivery is sent.
    await sql`UPDATE webhook_endpoints SET url = 'https://hooks.example.com/x' WHERE id = ${ep.id}`.execute(
      handle.db,
    );
    const outcome = await deliverEventWebhook(handle.db, payload, {
      production: true,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    });
    expect(outcome).toMatchObject({ sent: false, retry: false });
    expect(outcome.sent === false && !outcome.retry && outcome.reason).toMatch(/10\.1\.2\.3/);
    expect(received).toHaveLength(0);
    // Outside production the receiver on this machine gets it.
    await sql`UPDATE webhook_endpoints SET url = ${receiverUrl} WHERE id = ${ep.id}`.execute(
      handle.db,
    );
    expect(await deliverEventWebhook(handle.db, payload, { production: false })).toMatchObject({
      sent: true,
      result: { responseStatus: 200 },
    });
    expect(received).toHaveLength(1);
  });
});
