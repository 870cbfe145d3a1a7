import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '@tenfour/db/civilians';
import type { InferRequestType } from 'hono/client';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, issuePaths, type ApiClient } from '../testing/client';
import { createCivilianFor, uniquePlate } from '../testing/civilians';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Registration = InferRequestType<ApiClient['vehicles']['register']['$post']>['json'];

const car = (civilianId: string, extra: Partial<Registration> = {}): Registration => ({
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
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const res = await owner.vehicles.register.$post({
      json: car(civilianId, { plate: ' ab-12 c ' }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Vehicle registered successfully.' });
    expect(body.vehicle).toMatchObject({
      plate: 'AB-12 C',
      type: 'Sedan',
      insured: true,
      status: 'Valid',
      civilianId,
    });
    const vin = body.vehicle.vin ?? '';
    expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(vin[8]).toBe(vinCheckDigit(vin));
    expect(vin[9]).toBe('L'); // the model-year code for 2020

    const list = await (
      await owner.vehicles['by-civilian'][':id'].$get({ param: { id: civilianId } })
    ).json();
    expect(list.vehicles.map((v) => v._id)).toEqual([body.vehicle._id]);
  });

  it('refuses a plate already registered, whatever its case (409)', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const plate = uniquePlate();
    expect((await owner.vehicles.register.$post({ json: car(civilianId, { plate }) })).status).toBe(
      201,
    );
    const other = clientAs(ctx, await ctx.member());
    const otherCivilian = await createCivilianFor(other);
    const res = await other.vehicles.register.$post({
      json: car(otherCivilian, { plate: plate.toLowerCase() }),
    });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).message).toBe('A vehicle with this plate is already registered.');
  });

  it('refuses invalid input with field issues', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const paths = await issuePaths(
      await owner.vehicles.register.$post({
        json: {
          plate: 'WAY-TOO-LONG',
          make: '',
          model: 'x'.repeat(41),
          year: 1850,
          type: 'Spaceship',
          civilianId,
        },
      }),
    );
    expect(paths).toEqual(expect.arrayContaining(['plate', 'make', 'model', 'year']));
    const future = ctx.clock.now.getUTCFullYear() + 2;
    expect(
      await issuePaths(
        await owner.vehicles.register.$post({ json: car(civilianId, { year: future }) }),
      ),
    ).toEqual(['year']);
  });

  it('does not register to, list or change another member\u2019s vehicles (404)', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await (
      await owner.vehicles.register.$post({ json: car(civilianId) })
    ).json();
    const stranger = clientAs(ctx, await ctx.member());
    expect((await stranger.vehicles.register.$post({ json: car(civilianId) })).status).toBe(404);
    expect(
      (await stranger.vehicles['by-civilian'][':id'].$get({ param: { id: civilianId } })).status,
    ).toBe(404);
    expect(
      (
        await stranger.vehicles[':id'].$put({
          param: { id: vehicle._id },
          json: { ...car(civilianId), type: 'Sedan' },
        })
      ).status,
    ).toBe(404);
    expect((await stranger.vehicles[':id'].$delete({ param: { id: vehicle._id } })).status).toBe(
      404,
    );
    const still = await (
      await owner.vehicles['by-civilian'][':id'].$get({ param: { id: civilianId } })
    ).json();
    expect(still.vehicles).toHaveLength(1);
  });

  it('updates with either list of types and returns the vehicle', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await (
      await owner.vehicles.register.$post({ json: car(civilianId, { type: 'Van' }) })
    ).json();
    const plate = uniquePlate();
    const byId = { param: { id: vehicle._id } };
    const res = await owner.vehicles[':id'].$put({
      ...byId,
      json: {
        plate,
        make: 'Canis',
        model: 'Kamacho',
        year: 2017,
        color: '',
        insured: false,
        type: 'Offroad',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      _id: vehicle._id,
      plate,
      make: 'Canis',
      year: 2017,
      color: null,
      insured: false,
      type: 'Offroad',
      vin: vehicle.vin,
    });
    const bad = await owner.vehicles[':id'].$put({
      ...byId,
      json: { plate, make: 'Canis', model: 'Kamacho', year: 2017, type: 'Spaceship' },
    });
    expect(await issuePaths(bad)).toEqual(['type']);

    const taken = uniquePlate();
    await owner.vehicles.register.$post({ json: car(civilianId, { plate: taken }) });
    const clash = await owner.vehicles[':id'].$put({
      ...byId,
      json: {
        plate: taken.toLowerCase(),
        make: 'Canis',
        model: 'Kamacho',
        year: 2017,
        type: 'Sedan',
      },
    });
    expect(clash.status).toBe(409);
  });

  it('deletes a vehicle', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const { vehicle } = await (
      await owner.vehicles.register.$post({ json: car(civilianId) })
    ).json();
    const res = await owner.vehicles[':id'].$delete({ param: { id: vehicle._id } });
    expect(res.status).toBe(200);
    const list = await (
      await owner.vehicles['by-civilian'][':id'].$get({ param: { id: civilianId } })
    ).json();
    expect(list.vehicles).toEqual([]);
    expect((await owner.vehicles[':id'].$delete({ param: { id: vehicle._id } })).status).toBe(404);
  });
});
