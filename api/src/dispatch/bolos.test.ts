import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, registeredOfficer } from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const VEHICLE = {
  boloType: 'vehicle',
  vehicleDescription: 'Black Sultan, tinted windows',
  vehiclePlate: 'abc123',
  personDescription: '',
  personName: '',
  location: 'Vinewood Blvd',
  details: 'Fled a traffic stop.',
};

describe('BOLOs', () => {
  it('creates vehicle and person BOLOs, keeping only the chosen type’s fields', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const res = await api.bolos.$post({ json: VEHICLE });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.bolo).toMatchObject({
      boloType: 'vehicle',
      vehicleDescription: 'Black Sultan, tinted windows',
      vehiclePlate: 'ABC123',
      personDescription: null,
      personName: null,
      location: 'Vinewood Blvd',
      status: 'Active',
      createdBy: officer.officer.callsign,
    });

    ctx.clock.advance(1_000);
    const person = await api.bolos.$post({
      json: {
        boloType: 'Person',
        personDescription: 'White male, red hoodie',
        vehicleDescription: 'ignored',
      },
    });
    expect(person.status).toBe(201);
    expect((await person.json()).bolo).toMatchObject({
      boloType: 'person',
      personDescription: 'White male, red hoodie',
      personName: null,
      vehicleDescription: null,
      location: null,
    });

    const list = await (await api.bolos.$get({ query: {} })).json();
    expect(list.bolos.map((b) => b.boloType)).toEqual(['person', 'vehicle']);
  });

  it('requires the description of the chosen type and a known type (400)', async () => {
    const api = clientAs(ctx, await registeredOfficer(ctx));
    const missing = await api.bolos.$post({ json: { ...VEHICLE, vehicleDescription: ' ' } });
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).issues[0]!.path).toBe('vehicleDescription');
    expect((await api.bolos.$post({ json: { boloType: 'animal' } })).status).toBe(400);
    expect((await api.bolos.$post({ json: {} })).status).toBe(400);
  });

  it('clears BOLOs; another department can neither see nor clear them', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const stranger = await registeredOfficer(ctx, 'Xbox');
    const asOfficer = clientAs(ctx, officer);
    const asStranger = clientAs(ctx, stranger);
    const { bolo } = await (await asOfficer.bolos.$post({ json: VEHICLE })).json();
    const byId = { param: { id: bolo._id } };

    expect((await asStranger.bolos[':id'].$get(byId)).status).toBe(404);
    expect((await asStranger.bolos[':id'].clear.$post(byId)).status).toBe(404);
    const strangers = await (await asStranger.bolos.$get({ query: {} })).json();
    expect(strangers.bolos.some((b) => b._id === bolo._id)).toBe(false);

    const res = await asOfficer.bolos[':id'].clear.$post(byId);
    expect(res.status).toBe(200);
    expect((await res.json()).bolo).toMatchObject({
      status: 'Cleared',
      clearedBy: officer.officer.callsign,
    });
    expect((await asOfficer.bolos[':id'].clear.$post(byId)).status).toBe(409);
    const active = await (await asOfficer.bolos.$get({ query: {} })).json();
    expect(active.bolos.some((b) => b._id === bolo._id)).toBe(false);
    const cleared = await (await asOfficer.bolos.$get({ query: { status: 'cleared' } })).json();
    expect(cleared.bolos.some((b) => b._id === bolo._id)).toBe(true);
  });

  it('is for officers only (403)', async () => {
    const officer = clientAs(ctx, await registeredOfficer(ctx));
    const { bolo } = await (await officer.bolos.$post({ json: VEHICLE })).json();
    const byId = { param: { id: bolo._id } };
    const civilian = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    expect((await civilian.bolos.$get({ query: {} })).status).toBe(403);
    expect((await civilian.bolos.$post({ json: VEHICLE })).status).toBe(403);
    expect((await civilian.bolos[':id'].$get(byId)).status).toBe(403);
    expect((await civilian.bolos[':id'].clear.$post(byId)).status).toBe(403);
  });
});
