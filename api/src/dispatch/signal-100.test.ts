import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, errorBody as refusal, registeredOfficer } from '../testing/dispatch';
import { readEvents } from '../testing/dispatch-client';
import { registeredSafr } from '../testing/safr';

let ctx: TestContext;
let sergeantRank: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db
    .insertInto('ranks')
    .values([
      { department: 'Xbox', name: 'Sergeant', position: 1, supervisor: true },
      { department: 'PlayStation', name: 'Sergeant', position: 1, supervisor: true },
    ])
    .returning(['id', 'department'])
    .execute();
  sergeantRank = Object.fromEntries(rows.map((r) => [r.department, r.id]));
});
afterAll(async () => {
  await ctx?.close();
});

/** A refusal's body with the message key it names (docs/api.md, "Errors"). */
const errorBody = async (res: { json(): Promise<unknown> }) =>
  (await refusal(res)) as Awaited<ReturnType<typeof refusal>> & { key: string };

async function supervisorOf(department: 'Xbox' | 'PlayStation') {
  const sergeant = await registeredOfficer(ctx, department);
  await ctx.db
    .updateTable('officers')
    .set({ rank_id: sergeantRank[department]!, rank: 'Sergeant' })
    .where('id', '=', sergeant.officer._id)
    .execute();
  return sergeant;
}

const outboxPosts = (department: string) =>
  ctx.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'webhook')
    .where(({ ref }) => ref('payload', '->>').key('platform'), '=', department)
    .orderBy('id')
    .execute();

const auditOf = (action: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('Signal 100', () => {
  it('a dispatcher sets it for one department: its units hear it, cannot leave their status, and it is lifted', async () => {
    const desk = clientAs(ctx, await ctx.member([TEST_ROLES.dispatch]));
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const asOfficer = clientAs(ctx, officer);
    const asStranger = clientAs(ctx, stranger);
    const stream = readEvents(await asOfficer.events.$get({ query: {} }));
    const strangerStream = readEvents(await asStranger.events.$get({ query: {} }));
    await stream.next((e) => e.event === 'ready');
    await strangerStream.next((e) => e.event === 'ready');

    const res = await desk['signal-100'].$post({
      json: { department: 'Xbox', reason: 'Shots fired at Grove Street' },
    });
    expect(res.status).toBe(201);
    const { signal } = await res.json();
    expect(signal).toMatchObject({
      department: 'Xbox',
      reason: 'Shots fired at Grove Street',
      setBy: 'Dispatch (Xbox)',
      liftedAt: null,
    });
    expect((await stream.next((e) => e.event.startsWith('signal100'))).data).toMatchObject({
      _id: signal._id,
    });

    // One at a time per department.
    const again = await desk['signal-100'].$post({ json: { department: 'Xbox', reason: 'x' } });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).key).toBe('signal100.alreadyHolds');

    // The department's members read it; another department's do not.
    const read = await asOfficer['signal-100'].$get({ query: { department: 'Xbox' } });
    expect((await read.json()).signal?._id).toBe(signal._id);
    expect((await asStranger['signal-100'].$get({ query: { department: 'Xbox' } })).status).toBe(
      403,
    );
    expect(
      (await (await asStranger['signal-100'].$get({ query: { department: 'PlayStation' } })).json())
        .signal,
    ).toBeNull();

    // Police have no en-route, on-scene or panic status as seeded: every change waits.
    const blocked = await asOfficer.units.me.$put({ json: { status: '10-6' } });
    expect(blocked.status).toBe(409);
    const body = await errorBody(blocked);
    expect(body.key).toBe('signal100.statusHeld');
    expect(body.message).toBe('Signal 100 holds for Xbox: keep your status until it is lifted.');
    expect((await asOfficer.units.me.$put({ json: { status: '10-7' } })).status).toBe(409);
    expect((await asOfficer.clock.out.$post()).status).toBe(409);
    // Another department is not held.
    expect((await asStranger.units.me.$put({ json: { status: '10-6' } })).status).toBe(200);

    const posted = await outboxPosts('Xbox');
    expect(posted.at(-1)?.payload).toMatchObject({
      channel: 'dispatch',
      message: { embeds: [{ title: expect.stringContaining('Signal 100') }] },
    });
    expect(JSON.stringify(posted.at(-1)?.payload)).toContain('Shots fired at Grove Street');
    expect((await auditOf('signal100.set')).at(-1)).toMatchObject({
      target_id: signal._id,
      actor_profile: 'Dispatch (Xbox)',
    });

    const lift = await desk['signal-100'].lift.$post({ json: { department: 'Xbox' } });
    expect(lift.status).toBe(200);
    expect((await lift.json()).signal.liftedBy).toBe('Dispatch (Xbox)');
    expect((await stream.next((e) => e.event === 'signal100.lifted')).data).toMatchObject({
      _id: signal._id,
    });
    expect((await asOfficer.units.me.$put({ json: { status: '10-6' } })).status).toBe(200);
    expect((await desk['signal-100'].lift.$post({ json: { department: 'Xbox' } })).status).toBe(
      409,
    );
    expect(JSON.stringify((await outboxPosts('Xbox')).at(-1)?.payload)).toContain('lifted');
    expect((await auditOf('signal100.lift')).at(-1)?.target_id).toBe(signal._id);

    // The other department's stream never carried it.
    expect(strangerStream.buffered().some((e) => e.event.startsWith('signal100'))).toBe(false);
    await stream.close();
    await strangerStream.close();
  });

  it('fire/rescue units may still go en route or on scene, not back to available', async () => {
    const desk = clientAs(ctx, await ctx.member([TEST_ROLES.dispatch]));
    const medic = clientAs(ctx, await registeredSafr(ctx, 'PlayStation'));
    await desk['signal-100'].$post({ json: { department: 'PlayStation', reason: 'Pursuit' } });
    expect((await medic.safr.units.me.$put({ json: { status: 'On Scene' } })).status).toBe(200);
    const back = await medic.safr.units.me.$put({ json: { status: 'Available' } });
    expect(back.status).toBe(409);
    expect((await errorBody(back)).key).toBe('signal100.statusBlocked');
    await desk['signal-100'].lift.$post({ json: { department: 'PlayStation' } });
    expect((await medic.safr.units.me.$put({ json: { status: 'Available' } })).status).toBe(200);
  });

  it('a supervisor sets and lifts their own department only; other members are refused', async () => {
    const sergeant = clientAs(ctx, await supervisorOf('Xbox'));
    const otherSergeant = clientAs(ctx, await supervisorOf('PlayStation'));
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const civilian = clientAs(ctx, await ctx.member());
    const set = { json: { department: 'Xbox', reason: 'Officer down' } };

    for (const refused of [officer, otherSergeant, civilian]) {
      const res = await refused['signal-100'].$post(set);
      expect(res.status).toBe(403);
      expect((await errorBody(res)).key).toBe('signal100.notAllowed');
    }
    expect((await clientAs(ctx)['signal-100'].$post(set)).status).toBe(401);

    const res = await sergeant['signal-100'].$post(set);
    expect(res.status).toBe(201);
    expect((await res.json()).signal.setBy).toMatch(/Xbox\)$/);
    expect(
      (await otherSergeant['signal-100'].lift.$post({ json: { department: 'Xbox' } })).status,
    ).toBe(403);
    expect((await sergeant['signal-100'].lift.$post({ json: { department: 'Xbox' } })).status).toBe(
      200,
    );
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const desk = clientAs(ctx, await ctx.member([TEST_ROLES.dispatch]));
    const blank = await desk['signal-100'].$post({ json: { department: 'Xbox', reason: ' ' } });
    expect(blank.status).toBe(400);
    expect((await errorBody(blank)).issues?.[0]?.path).toBe('reason');
    const long = await desk['signal-100'].$post({
      json: { department: 'Xbox', reason: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    const unknown = await desk['signal-100'].$post({
      json: { department: 'Nowhere', reason: 'Pursuit' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('tones', () => {
  it('reach only the units they name, and are logged', async () => {
    const deskMember = await ctx.member([TEST_ROLES.dispatch]);
    const desk = clientAs(ctx, deskMember);
    const target = await registeredOfficer(ctx, 'Xbox');
    const colleague = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const streams = await Promise.all(
      [target, colleague, stranger].map(async (m) => {
        const s = readEvents(await clientAs(ctx, m).events.$get({ query: {} }));
        await s.next((e) => e.event === 'ready');
        return s;
      }),
    );
    const [toTarget, toColleague, toStranger] = streams as [
      (typeof streams)[0],
      (typeof streams)[0],
      (typeof streams)[0],
    ];

    const res = await desk.tones.$post({
      json: {
        target: { kind: 'unit', unitId: target.officer._id },
        message: 'Structure fire, Station 7',
      },
    });
    expect(res.status).toBe(201);
    const { tone } = await res.json();
    expect(tone.target).toMatchObject({ kind: 'unit', callsign: target.officer.callsign });
    expect((await toTarget.next((e) => e.event === 'tone.sent')).data).toMatchObject({
      message: 'Structure fire, Station 7',
    });

    // A department-wide tone after it: the colleague's first tone is that one, not the first.
    await desk.tones.$post({
      json: { target: { kind: 'department', department: 'Xbox' }, message: 'Roll call' },
    });
    expect((await toColleague.next((e) => e.event === 'tone.sent')).data).toMatchObject({
      message: 'Roll call',
    });
    await desk.tones.$post({ json: { target: { kind: 'all' }, message: 'All units, test' } });
    expect((await toStranger.next((e) => e.event === 'tone.sent')).data).toMatchObject({
      message: 'All units, test',
    });
    // A tone to fire/rescue never reaches an officer.
    await desk.tones.$post({
      json: { target: { kind: 'service', service: 'safr' }, message: 'Medics only' },
    });
    await desk.tones.$post({
      json: { target: { kind: 'service', service: 'police' }, message: 'Police only' },
    });
    expect((await toStranger.next((e) => e.event === 'tone.sent')).data).toMatchObject({
      message: 'Police only',
    });

    const log = await (await desk.tones.$get({ query: { department: 'Xbox' } })).json();
    expect(log.tones.map((t) => t.message)).toEqual([
      'Police only',
      'Medics only',
      'All units, test',
      'Roll call',
      'Structure fire, Station 7',
    ]);
    const psLog = await (await desk.tones.$get({ query: { department: 'PlayStation' } })).json();
    expect(psLog.tones.map((t) => t.message)).not.toContain('Roll call');
    expect((await auditOf('tone.send')).length).toBeGreaterThanOrEqual(5);
    for (const s of streams) await s.close();
  });

  it('sent from a call, is noted on the call', async () => {
    const desk = clientAs(ctx, await ctx.member([TEST_ROLES.dispatch]));
    const { call } = await (
      await desk.dispatch.calls.$post({
        json: { department: 'Xbox', type: 'Structure Fire', location: 'Station 7' },
      })
    ).json();
    const res = await desk.tones.$post({
      json: { target: { kind: 'all' }, message: 'Structure fire, Station 7', callId: call._id },
    });
    expect(res.status).toBe(201);
    const { notes } = await (
      await desk.dispatch.calls[':id'].notes.$get({ param: { id: call._id } })
    ).json();
    expect(notes.map((n) => n.text)).toContain('🔔 All units: Structure fire, Station 7');
    const other = await desk.tones.$post({
      json: {
        target: { kind: 'department', department: 'PlayStation' },
        message: 'Wrong desk',
        callId: call._id,
      },
    });
    expect(other.status).toBe(400);
  });

  it('a supervisor tones their own department or one of its units, nothing wider', async () => {
    const sergeant = clientAs(ctx, await supervisorOf('Xbox'));
    const unit = await registeredOfficer(ctx, 'Xbox');
    const elsewhere = await registeredOfficer(ctx, 'PlayStation');
    const send = (target: Parameters<typeof sergeant.tones.$post>[0]['json']['target']) =>
      sergeant.tones.$post({ json: { target, message: 'Shift briefing' } });

    expect((await send({ kind: 'department', department: 'Xbox' })).status).toBe(201);
    expect((await send({ kind: 'unit', unitId: unit.officer._id })).status).toBe(201);
    for (const wider of [
      await send({ kind: 'all' }),
      await send({ kind: 'service', service: 'police' }),
      await send({ kind: 'department', department: 'PlayStation' }),
      await send({ kind: 'unit', unitId: elsewhere.officer._id }),
    ]) {
      expect(wider.status).toBe(403);
      expect((await errorBody(wider)).key).toBe('tones.notAllowed');
    }
    expect((await sergeant.tones.$get({ query: { department: 'Xbox' } })).status).toBe(200);
    // Staff supervise every department (as the roster and the dashboard's panel have it).
    const staff = clientAs(ctx, await ctx.member([TEST_ROLES.admin]));
    expect((await staff.tones.$get({ query: { department: 'PlayStation' } })).status).toBe(200);
    expect(
      (
        await staff.tones.$post({
          json: { target: { kind: 'department', department: 'PlayStation' }, message: 'Briefing' },
        })
      ).status,
    ).toBe(201);
    expect((await sergeant.tones.$get({ query: { department: 'PlayStation' } })).status).toBe(403);
  });

  it('are for dispatchers and supervisors only, and refuse bad targets', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const all = { json: { target: { kind: 'all' as const }, message: 'Test' } };
    expect((await officer.tones.$post(all)).status).toBe(403);
    expect((await officer.tones.$get({ query: { department: 'Xbox' } })).status).toBe(403);
    const deskMember = await ctx.member([TEST_ROLES.dispatch]);
    const desk = clientAs(ctx, deskMember);
    const missing = await desk.tones.$post({
      json: {
        target: { kind: 'unit', unitId: '00000000-0000-4000-8000-000000000000' },
        message: 'x',
      },
    });
    expect(missing.status).toBe(404);
    const bad = await deskMember.request('/api/tones', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: { kind: 'planet' }, message: '' }),
    });
    expect(bad.status).toBe(400);
    const unknown = await desk.tones.$post({
      json: { target: { kind: 'department', department: 'Nowhere' }, message: 'x' },
    });
    expect(unknown.status).toBe(400);
  });
});
