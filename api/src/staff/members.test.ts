import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse } from 'hono/client';
import { createSession } from '@tenfour/db';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { accountsOf } from '../testing/bank';
import { insertCivilian, officer } from '../testing/records';
import { clientAs } from '../testing/client';

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
});
afterAll(async () => {
  await ctx?.close();
});

const list = async (query: { q?: string; limit?: string; cursor?: string; suspended?: 'true' }) => {
  const res = await clientAs(ctx, staff).admin.members.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
type Page = Awaited<ReturnType<typeof list>>;

const memberDetail = (discordId: string) =>
  clientAs(ctx, staff).admin.members[':discordId'].$get({ param: { discordId } });

describe('staff routes', () => {
  it('answer only community staff: 401 signed out, 403 for everyone else', async () => {
    // Every staff route in one loop, so the paths are data here rather than client calls.
    const cop = await officer(ctx);
    const routes: [string, string][] = [
      ['GET', '/api/admin/members'],
      ['GET', `/api/admin/members/${cop.discordId}`],
      ['POST', `/api/admin/members/${cop.discordId}/suspend`],
      ['POST', `/api/admin/members/${cop.discordId}/lift`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit/export.csv'],
      ['GET', '/api/admin/expungements'],
      ['POST', '/api/admin/expungements/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/admin/expungements/00000000-0000-4000-8000-000000000000/deny'],
    ];
    for (const [method, path] of routes) {
      const init = {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ reason: 'x', note: 'x' }) } : {}),
      };
      expect((await ctx.request(path, init)).status, `${method} ${path}`).toBe(401);
      expect((await cop.request(path, init)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('members', () => {
  it('lists every member who signed in, with what staff need to see', async () => {
    const owner = await ctx.member([TEST_ROLES.licenseC], { username: 'zed.member.list' });
    await insertCivilian(ctx, owner.discordId, { first: 'Zed', last: 'One' });
    await insertCivilian(ctx, owner.discordId, { first: 'Zed', last: 'Two' });
    const cop = await officer(ctx, 'PlayStation', { first: 'Lee', last: 'Hart' });
    const { members } = await list({ q: 'zed.member.list' });
    expect(members).toEqual([
      {
        discordId: owner.discordId,
        username: 'zed.member.list',
        discriminator: '0',
        avatar: null,
        avatarUrl: null,
        roles: [TEST_ROLES.licenseC],
        permissions: {
          member: true,
          publicSafety: false,
          fireRescue: false,
          admin: false,
          dispatch: false,
          judge: false,
          licenses: ['Class C - Standard Drivers License'],
          departments: [],
          fireRescueDepartments: [],
          ranks: [],
        },
        firstSignInAt: ctx.clock.now.toISOString(),
        lastSignInAt: ctx.clock.now.toISOString(),
        civilianCount: 2,
        profiles: [],
        suspension: null,
      },
    ]);
    const [listedCop] = (await list({ q: cop.discordId })).members;
    expect(listedCop?.profiles).toEqual([
      {
        kind: 'officer',
        _id: cop.officerId,
        department: 'PlayStation',
        callsign: cop.callsign,
        badgeNumber: expect.any(Number),
        name: 'Lee Hart',
        rank: 'Sergeant',
      },
    ]);
    expect(listedCop?.permissions.publicSafety).toBe(true);
  });

  it('reports each site permission, the dispatcher’s among them', async () => {
    const dispatcher = await ctx.member([TEST_ROLES.dispatch], { username: 'dispatch.listed' });
    const [listed] = (await list({ q: dispatcher.discordId })).members;
    expect(listed?.permissions).toMatchObject({
      publicSafety: false,
      fireRescue: false,
      admin: false,
      dispatch: true,
    });
    const all = await ctx.member(
      [TEST_ROLES.admin, TEST_ROLES.publicSafety, TEST_ROLES.fireRescue, TEST_ROLES.dispatch],
      { username: 'every.role' },
    );
    const detail = await parseResponse(memberDetail(all.discordId));
    expect(detail.member.permissions).toMatchObject({
      publicSafety: true,
      fireRescue: true,
      admin: true,
      dispatch: true,
    });
  });

  it('records the first and the last sign-in', async () => {
    const member = await ctx.member([], { username: 'signin.times' });
    const first = ctx.clock.now.toISOString();
    ctx.clock.advance(3_600_000);
    await createSession(ctx.db, member.discordId, ctx.clock.now);
    const [listed] = (await list({ q: 'signin.times' })).members;
    expect(listed).toMatchObject({
      firstSignInAt: first,
      lastSignInAt: ctx.clock.now.toISOString(),
    });
  });

  it('searches by part of the name (any case) or by Discord id, and pages by name', async () => {
    const names = ['Pager.Alpha', 'pager.bravo', 'PAGER.charlie', 'pager.delta', 'pager.echo'];
    const made: TestMember[] = [];
    for (const username of names) made.push(await ctx.member([], { username }));
    expect((await list({ q: 'ALPHA' })).members.map((m) => m.username)).toEqual(['Pager.Alpha']);
    expect((await list({ q: made[2]!.discordId })).members.map((m) => m.username)).toEqual([
      'PAGER.charlie',
    ]);
    expect((await list({ q: '100%' })).members).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list({ q: 'pager.', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.members.length).toBeLessThanOrEqual(2);
      seen.push(...page.members.map((m) => m.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(names);

    const bad = await clientAs(ctx, staff).admin.members.$get({ query: { cursor: 'nonsense' } });
    expect(bad.status).toBe(400);
    // Values the client's types would not let through: sent as raw query text on purpose.
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?suspended=maybe']) {
      expect((await staff.get(`/api/admin/members${query}`)).status, query).toBe(400);
    }
  });

  it('filters the members suspended now', async () => {
    const member = await ctx.member([], { username: 'filter.suspended' });
    await ctx.member([], { username: 'filter.free' });
    await clientAs(ctx, staff).admin.members[':discordId'].suspend.$post({
      param: { discordId: member.discordId },
      json: { reason: 'Spam' },
    });
    const { members } = await list({ q: 'filter.', suspended: 'true' });
    expect(members.map((m) => [m.username, m.suspension?.reason])).toEqual([
      ['filter.suspended', 'Spam'],
    ]);
  });

  it('opens a member: civilians (read-only), profiles, bank totals, suspensions, recent activity', async () => {
    const cop = await officer(ctx, 'Xbox', { first: 'Dana', last: 'Cruz' });
    const first = await insertCivilian(ctx, cop.discordId, { first: 'Dana', last: 'Cruz' });
    const second = await insertCivilian(ctx, cop.discordId, { first: 'Dee', last: 'Cruz' });
    // Civilians are listed oldest first. The database stamps them, and two inserts can share a
    // millisecond on the embedded engine, so the second is made a second younger.
    await ctx.db
      .updateTable('civilians')
      .set({ created_at: new Date(Date.now() + 1000) })
      .where('id', '=', second)
      .execute();
    await accountsOf(cop, first);
    await accountsOf(cop, second);
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    await clientAs(ctx, cop).warrants.create.$post({
      json: { type: 'Arrest', civilianId, reason: 'Warrant one' },
    });

    const res = await memberDetail(cop.discordId);
    expect(res.status).toBe(200);
    const detail = await parseResponse(res);
    expect(detail.member).toMatchObject({ discordId: cop.discordId, civilianCount: 2 });
    expect(detail.member.profiles.map((p) => p.callsign)).toEqual([cop.callsign]);
    expect(detail.civilians.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Dana Cruz',
      'Dee Cruz',
    ]);
    // The opening balances (test defaults: $500 cash, $2,500 checking) go to the first civilian.
    expect(detail.bank).toEqual({
      cash: 500,
      accounts: 2500,
      total: 3000,
      byCivilian: [
        { civilianId: first, cash: 500, accounts: 2500 },
        { civilianId: second, cash: 0, accounts: 0 },
      ],
    });
    expect(detail.suspensions).toEqual([]);
    expect(detail.recentActivity.map((e) => [e.action, e.actor?.discordId])).toEqual([
      ['warrant.create', cop.discordId],
    ]);

    expect((await memberDetail('999999999999')).status).toBe(404);
    expect((await memberDetail('not-an-id')).status).toBe(400);
  });
});
