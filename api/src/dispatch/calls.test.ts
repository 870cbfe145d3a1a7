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

const CALL = {
  type: 'Robbery' as const,
  location: 'Fleeca, Route 68',
  postal: '3012',
  details: 'Two suspects, one armed.',
};

type Api = ReturnType<typeof clientAs>;
type Created = Awaited<ReturnType<Api['calls']['$post']>>;

async function created(res: Created) {
  expect(res.status).toBe(201);
  return (await res.json()).call;
}

const byId = (id: string) => ({ param: { id } });

describe('calls', () => {
  it('creates calls numbered per department, with the creator as primary unit', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const res = await api.calls.$post({ json: CALL });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.call).toMatchObject({
      ...CALL,
      status: 'Active',
      primaryOfficer: officer.officer.callsign,
      units: [{ officerId: officer.officer._id, callsign: officer.officer.callsign }],
    });
    expect(body.message).toBe(`Call #${body.call.callNumber} created.`);

    const next = await created(await api.calls.$post({ json: { ...CALL, type: 'Pursuit' } }));
    expect(next.callNumber).toBe(body.call.callNumber + 1);

    // The other department counts on its own.
    const other = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const first = await created(await other.calls.$post({ json: CALL }));
    const second = await created(await other.calls.$post({ json: CALL }));
    expect(second.callNumber).toBe(first.callNumber + 1);

    const list = await (await api.calls.$get({ query: {} })).json();
    expect(list.calls.map((c) => c._id)).toEqual(expect.arrayContaining([body.call._id, next._id]));
    expect(list.calls.some((c) => c._id === first._id)).toBe(false);
  });

  it('keeps postal and details optional and validates the rest', async () => {
    const officer = await registeredOfficer(ctx);
    const api = clientAs(ctx, officer);
    const call = await created(
      await api.calls.$post({ json: { type: 'Other', location: ' Pier ', postal: '' } }),
    );
    expect(call).toMatchObject({ location: 'Pier', postal: null, details: null });

    const bad = await api.calls.$post({ json: { type: '', location: '' } });
    expect(bad.status).toBe(400);
    const body = await errorBody(bad);
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.path).sort()).toEqual(['location', 'type']);
    // A name that is none of the community's call types: refused under its field.
    const unknown = await api.calls.$post({ json: { type: 'Jaywalking', location: 'Pier' } });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).issues.map((i) => i.path)).toEqual(['type']);
    expect((await api.calls.$post({ json: { ...CALL, details: 'x'.repeat(2001) } })).status).toBe(
      400,
    );
  });

  it('attaches and detaches units, hands primary on, updates and closes', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const partner = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const asOfficer = clientAs(ctx, officer);
    const asPartner = clientAs(ctx, partner);
    const call = await created(await asOfficer.calls.$post({ json: CALL }));
    const units = asOfficer.calls[':id'].units;

    ctx.clock.advance(1000);
    const attached = await asPartner.calls[':id'].units.$post({ ...byId(call._id), json: {} });
    expect(attached.status).toBe(200);
    let updated = (await attached.json()).call;
    expect(updated.units.map((u) => u.callsign)).toEqual([
      officer.officer.callsign,
      partner.officer.callsign,
    ]);

    // A unit of another department cannot be assigned.
    const foreign = await units.$post({
      ...byId(call._id),
      json: { officerId: stranger.officer._id },
    });
    expect(foreign.status).toBe(404);

    const detached = await units[':officerId'].$delete({
      param: { id: call._id, officerId: officer.officer._id },
    });
    updated = (await detached.json()).call;
    expect(updated.primaryOfficer).toBe(partner.officer.callsign);
    expect(updated.units).toHaveLength(1);

    const edited = await asPartner.calls[':id'].$put({
      ...byId(call._id),
      json: { location: 'Paleto Bay', postal: '' },
    });
    updated = (await edited.json()).call;
    expect(updated).toMatchObject({ location: 'Paleto Bay', postal: null, type: 'Robbery' });

    const close = () => asOfficer.calls[':id'].close.$post(byId(call._id));
    const closing = await close();
    expect(closing.status).toBe(200);
    expect((await closing.json()).call).toMatchObject({ status: 'Closed' });
    expect((await close()).status).toBe(409);
    expect((await units.$post({ ...byId(call._id), json: {} })).status).toBe(409);

    const active = await (await asOfficer.calls.$get({ query: {} })).json();
    expect(active.calls.some((c) => c._id === call._id)).toBe(false);
    const closed = await (await asOfficer.calls.$get({ query: { status: 'closed' } })).json();
    expect(closed.calls.some((c) => c._id === call._id)).toBe(true);
  });

  it('hides another department’s calls (404), and refuses non-officers (403)', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const stranger = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const asOfficer = clientAs(ctx, officer);
    const call = await created(await asOfficer.calls.$post({ json: CALL }));
    const id = byId(call._id);
    const unit = { param: { id: call._id, officerId: officer.officer._id } };

    expect((await asOfficer.calls[':id'].$get(id)).status).toBe(200);
    expect((await stranger.calls[':id'].$get(id)).status).toBe(404);
    expect((await stranger.calls[':id'].close.$post(id)).status).toBe(404);
    expect((await stranger.calls[':id'].units.$post({ ...id, json: {} })).status).toBe(404);
    expect((await stranger.calls[':id'].$put({ ...id, json: { location: 'x' } })).status).toBe(404);
    expect((await stranger.calls[':id'].$get(byId('not-a-uuid'))).status).toBe(400);

    const civilian = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    expect((await civilian.calls.$get({ query: {} })).status).toBe(403);
    expect((await civilian.calls.$post({ json: CALL })).status).toBe(403);
    expect((await civilian.calls[':id'].$get(id)).status).toBe(403);
    expect((await civilian.calls[':id'].close.$post(id)).status).toBe(403);
    expect((await civilian.calls[':id'].$put({ ...id, json: { location: 'x' } })).status).toBe(403);
    expect((await civilian.calls[':id'].units.$post({ ...id, json: {} })).status).toBe(403);
    expect((await civilian.calls[':id'].units[':officerId'].$delete(unit)).status).toBe(403);
    expect((await stranger.calls[':id'].units[':officerId'].$delete(unit)).status).toBe(404);
    expect((await clientAs(ctx).calls.$get({ query: {} })).status).toBe(401);
  });

  it('numbers concurrent calls without gaps or duplicates', async () => {
    const api = clientAs(ctx, await registeredOfficer(ctx, 'PlayStation'));
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => api.calls.$post({ json: CALL }).then(created)),
    );
    const numbers = calls.map((c) => c.callNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });
});
