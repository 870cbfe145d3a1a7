import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoloView } from '@tenfour/db/dispatch';
import type { VehicleJson } from '@tenfour/db/civilians';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createCivilianFor, json, uniquePlate } from '../civilians/civilians.fixtures';
import { readSse, registeredOfficer, type SseStream } from '../dispatch/testing';

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
  const owner = await ctx.member([]);
  const civilian = { _id: await createCivilianFor(owner), firstName: 'Avery' };
  const res = await owner.post('/api/vehicles/register', {
    plate: uniquePlate(),
    make: 'Bravado',
    model: 'Buffalo',
    year: 2020,
    color: 'Black',
    insured: true,
    civilianId: civilian._id,
  });
  expect(res.status).toBe(201);
  const { vehicle } = await json<{ vehicle: VehicleJson }>(res);
  return { owner, civilian, vehicle };
}

describe('stolen vehicles', () => {
  it('a stolen report flags the vehicle in searches and sends a BOLO out; recovery retires it', async () => {
    const { owner, civilian, vehicle } = await ownerWithCar();
    const officer = await registeredOfficer(ctx, 'Xbox');
    const elsewhere = await registeredOfficer(ctx, 'PlayStation');
    const events = readSse(await officer.get('/api/events'));
    streams.push(events);
    await events.next((e) => e.event === 'ready');

    let res = await owner.post(`/api/vehicles/${vehicle._id}/stolen`, {
      department: 'Xbox',
      location: 'Legion Square',
    });
    expect(res.status).toBe(200);
    const reported = await json<{ message: string; vehicle: VehicleJson; bolo: BoloView }>(res);
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

    const bolos = await json<{ bolos: BoloView[] }>(await officer.get('/api/bolos'));
    expect(bolos.bolos.map((b) => b._id)).toContain(reported.bolo._id);
    const other = await json<{ bolos: BoloView[] }>(await elsewhere.get('/api/bolos'));
    expect(other.bolos.map((b) => b._id)).not.toContain(reported.bolo._id);

    for (const q of [vehicle.plate.toLowerCase(), vehicle.vin!]) {
      const found = await json<{ vehicle: VehicleJson; bolos: BoloView[] }>(
        await officer.get(`/api/search?plate=${encodeURIComponent(q)}`),
      );
      expect(found.vehicle).toMatchObject({ _id: vehicle._id, stolen: true, status: 'Stolen' });
      expect(found.bolos.map((b) => b._id)).toEqual([reported.bolo._id]);
    }
    const profile = await json<{ vehicles: VehicleJson[] }>(
      await officer.get(`/api/search?id=${civilian._id}`),
    );
    expect(profile.vehicles.find((v) => v._id === vehicle._id)).toMatchObject({ stolen: true });

    res = await owner.post(`/api/vehicles/${vehicle._id}/stolen`, { department: 'Xbox' });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `${vehicle.plate} is already reported stolen.`,
    );

    res = await owner.post(`/api/vehicles/${vehicle._id}/recovered`);
    expect(res.status).toBe(200);
    const recovered = await json<{ vehicle: VehicleJson; bolo: BoloView }>(res);
    expect(recovered.vehicle).toMatchObject({ status: 'Valid', stolen: false, stolenAt: null });
    expect(recovered.bolo).toMatchObject({ _id: reported.bolo._id, status: 'Cleared' });
    expect((await events.next((e) => e.event === 'bolo.cleared')).data).toMatchObject({
      _id: reported.bolo._id,
    });
    const after = await json<{ vehicle: VehicleJson; bolos: BoloView[] }>(
      await officer.get(`/api/search?plate=${vehicle.plate}`),
    );
    expect(after.vehicle.stolen).toBe(false);
    expect(after.bolos).toEqual([]);
    res = await owner.post(`/api/vehicles/${vehicle._id}/recovered`);
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(
      `${vehicle.plate} is not reported stolen.`,
    );
  });

  it('only the owner reports; bad input is a 400 with field messages', async () => {
    const { owner, vehicle } = await ownerWithCar();
    const stranger = await ctx.member([]);
    expect(
      (await stranger.post(`/api/vehicles/${vehicle._id}/stolen`, { department: 'Xbox' })).status,
    ).toBe(404);
    expect((await stranger.post(`/api/vehicles/${vehicle._id}/recovered`)).status).toBe(404);
    const res = await owner.post(`/api/vehicles/${vehicle._id}/stolen`, {
      department: 'Stadia',
      location: 'x'.repeat(500),
    });
    expect(res.status).toBe(400);
    const body = await json<{ issues: { path: string }[] }>(res);
    expect(body.issues.map((i) => i.path).sort()).toEqual(['department', 'location']);
    expect(
      (await owner.post('/api/vehicles/not-an-id/stolen', { department: 'Xbox' })).status,
    ).toBe(400);
  });
});
