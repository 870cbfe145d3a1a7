import type { KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import { parseResponse } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, demoUsers } from '@tenfour/db';
import { createTestDb, testEngine } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, interactionKeys } from '@tenfour/bot/testing/discord-env';
import {
  createTestContext,
  TEST_ENV,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { startSecondProcess } from '../testing/second-process';
import { accountsOf } from '../testing/bank';
import { insertCivilian, officer } from '../testing/records';
import { clientAs, errorBody } from '../testing/client';
import { buttonPress, postInteraction, slashCommand } from '../testing/discord';

// Suspending a member: every session ends at once (in every API process), sign-in is refused
// with the reason, the bot's Pay Fine button and /resync answer with it, and it stops
// applying by itself once it ends.

let fake: FakeDiscord;
let privateKey: KeyObject;
let handle: Awaited<ReturnType<typeof createTestDb>>;
/** Demo mode (no Discord sign-in configured): demo personas sign in. */
let demo: TestContext;
/** Discord sign-in, the bot's interactions endpoint and the fake Discord. */
let discord: TestContext;
let staff: TestMember;

beforeAll(async () => {
  fake = await startFakeDiscord();
  const keys = interactionKeys();
  privateKey = keys.privateKey;
  handle = await createTestDb();
  demo = await createTestContext({ handle });
  discord = await createTestContext({ handle, env: discordEnv(fake, keys.publicKeyHex) });
  staff = await demo.member([TEST_ROLES.admin], { username: 'staff.sam' });
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});

function cookieFrom(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = (pair ?? '').indexOf('=');
    if (pair?.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

const suspend = (discordId: string, json: { reason: string; endsAt?: string }) =>
  clientAs(demo, staff).admin.members[':discordId'].suspend.$post({ param: { discordId }, json });
const lift = (discordId: string, json: { note?: string }) =>
  clientAs(demo, staff).admin.members[':discordId'].lift.$post({ param: { discordId }, json });
/** Who the app says is signed in, for a member or a bare session cookie. */
const signedInAs = (ctx: TestContext, member: { cookie: string }) =>
  clientAs(ctx, member).auth.me.$get();
/** The suspension notice, as the /suspended page asks for it with the notice cookie. */
const suspensionNotice = (ctx: TestContext, notice?: string) =>
  clientAs(
    ctx,
    notice === undefined ? undefined : { cookie: `tenfour_suspension=${notice}` },
  ).auth.suspension.$get();

const inTwoDays = () => new Date(demo.clock.now.getTime() + 2 * 86_400_000);
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

describe('suspending a member', () => {
  it('ends every session at once; the next request says why, and so does the notice', async () => {
    const member = await demo.member();
    const other = await createSession(demo.db, member.discordId, demo.clock.now);
    const otherCookie = `tenfour_session=${other.token}`;
    expect((await signedInAs(demo, member)).status).toBe(200);
    expect((await signedInAs(demo, { cookie: otherCookie })).status).toBe(200);

    const endsAt = inTwoDays();
    const res = await suspend(member.discordId, {
      reason: 'Griefing at Legion Square',
      endsAt: endsAt.toISOString(),
    });
    expect(res.status).toBe(201);
    const { suspension } = await parseResponse(res);
    expect(suspension.active).toBe(true);

    const signedOut = await signedInAs(demo, member);
    expect(signedOut.status).toBe(401);
    const refused = await errorBody(signedOut);
    expect(refused).toMatchObject({
      success: false,
      code: 'suspended',
      error: `Your access is suspended until ${utc(endsAt)}. Reason: Griefing at Legion Square`,
    });
    expect(cookieFrom(signedOut, 'tenfour_session')).toBe('');
    const notice = cookieFrom(signedOut, 'tenfour_suspension');
    expect(notice).toBe(suspension._id);
    const again = await signedInAs(demo, { cookie: otherCookie });
    expect((await errorBody(again)).code).toBe('suspended');

    const shown = await suspensionNotice(demo, notice);
    expect(await shown.json()).toEqual({
      suspended: true,
      reason: 'Griefing at Legion Square',
      startsAt: demo.clock.now.toISOString(),
      endsAt: endsAt.toISOString(),
      message: refused.error,
      messageKey: 'staff.suspendedUntil',
      messageParams: { until: utc(endsAt), reason: 'Griefing at Legion Square' },
    });
    expect(await (await suspensionNotice(demo)).json()).toEqual({ suspended: false });
    // Public pages and routes still answer the signed-out member.
    expect((await clientAs(demo, member).meta.$get()).status).toBe(200);

    const sessions = await demo.db
      .selectFrom('sessions')
      .select('ended_at')
      .where('discord_id', '=', member.discordId)
      .execute();
    expect(sessions.map((s) => s.ended_at?.toISOString())).toEqual([
      demo.clock.now.toISOString(),
      demo.clock.now.toISOString(),
    ]);
  });

  it('refuses demo sign-in and Discord sign-in with the reason (the web shows /suspended)', async () => {
    const [persona] = demoUsers();
    // Sign-in sits outside /api and answers with cookies: called raw, as the browser posts it.
    const signIn = () =>
      demo.request('/auth/demo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ discordId: persona!.discordId }),
      });
    expect((await signIn()).status).toBe(200);
    expect((await suspend(persona!.discordId, { reason: 'Alt account' })).status).toBe(201);
    const refused = await signIn();
    expect(refused.status).toBe(401);
    expect(await errorBody(refused)).toMatchObject({
      code: 'suspended',
      error: 'Your access is suspended until staff lift it. Reason: Alt account',
    });
    expect(cookieFrom(refused, 'tenfour_session')).toBeUndefined();
    expect(cookieFrom(refused, 'tenfour_suspension')).toMatch(/^[0-9a-f-]{36}$/);

    const user = { id: '333333333333333333', username: 'discord.dani', roles: [] };
    fake.addUser(user);
    fake.authorizeAs(user.id);
    expect((await discordSignIn()).status).toBe(302);
    expect((await suspend(user.id, { reason: 'Harassing other members' })).status).toBe(201);
    fake.authorizeAs(user.id);
    const done = await discordSignIn();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/suspended');
    expect(cookieFrom(done, 'tenfour_session')).toBeUndefined();
    const notice = await suspensionNotice(discord, cookieFrom(done, 'tenfour_suspension'));
    expect(await notice.json()).toMatchObject({
      suspended: true,
      reason: 'Harassing other members',
      endsAt: null,
    });
  });

  it('stops applying by itself when it ends, and at once when lifted', async () => {
    const member = await demo.member();
    const endsAt = new Date(demo.clock.now.getTime() + 3_600_000);
    await suspend(member.discordId, { reason: 'Cool-down', endsAt: endsAt.toISOString() });
    await expect(createSession(demo.db, member.discordId, demo.clock.now)).rejects.toThrow(
      'Reason: Cool-down',
    );
    const listed = async () => {
      const res = await clientAs(demo, staff).admin.members[':discordId'].$get({
        param: { discordId: member.discordId },
      });
      return (await parseResponse(res)).member.suspension;
    };
    expect(await listed()).toMatchObject({ reason: 'Cool-down', active: true });

    demo.clock.advance(3_600_000 + 1);
    expect(await listed()).toBeNull();
    await createSession(demo.db, member.discordId, demo.clock.now);

    await suspend(member.discordId, { reason: 'Again' });
    await expect(createSession(demo.db, member.discordId, demo.clock.now)).rejects.toThrow();
    const lifted = await lift(member.discordId, { note: 'Apologised.' });
    expect(lifted.status).toBe(200);
    expect((await parseResponse(lifted)).suspension).toMatchObject({
      active: false,
      liftNote: 'Apologised.',
    });
    await createSession(demo.db, member.discordId, demo.clock.now);
    const twice = await lift(member.discordId, {});
    expect(twice.status).toBe(409);
    expect((await errorBody(twice)).error).toBe('This member is not suspended.');
  });

  it('staff cannot suspend themselves, other staff, an unknown member, or twice', async () => {
    const colleague = await demo.member([TEST_ROLES.admin, TEST_ROLES.publicSafety]);
    const self = await suspend(staff.discordId, { reason: 'Testing' });
    expect(self.status).toBe(403);
    expect((await errorBody(self)).error).toBe('You cannot suspend yourself.');
    const other = await suspend(colleague.discordId, { reason: 'Testing' });
    expect(other.status).toBe(403);
    expect((await errorBody(other)).error).toBe('Staff members cannot be suspended.');
    expect((await suspend('999999999999999999', { reason: 'Testing' })).status).toBe(404);

    const member = await demo.member();
    expect((await suspend(member.discordId, { reason: 'Once' })).status).toBe(201);
    const twice = await suspend(member.discordId, { reason: 'Twice' });
    expect(twice.status).toBe(409);
    expect((await errorBody(twice)).error).toBe('This member is already suspended.');
    // A refused suspension ended nothing.
    expect((await signedInAs(demo, colleague)).status).toBe(200);
  });

  it('answers bad input with a 400 and field messages', async () => {
    const member = await demo.member();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'reason', /Enter a reason/],
      [{ reason: '   ' }, 'reason', /Enter a reason/],
      [{ reason: 'x'.repeat(501) }, 'reason', /under 501/],
      [{ reason: 'bad\u0000byte' }, 'reason', /cannot be stored/],
      [{ reason: 'half \ud83d pair' }, 'reason', /cannot be stored/],
      [{ reason: 'Ok', endsAt: 'tomorrow' }, 'endsAt', /ISO date and time/],
      [{ reason: 'Ok', endsAt: 42 }, 'endsAt', /./],
    ];
    // Bodies the client's types refuse among them: sent raw on purpose.
    for (const [body, path, message] of cases) {
      const res = await staff.post(`/api/admin/members/${member.discordId}/suspend`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorBody(res);
      expect(error.issues?.[0]).toMatchObject({ path, message: expect.stringMatching(message) });
    }
    const past = await suspend(member.discordId, {
      reason: 'Ok',
      endsAt: new Date(demo.clock.now.getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    // Checked against the clock after validation, and still shown under its field.
    const pastError = await errorBody(past);
    expect(pastError.error).toBe('The end of the suspension must be in the future.');
    expect(pastError.issues).toMatchObject([
      { path: 'endsAt', message: 'The end of the suspension must be in the future.' },
    ]);
    // A note that is not text: a body the client's types refuse, sent raw.
    expect(
      (await staff.post(`/api/admin/members/${member.discordId}/lift`, { note: 7 })).status,
    ).toBe(400);
    // Nothing was suspended by any of it.
    expect((await signedInAs(demo, member)).status).toBe(200);
  });

  it('makes the Pay Fine button and /resync answer with the reason, and charges nothing', async () => {
    const owner = await discord.member();
    fake.addUser({ id: owner.discordId, username: 'owner.olli', roles: [] });
    const civilianId = await insertCivilian(discord, owner.discordId, {
      first: 'Olli',
      last: 'Berg',
    });
    await accountsOf(owner, civilianId);
    const cop = await officer(discord);
    const { recordId } = await parseResponse(
      clientAs(discord, cop).reports.create.$post({
        json: { civilianId, type: 'citation', reason: 'Speeding (1-15 over)' },
      }),
    );
    const endsAt = inTwoDays();
    await suspend(owner.discordId, { reason: 'Bank fraud', endsAt: endsAt.toISOString() });

    const pressed = await postInteraction(
      discord,
      privateKey,
      buttonPress(`payfine:${recordId}`, owner.discordId, { embeds: [], components: [] }),
    );
    const seconds = Math.floor(endsAt.getTime() / 1000);
    const reason = `⛔ Your access is suspended until <t:${seconds}:f>. Reason: Bank fraud`;
    expect(await pressed.json()).toEqual({ type: 4, data: { content: reason, flags: 64 } });
    const record = await discord.db
      .selectFrom('records')
      .select('fine_status')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(record.fine_status).toBe('unpaid');

    const resync = await postInteraction(
      discord,
      privateKey,
      slashCommand('resync', fake.guildId, owner.discordId),
    );
    expect(await resync.json()).toEqual({ type: 4, data: { content: reason, flags: 64 } });
  });
});

/**
 * The browser's Discord sign-in: app → fake authorize page → app callback. Redirects and
 * cookies are the point, so these are raw requests.
 */
async function discordSignIn(): Promise<Response> {
  const begin = await discord.request('/auth/discord');
  const oauth = cookieFrom(begin, 'tenfour_oauth');
  const authorize = await fetch(begin.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  return discord.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: `tenfour_oauth=${oauth}` },
  });
}

describe.runIf(testEngine() === 'postgres')('with a second API process', () => {
  it('the other process signs the member out at once, without waiting for its cache', async () => {
    // Another process over real HTTP: plain requests, not the in-process client.
    const other = await startSecondProcess(handle.url!, TEST_ENV);
    try {
      const me = (member: TestMember) =>
        other.request('/api/auth/me', { headers: { cookie: member.cookie } });
      const username = async (member: TestMember) =>
        ((await (await me(member)).json()) as { username: string }).username;
      // A member the other process answers from memory: renamed behind its back (no
      // announcement), it still says the old name. Its cache keeps what it reads only once its
      // LISTEN is open, so new members are tried until one is remembered.
      let member: TestMember | undefined;
      for (let attempt = 0; !member && attempt < 50; attempt += 1) {
        const candidate = await demo.member([], { username: `cached${attempt}` });
        await me(candidate);
        await sql`UPDATE users SET username = 'renamed.quietly' WHERE discord_id = ${candidate.discordId}`.execute(
          demo.db,
        );
        if ((await username(candidate)) === `cached${attempt}`) member = candidate;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!member) throw new Error('The other process never answered from memory.');

      const started = Date.now();
      await suspend(member.discordId, { reason: 'Raid organiser' });
      await expect
        .poll(async () => (await me(member)).status, { timeout: 5_000, interval: 20 })
        .toBe(401);
      // Far sooner than the cache's 30 s: the announcement did it.
      expect(Date.now() - started).toBeLessThan(5_000);
      const refused = await errorBody(await me(member));
      expect(refused).toMatchObject({
        code: 'suspended',
        error: 'Your access is suspended until staff lift it. Reason: Raid organiser',
      });
    } finally {
      await other.stop();
    }
  });
});
