import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import type { CallView, CallNoteView } from '@tenfour/db/dispatch';
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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

async function opened(res: Parameters<typeof readEvents>[0]) {
  const s = readEvents(res);
  streams.push(s);
  await s.next((e) => e.event === 'ready');
  return s;
}

type EventsQuery = InferRequestType<Api['events']['$get']>['query'];

/** The member's stream of dispatch events (GET /api/events), after its `ready`. */
const stream = async (member: { cookie: string }, query: EventsQuery = {}) =>
  opened(await clientAs(ctx, member).events.$get({ query }));

const dispatcher = () => ctx.member([TEST_ROLES.dispatch], { username: 'dispatch.avery' });

async function caller() {
  const member = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, member.discordId, {
    first: 'Casey',
    last: 'Walker',
  });
  return Object.assign(member, { civilianId });
}

type EmergencyCall = InferRequestType<Api['911']['calls']['$post']>['json'];

const CRASH = {
  department: 'Xbox',
  location: 'Mirror Park Blvd',
  postal: '8115',
  description: 'Two cars crashed, a driver is hurt.',
  services: ['police', 'ems'],
} satisfies Omit<EmergencyCall, 'civilianId'>;

const onCall = (id: string) => ({ param: { id } });

async function onDutyOfficer(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const officer = await registeredOfficer(ctx, department);
  const res = await clientAs(ctx, officer).units.me.$put({ json: { status: '10-8' } });
  expect(res.status).toBe(200);
  return officer;
}
/** A registered officer who has gone 10-7: registering clocks an officer in. */
async function offDutyOfficer(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const officer = await registeredOfficer(ctx, department);
  const res = await clientAs(ctx, officer).units.me.$put({ json: { status: '10-7' } });
  expect(res.status).toBe(200);
  return officer;
}
async function onDutyMedic(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const medic = await registeredSafr(ctx, department, { role: 'Paramedic' });
  const res = await clientAs(ctx, medic).safr.units.me.$put({ json: { status: 'Available' } });
  expect(res.status).toBe(200);
  return medic;
}

/** Moves the clock past the per-member 911 interval, so tests do not limit each other. */
const later = () => ctx.clock.advance(61_000);

describe('911 calls from civilians', () => {
  it('reaches the boards of the services it asks for, marked with its caller, live', async () => {
    later();
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const police = await stream(officer);
    const safr = await stream(medic, { service: 'safr' });
    const other = await stream(stranger);
    const person = await caller();
    const dial = clientAs(ctx, person)['911'].calls;

    const res = await dial.$post({ json: { ...CRASH, civilianId: person.civilianId } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.call).toMatchObject({
      status: 'received',
      caller: 'Casey Walker',
      services: ['police', 'ems'],
      department: 'Xbox',
      unitCount: 0,
    });
    expect(body.message).toBe(`911 call received (#${body.call.callNumber}). Help is on the way.`);

    for (const s of [police, safr]) {
      const event = await s.next((e) => e.event === 'call.created');
      expect(event.data).toMatchObject({
        _id: body.call._id,
        source: '911',
        caller: { name: 'Casey Walker', civilianId: person.civilianId },
        units: [],
        primaryOfficer: null,
      });
    }
    const boards = [
      await (await clientAs(ctx, officer).calls.$get({ query: {} })).json(),
      await (await clientAs(ctx, medic).safr.calls.$get({ query: {} })).json(),
    ];
    for (const board of boards) expect(board.calls.map((c) => c._id)).toContain(body.call._id);
    expect(other.buffered().filter((e) => e.event === 'call.created')).toEqual([]);

    // Police only: not on the fire/rescue board.
    later();
    const policeOnly = await (
      await dial.$post({
        json: { ...CRASH, services: ['police'], civilianId: person.civilianId },
      })
    ).json();
    await police.next((e) => e.event === 'call.created');
    const safrCalls = await (await clientAs(ctx, medic).safr.calls.$get({ query: {} })).json();
    expect(safrCalls.calls.map((c) => c._id)).not.toContain(policeOnly.call._id);
    expect(safr.buffered().filter((e) => e.event === 'call.created')).toEqual([]);
  });

  it('refuses bad input with field messages, and another member’s civilian', async () => {
    later();
    const person = await caller();
    const dial = clientAs(ctx, person)['911'].calls;
    let res = await dial.$post({
      json: {
        civilianId: person.civilianId,
        department: 'Nintendo',
        location: '  ',
        description: '',
        services: [],
      },
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.issues.map((i) => i.path).sort()).toEqual(['description', 'location', 'services']);
    expect(body.issues.find((i) => i.path === 'services')?.message).toBe(
      'Choose at least one service.',
    );
    res = await dial.$post({
      json: { ...CRASH, civilianId: person.civilianId, department: 'Nintendo' },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues.map((i) => [i.path, i.message])).toEqual([
      ['department', 'Choose a department.'],
    ]);
    const other = await caller();
    res = await dial.$post({ json: { ...CRASH, civilianId: other.civilianId } });
    expect(res.status).toBe(404);
    const signedOut = clientAs(ctx)['911'].calls;
    expect(
      (await signedOut.$post({ json: { ...CRASH, civilianId: person.civilianId } })).status,
    ).toBe(401);
  });

  it('shows the caller their call received, units assigned and closed, live', async () => {
    later();
    const person = await caller();
    const asPerson = clientAs(ctx, person);
    const own = await opened(await asPerson['911'].events.$get());
    const created = await (
      await asPerson['911'].calls.$post({ json: { ...CRASH, civilianId: person.civilianId } })
    ).json();
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({
      _id: created.call._id,
      status: 'received',
    });
    const desk = clientAs(ctx, await dispatcher());
    const officer = await onDutyOfficer();
    await desk.dispatch.calls[':id'].units.$post({
      ...onCall(created.call._id),
      json: { unitId: officer.officer._id },
    });
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({
      status: 'units assigned',
      unitCount: 1,
    });
    await desk.dispatch.calls[':id'].close.$post(onCall(created.call._id));
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({ status: 'closed' });

    const list = await (await asPerson['911'].calls.$get()).json();
    expect(list.calls.map((c) => [c._id, c.status])).toEqual([[created.call._id, 'closed']]);
    // The notes never reach the caller's stream.
    expect(own.buffered()).toEqual([]);
  });
});

describe('the dispatcher console', () => {
  it('is for the dispatcher role only; a dispatcher writes no records', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const res = await officer.dispatch.board.$get({ query: {} });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error).toBe('This requires the dispatcher role.');
    expect((await clientAs(ctx).dispatch.board.$get({ query: {} })).status).toBe(401);

    const member = await dispatcher();
    const desk = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const report = await desk.reports.create.$post({
      json: { civilianId, type: 'citation', reason: 'Speeding' },
    });
    expect(report.status).toBe(403);
    expect(
      (await desk.bolos.$post({ json: { boloType: 'person', personDescription: 'x' } })).status,
    ).toBe(403);
  });

  it('shows every active call across services and every on-duty unit with its current call', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const officer = await onDutyOfficer('PlayStation');
    const medic = await onDutyMedic('PlayStation');
    const offDuty = await offDutyOfficer('PlayStation');
    const made = await (
      await desk.dispatch.calls.$post({
        json: {
          department: 'PlayStation',
          type: 'Medical Emergency',
          location: 'Sandy Shores airfield',
          priority: 1,
        },
      })
    ).json();
    expect(made.call).toMatchObject({
      source: 'dispatch',
      services: ['ems'],
      priority: 1,
      units: [],
      createdBy: 'Dispatch',
    });
    await desk.dispatch.calls[':id'].units.$post({
      ...onCall(made.call._id),
      json: { unitId: medic.profile._id },
    });

    const board = await (
      await desk.dispatch.board.$get({ query: { department: 'PlayStation' } })
    ).json();
    expect(board.department).toBe('PlayStation');
    expect(board.calls.map((c) => c._id)).toContain(made.call._id);
    const units = new Map(board.units.map((u) => [u.officerId, u]));
    expect(units.get(medic.profile._id)).toMatchObject({
      service: 'safr',
      currentCall: { _id: made.call._id, callNumber: made.call.callNumber },
    });
    expect(units.get(officer.officer._id)).toMatchObject({ service: 'police', currentCall: null });
    expect(units.has(offDuty.officer._id)).toBe(false);
    expect((await desk.dispatch.board.$get({ query: { department: 'Wii' } })).status).toBe(400);
  });

  it('assigns and unassigns units in one audited change each, refusing off-duty and foreign units', async () => {
    const member = await dispatcher();
    const desk = clientAs(ctx, member);
    const officer = await onDutyOfficer();
    const medic = await onDutyMedic();
    const offDuty = await offDutyOfficer('Xbox');
    const foreign = await onDutyOfficer('PlayStation');
    const officerEvents = await stream(officer);
    const medicEvents = await stream(medic, { service: 'safr' });
    const deskEvents = await stream(member, { service: 'dispatch', department: 'Xbox' });

    const { call } = await (
      await desk.dispatch.calls.$post({
        json: { department: 'Xbox', type: 'Traffic Stop', location: 'Route 68' },
      })
    ).json();
    await deskEvents.next((e) => e.event === 'call.created');
    const assign = (unitId: string, callId = call._id) =>
      desk.dispatch.calls[':id'].units.$post({ ...onCall(callId), json: { unitId } });
    const unassign = (unitId: string) =>
      desk.dispatch.calls[':id'].units[':unitId'].$delete({ param: { id: call._id, unitId } });

    let res = await assign(officer.officer._id);
    expect(res.status).toBe(200);
    const assigned = await res.json();
    expect(assigned.message).toBe(
      `${officer.officer.callsign} assigned to call #${call.callNumber}.`,
    );
    expect(assigned.call.primaryOfficerId).toBe(officer.officer._id);
    const arrived = await officerEvents.next((e) => e.event === 'call.updated');
    expect((arrived.data as CallView).units.map((u) => u.officerId)).toEqual([officer.officer._id]);

    // An EMS unit: the call now needs EMS and reaches the fire/rescue board.
    res = await assign(medic.profile._id);
    expect((await res.json()).call.services).toEqual(['police', 'ems']);
    expect(
      ((await medicEvents.next((e) => e.event === 'call.updated')).data as CallView).units
        .map((u) => u.callsign)
        .sort(),
    ).toEqual([officer.officer.callsign, medic.profile.callsign].sort());

    res = await assign(offDuty.officer._id);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe(`${offDuty.officer.callsign} is off duty.`);
    res = await assign(foreign.officer._id);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe(
      `${foreign.officer.callsign} is on the PlayStation roster, not Xbox's.`,
    );
    res = await assign('00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect((await errorBody(res)).error).toBe('Unit not found.');
    res = await assign(officer.officer._id, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    res = await assign('nope');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues[0]!.path).toBe('unitId');

    let removed = await unassign(officer.officer._id);
    expect(removed.status).toBe(200);
    expect((await removed.json()).call.units.map((u) => u.officerId)).toEqual([medic.profile._id]);
    removed = await unassign(officer.officer._id);
    expect(removed.status).toBe(404);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_discord_id', 'actor_profile', 'after'])
      .where('target_id', '=', call._id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'unit.attach',
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: officer.officer.callsign },
      },
      {
        action: 'unit.attach',
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: medic.profile.callsign },
      },
      {
        action: 'unit.detach',
        actor_discord_id: member.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: officer.officer.callsign },
      },
    ]);
    // One event per change: created, two assignments, one unassignment; refusals announce nothing.
    const seen = deskEvents.buffered().filter((e) => (e.data as CallView)._id === call._id);
    expect(seen.map((e) => e.event)).toEqual(['call.updated', 'call.updated', 'call.updated']);
  });

  it('sets priority 1-3 and closes a call, which frees its units', async () => {
    const desk = clientAs(ctx, await dispatcher());
    const officer = await onDutyOfficer();
    const events = await stream(officer);
    const { call } = await (
      await desk.dispatch.calls.$post({
        json: { department: 'Xbox', type: 'Domestic Disturbance', location: 'Fleeca' },
      })
    ).json();
    // Without a priority, the call takes its type's default (Domestic Disturbance: 2).
    expect(call.priority).toBe(2);
    const byCall = desk.dispatch.calls[':id'];
    let res = await byCall.priority.$put({ ...onCall(call._id), json: { priority: 1 } });
    expect((await res.json()).call.priority).toBe(1);
    expect(((await events.next((e) => e.event === 'call.updated')).data as CallView).priority).toBe(
      1,
    );
    for (const priority of [0, 4, 1.5, '1']) {
      res = await byCall.priority.$put({
        ...onCall(call._id),
        // @ts-expect-error -- the string '1' is the point: priorities are JSON numbers.
        json: { priority },
      });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).issues).toMatchObject([
        { path: 'priority', message: 'Choose a priority from 1 to 3.' },
      ]);
    }

    await byCall.units.$post({ ...onCall(call._id), json: { unitId: officer.officer._id } });
    const closing = await byCall.close.$post(onCall(call._id));
    expect(closing.status).toBe(200);
    expect((await closing.json()).message).toBe(`Call #${call.callNumber} closed.`);
    expect((await events.next((e) => e.event === 'call.closed')).data).toMatchObject({
      _id: call._id,
      status: 'Closed',
    });
    const board = await (await desk.dispatch.board.$get({ query: { department: 'Xbox' } })).json();
    expect(board.calls.map((c) => c._id)).not.toContain(call._id);
    expect(board.units.find((u) => u.officerId === officer.officer._id)?.currentCall).toBeNull();

    const late = await byCall.units.$post({
      ...onCall(call._id),
      json: { unitId: officer.officer._id },
    });
    expect(late.status).toBe(409);
    expect((await errorBody(late)).error).toBe(`Call #${call.callNumber} is already closed.`);
    expect((await byCall.close.$post(onCall(call._id))).status).toBe(409);
  });
});

describe('call notes', () => {
  it('are an append-only timeline for the units on the call and the dispatcher, live', async () => {
    const member = await dispatcher();
    const desk = clientAs(ctx, member);
    const officer = await onDutyOfficer();
    const medic = await onDutyMedic();
    const bystander = await onDutyOfficer();
    const asOfficer = clientAs(ctx, officer);
    const asBystander = clientAs(ctx, bystander);
    const officerEvents = await stream(officer);
    const medicEvents = await stream(medic, { service: 'safr' });
    const bystanderEvents = await stream(bystander);
    const deskEvents = await stream(member, { service: 'dispatch', department: 'Xbox' });

    const { call } = await (
      await desk.dispatch.calls.$post({
        json: {
          department: 'Xbox',
          type: 'Traffic Collision (injuries)',
          location: 'Del Perro Pier',
        },
      })
    ).json();
    const id = onCall(call._id);
    await desk.dispatch.calls[':id'].units.$post({ ...id, json: { unitId: officer.officer._id } });
    await desk.dispatch.calls[':id'].units.$post({ ...id, json: { unitId: medic.profile._id } });

    let res = await desk.dispatch.calls[':id'].notes.$post({
      ...id,
      json: { text: '  Caller says one driver is trapped.  ' },
    });
    expect(res.status).toBe(201);
    const first = (await res.json()).note;
    expect(first).toMatchObject({
      callId: call._id,
      author: { callsign: 'Dispatch', name: 'dispatch.avery' },
      text: 'Caller says one driver is trapped.',
    });

    const note = (text: string) => asOfficer.calls[':id'].notes.$post({ ...id, json: { text } });
    res = await note('On scene, fire needed.');
    expect(res.status).toBe(201);
    const second = (await res.json()).note;
    expect(second.author).toEqual({
      callsign: officer.officer.callsign,
      name: `${officer.officer.firstName} ${officer.officer.lastName}`,
    });

    for (const s of [officerEvents, medicEvents, deskEvents]) {
      const texts = [
        (await s.next((e) => e.event === 'call.note')).data,
        (await s.next((e) => e.event === 'call.note')).data,
      ].map((d) => (d as { note: CallNoteView }).note.text);
      expect(texts).toEqual(['Caller says one driver is trapped.', 'On scene, fire needed.']);
    }
    expect(bystanderEvents.buffered().filter((e) => e.event === 'call.note')).toEqual([]);

    for (const list of [
      clientAs(ctx, medic).safr.calls[':id'].notes,
      asOfficer.calls[':id'].notes,
      desk.dispatch.calls[':id'].notes,
    ]) {
      const { notes } = await (await list.$get(id)).json();
      expect(notes.map((n) => n._id)).toEqual([first._id, second._id]);
    }
    const hidden = await asBystander.calls[':id'].notes.$get(id);
    expect(hidden.status).toBe(403);
    expect((await errorBody(hidden)).error).toBe(
      `Only units on call #${call.callNumber} and dispatchers can read or add its notes.`,
    );
    expect(
      (await asBystander.calls[':id'].notes.$post({ ...id, json: { text: 'x' } })).status,
    ).toBe(403);

    res = await note('   ');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues[0]!.path).toBe('text');
    res = await note('x'.repeat(1001));
    expect(res.status).toBe(400);
    expect(
      (await asOfficer.calls[':id'].notes.$get(onCall('00000000-0000-4000-8000-000000000000')))
        .status,
    ).toBe(404);

    // The database itself refuses to edit or delete a note.
    await expect(
      sql`UPDATE call_notes SET text = 'edited' WHERE id = ${first._id}`.execute(ctx.db),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      sql`DELETE FROM call_notes WHERE id = ${first._id}`.execute(ctx.db),
    ).rejects.toThrow(/cannot be changed or deleted/);

    await desk.dispatch.calls[':id'].close.$post(id);
    res = await note('late');
    expect(res.status).toBe(409);
  });
});
