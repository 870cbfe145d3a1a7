import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs, errorBody, registeredOfficer, registeredSafr, type Api } from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Status = InferRequestType<Api['safr']['units']['me']['$put']>['json']['status'];

const setStatus = (member: Pick<TestMember, 'cookie'>, status: Status) =>
  clientAs(ctx, member).safr.units.me.$put({ json: { status } });

describe('fire/rescue unit status and clock', () => {
  it('clocks in on Available, out on Out of Service; the rest only change the status', async () => {
    const medic = await registeredSafr(ctx, 'Xbox');
    const res = await setStatus(medic, 'Available');
    expect(res.status).toBe(200);
    let { unit } = await res.json();
    expect(unit).toMatchObject({
      officerId: medic.profile._id,
      service: 'safr',
      role: 'Paramedic',
      station: 'Station 7',
      status: 'Available',
      onDuty: true,
      onDutySince: ctx.clock.now.toISOString(),
    });

    const statuses: Status[] = ['En Route', 'On Scene', 'Transporting', 'At Hospital'];
    for (const status of statuses) {
      ctx.clock.advance(60_000);
      unit = (await (await setStatus(medic, status)).json()).unit;
      expect(unit).toMatchObject({ status, onDuty: true });
    }
    ctx.clock.advance(60_000);
    unit = (await (await setStatus(medic, 'Out of Service')).json()).unit;
    expect(unit).toMatchObject({ status: 'Out of Service', onDuty: false, onDutySince: null });

    const asMedic = clientAs(ctx, medic);
    const history = await (await asMedic.safr.clock.history.$get()).json();
    expect(history.mine).toHaveLength(1);
    expect(history.mine[0]!.seconds).toBe(300);
    expect(history.members.find((m) => m.officerId === medic.profile._id)).toMatchObject({
      sessions: 1,
      totalSeconds: 300,
      onDuty: false,
    });

    const me = await (await asMedic.safr.me.$get()).json();
    expect(me.profile).toMatchObject({ status: 'Out of Service', onDuty: false });
  });

  it('lists the department’s on-duty fire/rescue units; officers see them among Live Units', async () => {
    const medic = await registeredSafr(ctx, 'PlayStation');
    const engine = await registeredSafr(ctx, 'PlayStation', { role: 'Firefighter' });
    const stranger = await registeredSafr(ctx, 'Xbox');
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const asOfficer = clientAs(ctx, officer);
    await setStatus(medic, 'Available');
    await setStatus(stranger, 'Available');
    await asOfficer.units.me.$put({ json: { status: '10-8' } });

    const units = (await (await clientAs(ctx, engine).safr.units.$get()).json()).units;
    expect(units.map((u) => u.officerId)).toContain(medic.profile._id);
    // Off duty, another department, and officers are not on this list.
    expect(units.map((u) => u.officerId)).not.toContain(engine.profile._id);
    expect(units.map((u) => u.officerId)).not.toContain(stranger.profile._id);
    expect(units.every((u) => u.service === 'safr')).toBe(true);

    // The officers' Live Units carry both services, told apart by `service`.
    const live = (await (await asOfficer.units.$get({ query: {} })).json()).units;
    const byId = new Map(live.map((u) => [u.officerId, u]));
    expect(byId.get(medic.profile._id)).toMatchObject({ service: 'safr', status: 'Available' });
    expect(byId.get(officer.officer._id)).toMatchObject({ service: 'police', role: null });
    expect(byId.has(stranger.profile._id)).toBe(false);
    const policeOnly = (await (await asOfficer.units.$get({ query: { service: 'police' } })).json())
      .units;
    expect(policeOnly.every((u) => u.service === 'police')).toBe(true);
    // A service that does not exist, on purpose.
    const fire = await asOfficer.units.$get({ query: { service: 'fire' as 'police' } });
    expect(fire.status).toBe(400);

    // The officers' duty totals stay officers'.
    const totals = await (await asOfficer.clock.history.$get()).json();
    expect(totals.officers.map((o) => o.officerId)).not.toContain(medic.profile._id);
  });

  it('accepts only fire/rescue statuses (400)', async () => {
    const medic = clientAs(ctx, await registeredSafr(ctx));
    // Statuses off the fire/rescue list, and no status at all, on purpose.
    const bodies = [
      { status: '10-8' },
      { status: 'available' },
      {},
      { subdivision: 'ASU' },
    ] as unknown as { status: Status }[];
    for (const body of bodies) {
      const res = await medic.safr.units.me.$put({ json: body });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).issues[0]!.path).toBe('status');
    }
  });

  it('keeps a member on duty as one unit at a time', async () => {
    const both = await registeredSafr(ctx, 'Xbox', {
      roles: [TEST_ROLES.fireRescue, TEST_ROLES.publicSafety],
    });
    const api = clientAs(ctx, both);
    const res = await api.officers.$post({
      json: {
        civilianId: both.civilianId,
        department: 'Xbox',
        callsign: `D-${Date.now() % 1_000_000}`,
      },
    });
    expect(res.status).toBe(201);
    expect((await api.units.me.$put({ json: { status: '10-8' } })).status).toBe(200);
    const refused = await setStatus(both, 'Available');
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error).toBe(
      'You are on duty with your Xbox officer profile. Clock out (10-7) there first.',
    );
    await api.units.me.$put({ json: { status: '10-7' } });
    expect((await setStatus(both, 'Available')).status).toBe(200);
    const back = await api.units.me.$put({ json: { status: '10-8' } });
    expect(back.status).toBe(409);
    expect((await errorBody(back)).error).toBe(
      'You are on duty with your Xbox fire/rescue profile. Go Out of Service there first.',
    );
  });

  it('is for fire/rescue members with a profile (403)', async () => {
    const officer = await registeredOfficer(ctx);
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered]) {
      const api = clientAs(ctx, member);
      expect((await api.safr.units.$get()).status).toBe(403);
      expect((await setStatus(member, 'Available')).status).toBe(403);
      expect((await api.safr.clock.history.$get()).status).toBe(403);
    }
    // A fire/rescue member is not an officer either.
    const medic = clientAs(ctx, await registeredSafr(ctx));
    expect((await medic.units.$get({ query: {} })).status).toBe(403);
    expect((await medic.units.me.$put({ json: { status: '10-8' } })).status).toBe(403);
  });
});
