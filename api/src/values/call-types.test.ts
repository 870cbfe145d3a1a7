import { describe, expect, it } from 'vitest';
import { send, valuesSuite } from '../testing/values';
import type { AdminCallType } from '@tenfour/db/values';
import { TEST_ROLES, type TestContext, type TestMember } from '../testing/test-app';
import { clientAs, errorBody, insertCivilian, registeredOfficer } from '../testing/dispatch';

let ctx: TestContext;
let staff: TestMember;
valuesSuite('staff.cal', (suite) => ({ ctx, staff } = suite));

const API = '/api/admin/values/call-types';

async function callTypes(): Promise<AdminCallType[]> {
  const res = await staff.get(API);
  expect(res.status).toBe(200);
  return ((await res.json()) as { callTypes: AdminCallType[] }).callTypes;
}

async function create(body: Record<string, unknown>): Promise<AdminCallType> {
  const res = await staff.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { callType: AdminCallType }).callType;
}

const dispatcher = () => ctx.member([TEST_ROLES.dispatch], { username: 'dispatch.dee' });
const CALL = { department: 'Xbox', location: 'Vinewood Hills', postal: '' } as const;

describe('call types', () => {
  it("seeds today's call types with their priorities and services", async () => {
    const all = await callTypes();
    expect(all).toHaveLength(14);
    expect(all[0]).toMatchObject({ name: 'Traffic Stop', priority: 3, services: ['police'] });
    expect(all.find((t) => t.name === 'Traffic Collision (injuries)')).toMatchObject({
      priority: 1,
      services: ['police', 'fire', 'ems'],
      retired: false,
    });
  });

  it('is staff only; members read the call types', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    expect((await member.get(API)).status).toBe(403);
    expect(
      (await member.post(API, { name: 'Noise', priority: 3, services: ['police'] })).status,
    ).toBe(403);
    const read = (await (await member.get('/api/values')).json()) as {
      callTypes: { name: string }[];
    };
    expect(read.callTypes.map((t) => t.name)).toContain('Robbery');
  });

  it('refuses bad input (400) and a name already live in any case (409)', async () => {
    for (const body of [
      { name: '', priority: 2, services: ['police'] },
      { name: 'A'.repeat(41), priority: 2, services: ['police'] },
      { name: 'Noise', priority: 4, services: ['police'] },
      { name: 'Noise', priority: 2, services: [] },
      { name: 'Noise', priority: 2, services: ['navy'] },
    ]) {
      const res = await staff.post(API, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    }
    const res = await staff.post(API, { name: 'robbery', priority: 1, services: ['police'] });
    expect(res.status).toBe(409);
    expect((await send(staff, 'PATCH', `${API}/not-an-id`, { priority: 1 })).status).toBe(400);
  });

  it('a new type is live at once, gives its default priority, and is audited', async () => {
    const animal = await create({ name: 'Animal Control', priority: 3, services: ['police'] });
    expect(animal).toMatchObject({ priority: 3, services: ['police'], inUse: false });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'values.change')
      .where('target_id', '=', animal.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'call_type', actor_discord_id: staff.discordId });

    // The dispatcher's call takes the type's priority and services when none are given.
    const desk = clientAs(ctx, await dispatcher());
    let res = await desk.dispatch.calls.$post({ json: { ...CALL, type: 'animal control' } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).call).toMatchObject({
      type: 'Animal Control',
      priority: 3,
      services: ['police'],
    });
    res = await desk.dispatch.calls.$post({
      json: { ...CALL, type: 'Animal Control', priority: 1 },
    });
    expect((await res.json()).call).toMatchObject({ priority: 1 });

    // An officer's call too.
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    res = await officer.calls.$post({ json: { type: 'Animal Control', location: 'Zoo' } });
    expect(res.status).toBe(201);
    expect((await res.json()).call).toMatchObject({ type: 'Animal Control', priority: 3 });

    // A name that is no live type is refused.
    res = await desk.dispatch.calls.$post({ json: { ...CALL, type: 'Alien Landing' } });
    expect(res.status).toBe(400);
  });

  it('a type in use cannot be deleted or renamed, only retired; retired types are refused', async () => {
    const noise = await create({ name: 'Noise Complaint', priority: 3, services: ['police'] });
    const desk = clientAs(ctx, await dispatcher());
    const made = await desk.dispatch.calls.$post({ json: { ...CALL, type: 'Noise Complaint' } });
    expect(made.status).toBe(201);
    const callId = (await made.json()).call._id;

    expect((await callTypes()).find((t) => t.id === noise.id)?.inUse).toBe(true);
    expect((await send(staff, 'DELETE', `${API}/${noise.id}`)).status).toBe(409);
    expect((await send(staff, 'PATCH', `${API}/${noise.id}`, { name: 'Noise' })).status).toBe(409);
    const edited = await send(staff, 'PATCH', `${API}/${noise.id}`, { priority: 2 });
    expect(edited.status).toBe(200);
    expect((await staff.post(`${API}/${noise.id}/retire`)).status).toBe(200);
    expect((await staff.post(`${API}/${noise.id}/retire`)).status).toBe(409);

    // Retired: refused for a new call; the old call keeps its type.
    const res = await desk.dispatch.calls.$post({ json: { ...CALL, type: 'Noise Complaint' } });
    expect(res.status).toBe(400);
    const old = await ctx.db
      .selectFrom('calls')
      .select('type')
      .where('id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(old.type).toBe('Noise Complaint');

    expect((await staff.post(`${API}/${noise.id}/restore`)).status).toBe(200);
    expect(
      (await desk.dispatch.calls.$post({ json: { ...CALL, type: 'Noise Complaint' } })).status,
    ).toBe(201);
  });

  it('a type no call has can be deleted', async () => {
    const spare = await create({ name: 'Spare', priority: 2, services: ['fire', 'ems'] });
    expect((await send(staff, 'DELETE', `${API}/${spare.id}`)).status).toBe(200);
    expect((await callTypes()).some((t) => t.id === spare.id)).toBe(false);
    expect((await send(staff, 'DELETE', `${API}/${spare.id}`)).status).toBe(404);
  });

  it('a type may require a postal or details: new calls without them are refused on that field', async () => {
    for (const requiredFields of [['address'], 'postal', [1]]) {
      const res = await staff.post(API, {
        name: 'Bank Robbery',
        priority: 1,
        services: ['police'],
        requiredFields,
      });
      expect(res.status, JSON.stringify(requiredFields)).toBe(400);
      expect((await errorBody(res)).issues[0]?.path).toMatch(/^requiredFields/);
    }
    const bank = await create({
      name: 'Bank Robbery',
      priority: 1,
      services: ['police'],
      requiredFields: ['details', 'postal', 'postal'],
    });
    expect(bank.requiredFields).toEqual(['postal', 'details']);

    const desk = clientAs(ctx, await dispatcher());
    let res = await desk.dispatch.calls.$post({ json: { ...CALL, type: 'Bank Robbery' } });
    expect(res.status).toBe(400);
    let body = await errorBody(res);
    expect(body.issues).toEqual([
      expect.objectContaining({ path: 'postal', message: 'A Bank Robbery call needs a postal.' }),
    ]);
    res = await desk.dispatch.calls.$post({
      json: { ...CALL, type: 'Bank Robbery', postal: '8115', details: '   ' },
    });
    body = await errorBody(res);
    expect(body.issues).toEqual([
      expect.objectContaining({ path: 'details', message: 'A Bank Robbery call needs details.' }),
    ]);
    res = await desk.dispatch.calls.$post({
      json: { ...CALL, type: 'Bank Robbery', postal: '8115', details: 'Two masked men, a van.' },
    });
    expect(res.status).toBe(201);

    // An officer's call keeps the same rule.
    const officer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    res = await officer.calls.$post({
      json: { type: 'Bank Robbery', location: 'Pacific Standard' },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).issues[0]?.path).toBe('postal');

    // A 911 caller says what they can: the dispatcher completes the call.
    const member = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const dialled = await clientAs(ctx, member)['911'].calls.$post({
      json: {
        department: 'Xbox',
        location: 'Pacific Standard',
        description: 'They have guns!',
        services: ['police'],
        type: 'Bank Robbery',
        civilianId,
      },
    });
    expect(dialled.status, await dialled.clone().text()).toBe(201);

    // Staff drop the rule: the call goes through; members read the rule with the values.
    const edited = await send(staff, 'PATCH', `${API}/${bank.id}`, { requiredFields: ['details'] });
    expect(edited.status).toBe(200);
    res = await desk.dispatch.calls.$post({
      json: { ...CALL, type: 'Bank Robbery', details: 'A silent alarm.' },
    });
    expect(res.status).toBe(201);
    const read = (await (await (await ctx.member([])).get('/api/values')).json()) as {
      callTypes: { name: string; requiredFields: string[] }[];
    };
    expect(read.callTypes.find((t) => t.name === 'Bank Robbery')?.requiredFields).toEqual([
      'details',
    ]);
  });
});
