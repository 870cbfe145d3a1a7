import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { createTestContext, TEST_ROLES, type TestContext } from '../../testing/test-app';
import { clientAs, insertCivilian, registeredOfficer } from '../../testing/dispatch';
import { pdfText } from '../../testing/pdf-text';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

const pdfOf = (member: { cookie: string } | undefined, recordId: string, lang?: 'es') =>
  clientAs(ctx, member).reports[':recordId'].pdf.$get({
    param: { recordId },
    query: lang ? { lang } : {},
  });

async function text(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

describe('one report as a PDF', () => {
  it('holds the civilian, the offenses and the notes, for the department’s officers', async () => {
    const xbox = await registeredOfficer(ctx, 'Xbox');
    const owner = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, owner.discordId, {
      first: 'Casey',
      last: 'Walker',
    });
    const filed = await clientAs(ctx, xbox).reports.create.$post({
      json: {
        civilianId,
        type: 'arrest',
        offenses: [{ title: 'Evading police', fine: 300, jailTime: 20 }],
        notes: 'Fled on foot — caught at the pier.',
      },
    });
    expect(filed.status).toBe(201);
    const { recordId } = await parseResponse(filed);

    const res = await pdfOf(xbox, recordId);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''arrest-Casey-Walker.pdf`,
    );
    const printed = await text(res);
    expect(printed).toContain('Arrest report: Casey Walker');
    expect(printed).toMatch(/Printed \d{4}-\d\d-\d\d \d\d:\d\d UTC · Xbox/);
    expect(printed).toContain('Evading police · $300.00 · 20 min');
    expect(printed).toContain('Fled on foot — caught at the pier.');
    expect(await text(await pdfOf(xbox, recordId, 'es'))).toContain(
      'Informe de Arresto: Casey Walker',
    );

    // Another department's officer reads it nowhere, so it is not found for them either.
    const playstation = await registeredOfficer(ctx, 'PlayStation');
    expect((await pdfOf(playstation, recordId)).status).toBe(404);
    // The owner, a member without the role, one without an officer profile, nobody signed in.
    expect((await pdfOf(owner, recordId)).status).toBe(403);
    expect((await pdfOf(await ctx.member([TEST_ROLES.dispatch]), recordId)).status).toBe(403);
    expect((await pdfOf(await ctx.member([TEST_ROLES.publicSafety]), recordId)).status).toBe(403);
    expect((await pdfOf(undefined, recordId)).status).toBe(401);

    // An expunged report is gone from the profile, and from here.
    await ctx.db
      .updateTable('records')
      .set({ expunged_at: new Date() })
      .where('id', '=', recordId)
      .execute();
    expect((await pdfOf(xbox, recordId)).status).toBe(404);
  });

  it('answers 404 for an unknown report and 400 for a malformed id or language', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect((await pdfOf(officer, NOBODY)).status).toBe(404);
    expect((await pdfOf(officer, 'nope')).status).toBe(400);
    const bad = await clientAs(ctx, officer).reports[':recordId'].pdf.$get({
      param: { recordId: NOBODY },
      query: { lang: 'xx' as 'es' },
    });
    expect(bad.status).toBe(400);
  });
});
