import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer, uniqueCallsign } from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const unitsOf = async (member: { get(path: string): Promise<Response> }) =>
  (await json<{ units: UnitView[] }>(await member.get('/api/units'))).units;

describe('unit status and Live Units', () => {
  it('clocks in on 10-8 and 10-41, out on 10-7 and 10-42; other statuses only change the status', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const colleague = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const mine = (units: UnitView[]) => units.find((u) => u.officerId === officer.officer._id);

    // Registering puts the officer in service: 10-8 posts a clock-in.
    expect(mine(await unitsOf(colleague))).toMatchObject({ status: '10-8', onDuty: true });
    await officer.put('/api/units/me', { status: '10-7' });
    expect(mine(await unitsOf(colleague))).toBeUndefined();

    let res = await officer.put('/api/units/me', { status: '10-41' });
    expect(res.status).toBe(200);
    expect((await json<{ unit: UnitView }>(res)).unit).toMatchObject({
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

    res = await officer.put('/api/units/me', { status: 'Signal 11', subdivision: 'HSU' });
    expect((await json<{ unit: UnitView }>(res)).unit).toMatchObject({
      status: 'Signal 11',
      subdivision: 'HSU',
      onDuty: true,
    });

    res = await officer.put('/api/units/me', { status: '10-42' });
    expect((await json<{ unit: UnitView }>(res)).unit).toMatchObject({
      status: '10-42',
      onDuty: false,
    });
    expect(mine(await unitsOf(colleague))).toBeUndefined();

    res = await officer.put('/api/units/me', { status: '10-6' });
    expect((await json<{ unit: UnitView }>(res)).unit).toMatchObject({
      status: '10-6',
      onDuty: false,
    });
    await officer.put('/api/units/me', { status: '10-8' });
    expect(mine(await unitsOf(colleague))?.status).toBe('10-8');
    await officer.put('/api/units/me', { status: '10-7' });
    expect(mine(await unitsOf(colleague))).toBeUndefined();
  });

  it('validates statuses and subdivisions against the documented lists', async () => {
    const officer = await registeredOfficer(ctx);
    for (const body of [{ status: '10-99' }, { subdivision: 'K9' }, {}]) {
      const res = await officer.put('/api/units/me', body);
      expect(res.status).toBe(400);
      expect((await json(res)).success).toBe(false);
    }
    const ok = await officer.put('/api/units/me', { subdivision: 'SWAT' });
    expect((await json<{ unit: UnitView }>(ok)).unit.subdivision).toBe('SWAT');
  });

  it('is for officers only', async () => {
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    expect((await civilian.get('/api/units')).status).toBe(403);
    expect((await civilian.put('/api/units/me', { status: '10-8' })).status).toBe(403);
    expect((await ctx.request('/api/units')).status).toBe(401);
  });
});

describe('clock in and out', () => {
  it('opens and closes tours and totals on-duty time per officer of the department', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const colleague = await registeredOfficer(ctx, 'PlayStation');
    const stranger = await registeredOfficer(ctx, 'Xbox');

    let res = await officer.post('/api/clock/in');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      success: true,
      message: 'Clocked in.',
      unit: { onDuty: true, status: '10-8' },
    });
    // Clocking in twice keeps the one open tour.
    await officer.post('/api/clock/in');
    ctx.clock.advance(60 * 60 * 1000);
    res = await officer.post('/api/clock/out');
    expect(await json(res)).toMatchObject({
      message: 'Clocked out.',
      unit: { onDuty: false, status: '10-7' },
    });
    await officer.post('/api/clock/out');

    await officer.post('/api/clock/in');
    ctx.clock.advance(30 * 60 * 1000);

    const history = await json<{
      officers: { officerId: string; totalSeconds: number; sessions: number; onDuty: boolean }[];
      mine: { seconds: number; endedAt: string | null }[];
    }>(await colleague.get('/api/clock/history'));
    expect(history.officers.find((o) => o.officerId === officer.officer._id)).toMatchObject({
      totalSeconds: 90 * 60,
      sessions: 2,
      onDuty: true,
    });
    // The colleague's own tours: only the one their registration opened, not the officer's.
    expect(history.mine).toHaveLength(1);

    const own = await json<{ mine: { seconds: number; endedAt: string | null }[] }>(
      await officer.get('/api/clock/history'),
    );
    expect(own.mine.map((t) => t.seconds)).toEqual([30 * 60, 60 * 60]);
    expect(own.mine[0]!.endedAt).toBeNull();

    const elsewhere = await json<{ officers: { officerId: string }[] }>(
      await stranger.get('/api/clock/history'),
    );
    expect(elsewhere.officers.some((o) => o.officerId === officer.officer._id)).toBe(false);
    await officer.post('/api/clock/out');
  });

  it('keeps a member on duty in one department at a time', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    await officer.post('/api/clock/out');
    ctx.clock.advance(1000);
    await officer.post('/api/officers', {
      civilianId: officer.civilianId,
      department: 'PlayStation',
      callsign: uniqueCallsign(),
    });
    // Acting as the PlayStation profile now; clock in there.
    expect((await officer.post('/api/clock/in')).status).toBe(200);
    const switched = await officer.post('/api/officers/me/active', { department: 'Xbox' });
    expect(switched.status).toBe(409);
    await officer.post('/api/clock/out');
    expect((await officer.post('/api/officers/me/active', { department: 'Xbox' })).status).toBe(
      200,
    );
    const me = await json<{ officer: { department: string } }>(
      await officer.get('/api/officers/me'),
    );
    expect(me.officer.department).toBe('Xbox');
  });

  it('is for officers only', async () => {
    const civilian = await ctx.member([]);
    expect((await civilian.post('/api/clock/in')).status).toBe(403);
    expect((await civilian.post('/api/clock/out')).status).toBe(403);
    expect((await civilian.get('/api/clock/history')).status).toBe(403);
  });
});
