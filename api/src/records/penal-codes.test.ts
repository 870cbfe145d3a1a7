import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse, type InferRequestType } from 'hono/client';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { insertCivilian, officer } from '../testing/records';
import { clientAs, type ApiClient } from '../testing/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const codes = (as: Pick<TestMember, 'cookie'>) => clientAs(ctx, as)['penal-codes'];
const list = (as: Pick<TestMember, 'cookie'>, includeRetired?: 'true') =>
  parseResponse(codes(as).$get({ query: includeRetired ? { includeRetired } : {} }));
type ReportInput = InferRequestType<ApiClient['reports']['create']['$post']>['json'];
const file = (as: Pick<TestMember, 'cookie'>, json: ReportInput) =>
  clientAs(ctx, as).reports.create.$post({ json });

describe('penal codes', () => {
  it('every install has a realistic penal code (title, fine in dollars, jail in minutes)', async () => {
    const member = await ctx.member();
    const res = await codes(member).$get({ query: {} });
    expect(res.status).toBe(200);
    const all = await parseResponse(res);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.find((c) => c.title === 'Speeding (1-15 over)')).toMatchObject({
      fine: 150,
      jailTime: 0,
      retired: false,
    });
    expect(all.find((c) => c.title === 'Murder')).toMatchObject({ fine: 25000, jailTime: 120 });
    expect((await clientAs(ctx)['penal-codes'].$get({ query: {} })).status).toBe(401);
  });

  it('staff add, edit, retire and restore entries; a retired entry stops pricing offenses', async () => {
    const admin = await ctx.member([TEST_ROLES.admin]);
    const created = await codes(admin).$post({
      json: { title: 'Illegal Fishing', category: 'Misdemeanor', fine: 250.5, jailTime: 0 },
    });
    expect(created.status).toBe(201);
    const { penalCode } = await parseResponse(created);
    expect(penalCode).toMatchObject({ title: 'Illegal Fishing', fine: 250.5, jailTime: 0 });
    expect(
      (await codes(admin).$post({ json: { title: 'illegal fishing', fine: 1, jailTime: 0 } }))
        .status,
    ).toBe(409);

    const edited = await codes(admin)[':id'].$put({
      param: { id: penalCode._id },
      json: { fine: 300, jailTime: 5 },
    });
    expect((await parseResponse(edited)).penalCode).toMatchObject({
      fine: 300,
      jailTime: 5,
    });

    const cop = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const priced = await parseResponse(
      file(cop, { civilianId, type: 'citation', reason: 'Illegal fishing' }),
    );
    expect(priced.record).toMatchObject({ fineAmount: 300, jailTime: 5 });
    // Titles match as the database lowercases them: a final Σ is σ there, not ς.
    await codes(admin).$post({ json: { title: 'ΚΛΟΠΗ ΟΧΗΜΑΤΟΣ', fine: 40, jailTime: 0 } });
    const greek = await parseResponse(
      file(cop, { civilianId, type: 'citation', reason: 'κλοπη οχηματοσ' }),
    );
    expect(greek.record).toMatchObject({ fineAmount: 40 });

    expect((await codes(admin)[':id'].$delete({ param: { id: penalCode._id } })).status).toBe(200);
    const current = await list(cop);
    expect(current.some((c) => c._id === penalCode._id)).toBe(false);
    const all = await list(admin, 'true');
    expect(all.find((c) => c._id === penalCode._id)?.retired).toBe(true);
    const custom = await parseResponse(
      file(cop, { civilianId, type: 'citation', reason: 'Illegal fishing' }),
    );
    expect(custom.record).toMatchObject({ fineAmount: 0, jailTime: 0 });
    const byId = await file(cop, {
      civilianId,
      type: 'citation',
      offenses: [{ id: penalCode._id }],
    });
    expect(byId.status).toBe(400);
    // The earlier record keeps its copy of the offense.
    expect(priced.record.offenses[0]).toMatchObject({ title: 'Illegal Fishing', fine: 300 });

    await codes(admin)[':id'].restore.$post({ param: { id: penalCode._id } });
    const back = await list(cop);
    expect(back.some((c) => c._id === penalCode._id)).toBe(true);
  });

  it('validates entries (400) and is for staff only (403)', async () => {
    const admin = await ctx.member([TEST_ROLES.admin]);
    for (const body of [
      { title: '', fine: 1, jailTime: 0 },
      { title: 'A, B', fine: 1, jailTime: 0 },
      { title: 'Ok', fine: -1, jailTime: 0 },
      { title: 'Ok', fine: 1.234, jailTime: 0 },
      { title: 'Ok', fine: 1, jailTime: 1.5 },
    ]) {
      expect((await codes(admin).$post({ json: body })).status).toBe(400);
    }
    expect(
      (
        await codes(admin)[':id'].$put({
          param: { id: '00000000-0000-4000-8000-000000000000' },
          json: { fine: 1 },
        })
      ).status,
    ).toBe(404);
    const cop = await officer(ctx);
    expect((await codes(cop).$post({ json: { title: 'X', fine: 1, jailTime: 0 } })).status).toBe(
      403,
    );
    const [first] = await list(cop);
    const id = first!._id;
    expect((await codes(cop)[':id'].$put({ param: { id }, json: { fine: 1 } })).status).toBe(403);
    expect((await codes(cop)[':id'].$delete({ param: { id } })).status).toBe(403);
    expect((await codes(cop).$get({ query: { includeRetired: 'true' } })).status).toBe(403);
  });
});
