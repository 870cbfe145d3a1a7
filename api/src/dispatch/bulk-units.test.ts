import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr } from '../testing/safr';
import { clientAs, errorBody, registeredOfficer, type SseStream } from '../testing/dispatch';
import { readEvents } from '../testing/dispatch-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

type Department = 'Xbox' | 'PlayStation';

const dispatcher = async () =>
  clientAs(ctx, await ctx.member([TEST_ROLES.dispatch], { username: 'dispatch.rowan' }));

async function deskStream(department: Department) {
  const member = await ctx.member([TEST_ROLES.dispatch]);
  const s = readEvents(
    await clientAs(ctx, member).events.$get({ query: { service: 'dispatch', department } }),
  );
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
}

async function officerIn(department: Department, status = '10-8') {
  const officer = await registeredOfficer(ctx, department);
  const res = await clientAs(ctx, officer).units.me.$put({ json: { status } });
  expect(res.status).toBe(200);
  return officer;
}

async function medicIn(department: Department) {
  const medic = await registeredSafr(ctx, department, { role: 'Paramedic' });
  const res = await clientAs(ctx, medic).safr.units.me.$put({ json: { status: 'Available' } });
  expect(res.status).toBe(200);
  // Named like an officer's, so both kinds of unit read the same below.
  return Object.assign(medic, { officer: medic.profile });
}

async function newCall(department: Department, type = 'Robbery') {
  const desk = await dispatcher();
  const res = await desk.dispatch.calls.$post({
    json: { department, type, location: 'Vinewood Blvd' },
  });
  expect(res.status).toBe(201);
  return (await res.json()).call;
}

const param = (id: string) => ({ param: { id } });
const ids = (units: { officerId: string }[]) => units.map((u) => u.officerId);

describe('suggested units on a call', () => {
  it('lists available units of the services the call needs, least recently assigned first', async () => {
    const desk = await dispatcher();
    const first = await officerIn('PlayStation');
    const second = await officerIn('PlayStation');
    const never = await officerIn('PlayStation');
    const busy = await officerIn('PlayStation', '10-6');
    const medic = await medicIn('PlayStation');
    const elsewhere = await officerIn('Xbox');
    const onAnotherCall = await officerIn('PlayStation');

    // `first` was assigned before `second`; both calls are over.
    for (const unit of [first, second]) {
      const old = await newCall('PlayStation');
      ctx.clock.advance(60_000);
      const res = await desk.dispatch.calls[':id'].units.$post({
        ...param(old._id),
        json: { unitId: unit.officer._id },
      });
      expect(res.status).toBe(200);
      await desk.dispatch.calls[':id'].close.$post(param(old._id));
    }
    const held = await newCall('PlayStation');
    await desk.dispatch.calls[':id'].units.$post({
      ...param(held._id),
      json: { unitId: onAnotherCall.officer._id },
    });

    const robbery = await newCall('PlayStation');
    const res = await desk.dispatch.calls[':id']['suggested-units'].$get(param(robbery._id));
    expect(res.status).toBe(200);
    const { units } = await res.json();
    const mine = [first, second, never, busy, medic, elsewhere, onAnotherCall].map(
      (u) => u.officer._id,
    );
    expect(ids(units).filter((id) => mine.includes(id))).toEqual([
      never.officer._id,
      first.officer._id,
      second.officer._id,
    ]);
    expect(units.find((u) => u.officerId === never.officer._id)).toMatchObject({
      callService: 'police',
      lastAssignedAt: null,
    });
    expect(units.find((u) => u.officerId === first.officer._id)?.lastAssignedAt).not.toBeNull();

    // A medical call needs EMS: the paramedic is suggested, the officers are not.
    const medical = await newCall('PlayStation', 'Medical Emergency');
    const forMedical = await (
      await desk.dispatch.calls[':id']['suggested-units'].$get(param(medical._id))
    ).json();
    expect(ids(forMedical.units).filter((id) => mine.includes(id))).toEqual([medic.officer._id]);

    // The officer sees the same list on their own department's call, to attach themself.
    const asOfficer = await clientAs(ctx, never).calls[':id']['suggested-units'].$get(
      param(robbery._id),
    );
    expect(asOfficer.status).toBe(200);
    expect(ids((await asOfficer.json()).units)).toEqual(ids(units));
  });

  it('is scoped to the call’s department and refused without the role', async () => {
    const call = await newCall('PlayStation');
    const stranger = clientAs(ctx, await officerIn('Xbox'));
    const other = await stranger.calls[':id']['suggested-units'].$get(param(call._id));
    expect(other.status).toBe(404);
    // Officers have no dispatcher routes; members without a role have neither.
    expect(
      (await stranger.dispatch.calls[':id']['suggested-units'].$get(param(call._id))).status,
    ).toBe(403);
    const nobody = clientAs(ctx, await ctx.member([]));
    expect((await nobody.calls[':id']['suggested-units'].$get(param(call._id))).status).toBe(403);
    expect((await clientAs(ctx).calls[':id']['suggested-units'].$get(param(call._id))).status).toBe(
      401,
    );
    const desk = await dispatcher();
    const bad = await desk.dispatch.calls[':id']['suggested-units'].$get(param('nope'));
    expect(bad.status).toBe(400);
    const unknown = await desk.dispatch.calls[':id']['suggested-units'].$get(
      param('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('several units at once', () => {
  it('assigns two units to a call in one action, one live event per unit', async () => {
    const desk = await dispatcher();
    const a = await officerIn('PlayStation');
    const b = await medicIn('PlayStation');
    const call = await newCall('PlayStation');
    const events = await deskStream('PlayStation');

    const res = await desk.dispatch.calls[':id'].units.bulk.$post({
      ...param(call._id),
      json: { unitIds: [a.officer._id, b.officer._id] },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    // Both joined at the same instant; the first named is the primary unit.
    expect(ids(body.call.units).sort()).toEqual([a.officer._id, b.officer._id].sort());
    expect(body.call.primaryOfficerId).toBe(a.officer._id);
    // A paramedic on a robbery brings EMS to it.
    expect(body.call.services).toEqual(['police', 'ems']);
    expect(body.message).toBe(`Units assigned to call #${call.callNumber}: 2.`);

    const isThisCall = (e: { event: string; data: unknown }) =>
      e.event === 'call.updated' && (e.data as { _id: string })._id === call._id;
    const one = (await events.next(isThisCall)).data as { units: { officerId: string }[] };
    const two = (await events.next(isThisCall)).data as { units: { officerId: string }[] };
    expect(ids(one.units)).toEqual([a.officer._id]);
    expect(ids(two.units).sort()).toEqual([a.officer._id, b.officer._id].sort());
  });

  it('changes nothing when one unit cannot be assigned, and says which', async () => {
    const desk = await dispatcher();
    const ready = await officerIn('PlayStation');
    const off = await officerIn('PlayStation', '10-7');
    const foreign = await officerIn('Xbox');
    const call = await newCall('PlayStation');

    const res = await desk.dispatch.calls[':id'].units.bulk.$post({
      ...param(call._id),
      json: { unitIds: [ready.officer._id, off.officer._id] },
    });
    expect(res.status).toBe(409);
    const refusal = await errorBody(res);
    expect(refusal.code).toBe('conflict');
    expect(refusal.message).toBe(
      `Nothing was changed: ${off.officer.callsign} cannot be. ${off.officer.callsign} is off duty.`,
    );
    expect(refusal.issues[0]?.path).toBe('unitIds.1');

    const across = await desk.dispatch.calls[':id'].units.bulk.$post({
      ...param(call._id),
      json: { unitIds: [ready.officer._id, foreign.officer._id] },
    });
    expect(across.status).toBe(409);

    const after = await (
      await desk.dispatch.board.$get({ query: { department: 'PlayStation' } })
    ).json();
    expect(after.calls.find((c) => c._id === call._id)?.units).toEqual([]);
  });

  it('is for dispatchers only, with validated input', async () => {
    const call = await newCall('PlayStation');
    const unit = await officerIn('PlayStation');
    const officer = clientAs(ctx, unit);
    const asOfficer = await officer.dispatch.calls[':id'].units.bulk.$post({
      ...param(call._id),
      json: { unitIds: [unit.officer._id] },
    });
    expect(asOfficer.status).toBe(403);
    const desk = await dispatcher();
    for (const unitIds of [[], [unit.officer._id, unit.officer._id], ['not-a-unit']]) {
      const res = await desk.dispatch.calls[':id'].units.bulk.$post({
        ...param(call._id),
        json: { unitIds },
      });
      expect(res.status, JSON.stringify(unitIds)).toBe(400);
    }
    const closed = await newCall('PlayStation');
    await desk.dispatch.calls[':id'].close.$post(param(closed._id));
    const late = await desk.dispatch.calls[':id'].units.bulk.$post({
      ...param(closed._id),
      json: { unitIds: [unit.officer._id] },
    });
    expect(late.status).toBe(409);
  });

  it('sets one status on several units, all or nothing', async () => {
    const desk = await dispatcher();
    const a = await officerIn('PlayStation');
    const b = await officerIn('PlayStation');
    const medic = await medicIn('PlayStation');
    const off = await officerIn('PlayStation', '10-7');
    const foreign = await officerIn('Xbox');
    const events = await deskStream('PlayStation');

    const res = await desk.dispatch.units.status.$post({
      json: { department: 'PlayStation', unitIds: [a.officer._id, b.officer._id], status: '10-6' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.units.map((u) => [u.officerId, u.status])).toEqual([
      [a.officer._id, '10-6'],
      [b.officer._id, '10-6'],
    ]);
    const changed: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const e = await events.next((x) => x.event === 'unit.updated');
      changed.push((e.data as { officerId: string }).officerId);
    }
    expect(changed).toEqual([a.officer._id, b.officer._id]);

    // 10-8 is no fire/rescue status; an off-duty unit is its member's to clock in; a unit of
    // another department is not this dispatcher's to move here.
    for (const other of [medic, off, foreign]) {
      const refused = await desk.dispatch.units.status.$post({
        json: {
          department: 'PlayStation',
          unitIds: [a.officer._id, other.officer._id],
          status: '10-8',
        },
      });
      expect(refused.status).toBe(409);
      expect((await errorBody(refused)).issues[0]?.path).toBe('unitIds.1');
    }
    const board = await (
      await desk.dispatch.board.$get({ query: { department: 'PlayStation' } })
    ).json();
    expect(board.units.find((u) => u.officerId === a.officer._id)?.status).toBe('10-6');
    expect(board.units.find((u) => u.officerId === off.officer._id)).toBeUndefined();

    const bad = await desk.dispatch.units.status.$post({
      json: { department: 'PlayStation', unitIds: [a.officer._id], status: '' },
    });
    expect(bad.status).toBe(400);
    const asOfficer = await clientAs(ctx, a).dispatch.units.status.$post({
      json: { department: 'PlayStation', unitIds: [a.officer._id], status: '10-8' },
    });
    expect(asOfficer.status).toBe(403);
  });
});
