import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapRoles } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { ConfigError, loadConfig } from '@tenfour/db';
import { parseResponse } from 'hono/client';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, errorBody } from '../testing/client';

let fake: FakeDiscord;
let ctx: TestContext;

const OFFICER = {
  id: '311111111111111111',
  username: 'officer.dale',
  roles: [TEST_ROLES.publicSafety],
};
const STRANGER = { id: '322222222222222222', username: 'not.a.member', outsideGuild: true };

beforeAll(async () => {
  fake = await startFakeDiscord();
  fake.addUser(OFFICER);
  fake.addUser(STRANGER);
  ctx = await createTestContext({
    env: {
      DISCORD_CLIENT_ID: fake.clientId,
      DISCORD_CLIENT_SECRET: fake.clientSecret,
      DISCORD_GUILD_ID: fake.guildId,
      DISCORD_API_BASE: fake.apiBase,
      DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** Who the app says is signed in, for a member or a bare session cookie. */
const whoAmI = (app: TestContext, member?: { cookie: string }) =>
  clientAs(app, member).auth.me.$get();
const session = (token: string | undefined) => ({ cookie: `tenfour_session=${token}` });

function cookieFrom(res: { headers: Headers }, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value;
  }
  return undefined;
}

/**
 * Runs the browser's redirect chain: app → fake Discord authorize → app callback. Redirects and
 * cookies are what these tests read, so the sign-in routes are called raw.
 */
async function discordSignIn(start = '/auth/discord', headers: Record<string, string> = {}) {
  const begin = await ctx.request(start, { headers });
  expect(begin.status).toBe(302);
  const oauthCookie = cookieFrom(begin, 'tenfour_oauth');
  const authorize = await fetch(begin.headers.get('location')!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  const done = await ctx.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: `tenfour_oauth=${oauthCookie}`, ...headers },
  });
  return { begin, callback, done, session: cookieFrom(done, 'tenfour_session') };
}

describe('Discord sign-in', () => {
  it('runs authorization code + PKCE + state and lands the member on /home with guild roles', async () => {
    fake.authorizeAs(OFFICER.id);
    const { begin, callback, done, session: signedIn } = await discordSignIn();
    const authorizeUrl = new URL(begin.headers.get('location')!);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(fake.authorizeUrl);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')).toBe('identify guilds.members.read');
    expect(callback.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/home');
    expect(signedIn).toBeTruthy();

    const me = await whoAmI(ctx, session(signedIn));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      username: 'officer.dale',
      discriminator: '0',
      avatar: null,
      discordId: OFFICER.id,
      roles: [TEST_ROLES.publicSafety],
      permissions: {
        member: true,
        publicSafety: true,
        fireRescue: false,
        admin: false,
        dispatch: false,
        judge: false,
        licenses: [],
        departments: ['Xbox', 'PlayStation'],
        fireRescueDepartments: [],
        ranks: [],
      },
      locale: null,
      supervises: [],
      defaultLanguage: 'en',
    });
  });

  it('returns to the page the member started from, and only to a path on this site', async () => {
    const deep = await discordSignIn('/auth/discord?returnTo=%2Fdashboard%2Fpso%2Fsearch%3Fq%3D1');
    expect(deep.done.headers.get('location')).toBe('/dashboard/pso/search?q=1');
    const evil = await discordSignIn('/auth/discord?returnTo=%2F%2Fevil.example%2F');
    expect(evil.done.headers.get('location')).toBe('/home');
  });

  it('refuses a callback whose state does not match, with a clear 400', async () => {
    const begin = await ctx.request('/auth/discord');
    const oauthCookie = cookieFrom(begin, 'tenfour_oauth');
    const res = await ctx.request('/auth/discord/callback?code=abc&state=forged', {
      headers: { cookie: `tenfour_oauth=${oauthCookie}` },
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/state did not match/);

    const page = await ctx.request('/auth/discord/callback?code=abc&state=forged', {
      headers: { cookie: `tenfour_oauth=${oauthCookie}`, accept: 'text/html' },
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Sign-in could not be verified');
  });

  it('explains, not crashes, when Discord’s token endpoint is down or unreachable', async () => {
    fake.failNext(/\/oauth2\/token$/, { status: 500, body: { message: 'boom' } });
    const down = await discordSignIn();
    expect(down.done.status).toBe(502);
    expect((await errorBody(down.done)).error).toMatch(/Discord did not answer/);

    fake.failNext(/\/oauth2\/token$/, { status: 0 });
    const unreachable = await discordSignIn();
    expect(unreachable.done.status).toBe(502);
  });

  it('refuses someone who is not a member of the community guild', async () => {
    fake.authorizeAs(STRANGER.id);
    const { done, session } = await discordSignIn();
    expect(done.status).toBe(403);
    expect(session).toBeUndefined();
    fake.authorizeAs(OFFICER.id);
  });

  it('admits only holders of a mapped member role, once staff map one', async () => {
    fake.authorizeAs(OFFICER.id);
    const restore = await mapRoles(ctx.db, 'member', '', ['role-member']);
    try {
      const refused = await discordSignIn();
      expect(refused.done.status).toBe(403);
      expect(refused.session).toBeUndefined();
      fake.setRoles(OFFICER.id, [TEST_ROLES.publicSafety, 'role-member']);
      expect((await discordSignIn()).session).toBeDefined();
    } finally {
      fake.setRoles(OFFICER.id, [TEST_ROLES.publicSafety]);
      await restore();
    }
  });

  it('resync re-reads roles from Discord through a fresh authorization', async () => {
    fake.authorizeAs(OFFICER.id);
    const first = await discordSignIn();
    fake.setRoles(OFFICER.id, [TEST_ROLES.publicSafety, TEST_ROLES.admin]);
    const resync = await ctx.request('/auth/resync', {
      headers: {
        cookie: `tenfour_session=${first.session}`,
        referer: 'http://localhost/dashboard/pso',
      },
    });
    expect(resync.status).toBe(302);
    expect(resync.headers.get('location')).toBe('/auth/discord?returnTo=%2Fdashboard%2Fpso');
    const again = await discordSignIn(resync.headers.get('location')!);
    expect(again.done.headers.get('location')).toBe('/dashboard/pso');
    const body = await parseResponse(whoAmI(ctx, session(first.session)));
    expect(body.roles).toEqual([TEST_ROLES.publicSafety, TEST_ROLES.admin]);
    expect(body.permissions.admin).toBe(true);
    fake.setRoles(OFFICER.id, [TEST_ROLES.publicSafety]);
  });

  it('has no demo sign-in when Discord is configured', async () => {
    const res = await clientAs(ctx).auth['demo-users'].$get();
    expect(res.status).toBe(404);
  });
});

describe('sessions', () => {
  it('answers 401 JSON when not signed in', async () => {
    const res = await whoAmI(ctx);
    expect(res.status).toBe(401);
    expect(await errorBody(res)).toMatchObject({ success: false, error: 'You must be signed in.' });
  });

  it('expires after 30 days without use', async () => {
    const member = await ctx.member();
    expect((await whoAmI(ctx, member)).status).toBe(200);
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await whoAmI(ctx, member)).status).toBe(401);
  });

  it('renews with use, sending the cookie again only when its expiry moves', async () => {
    const day = 24 * 60 * 60 * 1000;
    const member = await ctx.member();
    const cookieOf = (res: { headers: Headers }) =>
      res.headers.getSetCookie().find((c) => c.startsWith('tenfour_session='));
    expect(cookieOf(await whoAmI(ctx, member))).toBeDefined();
    ctx.clock.advance(5 * 60 * 1000);
    expect(cookieOf(await whoAmI(ctx, member))).toBeUndefined();

    ctx.clock.advance(2 * day);
    const renewed = cookieOf(await whoAmI(ctx, member));
    const expires = new Date(ctx.clock.now.getTime() + 30 * day).toUTCString();
    expect(renewed).toContain(`Expires=${expires}`);
    // 31 days after sign-in, alive: the renewal moved its end.
    ctx.clock.advance(29 * day);
    expect((await whoAmI(ctx, member)).status).toBe(200);
  });

  it('ignores a forged cookie and clears it', async () => {
    const res = await whoAmI(ctx, session('forged-token'));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toMatch(/tenfour_session=;/);
  });

  it('stores only a hash of the token', async () => {
    const member = await ctx.member();
    const token = member.cookie.split('=')[1]!;
    const rows = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('signs out', async () => {
    const member = await ctx.member();
    // Sign-out sits outside /api with the sign-in routes: called raw, as the browser posts it.
    const out = await member.post('/auth/logout');
    expect(out.status).toBe(200);
    expect((await whoAmI(ctx, member)).status).toBe(401);
  });

  it('refuses a cross-site write and allows a same-site one', async () => {
    const member = await ctx.member();
    // Origin and Sec-Fetch-Site are the point here: raw requests with those headers.
    const evil = await member.post('/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: 'Cross-site request refused.' });
    const fetchSite = await member.post('/auth/logout', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    expect((await whoAmI(ctx, member)).status).toBe(200);
    const ok = await member.post('/auth/logout', undefined, { origin: 'http://localhost:3000' });
    expect(ok.status).toBe(200);
  });

  it('refuses an oversized body before reading it, signed in or not', async () => {
    const member = await ctx.member();
    // A body far past the limit, which the client's types have no reason to allow: sent raw.
    const huge = JSON.stringify({ firstName: 'x'.repeat(200 * 1024) });
    const res = await member.post('/api/civilians', JSON.parse(huge) as unknown);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: 'Request body too large.' });
    const anonymous = await ctx.request('/auth/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(anonymous.status).toBe(413);
  });
});

describe('demo sign-in', () => {
  it('signs in as a seeded persona when Discord is not configured', async () => {
    // A database of its own: demo mode maps the demo guild's roles on first start.
    const demo = await createTestContext();
    const { users } = await parseResponse(clientAs(demo).auth['demo-users'].$get());
    expect(users.map((u) => u.label)).toEqual([
      'Civilian',
      'Police officer',
      'Fire / rescue',
      'Community staff',
      'Dispatcher',
      'Supervisor',
      'Judge',
    ]);
    const officer = users[1]!;
    // Demo sign-in answers with a session cookie: called raw, as the browser posts it.
    const res = await demo.request('/auth/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discordId: officer.discordId, returnTo: '/dashboard/pso' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, returnTo: '/dashboard/pso' });
    const me = await whoAmI(demo, session(cookieFrom(res, 'tenfour_session')));
    expect((await parseResponse(me)).permissions.publicSafety).toBe(true);

    // Without a page to return to, the fire/rescue persona starts on the SAFR Dashboard.
    const fire = users[2]!;
    expect(fire).toMatchObject({ landing: '/dashboard/safr' });
    const landed = await demo.request('/auth/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discordId: fire.discordId }),
    });
    expect(await landed.json()).toEqual({ success: true, returnTo: '/dashboard/safr' });

    const unknown = await demo.request('/auth/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discordId: OFFICER.id }),
    });
    expect(unknown.status).toBe(400);
    await demo.close();
  });

  it('does not exist in production', async () => {
    const prod = await createTestContext({
      handle: ctx.handle,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://cad.example.com',
        DISCORD_CLIENT_ID: 'x',
        DISCORD_CLIENT_SECRET: 'y',
        DISCORD_GUILD_ID: 'z',
      },
    });
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await clientAs(prod).auth['demo-users'].$get(undefined, { headers: https })).status,
    ).toBe(404);
    const post = await prod.request('/auth/demo', {
      method: 'POST',
      headers: { ...https, 'content-type': 'application/json' },
      body: JSON.stringify({ discordId: '100000000000000002' }),
    });
    expect(post.status).toBe(404);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cad.example.com' }),
    ).toThrow(/DISCORD_CLIENT_ID: required when NODE_ENV=production/);
  });
});

describe('transport security', () => {
  it('redirects http to https when the public URL is https, honouring X-Forwarded-Proto', async () => {
    const secure = await createTestContext({
      handle: ctx.handle,
      env: { PUBLIC_URL: 'https://cad.example.com' },
    });
    const res = await secure.request('/dashboard?x=1', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://cad.example.com/dashboard?x=1');
    const member = await secure.member();
    const viaProxy = await clientAs(secure, member).auth.me.$get(undefined, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.getSetCookie().join()).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
  });

  it('sends security headers', async () => {
    const res = await ctx.request('/healthz');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends API answers the REST set of security headers, not the page set', async () => {
    const member = await ctx.member();
    // A path no route has: the typed client cannot name it.
    const missing = await ctx.request('/api/no-such-route');
    for (const res of [await whoAmI(ctx, member), missing]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBeNull();
    }
  });

  it('answers /healthz without asking the database', async () => {
    const res = await ctx.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('configuration', () => {
  it('names every offending variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        PSO_ROLE_IDS: 'ok,bad id!',
        DATABASE_POOL_SIZE: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('PUBLIC_URL');
    expect(message).toContain('PSO_ROLE_IDS');
    expect(message).toContain('DATABASE_POOL_SIZE');
  });

  it('requires the whole Discord OAuth trio once any part is set', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: '1' })).toThrow(
      /DISCORD_CLIENT_SECRET: required[\s\S]*DISCORD_GUILD_ID: required/,
    );
  });

  it('defaults the Discord endpoints to Discord itself and the pool to 10 connections', () => {
    const config = loadConfig({});
    expect(config.discord.apiBase).toBe('https://discord.com/api/v10');
    expect(config.discord.authorizeUrl).toBe('https://discord.com/oauth2/authorize');
    expect(config.demoMode).toBe(true);
    expect(config.database.poolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).database.poolSize).toBe(4);
  });
});
