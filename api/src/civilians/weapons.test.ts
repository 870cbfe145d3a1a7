import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, issuePaths, type ApiClient } from '../testing/client';
import { createCivilianFor, uniqueSerial } from '../testing/civilians';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const byId = (api: ApiClient) => api.weapons[':id'];
const param = (id: string) => ({ param: { id } });

async function register(
  api: ApiClient,
  json: InferRequestType<ApiClient['weapons']['register']['$post']>['json'],
) {
  const res = await api.weapons.register.$post({ json });
  expect(res.status).toBe(201);
  return (await res.json()).weapon;
}

describe('weapons', () => {
  it('registers a weapon with the client\u2019s serial, or generates one', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const serial = uniqueSerial();
    const res = await owner.weapons.register.$post({
      json: {
        weaponType: 'Combat Pistol',
        serialNumber: serial.toLowerCase(),
        registeredName: 'Avery J Stone',
        civilianId,
      },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Weapon registered successfully.' });
    expect(body.weapon).toMatchObject({
      weaponType: 'Combat Pistol',
      serialNumber: serial,
      registeredName: 'Avery J Stone',
      civilianId,
    });

    ctx.clock.advance(1000);
    const generated = await register(owner, { weaponType: 'Revolver', civilianId });
    expect(generated.serialNumber).toMatch(/^WPN-[A-Z0-9]{6}$/);
    expect(generated.registeredName).toBe('Avery Stone');

    const list = await (await owner.weapons['by-civilian'][':id'].$get(param(civilianId))).json();
    expect(list.weapons.map((w) => w.serialNumber)).toEqual([serial, generated.serialNumber]);
    expect(await (await byId(owner).$get(param(generated._id))).json()).toEqual({
      success: true,
      weapon: generated,
    });
  });

  it('refuses a serial already registered, whatever its case (409)', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const serial = uniqueSerial();
    await register(owner, { weaponType: 'Pistol', serialNumber: serial, civilianId });
    const other = clientAs(ctx, await ctx.member());
    const otherCivilian = await createCivilianFor(other);
    const res = await other.weapons.register.$post({
      json: {
        weaponType: 'Pistol',
        serialNumber: serial.toLowerCase(),
        civilianId: otherCivilian,
      },
    });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).message).toBe(
      'A weapon with this serial number is already registered.',
    );
  });

  it('refuses invalid input with field issues', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const paths = await issuePaths(
      await owner.weapons.register.$post({
        json: {
          weaponType: ' ',
          serialNumber: 'SN-123',
          registeredName: 'x'.repeat(81),
          civilianId: 'nope',
        },
      }),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['weaponType', 'serialNumber', 'registeredName', 'civilianId']),
    );
  });

  it('keeps other members\u2019 weapons out of reach (404)', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    const stranger = clientAs(ctx, await ctx.member());
    expect(
      (await stranger.weapons.register.$post({ json: { weaponType: 'Pistol', civilianId } }))
        .status,
    ).toBe(404);
    expect((await stranger.weapons['by-civilian'][':id'].$get(param(civilianId))).status).toBe(404);
    expect((await byId(stranger).$get(param(weapon._id))).status).toBe(404);
    expect(
      (
        await byId(stranger).$put({
          ...param(weapon._id),
          json: { weaponType: 'Rifle', registeredName: 'Thief' },
        })
      ).status,
    ).toBe(404);
    expect((await byId(stranger).$delete(param(weapon._id))).status).toBe(404);
  });

  it('updates the type and registered name but never the serial', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    const res = await byId(owner).$put({
      ...param(weapon._id),
      json: {
        weaponType: 'Heavy Pistol',
        serialNumber: weapon.serialNumber,
        registeredName: 'Stone Security LLC',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: 'Weapon updated.' });
    const read = await (await byId(owner).$get(param(weapon._id))).json();
    expect(read.weapon).toMatchObject({
      weaponType: 'Heavy Pistol',
      registeredName: 'Stone Security LLC',
      serialNumber: weapon.serialNumber,
    });

    const changed = await byId(owner).$put({
      ...param(weapon._id),
      json: { weaponType: 'Heavy Pistol', serialNumber: uniqueSerial(), registeredName: 'Stone' },
    });
    expect(changed.status).toBe(400);
    expect(
      await issuePaths(
        await byId(owner).$put({
          ...param(weapon._id),
          json: { weaponType: '', registeredName: '' },
        }),
      ),
    ).toEqual(['weaponType', 'registeredName']);
  });

  it('deletes a weapon', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    expect((await byId(owner).$delete(param(weapon._id))).status).toBe(200);
    expect((await byId(owner).$get(param(weapon._id))).status).toBe(404);
  });
});
