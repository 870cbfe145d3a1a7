import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView, CallNoteView, DispatchBoard, CallerCallView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { registeredSafr } from '../testing/safr';
import {
  insertCivilian,
  json,
  readSse,
  registeredOfficer,
  type SseStream,
} from '../testing/dispatch';

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

const dispatcher = () => ctx.member([TEST_ROLES.dispatch], { username: 'dispatch.avery' });

async function caller() {
  const member = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, member.discordId, {
    first: 'Casey',
    last: 'Walker',
  });
  return Object.assign(member, { civilianId });
}

const CRASH = {
  department: 'Xbox',
  location: 'Mirror Park Blvd',
  postal: '8115',
  description: 'Two cars crashed, a driver is hurt.',
  services: ['police', 'ems'],
};

async function onDutyOfficer(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const officer = await registeredOfficer(ctx, department);
  expect((await officer.put('/api/units/me', { status: '10-8' })).status).toBe(200);
  return officer;
}
/** A registered officer who has gone 10-7: registering clocks an officer in. */
async function offDutyOfficer(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const officer = await registeredOfficer(ctx, department);
  expect((await officer.put('/api/units/me', { status: '10-7' })).status).toBe(200);
  return officer;
}
async function onDutyMedic(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const medic = await registeredSafr(ctx, department, { role: 'Paramedic' });
  expect((await medic.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
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
    const safr = await stream(medic, '/api/events?service=safr');
    const other = await stream(stranger);
    const person = await caller();

    const res = await person.post('/api/911/calls', { ...CRASH, civilianId: person.civilianId });
    expect(res.status).toBe(201);
    const body = await json<{ message: string; call: CallerCallView }>(res);
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
      await json<{ calls: CallView[] }>(await officer.get('/api/calls')),
      await json<{ calls: CallView[] }>(await medic.get('/api/safr/calls')),
    ];
    for (const board of boards) expect(board.calls.map((c) => c._id)).toContain(body.call._id);
    expect(other.buffered().filter((e) => e.event === 'call.created')).toEqual([]);

    // Police only: not on the fire/rescue board.
    later();
    const policeOnly = await json<{ call: CallerCallView }>(
      await person.post('/api/911/calls', {
        ...CRASH,
        services: ['police'],
        civilianId: person.civilianId,
      }),
    );
    await police.next((e) => e.event === 'call.created');
    const safrCalls = await json<{ calls: CallView[] }>(await medic.get('/api/safr/calls'));
    expect(safrCalls.calls.map((c) => c._id)).not.toContain(policeOnly.call._id);
    expect(safr.buffered().filter((e) => e.event === 'call.created')).toEqual([]);
  });

  it('refuses bad input with field messages, and another member’s civilian', async () => {
    later();
    const person = await caller();
    let res = await person.post('/api/911/calls', {
      civilianId: person.civilianId,
      department: 'Nintendo',
      location: '  ',
      description: '',
      services: [],
    });
    expect(res.status).toBe(400);
    const body = await json<{ issues: { path: string; message: string }[] }>(res);
    expect(body.issues.map((i) => i.path).sort()).toEqual([
      'department',
      'description',
      'location',
      'services',
    ]);
    expect(body.issues.find((i) => i.path === 'services')?.message).toBe(
      'Choose at least one service.',
    );
    const other = await caller();
    res = await person.post('/api/911/calls', { ...CRASH, civilianId: other.civilianId });
    expect(res.status).toBe(404);
    expect((await ctx.request('/api/911/calls', { method: 'POST' })).status).toBe(401);
  });

  it('shows the caller their call received, units assigned and closed, live', async () => {
    later();
    const person = await caller();
    const own = await stream(person, '/api/911/events');
    const created = await json<{ call: CallerCallView }>(
      await person.post('/api/911/calls', { ...CRASH, civilianId: person.civilianId }),
    );
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({
      _id: created.call._id,
      status: 'received',
    });
    const desk = await dispatcher();
    const officer = await onDutyOfficer();
    await desk.post(`/api/dispatch/calls/${created.call._id}/units`, {
      unitId: officer.officer._id,
    });
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({
      status: 'units assigned',
      unitCount: 1,
    });
    await desk.post(`/api/dispatch/calls/${created.call._id}/close`);
    expect((await own.next((e) => e.event === 'call')).data).toMatchObject({ status: 'closed' });

    const list = await json<{ calls: CallerCallView[] }>(await person.get('/api/911/calls'));
    expect(list.calls.map((c) => [c._id, c.status])).toEqual([[created.call._id, 'closed']]);
    // The notes never reach the caller's stream.
    expect(own.buffered()).toEqual([]);
  });
});

describe('the dispatcher console', () => {
  it('is for the dispatcher role only; a dispatcher writes no records', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const res = await officer.get('/api/dispatch/board');
    expect(res.status).toBe(403);
    expect((await json<{ error: string }>(res)).error).toBe('This requires the dispatcher role.');
    expect((await ctx.request('/api/dispatch/board')).status).toBe(401);

    const desk = await dispatcher();
    const civilianId = await insertCivilian(ctx, desk.discordId);
    const report = await desk.post('/api/reports/create', {
      civilianId,
      type: 'citation',
      reason: 'Speeding',
    });
    expect(report.status).toBe(403);
    expect(
      (await desk.post('/api/bolos', { boloType: 'person', personDescription: 'x' })).status,
    ).toBe(403);
  });

  it('shows every active call across services and every on-duty unit with its current call', async () => {
    const desk = await dispatcher();
    const officer = await onDutyOfficer('PlayStation');
    const medic = await onDutyMedic('PlayStation');
    const offDuty = await offDutyOfficer('PlayStation');
    const made = await json<{ call: CallView }>(
      await desk.post('/api/dispatch/calls', {
        department: 'PlayStation',
        type: 'Medical Emergency',
        location: 'Sandy Shores airfield',
        priority: 1,
      }),
    );
    expect(made.call).toMatchObject({
      source: 'dispatch',
      services: ['ems'],
      priority: 1,
      units: [],
      createdBy: 'Dispatch',
    });
    await desk.post(`/api/dispatch/calls/${made.call._id}/units`, { unitId: medic.profile._id });

    const board = await json<DispatchBoard>(
      await desk.get('/api/dispatch/board?department=PlayStation'),
    );
    expect(board.department).toBe('PlayStation');
    expect(board.calls.map((c) => c._id)).toContain(made.call._id);
    const units = new Map(board.units.map((u) => [u.officerId, u]));
    expect(units.get(medic.profile._id)).toMatchObject({
      service: 'safr',
      currentCall: { _id: made.call._id, callNumber: made.call.callNumber },
    });
    expect(units.get(officer.officer._id)).toMatchObject({ service: 'police', currentCall: null });
    expect(units.has(offDuty.officer._id)).toBe(false);
    expect((await desk.get('/api/dispatch/board?department=Wii')).status).toBe(400);
  });

  it('assigns and unassigns units in one audited change each, refusing off-duty and foreign units', async () => {
    const desk = await dispatcher();
    const officer = await onDutyOfficer();
    const medic = await onDutyMedic();
    const offDuty = await offDutyOfficer('Xbox');
    const foreign = await onDutyOfficer('PlayStation');
    const officerEvents = await stream(officer);
    const medicEvents = await stream(medic, '/api/events?service=safr');
    const deskEvents = await stream(desk, '/api/events?service=dispatch&department=Xbox');

    const { call } = await json<{ call: CallView }>(
      await desk.post('/api/dispatch/calls', {
        department: 'Xbox',
        type: 'Traffic Stop',
        location: 'Route 68',
      }),
    );
    await deskEvents.next((e) => e.event === 'call.created');

    let res = await desk.post(`/api/dispatch/calls/${call._id}/units`, {
      unitId: officer.officer._id,
    });
    expect(res.status).toBe(200);
    const assigned = await json<{ message: string; call: CallView }>(res);
    expect(assigned.message).toBe(
      `${officer.officer.callsign} assigned to call #${call.callNumber}.`,
    );
    expect(assigned.call.primaryOfficerId).toBe(officer.officer._id);
    const arrived = await officerEvents.next((e) => e.event === 'call.updated');
    expect((arrived.data as CallView).units.map((u) => u.officerId)).toEqual([officer.officer._id]);

    // An EMS unit: the call now needs EMS and reaches the fire/rescue board.
    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: medic.profile._id });
    expect((await json<{ call: CallView }>(res)).call.services).toEqual(['police', 'ems']);
    expect(
      ((await medicEvents.next((e) => e.event === 'call.updated')).data as CallView).units
        .map((u) => u.callsign)
        .sort(),
    ).toEqual([officer.officer.callsign, medic.profile.callsign].sort());

    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: offDuty.officer._id });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `${offDuty.officer.callsign} is off duty.`,
    );
    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: foreign.officer._id });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `${foreign.officer.callsign} is on the PlayStation roster, not Xbox's.`,
    );
    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, {
      unitId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
    expect((await json<{ error: string }>(res)).error).toBe('Unit not found.');
    res = await desk.post(`/api/dispatch/calls/00000000-0000-4000-8000-000000000000/units`, {
      unitId: officer.officer._id,
    });
    expect(res.status).toBe(404);
    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: 'nope' });
    expect(res.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(res)).issues[0]!.path).toBe('unitId');

    res = await desk.delete(`/api/dispatch/calls/${call._id}/units/${officer.officer._id}`);
    expect(res.status).toBe(200);
    expect((await json<{ call: CallView }>(res)).call.units.map((u) => u.officerId)).toEqual([
      medic.profile._id,
    ]);
    res = await desk.delete(`/api/dispatch/calls/${call._id}/units/${officer.officer._id}`);
    expect(res.status).toBe(404);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_discord_id', 'actor_profile', 'after'])
      .where('target_id', '=', call._id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'unit.attach',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: officer.officer.callsign },
      },
      {
        action: 'unit.attach',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: medic.profile.callsign },
      },
      {
        action: 'unit.detach',
        actor_discord_id: desk.discordId,
        actor_profile: 'Dispatch (Xbox)',
        after: { unit: officer.officer.callsign },
      },
    ]);
    // One event per change: created, two assignments, one unassignment; refusals announce nothing.
    const seen = deskEvents.buffered().filter((e) => (e.data as CallView)._id === call._id);
    expect(seen.map((e) => e.event)).toEqual(['call.updated', 'call.updated', 'call.updated']);
  });

  it('sets priority 1-3 and closes a call, which frees its units', async () => {
    const desk = await dispatcher();
    const officer = await onDutyOfficer();
    const events = await stream(officer);
    const { call } = await json<{ call: CallView }>(
      await desk.post('/api/dispatch/calls', {
        department: 'Xbox',
        type: 'Robbery',
        location: 'Fleeca',
      }),
    );
    expect(call.priority).toBe(2);
    let res = await desk.put(`/api/dispatch/calls/${call._id}/priority`, { priority: 1 });
    expect((await json<{ call: CallView }>(res)).call.priority).toBe(1);
    expect(((await events.next((e) => e.event === 'call.updated')).data as CallView).priority).toBe(
      1,
    );
    for (const priority of [0, 4, 1.5, '1']) {
      res = await desk.put(`/api/dispatch/calls/${call._id}/priority`, { priority });
      expect(res.status).toBe(400);
      expect(
        (await json<{ issues: { path: string; message: string }[] }>(res)).issues,
      ).toMatchObject([{ path: 'priority', message: 'Choose a priority from 1 to 3.' }]);
    }

    await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: officer.officer._id });
    res = await desk.post(`/api/dispatch/calls/${call._id}/close`);
    expect(res.status).toBe(200);
    expect((await json<{ message: string }>(res)).message).toBe(`Call #${call.callNumber} closed.`);
    expect((await events.next((e) => e.event === 'call.closed')).data).toMatchObject({
      _id: call._id,
      status: 'Closed',
    });
    const board = await json<DispatchBoard>(await desk.get('/api/dispatch/board?department=Xbox'));
    expect(board.calls.map((c) => c._id)).not.toContain(call._id);
    expect(board.units.find((u) => u.officerId === officer.officer._id)?.currentCall).toBeNull();

    res = await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: officer.officer._id });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `Call #${call.callNumber} is already closed.`,
    );
    expect((await desk.post(`/api/dispatch/calls/${call._id}/close`)).status).toBe(409);
  });
});

describe('call notes', () => {
  it('are an append-only timeline for the units on the call and the dispatcher, live', async () => {
    const desk = await dispatcher();
    const officer = await onDutyOfficer();
    const medic = await onDutyMedic();
    const bystander = await onDutyOfficer();
    const officerEvents = await stream(officer);
    const medicEvents = await stream(medic, '/api/events?service=safr');
    const bystanderEvents = await stream(bystander);
    const deskEvents = await stream(desk, '/api/events?service=dispatch&department=Xbox');

    const { call } = await json<{ call: CallView }>(
      await desk.post('/api/dispatch/calls', {
        department: 'Xbox',
        type: 'Traffic Collision (injuries)',
        location: 'Del Perro Pier',
      }),
    );
    await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: officer.officer._id });
    await desk.post(`/api/dispatch/calls/${call._id}/units`, { unitId: medic.profile._id });

    let res = await desk.post(`/api/dispatch/calls/${call._id}/notes`, {
      text: '  Caller says one driver is trapped.  ',
    });
    expect(res.status).toBe(201);
    const first = (await json<{ note: CallNoteView }>(res)).note;
    expect(first).toMatchObject({
      callId: call._id,
      author: { callsign: 'Dispatch', name: 'dispatch.avery' },
      text: 'Caller says one driver is trapped.',
    });

    res = await officer.post(`/api/calls/${call._id}/notes`, { text: 'On scene, fire needed.' });
    expect(res.status).toBe(201);
    const second = (await json<{ note: CallNoteView }>(res)).note;
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

    for (const [member, path] of [
      [medic, `/api/safr/calls/${call._id}/notes`],
      [officer, `/api/calls/${call._id}/notes`],
      [desk, `/api/dispatch/calls/${call._id}/notes`],
    ] as const) {
      const { notes } = await json<{ notes: CallNoteView[] }>(await member.get(path));
      expect(notes.map((n) => n._id)).toEqual([first._id, second._id]);
    }
    res = await bystander.get(`/api/calls/${call._id}/notes`);
    expect(res.status).toBe(403);
    expect((await json<{ error: string }>(res)).error).toBe(
      `Only units on call #${call.callNumber} and dispatchers can read or add its notes.`,
    );
    expect((await bystander.post(`/api/calls/${call._id}/notes`, { text: 'x' })).status).toBe(403);

    res = await officer.post(`/api/calls/${call._id}/notes`, { text: '   ' });
    expect(res.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(res)).issues[0]!.path).toBe('text');
    res = await officer.post(`/api/calls/${call._id}/notes`, { text: 'x'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(
      (await officer.get('/api/calls/00000000-0000-4000-8000-000000000000/notes')).status,
    ).toBe(404);

    // The database itself refuses to edit or delete a note.
    await expect(
      sql`UPDATE call_notes SET text = 'edited' WHERE id = ${first._id}`.execute(ctx.db),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      sql`DELETE FROM call_notes WHERE id = ${first._id}`.execute(ctx.db),
    ).rejects.toThrow(/cannot be changed or deleted/);

    await desk.post(`/api/dispatch/calls/${call._id}/close`);
    res = await officer.post(`/api/calls/${call._id}/notes`, { text: 'late' });
    expect(res.status).toBe(409);
  });
});
