import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView, DispatchBoard, OfficerView } from '@tenfour/db/dispatch';
import type { SafrProfileView } from '@tenfour/db/safr';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr } from '../testing/safr';
import {
  insertCivilian,
  json,
  readSse,
  registeredOfficer,
  type SseStream,
} from '../testing/dispatch';

// A unit's state is one truth on every board: a unit on a call is on duty, it is on one call
// at a time, and going off duty takes it off its calls, in the same transaction as the change
// (docs/unit-state.md). Each rule through every route that can break it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

async function stream(member: { get(path: string): Promise<Response> }, path = '/api/events') {
  const s = readSse(await member.get(path));
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
}

const dispatcher = () => ctx.member([TEST_ROLES.dispatch]);

async function deskCall(
  desk: { post(path: string, body?: unknown): Promise<Response> },
  fields: { type?: string; priority?: number; location?: string } = {},
): Promise<CallView> {
  const res = await desk.post('/api/dispatch/calls', {
    department: 'Xbox',
    type: fields.type ?? 'Robbery',
    location: fields.location ?? 'Fleeca Bank',
    ...(fields.priority !== undefined && { priority: fields.priority }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ call: CallView }>(res)).call;
}

async function unitsOn(callId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('call_units')
    .select('officer_id')
    .where('call_id', '=', callId)
    .execute();
  return rows.map((r) => r.officer_id);
}

async function detachEntries(callId: string) {
  return ctx.db
    .selectFrom('audit_log')
    .select(['actor_discord_id', 'after'])
    .where('action', '=', 'unit.detach')
    .where('target_id', '=', callId)
    .orderBy('id')
    .execute();
}

async function board(desk: { get(path: string): Promise<Response> }, query = '') {
  return json<DispatchBoard>(await desk.get(`/api/dispatch/board?department=Xbox${query}`));
}

describe('a unit on a call is on duty', () => {
  it('refuses an Out of Service fire/rescue unit its own Attach Me, and anyone attaching it', async () => {
    const desk = await dispatcher();
    const medic = await registeredSafr(ctx);
    expect(medic.profile).toMatchObject({ status: 'Out of Service', onDuty: false });
    const call = await deskCall(desk, { type: 'Medical Emergency' });
    const officer = await registeredOfficer(ctx);

    let res = await medic.post(`/api/safr/calls/${call._id}/units`, {});
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      'You are off duty. Go Available to clock in first.',
    );
    res = await officer.post(`/api/calls/${call._id}/units`, { officerId: medic.profile._id });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `${medic.profile.callsign} is off duty.`,
    );
    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: medic.profile._id });
    expect(res.status).toBe(409);
    expect(await unitsOn(call._id)).toEqual([]);

    // Available: the same Attach Me goes through.
    expect((await medic.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    res = await medic.post(`/api/safr/calls/${call._id}/units`, {});
    expect(res.status).toBe(200);
    expect(await unitsOn(call._id)).toEqual([medic.profile._id]);
  });

  it('refuses an off-duty officer Attach Me and Create Call', async () => {
    const desk = await dispatcher();
    const officer = await registeredOfficer(ctx);
    expect((await officer.put('/api/units/me', { status: '10-7' })).status).toBe(200);
    const call = await deskCall(desk);
    let res = await officer.post(`/api/calls/${call._id}/units`, {});
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      'You are off duty. Go 10-8 to clock in first.',
    );
    res = await officer.post('/api/calls', { type: 'Robbery', location: 'Vinewood' });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      'You are off duty. Go 10-8 to clock in first.',
    );
    const count = await ctx.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_by', '=', officer.officer._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('going off duty', () => {
  it.each([
    [
      '10-7',
      (o: { put: (p: string, b: unknown) => Promise<Response> }) =>
        o.put('/api/units/me', { status: '10-7' }),
    ],
    [
      '10-42',
      (o: { put: (p: string, b: unknown) => Promise<Response> }) =>
        o.put('/api/units/me', { status: '10-42' }),
    ],
    ['clock out', (o: { post: (p: string) => Promise<Response> }) => o.post('/api/clock/out')],
  ] as const)(
    'by %s takes an officer off every call, live, the next unit becoming primary',
    async (_how, goOff) => {
      const desk = await dispatcher();
      const officer = await registeredOfficer(ctx);
      const partner = await registeredOfficer(ctx);
      const call = await deskCall(desk);
      await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: officer.officer._id });
      await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: partner.officer._id });
      const deskEvents = await stream(desk, '/api/events?service=dispatch&department=Xbox');
      const partnerEvents = await stream(partner);

      const res = await goOff(officer as never);
      expect(res.status).toBe(200);
      expect(await unitsOn(call._id)).toEqual([partner.officer._id]);
      for (const s of [deskEvents, partnerEvents]) {
        const event = await s.next(
          (e) => e.event === 'call.updated' && (e.data as CallView)._id === call._id,
        );
        expect(event.data).toMatchObject({
          primaryOfficerId: partner.officer._id,
          units: [expect.objectContaining({ officerId: partner.officer._id })],
        });
      }
      const shown = await board(desk);
      expect(shown.calls.find((c) => c._id === call._id)?.units.map((u) => u.officerId)).toEqual([
        partner.officer._id,
      ]);
      expect(shown.units.some((u) => u.officerId === officer.officer._id)).toBe(false);
      expect(await detachEntries(call._id)).toEqual([
        {
          actor_discord_id: officer.discordId,
          after: { unit: officer.officer.callsign, reason: 'off duty' },
        },
      ]);
    },
  );

  it('Out of Service takes a fire/rescue unit off its call; a failed change leaves it on', async () => {
    const desk = await dispatcher();
    const medic = await registeredSafr(ctx);
    expect((await medic.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    const call = await deskCall(desk, { type: 'Medical Emergency' });
    expect((await medic.post(`/api/safr/calls/${call._id}/units`, {})).status).toBe(200);

    // A bad status changes nothing: the unit stays on duty and on the call.
    expect((await medic.put('/api/safr/units/me', { status: 'Asleep' })).status).toBe(400);
    expect(await unitsOn(call._id)).toEqual([medic.profile._id]);

    expect((await medic.put('/api/safr/units/me', { status: 'Out of Service' })).status).toBe(200);
    expect(await unitsOn(call._id)).toEqual([]);
    const { call: after } = await json<{ call: CallView }>(
      await medic.get(`/api/safr/calls/${call._id}`),
    );
    expect(after).toMatchObject({ units: [], primaryOfficerId: null, status: 'Active' });
  });
});

describe('one call at a time', () => {
  it('a dispatcher assigning a unit on another call moves it, both calls announced', async () => {
    const desk = await dispatcher();
    const officer = await registeredOfficer(ctx);
    const first = await deskCall(desk, { location: 'Route 68' });
    const second = await deskCall(desk, { location: 'Vinewood Blvd' });
    await desk.post(`/api/dispatch/calls/${first._id}/units`, { unitId: officer.officer._id });
    const events = await stream(officer);

    const res = await desk.post(`/api/dispatch/calls/${second._id}/units`, {
      unitId: officer.officer._id,
    });
    expect(res.status).toBe(200);
    expect(await unitsOn(first._id)).toEqual([]);
    expect(await unitsOn(second._id)).toEqual([officer.officer._id]);
    const left = await events.next(
      (e) => e.event === 'call.updated' && (e.data as CallView)._id === first._id,
    );
    expect((left.data as CallView).units).toEqual([]);
    const joined = await events.next(
      (e) => e.event === 'call.updated' && (e.data as CallView)._id === second._id,
    );
    expect((joined.data as CallView).units.map((u) => u.officerId)).toEqual([officer.officer._id]);

    const shown = await board(desk, '&limit=100');
    expect(shown.units.find((u) => u.officerId === officer.officer._id)?.currentCall?._id).toBe(
      second._id,
    );
    const onFirst = shown.calls.find((c) => c._id === first._id);
    expect(onFirst?.units ?? []).toEqual([]);
    expect(await detachEntries(first._id)).toEqual([
      {
        actor_discord_id: desk.discordId,
        after: { unit: officer.officer.callsign, reason: `moved to call #${second.callNumber}` },
      },
    ]);
  });

  it('Attach Me and Create Call move the unit too', async () => {
    const desk = await dispatcher();
    const officer = await registeredOfficer(ctx);
    const medic = await registeredSafr(ctx);
    expect((await medic.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    const first = await deskCall(desk, { type: 'Medical Emergency' });
    const second = await deskCall(desk, { type: 'Structure Fire' });

    expect((await officer.post(`/api/calls/${first._id}/units`, {})).status).toBe(200);
    expect((await officer.post(`/api/calls/${second._id}/units`, {})).status).toBe(200);
    expect(await unitsOn(first._id)).toEqual([]);
    expect(await unitsOn(second._id)).toEqual([officer.officer._id]);

    expect((await medic.post(`/api/safr/calls/${first._id}/units`, {})).status).toBe(200);
    expect((await medic.post(`/api/safr/calls/${second._id}/units`, {})).status).toBe(200);
    expect(await unitsOn(first._id)).toEqual([]);

    const res = await officer.post('/api/calls', { type: 'Pursuit', location: 'Great Ocean Hwy' });
    expect(res.status).toBe(201);
    const { call: third } = await json<{ call: CallView }>(res);
    expect(third.units.map((u) => u.officerId)).toEqual([officer.officer._id]);
    expect(await unitsOn(second._id)).toEqual([medic.profile._id]);
    const { call: secondNow } = await json<{ call: CallView }>(
      await officer.get(`/api/calls/${second._id}`),
    );
    // The primary unit left: the next one on the call is primary.
    expect(secondNow.primaryOfficerId).toBe(medic.profile._id);
  });
});

describe('one unit on duty per member', () => {
  it('the fire/rescue profile of a member on duty as an officer says so, and stays off calls', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.fireRescue]);
    const civilianId = await insertCivilian(ctx, member.discordId);
    let res = await member.post('/api/officers', {
      civilianId,
      department: 'Xbox',
      callsign: `D-${Math.floor(Math.random() * 1e6)}`,
    });
    expect(res.status).toBe(201);
    const { officer } = await json<{ officer: OfficerView }>(res);
    expect(officer).toMatchObject({ onDuty: true, dutyElsewhere: null });

    const rule = 'You are on duty with your Xbox officer profile. Clock out (10-7) there first.';
    res = await member.post('/api/safr/profiles', {
      civilianId,
      department: 'Xbox',
      callsign: `E-${Math.floor(Math.random() * 1e6)}`,
      role: 'Firefighter',
    });
    expect(res.status).toBe(201);
    const registered = await json<{ message: string; profile: SafrProfileView }>(res);
    expect(registered.message).toBe(
      `Firefighter ${registered.profile.callsign} registered, off duty. ${rule}`,
    );
    expect(registered.profile).toMatchObject({ onDuty: false, dutyElsewhere: rule });
    const me = await json<{ profile: SafrProfileView }>(await member.get('/api/safr/me'));
    expect(me.profile.dutyElsewhere).toBe(rule);

    // The rule the dashboard states is the one the server applies.
    res = await member.put('/api/safr/units/me', { status: 'Available' });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(rule);
    const call = await deskCall(await dispatcher(), { type: 'Structure Fire' });
    res = await member.post(`/api/safr/calls/${call._id}/units`, {});
    expect(res.status).toBe(409);

    // Off duty as an officer: the fire/rescue unit may go Available, and the officer one says why not.
    expect((await member.put('/api/units/me', { status: '10-7' })).status).toBe(200);
    expect(
      (await json<{ profile: SafrProfileView }>(await member.get('/api/safr/me'))).profile
        .dutyElsewhere,
    ).toBeNull();
    expect((await member.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
    expect((await member.post(`/api/safr/calls/${call._id}/units`, {})).status).toBe(200);
    const mine = await json<{ officer: OfficerView }>(await member.get('/api/officers/me'));
    expect(mine.officer.dutyElsewhere).toBe(
      'You are on duty with your Xbox fire/rescue profile. Go Out of Service there first.',
    );
  });
});

describe('call type and priority', () => {
  it('a 911 caller may say what kind of emergency it is; its priority follows the type', async () => {
    const caller = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, caller.discordId);
    const base = {
      civilianId,
      department: 'Xbox',
      location: 'Grove Street',
      description: 'The garage is on fire.',
      services: ['fire'],
    };
    let res = await caller.post('/api/911/calls', { ...base, type: 'Nonsense' });
    expect(res.status).toBe(400);
    expect((await json<{ issues: { path: string; message: string }[] }>(res)).issues).toEqual([
      { path: 'type', message: 'Choose a call type.' },
    ]);
    res = await caller.post('/api/911/calls', { ...base, type: 'Structure Fire' });
    expect(res.status).toBe(201);
    const { call } = await json<{ call: { _id: string } }>(res);
    const row = await ctx.db
      .selectFrom('calls')
      .select(['type', 'priority'])
      .where('id', '=', call._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'Structure Fire', priority: 1 });

    ctx.clock.advance(61_000);
    res = await caller.post('/api/911/calls', base);
    const plain = await ctx.db
      .selectFrom('calls')
      .select(['type', 'priority'])
      .where('id', '=', (await json<{ call: { _id: string } }>(res)).call._id)
      .executeTakeFirstOrThrow();
    expect(plain).toEqual({ type: 'Other', priority: 2 });
  });

  it('a dispatcher changes a call’s type (its services follow) and priority, each audited and live', async () => {
    const desk = await dispatcher();
    const medic = await registeredSafr(ctx);
    const medicEvents = await stream(medic, '/api/events?service=safr');
    const call = await deskCall(desk, { type: 'Other' });
    expect(call.services).toEqual(['police']);

    let res = await desk.put(`/api/dispatch/calls/${call._id}/type`, { type: 'Medical Emergency' });
    expect(res.status).toBe(200);
    const changed = (await json<{ call: CallView }>(res)).call;
    expect(changed).toMatchObject({ type: 'Medical Emergency', services: ['police', 'ems'] });
    // Now it needs EMS: it reaches the fire/rescue board, live.
    const arrived = await medicEvents.next(
      (e) => e.event === 'call.updated' && (e.data as CallView)._id === call._id,
    );
    expect(arrived.data).toMatchObject({ type: 'Medical Emergency' });

    res = await desk.put(`/api/dispatch/calls/${call._id}/type`, { type: 'Flood' });
    expect(res.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(res)).issues[0]!.path).toBe('type');
    // The same type again changes and records nothing.
    res = await desk.put(`/api/dispatch/calls/${call._id}/type`, { type: 'Medical Emergency' });
    expect(res.status).toBe(200);
    const officer = await registeredOfficer(ctx);
    expect(
      (await officer.put(`/api/dispatch/calls/${call._id}/type`, { type: 'Robbery' })).status,
    ).toBe(403);

    expect(
      (await desk.put(`/api/dispatch/calls/${call._id}/priority`, { priority: 3 })).status,
    ).toBe(200);
    expect((await desk.post(`/api/dispatch/calls/${call._id}/close`)).status).toBe(200);
    res = await desk.put(`/api/dispatch/calls/${call._id}/type`, { type: 'Robbery' });
    expect(res.status).toBe(409);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_discord_id', 'actor_profile', 'before', 'after'])
      .where('target_id', '=', call._id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'call.type',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { type: 'Other' },
        after: { type: 'Medical Emergency' },
      },
      {
        action: 'call.priority',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { priority: 2 },
        after: { priority: 3 },
      },
      {
        action: 'call.close',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { status: 'Active', units: [] },
        after: { status: 'Closed' },
      },
    ]);
  });
});

describe('the dispatcher’s board in pages', () => {
  it('pages every active call most urgent first, with each unit’s current call from any page', async () => {
    const desk = await dispatcher();
    const officer = await registeredOfficer(ctx);
    const made: CallView[] = [];
    for (const priority of [3, 1, 2, 3, 1]) made.push(await deskCall(desk, { priority }));
    // The unit is on the least urgent call, which comes on a late page.
    const last = made[3]!;
    await desk.post(`/api/dispatch/calls/${last._id}/units`, { unitId: officer.officer._id });

    const seen: CallView[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: DispatchBoard = await board(
        desk,
        `&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.calls.length).toBeLessThanOrEqual(2);
      expect(page.units.find((u) => u.officerId === officer.officer._id)?.currentCall?._id).toBe(
        last._id,
      );
      seen.push(...page.calls);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 500);
    const ids = seen.map((c) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of made) expect(ids).toContain(c._id);
    const order = seen.map((c) => [c.priority, c.callNumber] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

    const first = await board(desk);
    expect(first.calls.length).toBeLessThanOrEqual(50);
    for (const bad of ['&limit=0', '&limit=101', '&cursor=nonsense']) {
      expect((await desk.get(`/api/dispatch/board?department=Xbox${bad}`)).status, bad).toBe(400);
    }
  });
});
