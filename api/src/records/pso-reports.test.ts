import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { officer } from '../testing/records';
import { clientAs, errorBody } from '../testing/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const USE_OF_FORCE = {
  discharged: 'Taser',
  reason: 'Suspect charged at officer',
  justification: 'Imminent threat',
  lawsBroken: 'Assault on a Peace Officer',
  successful: 'Yes',
  additionalInfo: '',
  officerName: 'FAKE-1',
  officerRank: 'Chief',
  discordUsername: '1',
} as const;
const SCENE = {
  involvedCivilians: 'John Doe',
  involvedOfficers: 'D-104',
  location: 'Legion Square',
  timeOfDay: 'Night',
  whatHappened: 'Fight',
  how: 'Argument escalated',
  witnesses: 'Two bystanders',
  verdicts: 'Arrest',
} as const;
const ACCIDENT = {
  location: 'Route 68',
  timeOfDay: 'Dusk',
  accidentType: 'Multi-Vehicle',
  how: 'Rear-ended at a light',
  witnesses: 'None',
  civilians: 'Jane Roe, John Doe',
} as const;

const pso = (as: Pick<TestMember, 'cookie'>) => clientAs(ctx, as).psoreports;
const psoList = (as: Pick<TestMember, 'cookie'>, kind?: '10-50') =>
  pso(as).$get({ query: kind ? { kind } : {} });
const incidents = (as: Pick<TestMember, 'cookie'>) => clientAs(ctx, as)['incident-reports'];

describe('public safety reports', () => {
  it('files all three forms with the filing officer from the stored profile, listed per department', async () => {
    const cop = await officer(ctx, 'Xbox', { first: 'Sam', last: 'Hill', rank: 'Corporal' });
    const uof = await pso(cop)['use-of-force'].$post({ json: USE_OF_FORCE });
    expect(uof.status).toBe(201);
    expect((await parseResponse(uof)).report).toMatchObject({
      kind: 'use-of-force',
      discharged: 'Taser',
      successful: 'Yes',
      additionalInfo: null,
      officerName: cop.callsign,
      officerFullName: 'Sam Hill',
      officerRank: 'Corporal',
      discordUsername: cop.discordId,
      platform: 'Xbox',
    });
    expect((await pso(cop)['scene-report'].$post({ json: SCENE })).status).toBe(201);
    expect((await pso(cop)['10-50'].$post({ json: ACCIDENT })).status).toBe(201);

    const all = await parseResponse(psoList(cop));
    expect(all.reports.map((r) => r.kind).sort()).toEqual([
      '10-50',
      'scene-report',
      'use-of-force',
    ]);
    const accidents = await parseResponse(psoList(cop, '10-50'));
    expect(accidents.reports).toEqual([
      expect.objectContaining({
        kind: '10-50',
        accidentType: 'Multi-Vehicle',
        location: 'Route 68',
      }),
    ]);

    const other = await officer(ctx, 'PlayStation');
    expect((await parseResponse(psoList(other))).reports).toEqual([]);
  });

  it('rejects bad input (400) and non-officers (403)', async () => {
    const cop = await officer(ctx);
    // Values the client's types refuse: sent raw on purpose.
    expect((await cop.post('/api/psoreports/use-of-force', { discharged: 'Rocket' })).status).toBe(
      400,
    );
    expect((await cop.post('/api/psoreports/10-50', { accidentType: 'Meteor' })).status).toBe(400);
    expect((await cop.post('/api/psoreports/scene-report', { how: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await cop.get('/api/psoreports?kind=other')).status).toBe(400);

    // A blank report is refused, naming every field it cannot be without.
    const count = async () => (await parseResponse(psoList(cop))).reports.length;
    const before = await count();
    const missing = async (path: string) => {
      const res = await cop.post(`/api/psoreports/${path}`, { witnesses: '  ' });
      expect(res.status).toBe(400);
      const body = await errorBody(res);
      return (body.issues ?? []).map((i) => i.path).sort();
    };
    expect(await missing('use-of-force')).toEqual(['justification', 'reason']);
    expect(await missing('scene-report')).toEqual(['location', 'whatHappened']);
    expect(await missing('10-50')).toEqual(['accidentType', 'how', 'location']);
    expect(await count()).toBe(before);
    const plain = await ctx.member();
    expect((await pso(plain)['scene-report'].$post({ json: SCENE })).status).toBe(403);
    expect((await psoList(plain)).status).toBe(403);
  });
});

describe('incident reports (Create Report page)', () => {
  it('stores the report and answers "Report submitted!"; other departments do not see it', async () => {
    const cop = await officer(ctx, 'PlayStation', { first: 'Kim', last: 'Park' });
    const res = await incidents(cop).$post({
      json: {
        title: 'Shoplifting at 24/7',
        type: 'Incident',
        description: 'Suspect left before arrival.',
        officerName: 'Not me',
      },
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body.message).toBe('Report submitted!');
    expect(body.report).toMatchObject({
      title: 'Shoplifting at 24/7',
      type: 'Incident',
      officerName: 'Kim Park',
      officerCallsign: cop.callsign,
      platform: 'PlayStation',
    });
    const mine = await parseResponse(incidents(cop).$get({ query: {} }));
    expect(mine.reports.map((r) => r._id)).toContain(body.report._id);
    const other = await officer(ctx, 'Xbox');
    const theirs = await parseResponse(incidents(other).$get({ query: {} }));
    expect(theirs.reports.some((r) => r._id === body.report._id)).toBe(false);
  });

  it('rejects bad input (400) and non-officers (403)', async () => {
    const cop = await officer(ctx);
    const valid = { title: 'T', type: 'Traffic Stop', description: 'D' } as const;
    expect((await incidents(cop).$post({ json: { ...valid, title: ' ' } })).status).toBe(400);
    // A type the client's types refuse: sent raw on purpose.
    expect((await cop.post('/api/incident-reports', { ...valid, type: 'Citation' })).status).toBe(
      400,
    );
    expect(
      (await incidents(cop).$post({ json: { ...valid, description: 'x'.repeat(5001) } })).status,
    ).toBe(400);
    const plain = await ctx.member();
    expect((await incidents(plain).$post({ json: valid })).status).toBe(403);
    expect((await incidents(plain).$get({ query: {} })).status).toBe(403);
  });
});
