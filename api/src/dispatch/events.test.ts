import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type DbHandle } from '@tenfour/db';
import { databaseUrl, testEngine } from '@tenfour/db/testing';
import type { InferRequestType } from 'hono/client';
import type { BoloView, CallView, PanicView, UnitView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { eventHub } from './event-hub';
import { clientAs, readSse, registeredOfficer, type SseStream } from '../testing/dispatch';
import { readEvents, type Api } from '../testing/dispatch-client';

// Three app instances on one database, as three API processes behind a load balancer would
// be: on PostgreSQL each has its own connection pool and LISTEN connection; PGlite is one
// in-process database, so there they share its single connection.
let ctx: TestContext;
let second: TestContext;
let third: TestContext;
const extraHandles: DbHandle[] = [];

async function sameDatabase(): Promise<DbHandle> {
  if (testEngine() === 'pglite') return ctx.handle;
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(ctx.db);
  const handle = await createDb({
    databaseUrl: databaseUrl(inject('postgresAdminUrl'), rows[0]!.name),
    poolSize: 4,
  });
  extraHandles.push(handle);
  return handle;
}

beforeAll(async () => {
  ctx = await createTestContext();
  second = await createTestContext({ handle: await sameDatabase() });
  third = await createTestContext({ handle: await sameDatabase() });
});
afterAll(async () => {
  for (const handle of extraHandles) await handle.close();
  await ctx?.close();
});

type EventsQuery = InferRequestType<Api['events']['$get']>['query'];

const streams: SseStream[] = [];
async function subscribe(
  app: TestContext,
  member: { cookie: string },
  headers: Record<string, string> = {},
  query: EventsQuery = {},
): Promise<SseStream> {
  const res = await clientAs(app, member).events.$get({ query }, { headers });
  const stream = readEvents(res);
  streams.push(stream);
  return stream;
}
afterAll(async () => {
  for (const s of streams) await s.close();
});

const CALL = {
  type: 'Pursuit',
  location: 'Del Perro Fwy',
  postal: '7001',
} satisfies InferRequestType<Api['calls']['$post']>['json'];

describe('GET /api/events', () => {
  it('delivers a call created through one app to subscribers of two other apps', async () => {
    const writer = await registeredOfficer(ctx, 'Xbox');
    const a = await registeredOfficer(ctx, 'Xbox');
    const b = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');

    const streamA = await subscribe(ctx, a);
    const streamB = await subscribe(second, b);
    const streamX = await subscribe(second, stranger);
    expect(streamA.status).toBe(200);
    for (const s of [streamA, streamB, streamX]) {
      expect((await s.next((e) => e.event === 'ready')).data).toMatchObject({ resumed: false });
    }

    const res = await clientAs(third, writer).calls.$post({ json: CALL });
    expect(res.status).toBe(201);
    const { call } = await res.json();

    for (const s of [streamA, streamB]) {
      const event = await s.next((e) => e.event === 'call.created');
      expect(event.data).toEqual(call);
      expect(Number(event.id)).toBeGreaterThan(0);
    }

    // The other department hears only its own events.
    const own = await clientAs(third, stranger).bolos.$post({
      json: { boloType: 'person', personDescription: 'Tall, green jacket' },
    });
    const { bolo } = await own.json();
    const first = await streamX.next();
    expect(first.event).toBe('bolo.created');
    expect((first.data as BoloView)._id).toBe(bolo._id);
  });

  it('announces unit status, BOLOs, call changes and panic alerts', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const watcher = await registeredOfficer(ctx, 'PlayStation');
    const stream = await subscribe(second, watcher);
    await stream.next((e) => e.event === 'ready');

    await clientAs(third, officer).units.me.$put({ json: { status: '10-41', subdivision: 'ASU' } });
    const unit = await stream.next((e) => e.event === 'unit.updated');
    expect(unit.data as UnitView).toMatchObject({
      officerId: officer.officer._id,
      callsign: officer.officer.callsign,
      status: '10-41',
      subdivision: 'ASU',
      onDuty: true,
    });

    const asOfficer = clientAs(ctx, officer);
    const asWatcher = clientAs(ctx, watcher);
    const { call } = await (await asOfficer.calls.$post({ json: CALL })).json();
    await stream.next((e) => e.event === 'call.created');
    await asWatcher.calls[':id'].units.$post({ param: { id: call._id }, json: {} });
    const attached = await stream.next((e) => e.event === 'call.updated');
    expect((attached.data as CallView).units).toHaveLength(2);

    await asOfficer.panic.$post();
    const panic = await stream.next((e) => e.event === 'panic.raised');
    expect(panic.data as PanicView).toMatchObject({
      callsign: officer.officer.callsign,
      lastKnownCall: `#${call.callNumber} Pursuit — Del Perro Fwy`,
    });
    await asWatcher.panic[':id'].acknowledge.$post({
      param: { id: (panic.data as PanicView)._id },
    });
    const ack = await stream.next((e) => e.event === 'panic.acknowledged');
    expect((ack.data as PanicView).acknowledgedBy).toBe(watcher.officer.callsign);

    await asOfficer.calls[':id'].close.$post({ param: { id: call._id } });
    const closed = await stream.next((e) => e.event === 'call.closed');
    expect((closed.data as CallView).status).toBe('Closed');
  });

  it('resumes after Last-Event-ID without losing or repeating an event', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const first = await subscribe(ctx, officer);
    const ready = await first.next((e) => e.event === 'ready');
    await clientAs(second, officer).calls.$post({ json: CALL });
    const seen = await first.next((e) => e.event === 'call.created');
    await first.close();

    // While disconnected: two events of this department, one of another.
    const { call } = await (
      await clientAs(second, officer).calls.$post({ json: { ...CALL, type: 'Robbery' } })
    ).json();
    await clientAs(third, stranger).calls.$post({ json: CALL });
    const { bolo } = await (
      await clientAs(third, officer).bolos.$post({
        json: { boloType: 'vehicle', vehicleDescription: 'Red van' },
      })
    ).json();

    // The officer's new call took them off the first (a unit is on one call at a time).
    const resumed = await subscribe(second, officer, { 'last-event-id': seen.id! });
    const replayed = [];
    for (let i = 0; i < 4; i += 1) replayed.push(await resumed.next());
    expect(replayed.map((e) => e.event)).toEqual([
      'call.updated',
      'call.created',
      'bolo.created',
      'ready',
    ]);
    expect((replayed[0]!.data as CallView)._id).toBe((seen.data as CallView)._id);
    expect((replayed[1]!.data as CallView)._id).toBe(call._id);
    expect((replayed[2]!.data as BoloView)._id).toBe(bolo._id);
    expect(replayed[3]!.data).toMatchObject({ resumed: true });
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen.id));
    expect(replayed[3]!.id).toBe(replayed[2]!.id);

    // Live events continue after the replay; the query parameter resumes the same way.
    await clientAs(ctx, officer).calls.$post({ json: CALL });
    expect((await resumed.next()).event).toBe('call.updated');
    expect((await resumed.next()).event).toBe('call.created');
    const byQuery = await subscribe(third, officer, {}, { lastEventId: ready.id });
    const events = [];
    for (;;) {
      const e = await byQuery.next();
      if (e.event === 'ready') break;
      events.push(e.event);
    }
    expect(events).toEqual([
      'call.created',
      'call.updated',
      'call.created',
      'bolo.created',
      'call.updated',
      'call.created',
    ]);
  });

  it('tells a client whose position is unknown to reload', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stream = await subscribe(ctx, officer, { 'last-event-id': '999999999' });
    const first = await stream.next();
    expect(first.event).toBe('ready');
    expect(first.data).toMatchObject({ resumed: false, department: 'Xbox' });
  });

  it('carries events too large for a notification', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stream = await subscribe(third, officer);
    await stream.next((e) => e.event === 'ready');
    const details = '🚓'.repeat(2000);
    await clientAs(ctx, officer).calls.$post({ json: { ...CALL, details } });
    const event = await stream.next((e) => e.event === 'call.created');
    expect((event.data as CallView).details).toBe(details);
  });

  it('streams straight to the socket on a Node server, and lets go when the client leaves', async () => {
    const server = serve({ fetch: second.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hub = eventHub(second.db, second.handle.notifier);
    try {
      const officer = await registeredOfficer(ctx, 'PlayStation');
      const before = hub.size;
      // A real socket: the typed client answers in process, without the Node server.
      const res = await fetch(`${base}/api/events`, { headers: { cookie: officer.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      // The session middleware's renewed cookie still reaches the browser.
      expect(res.headers.get('set-cookie')).toContain('tenfour_session=');
      const stream = readSse(res);
      const ready = await stream.next();
      expect(ready.event).toBe('ready');
      expect(hub.size).toBe(before + 1);

      const { call } = await (await clientAs(third, officer).calls.$post({ json: CALL })).json();
      const event = await stream.next((e) => e.event === 'call.created');
      expect(event.data).toEqual(call);
      expect(Number(event.id)).toBeGreaterThan(Number(ready.id));

      await stream.close();
      await expect.poll(() => hub.size).toBe(before);
    } finally {
      server.close();
    }
  });

  it('lets go of a web stream when its reader cancels', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const hub = eventHub(third.db, third.handle.notifier);
    const before = hub.size;
    const stream = await subscribe(third, officer);
    await stream.next((e) => e.event === 'ready');
    expect(hub.size).toBe(before + 1);
    await stream.close();
    await expect.poll(() => hub.size).toBe(before);
  });

  it('is for officers with a profile only', async () => {
    const civilian = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    expect((await civilian.events.$get({ query: {} })).status).toBe(403);
    const unregistered = clientAs(ctx, await ctx.member([TEST_ROLES.publicSafety]));
    expect((await unregistered.events.$get({ query: {} })).status).toBe(403);
    expect((await clientAs(ctx).events.$get({ query: {} })).status).toBe(401);
  });
});
