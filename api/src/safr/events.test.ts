import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type DbHandle } from '@tenfour/db';
import { databaseUrl, testEngine } from '@tenfour/db/testing';
import type { CallView, PanicView, UnitView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { type SseEvent, type SseStream } from '../testing/dispatch';
import { clientAs, errorBody, readSse, registeredOfficer, registeredSafr } from '../testing/safr';

// Officers and fire/rescue share GET /api/events. Writers and subscribers sit on two app
// instances sharing one database, as two API processes would (on PostgreSQL each has its own
// pool and LISTEN connection).
let ctx: TestContext;
let other: TestContext;
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
  other = await createTestContext({ handle: await sameDatabase() });
});
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) await s.close();
  for (const handle of extraHandles) await handle.close();
  await ctx?.close();
});

async function subscribe(
  member: { cookie: string },
  path = '/api/events',
  headers: Record<string, string> = {},
): Promise<SseStream> {
  // A live stream: readSse reads the raw response, which the typed client's answer is not.
  const res = await other.request(path, { headers: { cookie: member.cookie, ...headers } });
  const stream = readSse(res);
  streams.push(stream);
  return stream;
}

const ready = (e: SseEvent) => e.event === 'ready';
const about = (type: string, id: string) => (e: SseEvent) =>
  e.event === type && (e.data as { _id?: string })._id === id;

describe('GET /api/events for fire/rescue', () => {
  it('delivers a call needing EMS to a fire/rescue subscriber, and nothing police-only', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox');
    const stranger = await registeredSafr(ctx, 'PlayStation');
    const stream = await subscribe(medic);
    expect(stream.status).toBe(200);
    expect((await stream.next(ready)).data).toMatchObject({ resumed: false, department: 'Xbox' });
    const strangers = await subscribe(stranger);
    await strangers.next(ready);
    const asOfficer = clientAs(ctx, officer);

    // Police-only: a robbery, a BOLO and an officer's status never reach fire/rescue.
    const { call: robbery } = await (
      await asOfficer.calls.$post({ json: { type: 'Robbery', location: 'Fleeca' } })
    ).json();
    await asOfficer.bolos.$post({
      json: { boloType: 'person', personDescription: 'Red hoodie' },
    });
    await asOfficer.units.me.$put({ json: { status: '10-8' } });

    const { call: medical } = await (
      await asOfficer.calls.$post({
        json: { type: 'Medical Emergency', location: 'Legion Square' },
      })
    ).json();
    const created = await stream.next();
    expect(created.event).toBe('call.created');
    expect(created.data).toEqual(medical);

    // Requesting EMS on the robbery puts it on the fire/rescue board, live.
    await asOfficer.calls[':id'].request.$post({
      param: { id: robbery._id },
      json: { services: ['ems'] },
    });
    const requested = await stream.next();
    expect(requested.event).toBe('call.updated');
    expect(requested.data).toMatchObject({ _id: robbery._id, services: ['police', 'ems'] });

    // Nothing else arrived in between, and the other department heard nothing.
    await asOfficer.panic.$post();
    expect((await stream.next()).event).toBe('panic.raised');
    expect(stream.buffered()).toEqual([]);
    await clientAs(ctx, stranger).safr.panic.$post();
    const own = await strangers.next();
    expect(own.event).toBe('panic.raised');
    expect((own.data as PanicView).officerId).toBe(stranger.profile._id);
  });

  it('delivers a fire/rescue unit attaching, and its status, to the officers', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const medic = await registeredSafr(ctx, 'PlayStation', { role: 'EMT' });
    const engine = await registeredSafr(ctx, 'PlayStation', { role: 'Firefighter' });
    const asOfficer = clientAs(ctx, officer);
    const asMedic = clientAs(ctx, medic);
    const { call } = await (
      await asOfficer.calls.$post({ json: { type: 'Structure Fire', location: 'Mirror Park' } })
    ).json();
    const officers = await subscribe(officer);
    await officers.next(ready);
    const crew = await subscribe(engine);
    await crew.next(ready);

    await asMedic.safr.units.me.$put({ json: { status: 'Available' } });
    for (const s of [officers, crew]) {
      const unit = await s.next((e) => e.event === 'unit.updated');
      expect(unit.data as UnitView).toMatchObject({
        officerId: medic.profile._id,
        service: 'safr',
        role: 'EMT',
        status: 'Available',
        onDuty: true,
      });
    }

    ctx.clock.advance(1000);
    await asMedic.safr.calls[':id'].units.$post({ param: { id: call._id }, json: {} });
    for (const s of [officers, crew]) {
      const attached = await s.next(about('call.updated', call._id));
      expect((attached.data as CallView).units.map((u) => [u.callsign, u.service])).toEqual([
        [officer.officer.callsign, 'police'],
        [medic.profile.callsign, 'safr'],
      ]);
      // EMS joined what the call needs with the EMT.
      expect((attached.data as CallView).services).toEqual(['police', 'fire', 'ems']);
    }

    // Officers' own status changes stay with officers.
    await asOfficer.units.me.$put({ json: { status: '10-6' } });
    const mine = await officers.next((e) => e.event === 'unit.updated');
    expect((mine.data as UnitView).service).toBe('police');
    await asMedic.safr.panic.$post();
    expect((await crew.next()).event).toBe('panic.raised');
    expect(crew.buffered()).toEqual([]);
  });

  it('replays after Last-Event-ID only what fire/rescue may see', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox');
    const first = await subscribe(medic);
    const start = await first.next(ready);
    await first.close();

    const asOfficer = clientAs(ctx, officer);
    await asOfficer.calls.$post({ json: { type: 'Pursuit', location: 'Del Perro Fwy' } });
    const { call } = await (
      await asOfficer.calls.$post({ json: { type: 'Vehicle Fire', location: 'Route 68' } })
    ).json();
    await asOfficer.bolos.$post({
      json: { boloType: 'vehicle', vehicleDescription: 'Red van' },
    });

    const resumed = await subscribe(medic, '/api/events', { 'last-event-id': start.id! });
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed.map((e) => e.event)).toEqual(['call.created', 'ready']);
    expect((replayed[0]!.data as CallView)._id).toBe(call._id);
    expect(replayed[1]!.data).toMatchObject({ resumed: true });
    // The position moves past the hidden events too.
    expect(Number(replayed[1]!.id)).toBeGreaterThan(Number(replayed[0]!.id));
  });

  it('streams as the profile asked for with ?service=, and refuses who may not', async () => {
    const both = await registeredSafr(ctx, 'Xbox', {
      roles: [TEST_ROLES.fireRescue, TEST_ROLES.publicSafety],
    });
    // Without ?service= a public safety member streams as an officer: no profile yet.
    expect((await subscribe(both)).status).toBe(403);
    const asSafr = await subscribe(both, '/api/events?service=safr');
    expect(asSafr.status).toBe(200);
    await asSafr.next(ready);
    expect((await subscribe(both, '/api/events?service=fire')).status).toBe(400);

    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    expect((await subscribe(civilian)).status).toBe(403);
    expect((await subscribe(civilian, '/api/events?service=safr')).status).toBe(403);
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    const refused = await clientAs(other, unregistered).events.$get({ query: {} });
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).error).toBe('Register your fire/rescue profile first.');
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect((await subscribe(officer, '/api/events?service=safr')).status).toBe(403);
  });
});
