import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, type ApiClient } from '../testing/client';
import { createCivilianFor, uniquePlate } from '../testing/civilians';
import { readSse, registeredOfficer, type SseStream } from '../testing/dispatch';

let ctx: TestContext;
const streams: SseStream[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const s of streams) await s.close();
  await ctx?.close();
});

async function ownerWithCar() {
  const owner = clientAs(ctx, await ctx.member([]));
  const civilian = { _id: await createCivilianFor(owner), firstName: 'Avery' };
  const res = await owner.vehicles.register.$post({
    json: {
      plate: uniquePlate(),
      make: 'Bravado',
      model: 'Buffalo',
      year: 2020,
      color: 'Black',
      insured: true,
      civilianId: civilian._id,
    },
  });
  expect(res.status).toBe(201);
  const { vehicle } = await res.json();
  return { owner, civilian, vehicle };
}

/** An officer's plate or name search (records' route), read as the answer it gives. */
async function search(api: ApiClient, query: { plate: string } | { id: string }) {
  const found = await (await api.search.$get({ query })).json();
  return found as Extract<typeof found, { bolos: unknown }>;
}

describe('stolen vehicles', () => {
  it('a stolen report flags the vehicle in searches and sends a BOLO out; recovery retires it', async () => {
    const { owner, civilian, vehicle } = await ownerWithCar();
    const officer = await registeredOfficer(ctx, 'Xbox');
    const elsewhere = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const officerApi = clientAs(ctx, officer);
    // A server-sent event stream: read raw, as the browser's EventSource does.
    const events = readSse(await officer.get('/api/events'));
    streams.push(events);
    await events.next((e) => e.event === 'ready');

    const own = owner.vehicles[':id'];
    const param = { param: { id: vehicle._id } };
    const res = await own.stolen.$post({
      ...param,
      json: { department: 'Xbox', location: 'Legion Square' },
    });
    expect(res.status).toBe(200);
    const reported = await res.json();
    expect(reported.message).toBe(
      `${vehicle.plate} reported stolen. A BOLO is out to Xbox officers.`,
    );
    expect(reported.vehicle).toMatchObject({ status: 'Stolen', stolen: true });
    expect(reported.bolo).toMatchObject({
      boloType: 'vehicle',
      vehiclePlate: vehicle.plate,
      vehicleDescription: 'Stolen vehicle: Black 2020 Bravado Buffalo',
      location: 'Legion Square',
      status: 'Active',
    });
    expect(reported.bolo.details).toContain(`Reported stolen by its owner, ${civilian.firstName}`);
    expect((await events.next((e) => e.event === 'bolo.created')).data).toMatchObject({
      _id: reported.bolo._id,
    });

    const bolos = await (await officerApi.bolos.$get({ query: {} })).json();
    expect(bolos.bolos.map((b) => b._id)).toContain(reported.bolo._id);
    const other = await (await elsewhere.bolos.$get({ query: {} })).json();
    expect(other.bolos.map((b) => b._id)).not.toContain(reported.bolo._id);

    for (const q of [vehicle.plate.toLowerCase(), vehicle.vin!]) {
      const found = await search(officerApi, { plate: q });
      expect(found.vehicle).toMatchObject({ _id: vehicle._id, stolen: true, status: 'Stolen' });
      expect(found.bolos.map((b) => b._id)).toEqual([reported.bolo._id]);
    }
    const profile = await (await officerApi.search.$get({ query: { id: civilian._id } })).json();
    expect(
      'vehicles' in profile && profile.vehicles.find((v) => v._id === vehicle._id),
    ).toMatchObject({ stolen: true });

    const again = await own.stolen.$post({ ...param, json: { department: 'Xbox' } });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error).toBe(`${vehicle.plate} is already reported stolen.`);

    const back = await own.recovered.$post(param);
    expect(back.status).toBe(200);
    const recovered = await back.json();
    expect(recovered.vehicle).toMatchObject({ status: 'Valid', stolen: false, stolenAt: null });
    expect(recovered.bolo).toMatchObject({ _id: reported.bolo._id, status: 'Cleared' });
    expect((await events.next((e) => e.event === 'bolo.cleared')).data).toMatchObject({
      _id: reported.bolo._id,
    });
    const after = await search(officerApi, { plate: vehicle.plate });
    expect(after.vehicle.stolen).toBe(false);
    expect(after.bolos).toEqual([]);
    const twice = await own.recovered.$post(param);
    expect(twice.status).toBe(409);
    expect((await errorBody(twice)).error).toBe(`${vehicle.plate} is not reported stolen.`);
  });

  it('only the owner reports; bad input is a 400 with field messages', async () => {
    const { owner, vehicle } = await ownerWithCar();
    const stranger = clientAs(ctx, await ctx.member([])).vehicles[':id'];
    const param = { param: { id: vehicle._id } };
    expect((await stranger.stolen.$post({ ...param, json: { department: 'Xbox' } })).status).toBe(
      404,
    );
    expect((await stranger.recovered.$post(param)).status).toBe(404);
    const res = await owner.vehicles[':id'].stolen.$post({
      ...param,
      json: { department: 'Stadia', location: 'x'.repeat(500) },
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.issues!.map((i) => i.path).sort()).toEqual(['location']);
    const unknown = await owner.vehicles[':id'].stolen.$post({
      ...param,
      json: { department: 'Stadia' },
    });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).issues!.map((i) => i.path)).toEqual(['department']);
    expect(
      (
        await owner.vehicles[':id'].stolen.$post({
          param: { id: 'not-an-id' },
          json: { department: 'Xbox' },
        })
      ).status,
    ).toBe(400);
  });
});
