import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import type { CallView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr } from '../testing/safr';
import {
  clientAs,
  errorBody,
  insertCivilian,
  registeredOfficer,
  type SseStream,
} from '../testing/dispatch';
import { readEvents, type Api } from '../testing/dispatch-client';

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

type EventsQuery = InferRequestType<Api['events']['$get']>['query'];

async function stream(member: { cookie: string }, query: EventsQuery = {}) {
  const s = readEvents(await clientAs(ctx, member).events.$get({ query }));
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
}

const dispatcher = () => ctx.member([TEST_ROLES.dispatch]);

type DeskCall = InferRequestType<Api['dispatch']['calls']['$post']>['json'];

async function deskCall(
  desk: Api,
  fields: Partial<Pick<DeskCall, 'type' | 'priority' | 'location'>> = {},
): Promise<CallView> {
  const res = await desk.dispatch.calls.$post({
    json: {
      department: 'Xbox',
      type: fields.type ?? 'Robbery',
      location: fields.location ?? 'Fleeca Bank',
      ...(fields.priority !== undefined && { priority: fields.priority }),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).call;
}

const onCall = (id: string) => ({ param: { id } });

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

type BoardQuery = InferRequestType<Api['dispatch']['board']['$get']>['query'];

async function board(desk: Api, query: BoardQuery = {}) {
  return (await desk.dispatch.board.$get({ query: { department: 'Xbox', ...query } })).json();
}

describe('a unit on a call is on duty', () => {
  it('refuses an Out of Service fire/rescue unit its own Attach Me, and anyone attaching it', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const medic = await registeredSafr(ctx);
    const asMedic = clientAs(ctx, medic);
    expect(medic.profile).toMatchObject({ status: 'Out of Service', onDuty: false });
    const call = await deskCall(desk, { type: 'Medical Emergency' });
    const officer = clientAs(ctx, await registeredOfficer(ctx));

    const attachMe = () => asMedic.safr.calls[':id'].units.$post({ ...onCall(call._id), json: {} });
    let res = await attachMe();
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe('You are off duty. Go Available to clock in first.');
    const byOfficer = await officer.calls[':id'].units.$post({
      ...onCall(call._id),
      json: { officerId: medic.profile._id },
    });
    expect(byOfficer.status).toBe(409);
    expect((await errorBody(byOfficer)).error).toBe(`${medic.profile.callsign} is off duty.`);
    const byDesk = await desk.dispatch.calls[':id'].units.$post({
      ...onCall(call._id),
      json: { unitId: medic.profile._id },
    });
    expect(byDesk.status).toBe(409);
    expect(await unitsOn(call._id)).toEqual([]);

    // Available: the same Attach Me goes through.
    expect((await asMedic.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    res = await attachMe();
    expect(res.status).toBe(200);
    expect(await unitsOn(call._id)).toEqual([medic.profile._id]);
  });

  it('refuses an off-duty officer Attach Me and Create Call', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const officer = await registeredOfficer(ctx);
    const api = clientAs(ctx, officer);
    expect((await api.units.me.$put({ json: { status: '10-7' } })).status).toBe(200);
    const call = await deskCall(desk);
    const attached = await api.calls[':id'].units.$post({ ...onCall(call._id), json: {} });
    expect(attached.status).toBe(409);
    expect((await errorBody(attached)).error).toBe('You are off duty. Go 10-8 to clock in first.');
    const created = await api.calls.$post({ json: { type: 'Robbery', location: 'Vinewood' } });
    expect(created.status).toBe(409);
    expect((await errorBody(created)).error).toBe('You are off duty. Go 10-8 to clock in first.');
    const count = await ctx.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_by', '=', officer.officer._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('going off duty', () => {
  const ways: [string, (api: Api) => Promise<{ status: number }>][] = [
    ['10-7', (api) => api.units.me.$put({ json: { status: '10-7' } })],
    ['10-42', (api) => api.units.me.$put({ json: { status: '10-42' } })],
    ['clock out', (api) => api.clock.out.$post()],
  ];
  it.each(ways)(
    'by %s takes an officer off every call, live, the next unit becoming primary',
    async (_how, goOff) => {
      const member = await dispatcher();
      const desk = clientAs(ctx, member);
      const officer = await registeredOfficer(ctx);
      const partner = await registeredOfficer(ctx);
      const call = await deskCall(desk);
      const units = desk.dispatch.calls[':id'].units;
      await units.$post({ ...onCall(call._id), json: { unitId: officer.officer._id } });
      await units.$post({ ...onCall(call._id), json: { unitId: partner.officer._id } });
      const deskEvents = await stream(member, { service: 'dispatch', department: 'Xbox' });
      const partnerEvents = await stream(partner);

      const res = await goOff(clientAs(ctx, officer));
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
    const desk = clientAs(ctx, await dispatcher());
    const medic = await registeredSafr(ctx);
    const api = clientAs(ctx, medic);
    expect((await api.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    const call = await deskCall(desk, { type: 'Medical Emergency' });
    expect(
      (await api.safr.calls[':id'].units.$post({ ...onCall(call._id), json: {} })).status,
    ).toBe(200);

    // A bad status changes nothing: the unit stays on duty and on the call.
    expect(
      // Not a status of the status buttons (the community's statuses are checked on change).
      (await api.safr.units.me.$put({ json: { status: 'Asleep' } })).status,
    ).toBe(400);
    expect(await unitsOn(call._id)).toEqual([medic.profile._id]);

    expect((await api.safr.units.me.$put({ json: { status: 'Out of Service' } })).status).toBe(200);
    expect(await unitsOn(call._id)).toEqual([]);
    const { call: after } = await (await api.safr.calls[':id'].$get(onCall(call._id))).json();
    expect(after).toMatchObject({ units: [], primaryOfficerId: null, status: 'Active' });
  });
});

describe('one call at a time', () => {
  it('a dispatcher assigning a unit on another call moves it, both calls announced', async () => {
    const member = await dispatcher();
    const desk = clientAs(ctx, member);
    const officer = await registeredOfficer(ctx);
    const first = await deskCall(desk, { location: 'Route 68' });
    const second = await deskCall(desk, { location: 'Vinewood Blvd' });
    const units = desk.dispatch.calls[':id'].units;
    await units.$post({ ...onCall(first._id), json: { unitId: officer.officer._id } });
    const events = await stream(officer);

    const res = await units.$post({ ...onCall(second._id), json: { unitId: officer.officer._id } });
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

    const shown = await board(desk, { limit: '100' });
    expect(shown.units.find((u) => u.officerId === officer.officer._id)?.currentCall?._id).toBe(
      second._id,
    );
    const onFirst = shown.calls.find((c) => c._id === first._id);
    expect(onFirst?.units ?? []).toEqual([]);
    expect(await detachEntries(first._id)).toEqual([
      {
        actor_discord_id: member.discordId,
        after: { unit: officer.officer.callsign, reason: `moved to call #${second.callNumber}` },
      },
    ]);
  });

  it('Attach Me and Create Call move the unit too', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const officer = await registeredOfficer(ctx);
    const medic = await registeredSafr(ctx);
    const asOfficer = clientAs(ctx, officer);
    const asMedic = clientAs(ctx, medic);
    expect((await asMedic.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    const first = await deskCall(desk, { type: 'Medical Emergency' });
    const second = await deskCall(desk, { type: 'Structure Fire' });
    const officerAttach = (id: string) =>
      asOfficer.calls[':id'].units.$post({ ...onCall(id), json: {} });
    const medicAttach = (id: string) =>
      asMedic.safr.calls[':id'].units.$post({ ...onCall(id), json: {} });

    expect((await officerAttach(first._id)).status).toBe(200);
    expect((await officerAttach(second._id)).status).toBe(200);
    expect(await unitsOn(first._id)).toEqual([]);
    expect(await unitsOn(second._id)).toEqual([officer.officer._id]);

    expect((await medicAttach(first._id)).status).toBe(200);
    expect((await medicAttach(second._id)).status).toBe(200);
    expect(await unitsOn(first._id)).toEqual([]);

    const res = await asOfficer.calls.$post({
      json: { type: 'Pursuit', location: 'Great Ocean Hwy' },
    });
    expect(res.status).toBe(201);
    const { call: third } = await res.json();
    expect(third.units.map((u) => u.officerId)).toEqual([officer.officer._id]);
    expect(await unitsOn(second._id)).toEqual([medic.profile._id]);
    const { call: secondNow } = await (
      await asOfficer.calls[':id'].$get(onCall(second._id))
    ).json();
    // The primary unit left: the next one on the call is primary.
    expect(secondNow.primaryOfficerId).toBe(medic.profile._id);
  });
});

describe('one unit on duty per member', () => {
  it('the fire/rescue profile of a member on duty as an officer says so, and stays off calls', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const res = await api.officers.$post({
      json: {
        civilianId,
        department: 'Xbox',
        callsign: `D-${Math.floor(Math.random() * 1e6)}`,
      },
    });
    expect(res.status).toBe(201);
    const { officer } = await res.json();
    expect(officer).toMatchObject({ onDuty: true, dutyElsewhere: null });

    const rule = 'You are on duty with your Xbox officer profile. Clock out (10-7) there first.';
    const safr = await api.safr.profiles.$post({
      json: {
        civilianId,
        department: 'Xbox',
        callsign: `E-${Math.floor(Math.random() * 1e6)}`,
        role: 'Firefighter',
      },
    });
    expect(safr.status).toBe(201);
    const registered = await safr.json();
    expect(registered.message).toBe(
      `Firefighter ${registered.profile.callsign} registered, off duty. ${rule}`,
    );
    expect(registered.profile).toMatchObject({ onDuty: false, dutyElsewhere: rule });
    const me = await (await api.safr.me.$get()).json();
    expect(me.profile?.dutyElsewhere).toBe(rule);

    // The rule the dashboard states is the one the server applies.
    const available = await api.safr.units.me.$put({ json: { status: 'Available' } });
    expect(available.status).toBe(409);
    expect((await errorBody(available)).error).toBe(rule);
    const call = await deskCall(clientAs(ctx, await dispatcher()), { type: 'Structure Fire' });
    const attachMe = () => api.safr.calls[':id'].units.$post({ ...onCall(call._id), json: {} });
    expect((await attachMe()).status).toBe(409);

    // Off duty as an officer: the fire/rescue unit may go Available, and the officer one says why not.
    expect((await api.units.me.$put({ json: { status: '10-7' } })).status).toBe(200);
    expect((await (await api.safr.me.$get()).json()).profile?.dutyElsewhere).toBeNull();
    expect((await api.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
    expect((await attachMe()).status).toBe(200);
    const mine = await (await api.officers.me.$get()).json();
    expect(mine.officer?.dutyElsewhere).toBe(
      'You are on duty with your Xbox fire/rescue profile. Go Out of Service there first.',
    );
  });
});

describe('call type and priority', () => {
  it('a 911 caller may say what kind of emergency it is; its priority follows the type', async () => {
    const caller = await ctx.member([]);
    const dial = clientAs(ctx, caller)['911'].calls;
    const civilianId = await insertCivilian(ctx, caller.discordId);
    const base = {
      civilianId,
      department: 'Xbox',
      location: 'Grove Street',
      description: 'The garage is on fire.',
      services: ['fire'],
    } satisfies InferRequestType<(typeof dial)['$post']>['json'];
    let res = await dial.$post({ json: { ...base, type: 'Nonsense' } });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues).toMatchObject([{ path: 'type' }]);
    res = await dial.$post({ json: { ...base, type: 'Structure Fire' } });
    expect(res.status).toBe(201);
    const { call } = await res.json();
    const row = await ctx.db
      .selectFrom('calls')
      .select(['type', 'priority'])
      .where('id', '=', call._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'Structure Fire', priority: 1 });

    ctx.clock.advance(61_000);
    res = await dial.$post({ json: base });
    const plain = await ctx.db
      .selectFrom('calls')
      .select(['type', 'priority'])
      .where('id', '=', (await res.json()).call._id)
      .executeTakeFirstOrThrow();
    expect(plain).toEqual({ type: 'Other', priority: 2 });
  });

  it('a dispatcher changes a call’s type (its services follow) and priority, each audited and live', async () => {
    const member = await dispatcher();
    const desk = clientAs(ctx, member);
    const medic = await registeredSafr(ctx);
    const medicEvents = await stream(medic, { service: 'safr' });
    const call = await deskCall(desk, { type: 'Other' });
    expect(call.services).toEqual(['police']);
    const byCall = desk.dispatch.calls[':id'];
    const id = onCall(call._id);

    let res = await byCall.type.$put({ ...id, json: { type: 'Medical Emergency' } });
    expect(res.status).toBe(200);
    const changed = (await res.json()).call;
    expect(changed).toMatchObject({ type: 'Medical Emergency', services: ['police', 'ems'] });
    // Now it needs EMS: it reaches the fire/rescue board, live.
    const arrived = await medicEvents.next(
      (e) => e.event === 'call.updated' && (e.data as CallView)._id === call._id,
    );
    expect(arrived.data).toMatchObject({ type: 'Medical Emergency' });

    res = await byCall.type.$put({ ...id, json: { type: 'Flood' } });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues[0]!.path).toBe('type');
    // The same type again changes and records nothing.
    res = await byCall.type.$put({ ...id, json: { type: 'Medical Emergency' } });
    expect(res.status).toBe(200);
    const officer = clientAs(ctx, await registeredOfficer(ctx));
    expect(
      (await officer.dispatch.calls[':id'].type.$put({ ...id, json: { type: 'Robbery' } })).status,
    ).toBe(403);

    expect((await byCall.priority.$put({ ...id, json: { priority: 3 } })).status).toBe(200);
    expect((await byCall.close.$post(id)).status).toBe(200);
    res = await byCall.type.$put({ ...id, json: { type: 'Robbery' } });
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
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { type: 'Other' },
        after: { type: 'Medical Emergency' },
      },
      {
        action: 'call.priority',
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { priority: 2 },
        after: { priority: 3 },
      },
      {
        action: 'call.close',
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        before: { status: 'Active', units: [] },
        after: { status: 'Closed' },
      },
    ]);
  });
});

describe('the dispatcher’s board in pages', () => {
  it('pages every active call most urgent first, with each unit’s current call from any page', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const officer = await registeredOfficer(ctx);
    const made: CallView[] = [];
    for (const priority of [3, 1, 2, 3, 1]) made.push(await deskCall(desk, { priority }));
    // The unit is on the least urgent call, which comes on a late page.
    const last = made[3]!;
    await desk.dispatch.calls[':id'].units.$post({
      ...onCall(last._id),
      json: { unitId: officer.officer._id },
    });

    const seen: CallView[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await board(desk, { limit: '2', ...(cursor && { cursor }) });
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
    const refused = {
      '&limit=0': { limit: '0' },
      '&limit=101': { limit: '101' },
      '&cursor=nonsense': { cursor: 'nonsense' },
    };
    for (const [bad, query] of Object.entries(refused)) {
      expect(
        (await desk.dispatch.board.$get({ query: { department: 'Xbox', ...query } })).status,
        bad,
      ).toBe(400);
    }
  });
});
