import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType, InferResponseType } from 'hono/client';
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

type NewCall = InferRequestType<Api['calls']['$post']>['json'];
type Services = InferRequestType<Api['calls'][':id']['request']['$post']>['json']['services'];
type CallJson = InferResponseType<Api['calls']['$post'], 201>['call'];

const MEDICAL: NewCall = { type: 'Medical Emergency', location: 'Legion Square', postal: '7120' };
const ROBBERY: NewCall = { type: 'Robbery', location: 'Fleeca, Route 68' };
const byId = (id: string) => ({ param: { id } });

async function call(
  res: { status: number; json(): Promise<{ call: CallJson }> },
  status = 201,
): Promise<CallJson> {
  expect(res.status).toBe(status);
  return (await res.json()).call;
}

/** Units on a call are on duty: fire/rescue registers Out of Service and goes Available. */
async function available(...members: Pick<TestMember, 'cookie'>[]) {
  for (const m of members) {
    const res = await clientAs(ctx, m).safr.units.me.$put({ json: { status: 'Available' } });
    expect(res.status).toBe(200);
  }
}

describe('joint calls: officers’ side', () => {
  it('gives each call the services its type needs plus police, or the ones asked for', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    expect((await call(await api.calls.$post({ json: MEDICAL }))).services).toEqual([
      'police',
      'ems',
    ]);
    expect((await call(await api.calls.$post({ json: ROBBERY }))).services).toEqual(['police']);
    const fire = await call(
      await api.calls.$post({
        json: {
          type: 'Structure Fire',
          location: 'Mirror Park',
          services: ['ems', 'fire', 'ems'],
        },
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

    // A service that does not exist, on purpose.
    const bad = await api.calls.$post({ json: { ...MEDICAL, services: ['swat' as 'ems'] } });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).issues[0]!.path).toBe('services.0');
    expect((await api.calls.$post({ json: { ...MEDICAL, services: [] } })).status).toBe(400);
  });

  it('requests fire or EMS on an existing call, once', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const robbery = await call(await api.calls.$post({ json: ROBBERY }));
    const request = (member: Api, services: Services) =>
      member.calls[':id'].request.$post({ ...byId(robbery._id), json: { services } });
    const res = await request(api, ['ems', 'fire']);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.call.services).toEqual(['police', 'fire', 'ems']);
    expect(body.message).toBe(`Fire and EMS requested on call #${robbery.callNumber}.`);
    const again = await call(await request(api, ['fire']), 200);
    expect(again.services).toEqual(['police', 'fire', 'ems']);

    // Police, nothing, text instead of a list, and a service that does not exist, on purpose.
    for (const services of [['police'], [], 'fire', ['water']] as unknown as Services[]) {
      const invalid = await request(api, services);
      expect(invalid.status).toBe(400);
    }
    const stranger = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    expect((await request(stranger, ['ems'])).status).toBe(404);
    const medic = clientAs(ctx, await registeredSafr(ctx, 'Xbox'));
    expect((await request(medic, ['ems'])).status).toBe(403);
  });

  it('adds what a new call type needs, never removing a service', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const robbery = await call(await api.calls.$post({ json: ROBBERY }));
    const changed = await call(
      await api.calls[':id'].$put({ ...byId(robbery._id), json: { type: 'Vehicle Fire' } }),
      200,
    );
    expect(changed.services).toEqual(['police', 'fire']);
    const back = await call(
      await api.calls[':id'].$put({ ...byId(robbery._id), json: { type: 'Robbery' } }),
      200,
    );
    expect(back.services).toEqual(['police', 'fire']);
  });
});

describe('joint calls: fire/rescue side', () => {
  it('lists and opens only the department’s calls that need fire or EMS', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const medic = clientAs(ctx, await registeredSafr(ctx, 'PlayStation'));
    const stranger = clientAs(ctx, await registeredSafr(ctx, 'Xbox'));
    const medical = await call(await officer.calls.$post({ json: MEDICAL }));
    const robbery = await call(await officer.calls.$post({ json: ROBBERY }));

    let list = (await (await medic.safr.calls.$get({ query: {} })).json()).calls;
    expect(list.map((c) => c._id)).toContain(medical._id);
    expect(list.map((c) => c._id)).not.toContain(robbery._id);
    expect((await medic.safr.calls[':id'].$get(byId(medical._id))).status).toBe(200);
    expect((await medic.safr.calls[':id'].$get(byId(robbery._id))).status).toBe(404);
    expect(
      (await medic.safr.calls[':id'].units.$post({ ...byId(robbery._id), json: {} })).status,
    ).toBe(404);

    // Another department's medical call does not exist for you.
    const others = (await (await stranger.safr.calls.$get({ query: {} })).json()).calls;
    expect(others.map((c) => c._id)).not.toContain(medical._id);
    expect((await stranger.safr.calls[':id'].$get(byId(medical._id))).status).toBe(404);
    expect(
      (await stranger.safr.calls[':id'].units.$post({ ...byId(medical._id), json: {} })).status,
    ).toBe(404);

    // Once EMS is requested, the robbery is on the fire/rescue board.
    await officer.calls[':id'].request.$post({ ...byId(robbery._id), json: { services: ['ems'] } });
    list = (await (await medic.safr.calls.$get({ query: {} })).json()).calls;
    expect(list.map((c) => c._id)).toContain(robbery._id);

    await officer.calls[':id'].close.$post(byId(medical._id));
    const closed = (await (await medic.safr.calls.$get({ query: { status: 'closed' } })).json())
      .calls;
    expect(closed.map((c) => c._id)).toContain(medical._id);
    // A status that does not exist, on purpose.
    const open = await medic.safr.calls.$get({ query: { status: 'open' as 'active' } });
    expect(open.status).toBe(400);
  });

  it('attaches and detaches fire/rescue units; both sides see every unit on the call', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medic = await registeredSafr(ctx, 'Xbox', { role: 'EMT' });
    const engine = await registeredSafr(ctx, 'Xbox', { role: 'Firefighter' });
    const asOfficer = clientAs(ctx, officer);
    const asMedic = clientAs(ctx, medic);
    const asEngine = clientAs(ctx, engine);
    await available(medic, engine);
    const medical = await call(await asOfficer.calls.$post({ json: MEDICAL }));
    const onCall = asMedic.safr.calls[':id'].units;
    const unit = (unitId: string) => ({ param: { id: medical._id, unitId } });

    ctx.clock.advance(1000);
    let updated = await call(await onCall.$post({ ...byId(medical._id), json: {} }), 200);
    expect(updated.units.map((u) => [u.callsign, u.service, u.role])).toEqual([
      [officer.officer.callsign, 'police', null],
      [medic.profile.callsign, 'safr', 'EMT'],
    ]);
    expect(updated.primaryOfficer).toBe(officer.officer.callsign);

    // Another fire/rescue unit by id: a firefighter adds fire to what the call needs.
    ctx.clock.advance(1000);
    updated = await call(
      await onCall.$post({ ...byId(medical._id), json: { unitId: engine.profile._id } }),
      200,
    );
    expect(updated.services).toEqual(['police', 'fire', 'ems']);
    expect(updated.units).toHaveLength(3);
    const seen = await call(await asOfficer.calls[':id'].$get(byId(medical._id)), 200);
    expect(seen.units.map((u) => u.callsign)).toEqual(updated.units.map((u) => u.callsign));

    // Fire/rescue moves fire/rescue units only.
    const refused = await onCall.$post({
      ...byId(medical._id),
      json: { unitId: officer.officer._id },
    });
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).error).toBe('You can only attach fire/rescue units.');
    const detachOfficer = await onCall[':unitId'].$delete(unit(officer.officer._id));
    expect(detachOfficer.status).toBe(403);

    const engineOnCall = asEngine.safr.calls[':id'].units[':unitId'];
    updated = await call(await engineOnCall.$delete(unit(medic.profile._id)), 200);
    expect(updated.units.map((u) => u.callsign)).toEqual([
      officer.officer.callsign,
      engine.profile.callsign,
    ]);
    expect((await engineOnCall.$delete(unit(medic.profile._id))).status).toBe(404);

    // A unit of another department cannot be attached.
    const stranger = await registeredSafr(ctx, 'PlayStation');
    expect(
      (await onCall.$post({ ...byId(medical._id), json: { unitId: stranger.profile._id } })).status,
    ).toBe(404);
    expect((await onCall.$post({ ...byId(medical._id), json: { unitId: 'x' } })).status).toBe(400);
  });

  it('lets an officer dispatch a fire/rescue unit to a police call, adding its service', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const medic = await registeredSafr(ctx, 'Xbox', { role: 'Paramedic' });
    await available(medic);
    const robbery = await call(await officer.calls.$post({ json: ROBBERY }));
    ctx.clock.advance(1000);
    const updated = await call(
      await officer.calls[':id'].units.$post({
        ...byId(robbery._id),
        json: { officerId: medic.profile._id },
      }),
      200,
    );
    expect(updated.services).toEqual(['police', 'ems']);
    expect(updated.units.map((u) => u.service)).toEqual(['police', 'safr']);
    // So the medic now sees the call they are on.
    expect((await clientAs(ctx, medic).safr.calls[':id'].$get(byId(robbery._id))).status).toBe(200);
  });

  it('is for fire/rescue members with a profile (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const medical = await call(await clientAs(ctx, officer).calls.$post({ json: MEDICAL }));
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    for (const member of [officer, unregistered]) {
      const calls = clientAs(ctx, member).safr.calls;
      expect((await calls.$get({ query: {} })).status).toBe(403);
      expect((await calls[':id'].$get(byId(medical._id))).status).toBe(403);
      expect((await calls[':id'].units.$post({ ...byId(medical._id), json: {} })).status).toBe(403);
      expect(
        (
          await calls[':id'].units[':unitId'].$delete({
            param: { id: medical._id, unitId: officer.officer._id },
          })
        ).status,
      ).toBe(403);
    }
    const medic = clientAs(ctx, await registeredSafr(ctx, 'Xbox'));
    // Creating and closing calls stays with officers.
    expect((await medic.calls.$post({ json: MEDICAL })).status).toBe(403);
    expect((await medic.calls[':id'].close.$post(byId(medical._id))).status).toBe(403);
  });
});
