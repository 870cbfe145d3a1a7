import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Officer = Awaited<ReturnType<typeof registeredOfficer>>;

const pdfOf = (member: { cookie: string } | undefined, civilianId: string, lang?: 'de') =>
  clientAs(ctx, member).search.civilian[':civilianId'].pdf.$get({
    param: { civilianId },
    query: lang ? { lang } : {},
  });

async function cite(officer: Officer, civilianId: string, reason: string) {
  const res = await clientAs(ctx, officer).reports.create.$post({
    json: { civilianId, type: 'citation', reason },
  });
  expect(res.status).toBe(201);
}

async function bytes(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdf;
}

describe('a civilian’s record as a PDF', () => {
  it('holds the person and their department’s records, for officers only', async () => {
    const xbox = await registeredOfficer(ctx, 'Xbox');
    const playstation = await registeredOfficer(ctx, 'PlayStation');
    const owner = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, owner.discordId, {
      first: 'Casey',
      last: 'Walker',
    });
    await cite(xbox, civilianId, 'Speeding');
    await cite(playstation, civilianId, 'Jaywalking');

    const res = await pdfOf(xbox, civilianId);
    expect(res.headers.get('content-disposition')).toContain('attachment;');
    const text = pdfText(await bytes(res));
    expect(text).toContain('Record of Casey Walker');
    expect(text).toContain('Citation · Speeding');
    expect(text).toMatch(/Printed \d{4}-\d\d-\d\d \d\d:\d\d UTC · Xbox/);
    // Another department's records stay with it, as on the profile.
    expect(text).not.toContain('Jaywalking');
    expect(pdfText(await bytes(await pdfOf(playstation, civilianId)))).toContain(
      'Citation · Jaywalking',
    );
    // In the reader's language.
    expect(pdfText(await bytes(await pdfOf(xbox, civilianId, 'de')))).toContain(
      'Akte von Casey Walker',
    );

    // The owner, a member without the role and a signed-out visitor get no PDF.
    expect((await pdfOf(owner, civilianId)).status).toBe(403);
    expect((await pdfOf(undefined, civilianId)).status).toBe(401);
    const dispatcher = await ctx.member([TEST_ROLES.dispatch]);
    expect((await pdfOf(dispatcher, civilianId)).status).toBe(403);
    // Public safety without an officer profile: register first.
    const unregistered = await ctx.member([TEST_ROLES.publicSafety]);
    expect((await pdfOf(unregistered, civilianId)).status).toBe(403);
  });

  it('prints any name: Cyrillic and Greek as written, what the font lacks replaced', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const owner = await ctx.member([]);
    const civilianId = await insertCivilian(ctx, owner.discordId, {
      first: 'Жанна\u200d',
      last: 'Δέλτα 中文 🔥 \ud800',
    });
    const res = await pdfOf(officer, civilianId);
    const text = pdfText(await bytes(res));
    expect(text).toContain('Жанна Δέλτα �� � �');
    // Headers carry ASCII: the name is percent-encoded (RFC 5987).
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''record-${encodeURIComponent('Жанна')}`,
    );
  });

  it('answers 400 for a bad id or language and 404 for nobody', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    expect((await pdfOf(officer, 'nope')).status).toBe(400);
    const bad = await clientAs(ctx, officer).search.civilian[':civilianId'].pdf.$get({
      param: { civilianId: '00000000-0000-4000-8000-000000000000' },
      query: { lang: 'xx' as 'de' },
    });
    expect(bad.status).toBe(400);
    expect((await pdfOf(officer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
