import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoloView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer } from './testing';

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
    const res = await officer.post('/api/bolos', VEHICLE);
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; bolo: BoloView }>(res);
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
    const person = await officer.post('/api/bolos', {
      boloType: 'Person',
      personDescription: 'White male, red hoodie',
      vehicleDescription: 'ignored',
    });
    expect(person.status).toBe(201);
    expect((await json<{ bolo: BoloView }>(person)).bolo).toMatchObject({
      boloType: 'person',
      personDescription: 'White male, red hoodie',
      personName: null,
      vehicleDescription: null,
      location: null,
    });

    const list = await json<{ bolos: BoloView[] }>(await officer.get('/api/bolos'));
    expect(list.bolos.map((b) => b.boloType)).toEqual(['person', 'vehicle']);
  });

  it('requires the description of the chosen type and a known type (400)', async () => {
    const officer = await registeredOfficer(ctx);
    const missing = await officer.post('/api/bolos', { ...VEHICLE, vehicleDescription: ' ' });
    expect(missing.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(missing)).issues[0]!.path).toBe(
      'vehicleDescription',
    );
    expect((await officer.post('/api/bolos', { boloType: 'animal' })).status).toBe(400);
    expect((await officer.post('/api/bolos', {})).status).toBe(400);
  });

  it('clears BOLOs; another department can neither see nor clear them', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const stranger = await registeredOfficer(ctx, 'Xbox');
    const { bolo } = await json<{ bolo: BoloView }>(await officer.post('/api/bolos', VEHICLE));

    expect((await stranger.get(`/api/bolos/${bolo._id}`)).status).toBe(404);
    expect((await stranger.post(`/api/bolos/${bolo._id}/clear`)).status).toBe(404);
    const strangers = await json<{ bolos: BoloView[] }>(await stranger.get('/api/bolos'));
    expect(strangers.bolos.some((b) => b._id === bolo._id)).toBe(false);

    const res = await officer.post(`/api/bolos/${bolo._id}/clear`);
    expect(res.status).toBe(200);
    expect((await json<{ bolo: BoloView }>(res)).bolo).toMatchObject({
      status: 'Cleared',
      clearedBy: officer.officer.callsign,
    });
    expect((await officer.post(`/api/bolos/${bolo._id}/clear`)).status).toBe(409);
    const active = await json<{ bolos: BoloView[] }>(await officer.get('/api/bolos'));
    expect(active.bolos.some((b) => b._id === bolo._id)).toBe(false);
    const cleared = await json<{ bolos: BoloView[] }>(
      await officer.get('/api/bolos?status=cleared'),
    );
    expect(cleared.bolos.some((b) => b._id === bolo._id)).toBe(true);
  });

  it('is for officers only (403)', async () => {
    const officer = await registeredOfficer(ctx);
    const { bolo } = await json<{ bolo: BoloView }>(await officer.post('/api/bolos', VEHICLE));
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    expect((await civilian.get('/api/bolos')).status).toBe(403);
    expect((await civilian.post('/api/bolos', VEHICLE)).status).toBe(403);
    expect((await civilian.get(`/api/bolos/${bolo._id}`)).status).toBe(403);
    expect((await civilian.post(`/api/bolos/${bolo._id}/clear`)).status).toBe(403);
  });
});
