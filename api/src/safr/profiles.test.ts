import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import { setUserRoles } from '@tenfour/db';
import { mapRoles } from '@tenfour/db/testing';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  clientAs,
  errorBody,
  insertCivilian,
  registeredOfficer,
  registeredSafr,
  uniqueCallsign,
  type Api,
} from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Registration = InferRequestType<Api['safr']['profiles']['$post']>['json'];
type Department = Registration['department'];

describe('POST /api/safr/profiles', () => {
  it('registers a profile from the caller’s civilian; badge and rank are the server’s', async () => {
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId, { first: 'Sam', last: 'Ortiz' });
    const callsign = uniqueCallsign('e');
    // Ignored: names, badges and ranks never come from the body.
    const ignored = { badgeNumber: 1, rank: 'Chief', firstName: 'Someone' };
    const res = await api.safr.profiles.$post({
      json: {
        discordId: member.discordId,
        civilianId,
        department: 'Xbox',
        callsign,
        role: 'Firefighter',
        station: ' Station 12 ',
        ...ignored,
      },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: `Firefighter ${callsign.toUpperCase()} registered.`,
    });
    expect(body.profile).toMatchObject({
      discordId: member.discordId,
      civilianId,
      department: 'Xbox',
      callsign: callsign.toUpperCase(),
      firstName: 'Sam',
      lastName: 'Ortiz',
      rank: 'Probationary',
      role: 'Firefighter',
      station: 'Station 12',
      status: 'Out of Service',
      onDuty: false,
      onDutySince: null,
    });
    expect(body.profile.badgeNumber).toBeGreaterThan(1000);

    const me = await (await api.safr.me.$get()).json();
    expect(me.profile!._id).toBe(body.profile._id);
    expect(me.profiles).toHaveLength(1);
  });

  it('answers 400 with a message per field', async () => {
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    // Only a blank callsign, on purpose.
    const res = await api.safr.profiles.$post({ json: { callsign: ' ' } as Registration });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.path).sort()).toEqual([
      'callsign',
      'civilianId',
      'department',
      'role',
    ]);

    const civilianId = await insertCivilian(ctx, member.discordId);
    const bad = await api.safr.profiles.$post({
      json: {
        civilianId,
        department: 'Xbox',
        callsign: 'E 12!',
        // A role that does not exist, on purpose.
        role: 'Chief' as 'EMT',
        station: 'Station\u0000 7',
      },
    });
    expect(bad.status).toBe(400);
    const issues = (await errorBody(bad)).issues;
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      callsign: 'Use letters and digits, like E-12.',
      role: 'Choose Firefighter, EMT or Paramedic.',
      station: 'Station contains characters that cannot be stored.',
    });
  });

  it('refuses another member’s civilian (404) and registering someone else (403)', async () => {
    const owner = await ctx.member();
    const foreign = await insertCivilian(ctx, owner.discordId);
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    const body: Omit<Registration, 'civilianId'> = {
      department: 'Xbox',
      callsign: uniqueCallsign('e'),
      role: 'EMT',
    };
    expect((await api.safr.profiles.$post({ json: { ...body, civilianId: foreign } })).status).toBe(
      404,
    );
    const own = await insertCivilian(ctx, member.discordId);
    const other = await api.safr.profiles.$post({
      json: { ...body, civilianId: own, discordId: '123456789012345678' },
    });
    expect(other.status).toBe(403);
  });

  it('keeps callsigns unique across both services of a department (409)', async () => {
    const callsign = uniqueCallsign('u');
    await registeredOfficer(ctx, 'Xbox', { callsign });
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const api = clientAs(ctx, member);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const taken = await api.safr.profiles.$post({
      json: { civilianId, department: 'Xbox', callsign: callsign.toLowerCase(), role: 'EMT' },
    });
    expect(taken.status).toBe(409);
    expect((await errorBody(taken)).error).toBe(
      `Callsign ${callsign.toUpperCase()} is already taken in the Xbox department.`,
    );
    const elsewhere = await api.safr.profiles.$post({
      json: { civilianId, department: 'PlayStation', callsign, role: 'EMT' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('allows one fire/rescue profile per department beside an officer profile', async () => {
    const both = await registeredSafr(ctx, 'Xbox', {
      roles: [TEST_ROLES.fireRescue, TEST_ROLES.publicSafety],
    });
    const api = clientAs(ctx, both);
    const again = await api.safr.profiles.$post({
      json: {
        civilianId: both.civilianId,
        department: 'Xbox',
        callsign: uniqueCallsign('e'),
        role: 'EMT',
      },
    });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error).toBe(
      'You already have a fire/rescue profile in the Xbox department.',
    );

    // The same member may serve as an officer in the same department.
    const officer = await api.officers.$post({
      json: { civilianId: both.civilianId, department: 'Xbox', callsign: uniqueCallsign('d') },
    });
    expect(officer.status).toBe(201);
    // Each side sees only its own profiles.
    const officers = await (await api.officers.me.$get()).json();
    expect(officers.profiles).toHaveLength(1);
    expect(officers.profiles[0]!.callsign).not.toBe(both.profile.callsign);
    const safr = await (await api.safr.me.$get()).json();
    expect(safr.profile!.callsign).toBe(both.profile.callsign);
    expect(safr.profiles).toHaveLength(1);
  });

  it('switches between a member’s departments', async () => {
    const member = await registeredSafr(ctx, 'Xbox');
    const api = clientAs(ctx, member);
    ctx.clock.advance(1000);
    const second = await api.safr.profiles.$post({
      json: {
        civilianId: member.civilianId,
        department: 'PlayStation',
        callsign: uniqueCallsign('e'),
        role: 'Firefighter',
      },
    });
    expect(second.status).toBe(201);
    let me = await (await api.safr.me.$get()).json();
    expect(me.profile!.department).toBe('PlayStation');

    const switched = await api.safr.me.active.$post({ json: { department: 'Xbox' } });
    expect(switched.status).toBe(200);
    me = await (await api.safr.me.$get()).json();
    expect(me.profile!.department).toBe('Xbox');

    // A department that does not exist, on purpose.
    const nintendo = { department: 'Nintendo' as Department };
    expect((await api.safr.me.active.$post({ json: nintendo })).status).toBe(400);
    const lonely = clientAs(ctx, await registeredSafr(ctx, 'Xbox'));
    const none = await lonely.safr.me.active.$post({ json: { department: 'PlayStation' } });
    expect(none.status).toBe(404);
    expect((await errorBody(none)).error).toBe('Fire/rescue profile not found.');
  });

  it('is for fire/rescue members only (403), officers included', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    for (const member of [officer, civilian]) {
      const api = clientAs(ctx, member);
      expect((await api.safr.me.$get()).status).toBe(403);
      expect((await api.safr.me.active.$post({ json: { department: 'Xbox' } })).status).toBe(403);
      const res = await api.safr.profiles.$post({
        json: {
          civilianId: officer.civilianId,
          department: 'Xbox',
          callsign: uniqueCallsign('e'),
          role: 'EMT',
        },
      });
      expect(res.status).toBe(403);
      expect((await errorBody(res)).error).toBe('This requires the fire/rescue role.');
    }
    expect((await clientAs(ctx).safr.me.$get()).status).toBe(401);
    // A member without a profile yet is told to register first.
    const unregistered = clientAs(ctx, await ctx.member([TEST_ROLES.fireRescue]));
    expect(await (await unregistered.safr.me.$get()).json()).toEqual({
      profile: null,
      profiles: [],
    });
    const units = await unregistered.safr.units.$get();
    expect(units.status).toBe(403);
    expect((await errorBody(units)).error).toBe('Register your fire/rescue profile first.');
  });
});

describe('fire/rescue department roles', () => {
  it('admits a member only to the departments whose fire/rescue role they hold', async () => {
    const scoped = ctx;
    const restore = await mapRoles(ctx.db, 'department', 'PlayStation', ['role-ps-safr']);
    const member = await scoped.member([TEST_ROLES.fireRescue]);
    const api = clientAs(scoped, member);
    const civilianId = await insertCivilian(scoped, member.discordId);
    const register = (department: Department) =>
      api.safr.profiles.$post({
        json: { civilianId, department, callsign: uniqueCallsign('r'), role: 'EMT' },
      });
    const refused = await register('PlayStation');
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).error).toBe(
      "You do not hold the PlayStation department's role.",
    );
    expect((await register('Xbox')).status).toBe(201);
    expect((await (await api.auth.me.$get()).json()).permissions).toMatchObject({
      fireRescue: true,
      fireRescueDepartments: ['Xbox'],
    });

    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.fireRescue, 'role-ps-safr']);
    expect((await register('PlayStation')).status).toBe(201);
    expect((await api.safr.units.$get()).status).toBe(200);
    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.fireRescue]);
    // The PlayStation profile (the newest, so the active one) is closed again.
    expect((await api.safr.units.$get()).status).toBe(403);
    await restore();
  });
});
