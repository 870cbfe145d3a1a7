import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoles } from '@tenfour/db';
import { mapRoles } from '@tenfour/db/testing';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  clientAs,
  errorBody,
  insertCivilian,
  registeredOfficer,
  uniqueCallsign,
} from '../testing/dispatch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/officers', () => {
  it('registers a profile from one of the caller’s civilians with a server-assigned badge', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId, {
      first: 'Dana',
      last: 'Ortiz',
    });
    const callsign = uniqueCallsign('d');
    const res = await api.officers.$post({
      json: {
        discordId: member.discordId,
        civilianId,
        department: 'Xbox',
        callsign,
        // @ts-expect-error -- ignored: the server assigns badges and ranks.
        badgeNumber: 1,
        rank: 'Chief',
      },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.officer).toMatchObject({
      discordId: member.discordId,
      civilianId,
      department: 'Xbox',
      callsign: callsign.toUpperCase(),
      firstName: 'Dana',
      lastName: 'Ortiz',
      rank: 'Officer',
      status: '10-8',
      subdivision: 'None',
      // 10-8 posts a clock-in: a new officer's status and duty agree from the start.
      onDuty: true,
    });
    expect(body.officer.badgeNumber).toBeGreaterThan(1000);

    const lookup = await api.officers[':discordId'].$get({
      param: { discordId: member.discordId },
    });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({
      callsign: callsign.toUpperCase(),
      badgeNumber: body.officer.badgeNumber,
      department: 'Xbox',
      rank: 'Officer',
      firstName: 'Dana',
      lastName: 'Ortiz',
    });
  });

  it('numbers badges one after another within a department', async () => {
    const a = await registeredOfficer(ctx, 'PlayStation');
    const b = await registeredOfficer(ctx, 'PlayStation');
    expect(b.officer.badgeNumber).toBe(a.officer.badgeNumber + 1);
  });

  it('answers 400 with a message per missing field', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const api = clientAs(ctx, member);
    const res = await api.officers.$post({
      // @ts-expect-error -- the civilian and department are missing on purpose.
      json: { discordId: member.discordId, callsign: '  ' },
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.path).sort()).toEqual(['callsign', 'civilianId', 'department']);

    const civilianId = await insertCivilian(ctx, member.discordId);
    const bad = await api.officers.$post({
      json: {
        civilianId,
        department: 'Nintendo',
        callsign: 'D 104!',
      },
    });
    expect(bad.status).toBe(400);
    const issues = (await errorBody(bad)).issues.map((i) => i.path);
    expect(issues.sort()).toEqual(['callsign']);
    // A department that is not one of the community's: checked against the directory.
    const unknown = await api.officers.$post({
      json: { civilianId, department: 'Nintendo', callsign: uniqueCallsign() },
    });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).issues).toEqual([
      expect.objectContaining({
        path: 'department',
        key: 'departments.choose',
        message: 'Choose a department.',
      }),
    ]);
  });

  it('refuses another member’s civilian with a 404', async () => {
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId);
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const res = await clientAs(ctx, member).officers.$post({
      json: { civilianId, department: 'Xbox', callsign: uniqueCallsign() },
    });
    expect(res.status).toBe(404);
  });

  it('refuses a callsign taken in the department, in any letter case (409)', async () => {
    const callsign = uniqueCallsign('x');
    await registeredOfficer(ctx, 'Xbox', { callsign });
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const res = await api.officers.$post({
      json: { civilianId, department: 'Xbox', callsign: callsign.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toContain('already taken');

    // The same callsign is free in the other department.
    const other = await api.officers.$post({
      json: { civilianId, department: 'PlayStation', callsign },
    });
    expect(other.status).toBe(201);
  });

  it('allows one profile per member and department (409), and one per other department', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const api = clientAs(ctx, officer);
    const again = await api.officers.$post({
      json: { civilianId: officer.civilianId, department: 'Xbox', callsign: uniqueCallsign() },
    });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error).toBe(
      'You already have an officer profile in the Xbox department.',
    );

    ctx.clock.advance(1000);
    const second = await api.officers.$post({
      json: {
        civilianId: officer.civilianId,
        department: 'PlayStation',
        callsign: uniqueCallsign(),
      },
    });
    expect(second.status).toBe(201);
    // The newest registration is the profile the member acts as, until they switch.
    const me = await (await api.officers.me.$get()).json();
    expect(me.officer?.department).toBe('PlayStation');
    expect(me.profiles).toHaveLength(2);

    ctx.clock.advance(1000);
    const switched = await api.officers.me.active.$post({ json: { department: 'Xbox' } });
    expect(switched.status).toBe(200);
    const after = await (await api.officers.me.$get()).json();
    expect(after.officer?.department).toBe('Xbox');
  });

  it('registers only the signed-in member', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const res = await clientAs(ctx, member).officers.$post({
      json: {
        discordId: '123456789012345678',
        civilianId,
        department: 'Xbox',
        callsign: uniqueCallsign(),
      },
    });
    expect(res.status).toBe(403);
  });

  it('is for public safety members only', async () => {
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    const civilianId = await insertCivilian(ctx, civilian.discordId);
    const res = await clientAs(ctx, civilian).officers.$post({
      json: { civilianId, department: 'Xbox', callsign: uniqueCallsign() },
    });
    expect(res.status).toBe(403);
    expect((await clientAs(ctx).officers.me.$get()).status).toBe(401);
  });
});

describe('GET /api/officers', () => {
  it('says when the member has no profile yet', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const api = clientAs(ctx, member);
    expect(await (await api.officers.me.$get()).json()).toEqual({
      officer: null,
      profiles: [],
    });
    expect(
      (await api.officers[':discordId'].$get({ param: { discordId: member.discordId } })).status,
    ).toBe(404);
    // Officer-only routes need the profile first.
    const calls = await api.calls.$get({ query: {} });
    expect(calls.status).toBe(403);
    expect((await errorBody(calls)).error).toBe('Register your officer profile first.');
  });

  it('shows a colleague of the same department, and hides other departments', async () => {
    const viewer = clientAs(ctx, await registeredOfficer(ctx, 'Xbox'));
    const colleague = await registeredOfficer(ctx, 'Xbox');
    const stranger = await registeredOfficer(ctx, 'PlayStation');
    const seen = await viewer.officers[':discordId'].$get({
      param: { discordId: colleague.discordId },
    });
    expect(seen.status).toBe(200);
    expect((await seen.json()).callsign).toBe(colleague.officer.callsign);
    expect(
      (await viewer.officers[':discordId'].$get({ param: { discordId: stranger.discordId } }))
        .status,
    ).toBe(404);
  });

  it('refuses members without the public safety role', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = clientAs(ctx, await ctx.member([]));
    expect(
      (await civilian.officers[':discordId'].$get({ param: { discordId: officer.discordId } }))
        .status,
    ).toBe(403);
    expect((await civilian.officers.me.$get()).status).toBe(403);
    expect((await civilian.officers.me.active.$post({ json: { department: 'Xbox' } })).status).toBe(
      403,
    );
  });
});

describe('department roles', () => {
  it('admits a member only to the departments whose configured role they hold', async () => {
    const scoped = ctx;
    const restore = await mapRoles(ctx.db, 'department', 'Xbox', ['role-xbox']);
    const member = await scoped.member([TEST_ROLES.publicSafety]);
    const api = clientAs(scoped, member);
    const civilianId = await insertCivilian(scoped, member.discordId, {
      first: 'Ana',
      last: 'Ruiz',
    });
    const register = (department: 'Xbox' | 'PlayStation') =>
      api.officers.$post({ json: { civilianId, department, callsign: uniqueCallsign('r') } });

    const refused = await register('Xbox');
    expect(refused.status).toBe(403);
    expect(await errorBody(refused)).toMatchObject({
      error: "You do not hold the Xbox department's role.",
    });
    // PlayStation configured no role: every public safety member may serve there.
    expect((await register('PlayStation')).status).toBe(201);
    expect((await (await api.auth.me.$get()).json()).permissions).toMatchObject({
      departments: ['PlayStation'],
    });

    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.publicSafety, 'role-xbox']);
    expect((await register('Xbox')).status).toBe(201);
    expect((await api.calls.$get({ query: {} })).status).toBe(200);

    // Losing the role closes the department again, for an existing profile too.
    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.publicSafety]);
    expect((await api.calls.$get({ query: {} })).status).toBe(403);
    expect((await api.officers.me.active.$post({ json: { department: 'Xbox' } })).status).toBe(403);
    await restore();
  });
});
