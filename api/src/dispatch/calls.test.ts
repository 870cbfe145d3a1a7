import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallView } from '@tenfour/db/dispatch';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { json, registeredOfficer } from './testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const CALL = {
  type: 'Robbery',
  location: 'Fleeca, Route 68',
  postal: '3012',
  details: 'Two suspects, one armed.',
};

async function created(res: Response): Promise<CallView> {
  expect(res.status).toBe(201);
  return (await json<{ call: CallView }>(res)).call;
}

describe('calls', () => {
  it('creates calls numbered per department, with the creator as primary unit', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const res = await officer.post('/api/calls', CALL);
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; message: string; call: CallView }>(res);
    expect(body.success).toBe(true);
    expect(body.call).toMatchObject({
      ...CALL,
      status: 'Active',
      primaryOfficer: officer.officer.callsign,
      units: [{ officerId: officer.officer._id, callsign: officer.officer.callsign }],
    });
    expect(body.message).toBe(`Call #${body.call.callNumber} created.`);

    const next = await created(await officer.post('/api/calls', { ...CALL, type: 'Pursuit' }));
    expect(next.callNumber).toBe(body.call.callNumber + 1);

    // The other department counts on its own.
    const other = await registeredOfficer(ctx, 'PlayStation');
    const first = await created(await other.post('/api/calls', CALL));
    const second = await created(await other.post('/api/calls', CALL));
    expect(second.callNumber).toBe(first.callNumber + 1);

    const list = await json<{ calls: CallView[] }>(await officer.get('/api/calls'));
    expect(list.calls.map((c) => c._id)).toEqual(expect.arrayContaining([body.call._id, next._id]));
    expect(list.calls.some((c) => c._id === first._id)).toBe(false);
  });

  it('keeps postal and details optional and validates the rest', async () => {
    const officer = await registeredOfficer(ctx);
    const call = await created(
      await officer.post('/api/calls', { type: 'Other', location: ' Pier ', postal: '' }),
    );
    expect(call).toMatchObject({ location: 'Pier', postal: null, details: null });

    const bad = await officer.post('/api/calls', { type: 'Jaywalking', location: '' });
    expect(bad.status).toBe(400);
    const body = await json<{ success: boolean; issues: { path: string }[] }>(bad);
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.path).sort()).toEqual(['location', 'type']);
    expect((await officer.post('/api/calls', { ...CALL, details: 'x'.repeat(2001) })).status).toBe(
      400,
    );
  });

  it('attaches and detaches units, hands primary on, updates and closes', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const partner = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const call = await created(await officer.post('/api/calls', CALL));

    ctx.clock.advance(1000);
    let res = await partner.post(`/api/calls/${call._id}/units`, {});
    expect(res.status).toBe(200);
    let updated = (await json<{ call: CallView }>(res)).call;
    expect(updated.units.map((u) => u.callsign)).toEqual([
      officer.officer.callsign,
      partner.officer.callsign,
    ]);

    // A unit of another department cannot be assigned.
    res = await officer.post(`/api/calls/${call._id}/units`, { officerId: stranger.officer._id });
    expect(res.status).toBe(404);

    res = await officer.delete(`/api/calls/${call._id}/units/${officer.officer._id}`);
    updated = (await json<{ call: CallView }>(res)).call;
    expect(updated.primaryOfficer).toBe(partner.officer.callsign);
    expect(updated.units).toHaveLength(1);

    res = await partner.put(`/api/calls/${call._id}`, { location: 'Paleto Bay', postal: '' });
    updated = (await json<{ call: CallView }>(res)).call;
    expect(updated).toMatchObject({ location: 'Paleto Bay', postal: null, type: 'Robbery' });

    res = await officer.post(`/api/calls/${call._id}/close`);
    expect(res.status).toBe(200);
    expect((await json<{ call: CallView }>(res)).call).toMatchObject({ status: 'Closed' });
    expect((await officer.post(`/api/calls/${call._id}/close`)).status).toBe(409);
    expect((await officer.post(`/api/calls/${call._id}/units`, {})).status).toBe(409);

    const active = await json<{ calls: CallView[] }>(await officer.get('/api/calls'));
    expect(active.calls.some((c) => c._id === call._id)).toBe(false);
    const closed = await json<{ calls: CallView[] }>(await officer.get('/api/calls?status=closed'));
    expect(closed.calls.some((c) => c._id === call._id)).toBe(true);
  });

  it('hides another department’s calls (404), and refuses non-officers (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const call = await created(await officer.post('/api/calls', CALL));

    expect((await officer.get(`/api/calls/${call._id}`)).status).toBe(200);
    expect((await stranger.get(`/api/calls/${call._id}`)).status).toBe(404);
    expect((await stranger.post(`/api/calls/${call._id}/close`)).status).toBe(404);
    expect((await stranger.post(`/api/calls/${call._id}/units`, {})).status).toBe(404);
    expect((await stranger.put(`/api/calls/${call._id}`, { location: 'x' })).status).toBe(404);
    expect((await stranger.get('/api/calls/not-a-uuid')).status).toBe(400);

    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    expect((await civilian.get('/api/calls')).status).toBe(403);
    expect((await civilian.post('/api/calls', CALL)).status).toBe(403);
    expect((await civilian.get(`/api/calls/${call._id}`)).status).toBe(403);
    expect((await civilian.post(`/api/calls/${call._id}/close`)).status).toBe(403);
    expect((await civilian.put(`/api/calls/${call._id}`, { location: 'x' })).status).toBe(403);
    expect((await civilian.post(`/api/calls/${call._id}/units`, {})).status).toBe(403);
    expect(
      (await civilian.delete(`/api/calls/${call._id}/units/${officer.officer._id}`)).status,
    ).toBe(403);
    expect(
      (await stranger.delete(`/api/calls/${call._id}/units/${officer.officer._id}`)).status,
    ).toBe(404);
    expect((await ctx.request('/api/calls')).status).toBe(401);
  });

  it('numbers concurrent calls without gaps or duplicates', async () => {
    const officer = await registeredOfficer(ctx, 'PlayStation');
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => officer.post('/api/calls', CALL).then(created)),
    );
    const numbers = calls.map((c) => c.callNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });
});
