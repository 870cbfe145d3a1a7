import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClockSessionView, ClockTotal, UnitView } from '@tenfour/db/dispatch';
import type { SafrProfileView } from '@tenfour/db/safr';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer, registeredSafr } from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const setStatus = (
  member: { put(path: string, body: unknown): Promise<Response> },
  status: string,
) => member.put('/api/safr/units/me', { status });

describe('fire/rescue unit status and clock', () => {
  it('clocks in on Available, out on Out of Service; the rest only change the status', async () => {
    const medic = await registeredSafr(ctx, 'Xbox');
    const res = await setStatus(medic, 'Available');
    expect(res.status).toBe(200);
    let { unit } = await json<{ unit: UnitView }>(res);
    expect(unit).toMatchObject({
      officerId: medic.profile._id,
      service: 'safr',
      role: 'Paramedic',
      station: 'Station 7',
      status: 'Available',
      onDuty: true,
      onDutySince: ctx.clock.now.toISOString(),
    });

    for (const status of ['En Route', 'On Scene', 'Transporting', 'At Hospital']) {
      ctx.clock.advance(60_000);
      unit = (await json<{ unit: UnitView }>(await setStatus(medic, status))).unit;
      expect(unit).toMatchObject({ status, onDuty: true });
    }
    ctx.clock.advance(60_000);
    unit = (await json<{ unit: UnitView }>(await setStatus(medic, 'Out of Service'))).unit;
    expect(unit).toMatchObject({ status: 'Out of Service', onDuty: false, onDutySince: null });

    const history = await json<{ members: ClockTotal[]; mine: ClockSessionView[] }>(
      await medic.get('/api/safr/clock/history'),
    );
    expect(history.mine).toHaveLength(1);
    expect(history.mine[0]!.seconds).toBe(300);
    expect(history.members.find((m) => m.officerId === medic.profile._id)).toMatchObject({
      sessions: 1,
      totalSeconds: 300,
      onDuty: false,
    });

    const me = await json<{ profile: SafrProfileView }>(await medic.get('/api/safr/me'));
    expect(me.profile).toMatchObject({ status: 'Out of Service', onDuty: false });
  });

  it('lists the department’s on-duty fire/rescue units; officers see them among Live Units', async () => {
    const medic = await registeredSafr(ctx, 'PlayStation');
    const engine = await registeredSafr(ctx, 'PlayStation', { role: 'Firefighter' });
    const stranger = await registeredSafr(ctx, 'Xbox');
    const officer = await registeredOfficer(ctx, 'PlayStation');
    await setStatus(medic, 'Available');
    await setStatus(stranger, 'Available');
    await officer.put('/api/units/me', { status: '10-8' });

    const units = (await json<{ units: UnitView[] }>(await engine.get('/api/safr/units'))).units;
    expect(units.map((u) => u.officerId)).toContain(medic.profile._id);
    // Off duty, another department, and officers are not on this list.
    expect(units.map((u) => u.officerId)).not.toContain(engine.profile._id);
    expect(units.map((u) => u.officerId)).not.toContain(stranger.profile._id);
    expect(units.every((u) => u.service === 'safr')).toBe(true);

    // The officers' Live Units carry both services, told apart by `service`.
    const live = (await json<{ units: UnitView[] }>(await officer.get('/api/units'))).units;
    const byId = new Map(live.map((u) => [u.officerId, u]));
    expect(byId.get(medic.profile._id)).toMatchObject({ service: 'safr', status: 'Available' });
    expect(byId.get(officer.officer._id)).toMatchObject({ service: 'police', role: null });
    expect(byId.has(stranger.profile._id)).toBe(false);
    const policeOnly = (
      await json<{ units: UnitView[] }>(await officer.get('/api/units?service=police'))
    ).units;
    expect(policeOnly.every((u) => u.service === 'police')).toBe(true);
    expect((await officer.get('/api/units?service=fire')).status).toBe(400);

    // The officers' duty totals stay officers'.
    const totals = await json<{ officers: ClockTotal[] }>(await officer.get('/api/clock/history'));
    expect(totals.officers.map((o) => o.officerId)).not.toContain(medic.profile._id);
  });

  it('accepts only fire/rescue statuses (400)', async () => {
    const medic = await registeredSafr(ctx);
    for (const body of [{ status: '10-8' }, { status: 'available' }, {}, { subdivision: 'ASU' }]) {
      const res = await medic.put('/api/safr/units/me', body);
      expect(res.status).toBe(400);
      expect((await json<{ issues: { path: string }[] }>(res)).issues[0]!.path).toBe('status');
    }
  });

  it('keeps a member on duty as one unit at a time', async () => {
    const both = await registeredSafr(ctx, 'Xbox', {
      roles: [TEST_ROLES.fireRescue, TEST_ROLES.publicSafety],
    });
    const res = await both.post('/api/officers', {
      civilianId: both.civilianId,
      department: 'Xbox',
      callsign: `D-${Date.now() % 1_000_000}`,
    });
    expect(res.status).toBe(201);
    expect((await both.put('/api/units/me', { status: '10-8' })).status).toBe(200);
    const refused = await setStatus(both, 'Available');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(
      'You are on duty with your Xbox officer profile. Clock out (10-7) there first.',
    );
    await both.put('/api/units/me', { status: '10-7' });
    expect((await setStatus(both, 'Available')).status).toBe(200);
    const back = await both.put('/api/units/me', { status: '10-8' });
    expect(back.status).toBe(409);
    expect((await json(back)).error).toBe(
      'You are on duty with your Xbox fire/rescue profile. Go Out of Service there first.',
    );
  });

  it('is for fire/rescue members with a profile (403)', async () => {
    const officer = await registeredOfficer(ctx);
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered]) {
      expect((await member.get('/api/safr/units')).status).toBe(403);
      expect((await setStatus(member, 'Available')).status).toBe(403);
      expect((await member.get('/api/safr/clock/history')).status).toBe(403);
    }
    // A fire/rescue member is not an officer either.
    const medic = await registeredSafr(ctx);
    expect((await medic.get('/api/units')).status).toBe(403);
    expect((await medic.put('/api/units/me', { status: '10-8' })).status).toBe(403);
  });
});
