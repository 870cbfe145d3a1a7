import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentReportJson, PsoReportJson } from '@tenfour/db/records';
import { createTestContext, type TestContext } from '../testing/test-app';
import { json, officer } from '../testing/records';

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
};
const SCENE = {
  involvedCivilians: 'John Doe',
  involvedOfficers: 'D-104',
  location: 'Legion Square',
  timeOfDay: 'Night',
  whatHappened: 'Fight',
  how: 'Argument escalated',
  witnesses: 'Two bystanders',
  verdicts: 'Arrest',
};
const ACCIDENT = {
  location: 'Route 68',
  timeOfDay: 'Dusk',
  accidentType: 'Multi-Vehicle',
  how: 'Rear-ended at a light',
  witnesses: 'None',
  civilians: 'Jane Roe, John Doe',
};

describe('public safety reports', () => {
  it('files all three forms with the filing officer from the stored profile, listed per department', async () => {
    const cop = await officer(ctx, 'Xbox', { first: 'Sam', last: 'Hill', rank: 'Corporal' });
    const uof = await cop.post('/api/psoreports/use-of-force', USE_OF_FORCE);
    expect(uof.status).toBe(201);
    expect((await json<{ report: PsoReportJson }>(uof)).report).toMatchObject({
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
    expect((await cop.post('/api/psoreports/scene-report', SCENE)).status).toBe(201);
    expect((await cop.post('/api/psoreports/10-50', ACCIDENT)).status).toBe(201);

    const all = await json<{ reports: PsoReportJson[] }>(await cop.get('/api/psoreports'));
    expect(all.reports.map((r) => r.kind).sort()).toEqual([
      '10-50',
      'scene-report',
      'use-of-force',
    ]);
    const accidents = await json<{ reports: PsoReportJson[] }>(
      await cop.get('/api/psoreports?kind=10-50'),
    );
    expect(accidents.reports).toEqual([
      expect.objectContaining({
        kind: '10-50',
        accidentType: 'Multi-Vehicle',
        location: 'Route 68',
      }),
    ]);

    const other = await officer(ctx, 'PlayStation');
    expect(
      (await json<{ reports: unknown[] }>(await other.get('/api/psoreports'))).reports,
    ).toEqual([]);
  });

  it('rejects bad input (400) and non-officers (403)', async () => {
    const cop = await officer(ctx);
    expect((await cop.post('/api/psoreports/use-of-force', { discharged: 'Rocket' })).status).toBe(
      400,
    );
    expect((await cop.post('/api/psoreports/10-50', { accidentType: 'Meteor' })).status).toBe(400);
    expect((await cop.post('/api/psoreports/scene-report', { how: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await cop.get('/api/psoreports?kind=other')).status).toBe(400);

    // A blank report is refused, naming every field it cannot be without.
    const count = async () =>
      ((await (await cop.get('/api/psoreports')).json()) as { reports: unknown[] }).reports.length;
    const before = await count();
    const missing = async (path: string) => {
      const res = await cop.post(`/api/psoreports/${path}`, { witnesses: '  ' });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      return body.issues.map((i) => i.path).sort();
    };
    expect(await missing('use-of-force')).toEqual(['justification', 'reason']);
    expect(await missing('scene-report')).toEqual(['location', 'whatHappened']);
    expect(await missing('10-50')).toEqual(['accidentType', 'how', 'location']);
    expect(await count()).toBe(before);
    const plain = await ctx.member();
    expect((await plain.post('/api/psoreports/scene-report', SCENE)).status).toBe(403);
    expect((await plain.get('/api/psoreports')).status).toBe(403);
  });
});

describe('incident reports (Create Report page)', () => {
  it('stores the report and answers "Report submitted!"; other departments do not see it', async () => {
    const cop = await officer(ctx, 'PlayStation', { first: 'Kim', last: 'Park' });
    const res = await cop.post('/api/incident-reports', {
      title: 'Shoplifting at 24/7',
      type: 'Incident',
      description: 'Suspect left before arrival.',
      officerName: 'Not me',
    });
    expect(res.status).toBe(201);
    const body = await json<{ message: string; report: IncidentReportJson }>(res);
    expect(body.message).toBe('Report submitted!');
    expect(body.report).toMatchObject({
      title: 'Shoplifting at 24/7',
      type: 'Incident',
      officerName: 'Kim Park',
      officerCallsign: cop.callsign,
      platform: 'PlayStation',
    });
    const mine = await json<{ reports: IncidentReportJson[] }>(
      await cop.get('/api/incident-reports'),
    );
    expect(mine.reports.map((r) => r._id)).toContain(body.report._id);
    const other = await officer(ctx, 'Xbox');
    const theirs = await json<{ reports: IncidentReportJson[] }>(
      await other.get('/api/incident-reports'),
    );
    expect(theirs.reports.some((r) => r._id === body.report._id)).toBe(false);
  });

  it('rejects bad input (400) and non-officers (403)', async () => {
    const cop = await officer(ctx);
    const valid = { title: 'T', type: 'Traffic Stop', description: 'D' };
    expect((await cop.post('/api/incident-reports', { ...valid, title: ' ' })).status).toBe(400);
    expect((await cop.post('/api/incident-reports', { ...valid, type: 'Citation' })).status).toBe(
      400,
    );
    expect(
      (await cop.post('/api/incident-reports', { ...valid, description: 'x'.repeat(5001) })).status,
    ).toBe(400);
    const plain = await ctx.member();
    expect((await plain.post('/api/incident-reports', valid)).status).toBe(403);
    expect((await plain.get('/api/incident-reports')).status).toBe(403);
  });
});
