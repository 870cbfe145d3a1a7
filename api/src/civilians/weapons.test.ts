import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createCivilianFor, issuePaths, json, uniqueSerial } from '../testing/civilians';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Weapon {
  _id: string;
  weaponType: string;
  serialNumber: string;
  registeredName: string;
  civilianId: string;
}

async function register(member: Awaited<ReturnType<TestContext['member']>>, body: object) {
  const res = await member.post('/api/weapons/register', body);
  expect(res.status).toBe(201);
  return (await json<{ weapon: Weapon }>(res)).weapon;
}

describe('weapons', () => {
  it('registers a weapon with the client\u2019s serial, or generates one', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const serial = uniqueSerial();
    const res = await owner.post('/api/weapons/register', {
      weaponType: 'Combat Pistol',
      serialNumber: serial.toLowerCase(),
      registeredName: 'Avery J Stone',
      civilianId,
    });
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; message: string; weapon: Weapon }>(res);
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

    const list = await json<{ weapons: Weapon[] }>(
      await owner.get(`/api/weapons/by-civilian/${civilianId}`),
    );
    expect(list.weapons.map((w) => w.serialNumber)).toEqual([serial, generated.serialNumber]);
    expect(await json(await owner.get(`/api/weapons/${generated._id}`))).toEqual({
      success: true,
      weapon: generated,
    });
  });

  it('refuses a serial already registered, whatever its case (409)', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const serial = uniqueSerial();
    await register(owner, { weaponType: 'Pistol', serialNumber: serial, civilianId });
    const other = await ctx.member();
    const otherCivilian = await createCivilianFor(other);
    const res = await other.post('/api/weapons/register', {
      weaponType: 'Pistol',
      serialNumber: serial.toLowerCase(),
      civilianId: otherCivilian,
    });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      'A weapon with this serial number is already registered.',
    );
  });

  it('refuses invalid input with field issues', async () => {
    const owner = await ctx.member();
    const paths = await issuePaths(
      await owner.post('/api/weapons/register', {
        weaponType: ' ',
        serialNumber: 'SN-123',
        registeredName: 'x'.repeat(81),
        civilianId: 'nope',
      }),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['weaponType', 'serialNumber', 'registeredName', 'civilianId']),
    );
  });

  it('keeps other members\u2019 weapons out of reach (404)', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    const stranger = await ctx.member();
    expect(
      (await stranger.post('/api/weapons/register', { weaponType: 'Pistol', civilianId })).status,
    ).toBe(404);
    expect((await stranger.get(`/api/weapons/by-civilian/${civilianId}`)).status).toBe(404);
    expect((await stranger.get(`/api/weapons/${weapon._id}`)).status).toBe(404);
    expect(
      (
        await stranger.put(`/api/weapons/${weapon._id}`, {
          weaponType: 'Rifle',
          registeredName: 'Thief',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/weapons/${weapon._id}`)).status).toBe(404);
  });

  it('updates the type and registered name but never the serial', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    const res = await owner.put(`/api/weapons/${weapon._id}`, {
      weaponType: 'Heavy Pistol',
      serialNumber: weapon.serialNumber,
      registeredName: 'Stone Security LLC',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true, message: 'Weapon updated.' });
    const read = await json<{ weapon: Weapon }>(await owner.get(`/api/weapons/${weapon._id}`));
    expect(read.weapon).toMatchObject({
      weaponType: 'Heavy Pistol',
      registeredName: 'Stone Security LLC',
      serialNumber: weapon.serialNumber,
    });

    const changed = await owner.put(`/api/weapons/${weapon._id}`, {
      weaponType: 'Heavy Pistol',
      serialNumber: uniqueSerial(),
      registeredName: 'Stone',
    });
    expect(changed.status).toBe(400);
    expect(
      await issuePaths(
        await owner.put(`/api/weapons/${weapon._id}`, { weaponType: '', registeredName: '' }),
      ),
    ).toEqual(['weaponType', 'registeredName']);
  });

  it('deletes a weapon', async () => {
    const owner = await ctx.member();
    const civilianId = await createCivilianFor(owner);
    const weapon = await register(owner, { weaponType: 'Pistol', civilianId });
    expect((await owner.delete(`/api/weapons/${weapon._id}`)).status).toBe(200);
    expect((await owner.get(`/api/weapons/${weapon._id}`)).status).toBe(404);
  });
});
