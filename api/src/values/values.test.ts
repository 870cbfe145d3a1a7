import { describe, expect, it } from 'vitest';
import { send, valuesSuite } from '../testing/values';
import type { AdminUnitStatus } from '@tenfour/db/values';
import { TEST_ROLES, type TestContext, type TestMember } from '../testing/test-app';
import { clientAs, registeredOfficer } from '../testing/dispatch';

let ctx: TestContext;
let staff: TestMember;
valuesSuite('staff.sam', (suite) => ({ ctx, staff } = suite));

const API = '/api/admin/values/statuses';

async function statuses(): Promise<AdminUnitStatus[]> {
  const res = await staff.get(API);
  expect(res.status).toBe(200);
  return ((await res.json()) as { statuses: AdminUnitStatus[] }).statuses;
}

async function create(body: Record<string, unknown>): Promise<AdminUnitStatus> {
  const res = await staff.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { status: AdminUnitStatus }).status;
}

const find = async (service: string, code: string) =>
  (await statuses()).find((s) => s.service === service && s.code === code && !s.retired);

describe('unit statuses', () => {
  it('seeds the spec statuses with their meanings, in order', async () => {
    const police = (await statuses()).filter((s) => s.service === 'police');
    expect(police.map((s) => [s.code, s.label, s.meaning])).toEqual([
      ['10-8', 'In Service', 'available'],
      ['10-7', 'Out of Service', 'offduty'],
      ['10-6', 'Busy / Unavailable', 'busy'],
      ['10-11', 'Traffic Stop', 'busy'],
      ['10-41', 'Beginning of Tour', 'available'],
      ['10-42', 'End of Tour', 'offduty'],
      ['Signal 11', 'Running Radar', 'busy'],
    ]);
    const safr = (await statuses()).filter((s) => s.service === 'safr');
    expect(safr.map((s) => s.code)).toEqual([
      'Available',
      'En Route',
      'On Scene',
      'Transporting',
      'At Hospital',
      'Out of Service',
    ]);
  });

  it('is staff only; members read the values', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    expect((await member.get(API)).status).toBe(403);
    const body = {
      service: 'police',
      code: '10-99',
      label: 'X',
      colour: '#000000',
      meaning: 'busy',
    };
    expect((await member.post(API, body)).status).toBe(403);
    const read = await member.get('/api/values');
    expect(read.status).toBe(200);
    const values = (await read.json()) as { statuses: { code: string; colour: string }[] };
    expect(values.statuses.find((s) => s.code === '10-8')?.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect((await ctx.request('/api/values')).status).toBe(401);
  });

  it('refuses bad input with field messages', async () => {
    for (const body of [
      { service: 'navy', code: 'A', label: 'A', colour: '#000000', meaning: 'busy' },
      { service: 'police', code: '', label: 'A', colour: '#000000', meaning: 'busy' },
      { service: 'police', code: 'A'.repeat(21), label: 'A', colour: '#000000', meaning: 'busy' },
      { service: 'police', code: 'A', label: 'A', colour: 'red', meaning: 'busy' },
      { service: 'police', code: 'A', label: 'A', colour: '#000000', meaning: 'sleeping' },
    ]) {
      const res = await staff.post(API, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    }
    expect((await send(staff, 'PATCH', `${API}/not-an-id`, { label: 'A' })).status).toBe(400);
    const id = (await find('police', '10-6'))!.id;
    expect((await send(staff, 'PATCH', `${API}/${id}`, {})).status).toBe(400);
    expect(
      (
        await staff.post(API, {
          service: 'police',
          code: '10-8',
          label: 'Again',
          colour: '#000000',
          meaning: 'busy',
        })
      ).status,
    ).toBe(409);
  });

  it('a new status is live at once, works by its meaning, and is audited', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const meal = await create({
      service: 'police',
      code: '10-99B',
      label: 'Meal Break',
      colour: '#ABCDEF',
      meaning: 'offduty',
    });
    expect(meal).toMatchObject({ colour: '#abcdef', retired: false, inUse: false });
    // Off duty by its meaning: choosing it ends the tour.
    let res = await api.units.me.$put({ json: { status: '10-99B' } });
    expect(res.status).toBe(200);
    expect((await res.json()).unit).toMatchObject({ status: '10-99B', onDuty: false });
    // An available one starts it again.
    res = await api.units.me.$put({ json: { status: '10-41' } });
    expect((await res.json()).unit).toMatchObject({ onDuty: true });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'values.change')
      .where('target_id', '=', meal.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_discord_id).toBe(staff.discordId);

    // Retired: no longer offered, refused at once.
    expect((await staff.post(`${API}/${meal.id}/retire`)).status).toBe(200);
    res = await api.units.me.$put({ json: { status: '10-99B' } });
    expect(res.status).toBe(400);
    const read = (await (await officer.get('/api/values')).json()) as {
      statuses: { id: string; retired: boolean }[];
    };
    expect(read.statuses.find((s) => s.id === meal.id)?.retired).toBe(true);
    expect((await staff.post(`${API}/${meal.id}/retire`)).status).toBe(409);
    expect((await staff.post(`${API}/${meal.id}/restore`)).status).toBe(200);
    expect((await api.units.me.$put({ json: { status: '10-99B' } })).status).toBe(200);
  });

  it('a status in use cannot be deleted or recoded, only retired', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const code = await create({
      service: 'police',
      code: 'Code 7',
      label: 'Lunch',
      colour: '#112233',
      meaning: 'busy',
    });
    expect((await api.units.me.$put({ json: { status: 'Code 7' } })).status).toBe(200);
    expect((await statuses()).find((s) => s.id === code.id)?.inUse).toBe(true);
    expect((await send(staff, 'DELETE', `${API}/${code.id}`)).status).toBe(409);
    expect((await send(staff, 'PATCH', `${API}/${code.id}`, { code: 'Code 8' })).status).toBe(409);
    // Label and meaning change for the unit at once.
    const res = await send(staff, 'PATCH', `${API}/${code.id}`, { label: 'Meal', meaning: 'busy' });
    expect(res.status).toBe(200);
    expect((await staff.post(`${API}/${code.id}/retire`)).status).toBe(200);

    // Once no unit shows it, it can go.
    expect((await api.units.me.$put({ json: { status: '10-8' } })).status).toBe(200);
    expect((await send(staff, 'DELETE', `${API}/${code.id}`)).status).toBe(200);
    expect((await statuses()).some((s) => s.id === code.id)).toBe(false);
    expect((await send(staff, 'DELETE', `${API}/${code.id}`)).status).toBe(404);
  });

  it('a service keeps a status to start and one to end a tour', async () => {
    const available = (await find('safr', 'Available'))!;
    expect((await staff.post(`${API}/${available.id}/retire`)).status).toBe(409);
    expect((await send(staff, 'PATCH', `${API}/${available.id}`, { meaning: 'busy' })).status).toBe(
      409,
    );
    expect((await find('safr', 'Available'))?.meaning).toBe('available');
  });

  it("fire/rescue's assignment buttons and statuses follow the meanings", async () => {
    // A police unit has no en-route status: its first busy one stands in (10-6, as before).
    const { statusRules } = await import('@tenfour/db/values');
    const { communityValues } = await import('@tenfour/db/values');
    const rules = await communityValues(ctx.db).statusRules('police');
    expect(rules.response).toEqual({ enroute: '10-6', onscene: '10-6', clear: '10-8' });
    const safr = statusRules((await communityValues(ctx.db).all()).statuses, 'safr');
    expect(safr.response).toEqual({ enroute: 'En Route', onscene: 'On Scene', clear: 'Available' });
  });
});
