import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PenalCodeJson, RecordJson } from '@tenfour/db/records';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { insertCivilian, json, officer } from '../testing/records';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('penal codes', () => {
  it('every install has a realistic penal code (title, fine in dollars, jail in minutes)', async () => {
    const member = await ctx.member();
    const res = await member.get('/api/penal-codes');
    expect(res.status).toBe(200);
    const codes = await json<PenalCodeJson[]>(res);
    expect(codes.length).toBeGreaterThanOrEqual(40);
    expect(codes.find((c) => c.title === 'Speeding (1-15 over)')).toMatchObject({
      fine: 150,
      jailTime: 0,
      retired: false,
    });
    expect(codes.find((c) => c.title === 'Murder')).toMatchObject({ fine: 25000, jailTime: 120 });
    expect((await ctx.request('/api/penal-codes')).status).toBe(401);
  });

  it('staff add, edit, retire and restore entries; a retired entry stops pricing offenses', async () => {
    const admin = await ctx.member([TEST_ROLES.admin]);
    const created = await admin.post('/api/penal-codes', {
      title: 'Illegal Fishing',
      category: 'Misdemeanor',
      fine: 250.5,
      jailTime: 0,
    });
    expect(created.status).toBe(201);
    const { penalCode } = await json<{ penalCode: PenalCodeJson }>(created);
    expect(penalCode).toMatchObject({ title: 'Illegal Fishing', fine: 250.5, jailTime: 0 });
    expect(
      (await admin.post('/api/penal-codes', { title: 'illegal fishing', fine: 1, jailTime: 0 }))
        .status,
    ).toBe(409);

    const edited = await admin.put(`/api/penal-codes/${penalCode._id}`, { fine: 300, jailTime: 5 });
    expect((await json<{ penalCode: PenalCodeJson }>(edited)).penalCode).toMatchObject({
      fine: 300,
      jailTime: 5,
    });

    const cop = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const priced = await json<{ record: RecordJson }>(
      await cop.post('/api/reports/create', {
        civilianId,
        type: 'citation',
        reason: 'Illegal fishing',
      }),
    );
    expect(priced.record).toMatchObject({ fineAmount: 300, jailTime: 5 });
    // Titles match as the database lowercases them: a final Σ is σ there, not ς.
    await admin.post('/api/penal-codes', { title: 'ΚΛΟΠΗ ΟΧΗΜΑΤΟΣ', fine: 40, jailTime: 0 });
    const greek = await json<{ record: RecordJson }>(
      await cop.post('/api/reports/create', {
        civilianId,
        type: 'citation',
        reason: 'κλοπη οχηματοσ',
      }),
    );
    expect(greek.record).toMatchObject({ fineAmount: 40 });

    expect((await admin.delete(`/api/penal-codes/${penalCode._id}`)).status).toBe(200);
    const list = await json<PenalCodeJson[]>(await cop.get('/api/penal-codes'));
    expect(list.some((c) => c._id === penalCode._id)).toBe(false);
    const all = await json<PenalCodeJson[]>(
      await admin.get('/api/penal-codes?includeRetired=true'),
    );
    expect(all.find((c) => c._id === penalCode._id)?.retired).toBe(true);
    const custom = await json<{ record: RecordJson }>(
      await cop.post('/api/reports/create', {
        civilianId,
        type: 'citation',
        reason: 'Illegal fishing',
      }),
    );
    expect(custom.record).toMatchObject({ fineAmount: 0, jailTime: 0 });
    const byId = await cop.post('/api/reports/create', {
      civilianId,
      type: 'citation',
      offenses: [{ id: penalCode._id }],
    });
    expect(byId.status).toBe(400);
    // The earlier record keeps its copy of the offense.
    expect(priced.record.offenses[0]).toMatchObject({ title: 'Illegal Fishing', fine: 300 });

    await admin.post(`/api/penal-codes/${penalCode._id}/restore`);
    const back = await json<PenalCodeJson[]>(await cop.get('/api/penal-codes'));
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
      expect((await admin.post('/api/penal-codes', body)).status).toBe(400);
    }
    expect(
      (await admin.put('/api/penal-codes/00000000-0000-4000-8000-000000000000', { fine: 1 }))
        .status,
    ).toBe(404);
    const cop = await officer(ctx);
    expect((await cop.post('/api/penal-codes', { title: 'X', fine: 1, jailTime: 0 })).status).toBe(
      403,
    );
    const [first] = await json<PenalCodeJson[]>(await cop.get('/api/penal-codes'));
    expect((await cop.put(`/api/penal-codes/${first!._id}`, { fine: 1 })).status).toBe(403);
    expect((await cop.delete(`/api/penal-codes/${first!._id}`)).status).toBe(403);
    expect((await cop.get('/api/penal-codes?includeRetired=true')).status).toBe(403);
  });
});
