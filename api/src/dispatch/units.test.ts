import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import type { UnitView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, registeredOfficer, uniqueCallsign } from '../testing/dispatch';
import type { Api } from '../testing/dispatch-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type UnitChange = InferRequestType<Api['units']['me']['$put']>['json'];

const unitsOf = async (api: Api) => (await (await api.units.$get({ query: {} })).json()).units;

describe('unit status and Live Units', () => {
  it('clocks in on 10-8 and 10-41, out on 10-7 and 10-42; other statuses only change the status', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const colleague = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const stranger = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const mine = (units: UnitView[]) => units.find((u) => u.officerId === officer.officer._id);
    const change = (json: UnitChange) => api.units.me.$put({ json });

    // Registering puts the officer in service: 10-8 posts a clock-in.
    expect(mine(await unitsOf(colleague))).toMatchObject({ status: '10-8', onDuty: true });
    await change({ status: '10-7' });
    expect(mine(await unitsOf(colleague))).toBeUndefined();

    let res = await change({ status: '10-41' });
    expect(res.status).toBe(200);
    expect((await res.json()).unit).toMatchObject({
      status: '10-41',
      onDuty: true,
      subdivision: 'None',
    });
    expect(mine(await unitsOf(colleague))).toMatchObject({
      callsign: officer.officer.callsign,
      status: '10-41',
      subdivision: 'None',
    });
    // Another department never sees this unit.
    expect(mine(await unitsOf(stranger))).toBeUndefined();

    res = await change({ status: 'Signal 11', subdivision: 'HSU' });
    expect((await res.json()).unit).toMatchObject({
      status: 'Signal 11',
      subdivision: 'HSU',
      onDuty: true,
    });

    res = await change({ status: '10-42' });
    expect((await res.json()).unit).toMatchObject({
      status: '10-42',
      onDuty: false,
    });
    expect(mine(await unitsOf(colleague))).toBeUndefined();

    res = await change({ status: '10-6' });
    expect((await res.json()).unit).toMatchObject({
      status: '10-6',
      onDuty: false,
    });
    await change({ status: '10-8' });
    expect(mine(await unitsOf(colleague))?.status).toBe('10-8');
    await change({ status: '10-7' });
    expect(mine(await unitsOf(colleague))).toBeUndefined();
  });

  it('validates statuses and subdivisions against the documented lists', async () => {
    const api = clientAs(ctx, await registeredOfficer(ctx));
    const bodies: UnitChange[] = [
      // Not a status of the control panel (the community's statuses are checked on change).
      { status: '10-99' },
      // @ts-expect-error -- not a listed subdivision.
      { subdivision: 'K9' },
      {},
    ];
    for (const json of bodies) {
      const res = await api.units.me.$put({ json });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).success).toBe(false);
    }
    const ok = await api.units.me.$put({ json: { subdivision: 'SWAT' } });
    expect((await ok.json()).unit.subdivision).toBe('SWAT');
  });

  it('is for officers only', async () => {
    const civilian = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    expect((await civilian.units.$get({ query: {} })).status).toBe(403);
    expect((await civilian.units.me.$put({ json: { status: '10-8' } })).status).toBe(403);
    expect((await clientAs(ctx).units.$get({ query: {} })).status).toBe(401);
  });
});

describe('clock in and out', () => {
  it('opens and closes tours and totals on-duty time per officer of the department', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const api = clientAs(ctx, officer);
    const colleague = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const stranger = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));

    let res = await api.clock.in.$post();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Clocked in.',
      unit: { onDuty: true, status: '10-8' },
    });
    // Clocking in twice keeps the one open tour.
    await api.clock.in.$post();
    ctx.clock.advance(60 * 60 * 1000);
    res = await api.clock.out.$post();
    expect(await res.json()).toMatchObject({
      message: 'Clocked out.',
      unit: { onDuty: false, status: '10-7' },
    });
    await api.clock.out.$post();

    await api.clock.in.$post();
    ctx.clock.advance(30 * 60 * 1000);

    const history = await (await colleague.clock.history.$get()).json();
    expect(history.officers.find((o) => o.officerId === officer.officer._id)).toMatchObject({
      totalSeconds: 90 * 60,
      sessions: 2,
      onDuty: true,
    });
    // The colleague's own tours: only the one their registration opened, not the officer's.
    expect(history.mine).toHaveLength(1);

    const own = await (await api.clock.history.$get()).json();
    expect(own.mine.map((t) => t.seconds)).toEqual([30 * 60, 60 * 60]);
    expect(own.mine[0]!.endedAt).toBeNull();

    const elsewhere = await (await stranger.clock.history.$get()).json();
    expect(elsewhere.officers.some((o) => o.officerId === officer.officer._id)).toBe(false);
    await api.clock.out.$post();
  });

  it('keeps a member on duty in one department at a time', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    await api.clock.out.$post();
    ctx.clock.advance(1000);
    await api.officers.$post({
      json: {
        civilianId: officer.civilianId,
        department: 'PlayStation',
        callsign: uniqueCallsign(),
      },
    });
    // Acting as the PlayStation profile now; clock in there.
    expect((await api.clock.in.$post()).status).toBe(200);
    const switched = await api.officers.me.active.$post({ json: { department: 'Xbox' } });
    expect(switched.status).toBe(409);
    await api.clock.out.$post();
    expect((await api.officers.me.active.$post({ json: { department: 'Xbox' } })).status).toBe(200);
    const me = await (await api.officers.me.$get()).json();
    expect(me.officer?.department).toBe('Xbox');
  });

  it('is for officers only', async () => {
    const civilian = clientAs(ctx, await ctx.member([]));
    expect((await civilian.clock.in.$post()).status).toBe(403);
    expect((await civilian.clock.out.$post()).status).toBe(403);
    expect((await civilian.clock.history.$get()).status).toBe(403);
  });
});
