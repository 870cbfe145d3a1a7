import { describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { TEST_ROLES, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, type RecordsOfficer } from '../testing/records';
import { courtSuite } from '../testing/court';
import { clientAs } from '../testing/client';
import { pdfText } from '../testing/pdf-text';

let ctx: TestContext;
let cop: RecordsOfficer;
let judge: TestMember;
courtSuite((suite) => ({ ctx, cop, judge } = suite));

const NOBODY = '00000000-0000-4000-8000-000000000000';

const pdfOf = (as: Pick<TestMember, 'cookie'> | undefined, id: string, lang?: 'de') =>
  clientAs(ctx, as).court.cases[':id'].pdf.$get({ param: { id }, query: lang ? { lang } : {} });

async function text(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

/** A contested citation of Casey Walker's, with one charge ruled on. */
async function contestedCase() {
  const owner = await ctx.member();
  const civilianId = await insertCivilian(ctx, owner.discordId, { first: 'Casey', last: 'Walker' });
  const filed = await clientAs(ctx, cop).reports.create.$post({
    json: {
      civilianId,
      type: 'citation',
      offenses: [
        { title: 'Dashcam speeding', fine: 150, jailTime: 0 },
        { title: 'Rolling a stop sign', fine: 50, jailTime: 0 },
      ],
    },
  });
  const { recordId } = await parseResponse(filed);
  const contested = await clientAs(ctx, owner).court.contests.$post({
    json: { recordId, statement: 'The dashcam clock was wrong.' },
  });
  expect(contested.status).toBe(201);
  const { caseId } = await parseResponse(contested);
  const ruled = await clientAs(ctx, judge).court.cases[':id'].rulings.$post({
    param: { id: caseId },
    json: { chargeIndex: 0, outcome: 'dismissed', reason: 'The clock was off by an hour.' },
  });
  expect(ruled.status).toBe(201);
  return { owner, caseId };
}

describe('a court case as a PDF', () => {
  it('holds the record, the statement and the rulings, for judges and the civilian’s owner', async () => {
    const { owner, caseId } = await contestedCase();
    const res = await pdfOf(judge, caseId);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''case-Casey-Walker.pdf`,
    );
    const printed = await text(res);
    expect(printed).toContain('Court case: Casey Walker');
    expect(printed).toMatch(/Printed \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(printed).toContain('The dashcam clock was wrong.');
    expect(printed).toContain('Dashcam speeding · $150.00 · 0 min');
    expect(printed).toContain('The clock was off by an hour.');
    expect(printed).toContain('Not ruled on yet.');
    // The owner reads the case on the civilian's Court tab, so prints it too: in German here.
    expect(await text(await pdfOf(owner, caseId, 'de'))).toContain(
      'Gerichtsverfahren: Casey Walker',
    );

    // Anyone else: another member, the officer who filed it, staff without the judge role.
    expect((await pdfOf(await ctx.member(), caseId)).status).toBe(404);
    expect((await pdfOf(cop, caseId)).status).toBe(404);
    expect((await pdfOf(await ctx.member([TEST_ROLES.admin]), caseId)).status).toBe(404);
    expect((await pdfOf(undefined, caseId)).status).toBe(401);
  });

  it('answers 404 for an unknown case and 400 for a malformed id or language', async () => {
    expect((await pdfOf(judge, NOBODY)).status).toBe(404);
    expect((await pdfOf(judge, 'nope')).status).toBe(400);
    const bad = await clientAs(ctx, judge).court.cases[':id'].pdf.$get({
      param: { id: NOBODY },
      query: { lang: 'xx' as 'de' },
    });
    expect(bad.status).toBe(400);
  });
});
