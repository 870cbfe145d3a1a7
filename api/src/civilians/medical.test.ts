import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, issuePaths } from '../testing/client';
import { createCivilianFor } from '../testing/civilians';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('medical records', () => {
  it('adds a trimmed record and lists the newest first', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const res = await owner.medical.$post({ json: { civilianId, description: '  Asthma.  ' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Medical record successfully added.',
      record: { civilianId, description: 'Asthma.' },
    });
    ctx.clock.advance(1000);
    await owner.medical.$post({ json: { civilianId, description: 'Broken left arm, 2024.' } });
    const list = await (
      await owner.medical['by-civilian'][':id'].$get({ param: { id: civilianId } })
    ).json();
    expect(list.records.map((r) => r.description)).toEqual(['Broken left arm, 2024.', 'Asthma.']);
  });

  it('refuses a blank description with the documented message', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const res = await owner.medical.$post({ json: { civilianId, description: '   ' } });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.issues).toMatchObject([
      { path: 'description', message: 'Please enter medical record details.' },
    ]);
    expect(
      await issuePaths(
        await owner.medical.$post({ json: { civilianId, description: 'x'.repeat(2001) } }),
      ),
    ).toEqual(['description']);
  });

  it('keeps other members\u2019 civilians out of reach (404)', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const stranger = clientAs(ctx, await ctx.member());
    expect(
      (await stranger.medical.$post({ json: { civilianId, description: 'Hacked.' } })).status,
    ).toBe(404);
    expect(
      (await stranger.medical['by-civilian'][':id'].$get({ param: { id: civilianId } })).status,
    ).toBe(404);
    const list = await (
      await owner.medical['by-civilian'][':id'].$get({ param: { id: civilianId } })
    ).json();
    expect(list.records).toEqual([]);
  });
});
