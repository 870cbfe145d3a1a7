import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRoles } from '@tenfour/db';
import type { SafrProfileView } from '@tenfour/db/safr';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  insertCivilian,
  json,
  registeredOfficer,
  registeredSafr,
  uniqueCallsign,
} from '../testing/safr';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/safr/profiles', () => {
  it('registers a profile from the caller’s civilian; badge and rank are the server’s', async () => {
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const civilianId = await insertCivilian(ctx, member.discordId, { first: 'Sam', last: 'Ortiz' });
    const callsign = uniqueCallsign('e');
    const res = await member.post('/api/safr/profiles', {
      discordId: member.discordId,
      civilianId,
      department: 'Xbox',
      callsign,
      role: 'Firefighter',
      station: ' Station 12 ',
      // Ignored: names, badges and ranks never come from the body.
      badgeNumber: 1,
      rank: 'Chief',
      firstName: 'Someone',
    });
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; message: string; profile: SafrProfileView }>(res);
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

    const me = await json<{ profile: SafrProfileView; profiles: SafrProfileView[] }>(
      await member.get('/api/safr/me'),
    );
    expect(me.profile._id).toBe(body.profile._id);
    expect(me.profiles).toHaveLength(1);
  });

  it('answers 400 with a message per field', async () => {
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const res = await member.post('/api/safr/profiles', { callsign: ' ' });
    expect(res.status).toBe(400);
    const body = await json<{ success: boolean; issues: { path: string; message: string }[] }>(res);
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.path).sort()).toEqual([
      'callsign',
      'civilianId',
      'department',
      'role',
    ]);

    const civilianId = await insertCivilian(ctx, member.discordId);
    const bad = await member.post('/api/safr/profiles', {
      civilianId,
      department: 'Xbox',
      callsign: 'E 12!',
      role: 'Chief',
      station: 'Station\u0000 7',
    });
    expect(bad.status).toBe(400);
    const issues = (await json<{ issues: { path: string; message: string }[] }>(bad)).issues;
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
    const body = { department: 'Xbox', callsign: uniqueCallsign('e'), role: 'EMT' };
    expect((await member.post('/api/safr/profiles', { ...body, civilianId: foreign })).status).toBe(
      404,
    );
    const own = await insertCivilian(ctx, member.discordId);
    const other = await member.post('/api/safr/profiles', {
      ...body,
      civilianId: own,
      discordId: '123456789012345678',
    });
    expect(other.status).toBe(403);
  });

  it('keeps callsigns unique across both services of a department (409)', async () => {
    const callsign = uniqueCallsign('u');
    await registeredOfficer(ctx, 'Xbox', { callsign });
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    const civilianId = await insertCivilian(ctx, member.discordId);
    const taken = await member.post('/api/safr/profiles', {
      civilianId,
      department: 'Xbox',
      callsign: callsign.toLowerCase(),
      role: 'EMT',
    });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toBe(
      `Callsign ${callsign.toUpperCase()} is already taken in the Xbox department.`,
    );
    const elsewhere = await member.post('/api/safr/profiles', {
      civilianId,
      department: 'PlayStation',
      callsign,
      role: 'EMT',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('allows one fire/rescue profile per department beside an officer profile', async () => {
    const both = await registeredSafr(ctx, 'Xbox', {
      roles: [TEST_ROLES.fireRescue, TEST_ROLES.publicSafety],
    });
    const again = await both.post('/api/safr/profiles', {
      civilianId: both.civilianId,
      department: 'Xbox',
      callsign: uniqueCallsign('e'),
      role: 'EMT',
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe(
      'You already have a fire/rescue profile in the Xbox department.',
    );

    // The same member may serve as an officer in the same department.
    const officer = await both.post('/api/officers', {
      civilianId: both.civilianId,
      department: 'Xbox',
      callsign: uniqueCallsign('d'),
    });
    expect(officer.status).toBe(201);
    // Each side sees only its own profiles.
    const officers = await json<{ profiles: { callsign: string }[] }>(
      await both.get('/api/officers/me'),
    );
    expect(officers.profiles).toHaveLength(1);
    expect(officers.profiles[0]!.callsign).not.toBe(both.profile.callsign);
    const safr = await json<{ profile: SafrProfileView; profiles: unknown[] }>(
      await both.get('/api/safr/me'),
    );
    expect(safr.profile.callsign).toBe(both.profile.callsign);
    expect(safr.profiles).toHaveLength(1);
  });

  it('switches between a member’s departments', async () => {
    const member = await registeredSafr(ctx, 'Xbox');
    ctx.clock.advance(1000);
    const second = await member.post('/api/safr/profiles', {
      civilianId: member.civilianId,
      department: 'PlayStation',
      callsign: uniqueCallsign('e'),
      role: 'Firefighter',
    });
    expect(second.status).toBe(201);
    let me = await json<{ profile: SafrProfileView }>(await member.get('/api/safr/me'));
    expect(me.profile.department).toBe('PlayStation');

    const switched = await member.post('/api/safr/me/active', { department: 'Xbox' });
    expect(switched.status).toBe(200);
    me = await json<{ profile: SafrProfileView }>(await member.get('/api/safr/me'));
    expect(me.profile.department).toBe('Xbox');

    expect((await member.post('/api/safr/me/active', { department: 'Nintendo' })).status).toBe(400);
    const lonely = await registeredSafr(ctx, 'Xbox');
    const none = await lonely.post('/api/safr/me/active', { department: 'PlayStation' });
    expect(none.status).toBe(404);
    expect((await json(none)).error).toBe('Fire/rescue profile not found.');
  });

  it('is for fire/rescue members only (403), officers included', async () => {
    const officer = await registeredOfficer(ctx, 'Xbox');
    const civilian = await ctx.member([TEST_ROLES.licenseC]);
    for (const member of [officer, civilian]) {
      expect((await member.get('/api/safr/me')).status).toBe(403);
      expect((await member.post('/api/safr/me/active', { department: 'Xbox' })).status).toBe(403);
      const res = await member.post('/api/safr/profiles', {
        civilianId: officer.civilianId,
        department: 'Xbox',
        callsign: uniqueCallsign('e'),
        role: 'EMT',
      });
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe('This requires the fire/rescue role.');
    }
    expect((await ctx.request('/api/safr/me')).status).toBe(401);
    // A member without a profile yet is told to register first.
    const unregistered = await ctx.member([TEST_ROLES.fireRescue]);
    expect(await json(await unregistered.get('/api/safr/me'))).toEqual({
      profile: null,
      profiles: [],
    });
    const units = await unregistered.get('/api/safr/units');
    expect(units.status).toBe(403);
    expect((await json(units)).error).toBe('Register your fire/rescue profile first.');
  });
});

describe('fire/rescue department roles', () => {
  it('admits a member only to the departments whose fire/rescue role they hold', async () => {
    const scoped = await createTestContext({
      handle: ctx.handle,
      env: { PLAYSTATION_SAFR_ROLE_IDS: 'role-ps-safr' },
    });
    const member = await scoped.member([TEST_ROLES.fireRescue]);
    const civilianId = await insertCivilian(scoped, member.discordId);
    const register = (department: string) =>
      member.post('/api/safr/profiles', {
        civilianId,
        department,
        callsign: uniqueCallsign('r'),
        role: 'EMT',
      });
    const refused = await register('PlayStation');
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toBe("You do not hold the PlayStation department's role.");
    expect((await register('Xbox')).status).toBe(201);
    expect((await json(await member.get('/api/auth/me'))).permissions).toMatchObject({
      fireRescue: true,
      fireRescueDepartments: ['Xbox'],
    });

    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.fireRescue, 'role-ps-safr']);
    expect((await register('PlayStation')).status).toBe(201);
    expect((await member.get('/api/safr/units')).status).toBe(200);
    await setUserRoles(scoped.db, member.discordId, [TEST_ROLES.fireRescue]);
    // The PlayStation profile (the newest, so the active one) is closed again.
    expect((await member.get('/api/safr/units')).status).toBe(403);
  });
});
