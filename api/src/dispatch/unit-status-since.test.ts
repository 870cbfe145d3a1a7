import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr } from '../testing/safr';
import { clientAs, registeredOfficer, type SseStream } from '../testing/dispatch';
import { readEvents } from '../testing/dispatch-client';

// The console's time in status: a unit's status says since when, on the board, in its events
// and on the dispatchers' list of every department's units.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

const MINUTE = 60_000;
const dispatcher = () => ctx.member([TEST_ROLES.dispatch]);

async function boardUnit(department: 'Xbox' | 'PlayStation', officerId: string) {
  const res = await clientAs(ctx, await dispatcher()).dispatch.board.$get({
    query: { department },
  });
  expect(res.status).toBe(200);
  return (await res.json()).units.find((u) => u.officerId === officerId);
}

describe('a unit’s status since', () => {
  it('restarts on a status change, clock in and out and bulk changes, not on a subdivision', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const api = clientAs(ctx, officer);
    const put = async (json: Parameters<typeof api.units.me.$put>[0]['json']) => {
      const res = await api.units.me.$put({ json });
      expect(res.status).toBe(200);
      return (await res.json()).unit;
    };

    ctx.clock.advance(MINUTE);
    const started = ctx.clock.now.toISOString();
    expect((await put({ status: '10-6' })).statusSince).toBe(started);

    ctx.clock.advance(MINUTE);
    expect((await put({ subdivision: 'ASU' })).statusSince).toBe(started);
    expect((await boardUnit('PlayStation', officer.officer._id))?.statusSince).toBe(started);

    // The same status again is no change either.
    ctx.clock.advance(MINUTE);
    expect((await put({ status: '10-6' })).statusSince).toBe(started);

    const desk = clientAs(ctx, await dispatcher());
    const events = readEvents(
      await desk.events.$get({ query: { service: 'dispatch', department: 'PlayStation' } }),
    );
    streams.push(events);
    await events.next((e) => e.event === 'ready');
    ctx.clock.advance(MINUTE);
    const bulk = await desk.dispatch.units.status.$post({
      json: { department: 'PlayStation', unitIds: [officer.officer._id], status: '10-8' },
    });
    expect(bulk.status).toBe(200);
    const bulkAt = ctx.clock.now.toISOString();
    expect((await bulk.json()).units[0]?.statusSince).toBe(bulkAt);
    const event = await events.next((e) => e.event === 'unit.updated');
    expect((event.data as { statusSince: string }).statusSince).toBe(bulkAt);

    ctx.clock.advance(MINUTE);
    const out = await api.clock.out.$post();
    expect(out.status).toBe(200);
    const outAt = ctx.clock.now.toISOString();
    const after = await api.units.me.$put({ json: { subdivision: 'None' } });
    expect((await after.json()).unit).toMatchObject({ onDuty: false, statusSince: outAt });

    ctx.clock.advance(MINUTE);
    expect((await put({ status: '10-8' })).statusSince).toBe(ctx.clock.now.toISOString());
  });
});

describe('GET /api/dispatch/units', () => {
  it('lists every department’s on-duty units for a dispatcher, with their current calls', async () => {
    const xbox = await registeredOfficer(ctx, 'Xbox');
    const ps = await registeredOfficer(ctx, 'PlayStation');
    const medic = await registeredSafr(ctx, 'PlayStation', { role: 'EMT' });
    await clientAs(ctx, medic).safr.units.me.$put({ json: { status: 'Available' } });
    const off = await registeredOfficer(ctx, 'Xbox');
    await clientAs(ctx, off).units.me.$put({ json: { status: '10-7' } });

    const res = await clientAs(ctx, await dispatcher()).dispatch.units.$get();
    expect(res.status).toBe(200);
    const { units } = await res.json();
    const ids = units.map((u) => u.officerId);
    expect(ids).toEqual(
      expect.arrayContaining([xbox.officer._id, ps.officer._id, medic.profile._id]),
    );
    expect(ids).not.toContain(off.officer._id);
    const mine = units.find((u) => u.officerId === ps.officer._id);
    expect(mine).toMatchObject({ department: 'PlayStation', currentCall: null, onDuty: true });
    expect(mine?.statusSince).toEqual(expect.any(String));
  });

  it('is refused to an officer', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const res = await clientAs(ctx, officer).dispatch.units.$get();
    expect(res.status).toBe(403);
  });
});
