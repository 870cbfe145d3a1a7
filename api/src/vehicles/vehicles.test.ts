import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '@tenfour/db/civilians';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createCivilianFor, issuePaths, json, uniquePlate } from '../civilians/civilians.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Vehicle {
  _id: string;
  plate: string;
  vin: string;
  type: string;
  insured: boolean;
  status: string;
  year: number;
  color: string | null;
}

const car = (civilianId: string, extra: Record<string, unknown> = {}) => ({
  plate: uniquePlate(),
  make: 'Bravado',
  model: 'Buffalo',
  year: 2020,
  color: 'Black',
  insured: true,
  civilianId,
  ...extra,
});

describe('vehicles', () => {
  it('registers a vehicle with a realistic VIN, Sedan by default, status Valid', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const res = await owner.post('/api/vehicles/register', car(civilianId, { plate: ' ab-12 c ' }));
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; message: string; vehicle: Vehicle }>(res);
    expect(body).toMatchObject({ success: true, message: 'Vehicle registered successfully.' });
    expect(body.vehicle).toMatchObject({
      plate: 'AB-12 C',
      type: 'Sedan',
      insured: true,
      status: 'Valid',
      civilianId,
    });
    expect(body.vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(body.vehicle.vin[8]).toBe(vinCheckDigit(body.vehicle.vin));
    expect(body.vehicle.vin[9]).toBe('L'); // the model-year code for 2020

    const list = await json<{ vehicles: Vehicle[] }>(
      await owner.get(`/api/vehicles/by-civilian/${civilianId}`),
    );
    expect(list.vehicles.map((v) => v._id)).toEqual([body.vehicle._id]);
  });

  it('refuses a plate already registered, whatever its case (409)', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const plate = uniquePlate();
    expect((await owner.post('/api/vehicles/register', car(civilianId, { plate }))).status).toBe(
      201,
    );
    const other = await ctx.member();
    const otherCivilian = await createCivilianFor(other);
    const res = await other.post(
      '/api/vehicles/register',
      car(otherCivilian, { plate: plate.toLowerCase() }),
    );
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      'A vehicle with this plate is already registered.',
    );
  });

  it('refuses invalid input with field issues', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const paths = await issuePaths(
      await owner.post('/api/vehicles/register', {
        plate: 'WAY-TOO-LONG',
        make: '',
        model: 'x'.repeat(41),
        year: 1850,
        type: 'Offroad', // only the edit dialog's list has it
        civilianId,
      }),
    );
    expect(paths).toEqual(expect.arrayContaining(['plate', 'make', 'model', 'year', 'type']));
    const future = ctx.clock.now.getUTCFullYear() + 2;
    expect(
      await issuePaths(
        await owner.post('/api/vehicles/register', car(civilianId, { year: future })),
      ),
    ).toEqual(['year']);
  });

  it('does not register to, list or change another member\u2019s vehicles (404)', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await json<{ vehicle: Vehicle }>(
      await owner.post('/api/vehicles/register', car(civilianId)),
    );
    const stranger = await ctx.member();
    expect((await stranger.post('/api/vehicles/register', car(civilianId))).status).toBe(404);
    expect((await stranger.get(`/api/vehicles/by-civilian/${civilianId}`)).status).toBe(404);
    expect(
      (await stranger.put(`/api/vehicles/${vehicle._id}`, { ...car(civilianId), type: 'Sedan' }))
        .status,
    ).toBe(404);
    expect((await stranger.delete(`/api/vehicles/${vehicle._id}`)).status).toBe(404);
    const still = await json<{ vehicles: Vehicle[] }>(
      await owner.get(`/api/vehicles/by-civilian/${civilianId}`),
    );
    expect(still.vehicles).toHaveLength(1);
  });

  it('updates with either list of types and returns the vehicle', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await json<{ vehicle: Vehicle }>(
      await owner.post('/api/vehicles/register', car(civilianId, { type: 'Van' })),
    );
    const plate = uniquePlate();
    const res = await owner.put(`/api/vehicles/${vehicle._id}`, {
      plate,
      make: 'Canis',
      model: 'Kamacho',
      year: 2017,
      color: '',
      insured: false,
      type: 'Offroad',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      _id: vehicle._id,
      plate,
      make: 'Canis',
      year: 2017,
      color: null,
      insured: false,
      type: 'Offroad',
      vin: vehicle.vin,
    });
    const bad = await owner.put(`/api/vehicles/${vehicle._id}`, {
      plate,
      make: 'Canis',
      model: 'Kamacho',
      year: 2017,
      type: 'Spaceship',
    });
    expect(await issuePaths(bad)).toEqual(['type']);

    const taken = uniquePlate();
    await owner.post('/api/vehicles/register', car(civilianId, { plate: taken }));
    const clash = await owner.put(`/api/vehicles/${vehicle._id}`, {
      plate: taken.toLowerCase(),
      make: 'Canis',
      model: 'Kamacho',
      year: 2017,
      type: 'Sedan',
    });
    expect(clash.status).toBe(409);
  });

  it('deletes a vehicle', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await json<{ vehicle: Vehicle }>(
      await owner.post('/api/vehicles/register', car(civilianId)),
    );
    const res = await owner.delete(`/api/vehicles/${vehicle._id}`);
    expect(res.status).toBe(200);
    const list = await json<{ vehicles: Vehicle[] }>(
      await owner.get(`/api/vehicles/by-civilian/${civilianId}`),
    );
    expect(list.vehicles).toEqual([]);
    expect((await owner.delete(`/api/vehicles/${vehicle._id}`)).status).toBe(404);
  });
});
