import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer, registeredSafr } from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const MEDICAL = { type: 'Medical Emergency', location: 'Legion Square', postal: '7120' };
const ROBBERY = { type: 'Robbery', location: 'Fleeca, Route 68' };

async function call(res: Response, status = 201): Promise<CallView> {
  expect(res.status).toBe(status);
  return (await json<{ call: CallView }>(res)).call;
}

/** Units on a call are on duty: fire/rescue registers Out of Service and goes Available. */
async function available(...members: { put(path: string, body: unknown): Promise<Response> }[]) {
  for (const m of members) {
    expect((await m.put('/api/safr/units/me', { status: 'Available' })).status).toBe(200);
  }
}

describe('joint calls: officers’ side', () => {
  it('gives each call the services its type needs plus police, or the ones asked for', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect((await call(await officer.post('/api/calls', MEDICAL))).services).toEqual([
      'police',
      'ems',
    ]);
    expect((await call(await officer.post('/api/calls', ROBBERY))).services).toEqual(['police']);
    const fire = await call(
      await officer.post('/api/calls', {
        type: 'Structure Fire',
        location: 'Mirror Park',
        services: ['ems', 'fire', 'ems'],
      }),
    );
    expect(fire.services).toEqual(['police', 'fire', 'ems']);
    expect(fire.units).toEqual([
      {
        officerId: officer.officer._id,
        callsign: officer.officer.callsign,
        name: 'Jordan Reyes',
        service: 'police',
        role: null,
      },
    ]);

    const bad = await officer.post('/api/calls', { ...MEDICAL, services: ['swat'] });
    expect(bad.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(bad)).issues[0]!.path).toBe('services.0');
    expect((await officer.post('/api/calls', { ...MEDICAL, services: [] })).status).toBe(400);
  });

  it('requests fire or EMS on an existing call, once', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const robbery = await call(await officer.post('/api/calls', ROBBERY));
    const res = await officer.post(`/api/calls/${robbery._id}/request`, {
      services: ['ems', 'fire'],
    });
    expect(res.status).toBe(200);
    const body = await json<{ message: string; call: CallView }>(res);
    expect(body.call.services).toEqual(['police', 'fire', 'ems']);
    expect(body.message).toBe(`Fire and EMS requested on call #${robbery.callNumber}.`);
    const again = await call(
      await officer.post(`/api/calls/${robbery._id}/request`, { services: ['fire'] }),
      200,
    );
    expect(again.services).toEqual(['police', 'fire', 'ems']);

    for (const services of [['police'], [], 'fire', ['water']]) {
      const invalid = await officer.post(`/api/calls/${robbery._id}/request`, { services });
      expect(invalid.status).toBe(400);
    }
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    expect(
      (await stranger.post(`/api/calls/${robbery._id}/request`, { services: ['ems'] })).status,
    ).toBe(404);
    const medic = await registeredSafr(ctx, 'Xbox');
    expect(
      (await medic.post(`/api/calls/${robbery._id}/request`, { services: ['ems'] })).status,
    ).toBe(403);
  });

  it('adds what a new call type needs, never removing a service', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const robbery = await call(await officer.post('/api/calls', ROBBERY));
    const changed = await call(
      await officer.put(`/api/calls/${robbery._id}`, { type: 'Vehicle Fire' }),
      200,
    );
    expect(changed.services).toEqual(['police', 'fire']);
    const back = await call(
      await officer.put(`/api/calls/${robbery._id}`, { type: 'Robbery' }),
      200,
    );
    expect(back.services).toEqual(['police', 'fire']);
  });
});

describe('joint calls: fire/rescue side', () => {
  it('lists and opens only the department’s calls that need fire or EMS', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const medic = await registeredSafr(ctx, 'PlayStation');
    const stranger = await registeredSafr(ctx, 'Xbox');
    const medical = await call(await officer.post('/api/calls', MEDICAL));
    const robbery = await call(await officer.post('/api/calls', ROBBERY));

    let list = (await json<{ calls: CallView[] }>(await medic.get('/api/safr/calls'))).calls;
    expect(list.map((c) => c._id)).toContain(medical._id);
    expect(list.map((c) => c._id)).not.toContain(robbery._id);
    expect((await medic.get(`/api/safr/calls/${medical._id}`)).status).toBe(200);
    expect((await medic.get(`/api/safr/calls/${robbery._id}`)).status).toBe(404);
    expect((await medic.post(`/api/safr/calls/${robbery._id}/units`, {})).status).toBe(404);

    // Another department's medical call does not exist for you.
    const others = (await json<{ calls: CallView[] }>(await stranger.get('/api/safr/calls'))).calls;
    expect(others.map((c) => c._id)).not.toContain(medical._id);
    expect((await stranger.get(`/api/safr/calls/${medical._id}`)).status).toBe(404);
    expect((await stranger.post(`/api/safr/calls/${medical._id}/units`, {})).status).toBe(404);

    // Once EMS is requested, the robbery is on the fire/rescue board.
    await officer.post(`/api/calls/${robbery._id}/request`, { services: ['ems'] });
    list = (await json<{ calls: CallView[] }>(await medic.get('/api/safr/calls'))).calls;
    expect(list.map((c) => c._id)).toContain(robbery._id);

    await officer.post(`/api/calls/${medical._id}/close`);
    const closed = (
      await json<{ calls: CallView[] }>(await medic.get('/api/safr/calls?status=closed'))
    ).calls;
    expect(closed.map((c) => c._id)).toContain(medical._id);
    expect((await medic.get('/api/safr/calls?status=open')).status).toBe(400);
  });

  it('attaches and detaches fire/rescue units; both sides see every unit on the call', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox', { role: 'EMT' });
    const engine = await registeredSafr(ctx, 'Xbox', { role: 'Firefighter' });
    await available(medic, engine);
    const medical = await call(await officer.post('/api/calls', MEDICAL));

    ctx.clock.advance(1000);
    let updated = await call(await medic.post(`/api/safr/calls/${medical._id}/units`, {}), 200);
    expect(updated.units.map((u) => [u.callsign, u.service, u.role])).toEqual([
      [officer.officer.callsign, 'police', null],
      [medic.profile.callsign, 'safr', 'EMT'],
    ]);
    expect(updated.primaryOfficer).toBe(officer.officer.callsign);

    // Another fire/rescue unit by id: a firefighter adds fire to what the call needs.
    ctx.clock.advance(1000);
    updated = await call(
      await medic.post(`/api/safr/calls/${medical._id}/units`, { unitId: engine.profile._id }),
      200,
    );
    expect(updated.services).toEqual(['police', 'fire', 'ems']);
    expect(updated.units).toHaveLength(3);
    const seen = await call(await officer.get(`/api/calls/${medical._id}`), 200);
    expect(seen.units.map((u) => u.callsign)).toEqual(updated.units.map((u) => u.callsign));

    // Fire/rescue moves fire/rescue units only.
    const refused = await medic.post(`/api/safr/calls/${medical._id}/units`, {
      unitId: officer.officer._id,
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toBe('You can only attach fire/rescue units.');
    const detachOfficer = await medic.delete(
      `/api/safr/calls/${medical._id}/units/${officer.officer._id}`,
    );
    expect(detachOfficer.status).toBe(403);

    updated = await call(
      await engine.delete(`/api/safr/calls/${medical._id}/units/${medic.profile._id}`),
      200,
    );
    expect(updated.units.map((u) => u.callsign)).toEqual([
      officer.officer.callsign,
      engine.profile.callsign,
    ]);
    expect(
      (await engine.delete(`/api/safr/calls/${medical._id}/units/${medic.profile._id}`)).status,
    ).toBe(404);

    // A unit of another department cannot be attached.
    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect(
      (
        await medic.post(`/api/safr/calls/${medical._id}/units`, {
          unitId: stranger.profile._id,
        })
      ).status,
    ).toBe(404);
    expect((await medic.post(`/api/safr/calls/${medical._id}/units`, { unitId: 'x' })).status).toBe(
      400,
    );
  });

  it('lets an officer dispatch a fire/rescue unit to a police call, adding its service', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox', { role: 'Paramedic' });
    await available(medic);
    const robbery = await call(await officer.post('/api/calls', ROBBERY));
    ctx.clock.advance(1000);
    const updated = await call(
      await officer.post(`/api/calls/${robbery._id}/units`, { officerId: medic.profile._id }),
      200,
    );
    expect(updated.services).toEqual(['police', 'ems']);
    expect(updated.units.map((u) => u.service)).toEqual(['police', 'safr']);
    // So the medic now sees the call they are on.
    expect((await medic.get(`/api/safr/calls/${robbery._id}`)).status).toBe(200);
  });

  it('is for fire/rescue members with a profile (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medical = await call(await officer.post('/api/calls', MEDICAL));
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered]) {
      expect((await member.get('/api/safr/calls')).status).toBe(403);
      expect((await member.get(`/api/safr/calls/${medical._id}`)).status).toBe(403);
      expect((await member.post(`/api/safr/calls/${medical._id}/units`, {})).status).toBe(403);
      expect(
        (await member.delete(`/api/safr/calls/${medical._id}/units/${officer.officer._id}`)).status,
      ).toBe(403);
    }
    const medic = await registeredSafr(ctx, 'Xbox');
    // Creating and closing calls stays with officers.
    expect((await medic.post('/api/calls', MEDICAL)).status).toBe(403);
    expect((await medic.post(`/api/calls/${medical._id}/close`)).status).toBe(403);
  });
});
