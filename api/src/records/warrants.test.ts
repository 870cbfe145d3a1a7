import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse, type InferRequestType } from 'hono/client';
import { clientAs } from '../testing/client';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, officer } from '../testing/records';

const warrantsAs = (member?: TestMember) => clientAs(ctx, member).warrants;
type WarrantBody = InferRequestType<ReturnType<typeof warrantsAs>['create']['$post']>['json'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('warrants', () => {
  it('creates, lists and resolves a warrant with the officer from the stored profile', async () => {
    const cop = await officer(ctx, 'Xbox', { first: 'Dana', last: 'Cole' });
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId, { first: 'Vic', last: 'Vance' });
    const res = await warrantsAs(cop).create.$post({
      json: {
        type: 'Arrest',
        civilianId,
        reason: 'Failure to appear.',
        expiresAt: '',
        officerName: 'Somebody Else',
        officerCallsign: 'X-1',
        platform: 'PlayStation',
        // Fields the route does not take: the officer comes from the stored profile.
      } as WarrantBody,
    });
    expect(res.status).toBe(201);
    const { warrant } = await parseResponse(res);
    expect(warrant).toMatchObject({
      civilianId: { _id: civilianId, firstName: 'Vic', lastName: 'Vance' },
      type: 'Arrest',
      reason: 'Failure to appear.',
      expiresAt: null,
      status: 'Active',
      officerName: 'Dana Cole',
      officerCallsign: cop.callsign,
      platform: 'Xbox',
    });

    const { warrants: list } = await parseResponse(await warrantsAs(cop).all.$get({ query: {} }));
    expect(list.map((w) => w._id)).toContain(warrant._id);

    const resolved = await warrantsAs(cop).resolve[':id'].$post({ param: { id: warrant._id } });
    expect(resolved.status).toBe(200);
    expect((await parseResponse(resolved)).warrant).toMatchObject({
      status: 'Resolved',
      resolvedBy: 'Dana Cole',
    });
    expect(
      (await warrantsAs(cop).resolve[':id'].$post({ param: { id: warrant._id } })).status,
    ).toBe(409);
  });

  it('shows a warrant past its expiration as Expired', async () => {
    const cop = await officer(ctx, 'Xbox');
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const expiresAt = new Date(ctx.clock.now.getTime() + 60 * 60_000).toISOString();
    const { warrant } = await parseResponse(
      await warrantsAs(cop).create.$post({
        json: {
          type: 'Search',
          civilianId,
          reason: 'Stolen goods',
          expiresAt,
        },
      }),
    );
    expect(warrant).toMatchObject({ status: 'Active', expiresAt });
    ctx.clock.advance(2 * 60 * 60_000);
    const { warrants: list } = await parseResponse(await warrantsAs(cop).all.$get({ query: {} }));
    expect(list.find((w) => w._id === warrant._id)?.status).toBe('Expired');
  });

  it('counts the whole department list by status on every page, not the page read', async () => {
    const cop = await officer(ctx, 'Xbox');
    const elsewhere = await officer(ctx, 'PlayStation');
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const counts = async (query: { limit?: string; cursor?: string } = {}) =>
      (await parseResponse(await warrantsAs(cop).all.$get({ query }))).counts;
    const before = await counts();
    const create = async (as = cop, expiresAt?: string) =>
      (
        await parseResponse(
          await warrantsAs(as).create.$post({
            json: {
              type: 'Arrest',
              civilianId,
              reason: 'Counted',
              ...(expiresAt ? { expiresAt } : {}),
            },
          }),
        )
      ).warrant;
    const inAnHour = new Date(ctx.clock.now.getTime() + 60 * 60_000).toISOString();
    await create();
    await create();
    const resolved = await create();
    await create(cop, inAnHour);
    await create(elsewhere);
    expect(
      (await warrantsAs(cop).resolve[':id'].$post({ param: { id: resolved._id } })).status,
    ).toBe(200);
    ctx.clock.advance(2 * 60 * 60_000);

    const first = await parseResponse(await warrantsAs(cop).all.$get({ query: { limit: '1' } }));
    expect(first.warrants).toHaveLength(1);
    const expected = {
      All: before.All + 4,
      Active: before.Active + 2,
      Resolved: before.Resolved + 1,
      Expired: before.Expired + 1,
      // Requests wait for a judge only when staff turn approval on.
      Requested: before.Requested,
      Denied: before.Denied,
    };
    expect(first.counts).toEqual(expected);
    expect(await counts({ limit: '1', cursor: first.nextCursor! })).toEqual(expected);
    expect(expected.All).toBe(
      expected.Active + expected.Resolved + expected.Expired + expected.Requested + expected.Denied,
    );
  });

  it('rejects bad input (400) and a past expiration', async () => {
    const cop = await officer(ctx);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const valid = { type: 'Arrest' as const, civilianId, reason: 'Assault' };
    for (const body of [
      { ...valid, type: 'Bench' },
      { ...valid, civilianId: 'x' },
      { ...valid, reason: '   ' },
      { ...valid, reason: 'x'.repeat(1001) },
      { ...valid, expiresAt: 'tomorrow' },
      { ...valid, expiresAt: '2099-02-30T10:00:00Z' },
      { ...valid, expiresAt: new Date(ctx.clock.now.getTime() - 1000).toISOString() },
    ]) {
      // Deliberately outside the route's types: each is refused.
      expect((await warrantsAs(cop).create.$post({ json: body as WarrantBody })).status).toBe(400);
    }
    const local = await warrantsAs(cop).create.$post({
      json: {
        ...valid,
        expiresAt: '2099-01-05T10:00:00',
      },
    });
    expect((await parseResponse(local)).warrant.expiresAt).toBe('2099-01-05T10:00:00.000Z');
    expect(
      (await warrantsAs(cop).resolve[':id'].$post({ param: { id: 'not-an-id' } })).status,
    ).toBe(400);
    const missing = await warrantsAs(cop).create.$post({
      json: {
        ...valid,
        civilianId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(missing.status).toBe(404);
  });

  it('is officer-only, and another department can neither see nor resolve it', async () => {
    const cop = await officer(ctx, 'PlayStation');
    const other = await officer(ctx, 'Xbox');
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const { warrant } = await parseResponse(
      await warrantsAs(cop).create.$post({
        json: { type: 'Arrest', civilianId, reason: 'Robbery' },
      }),
    );
    const { warrants: theirs } = await parseResponse(
      await warrantsAs(other).all.$get({ query: {} }),
    );
    expect(theirs.some((w) => w._id === warrant._id)).toBe(false);
    expect(
      (await warrantsAs(other).resolve[':id'].$post({ param: { id: warrant._id } })).status,
    ).toBe(404);

    expect((await warrantsAs(owner).all.$get({ query: {} })).status).toBe(403);
    expect(
      (
        await warrantsAs(owner).create.$post({
          json: { type: 'Arrest', civilianId, reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await warrantsAs(owner).resolve[':id'].$post({ param: { id: warrant._id } })).status,
    ).toBe(403);
    expect((await warrantsAs().all.$get({ query: {} })).status).toBe(401);
  });
});
