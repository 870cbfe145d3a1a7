import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@tenfour/db';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, interactionKeys } from '@tenfour/bot/testing/discord-env';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { insertOfficer, postInteraction } from '../testing/discord';
import { clientAs } from '../testing/client';

let handle: DbHandle;
let fake: FakeDiscord;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeDiscord();
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});

/** An app on the file's database with these limits (each app counts on its own on PGlite). */
// Raw requests on purpose: a limit counts requests whatever their body (several here are refused
// shapes), and the sign-in routes it guards sit outside /api, read by their headers.
function appWith(env: Record<string, string>): Promise<TestContext> {
  return createTestContext({ handle, env });
}

async function expectRefused(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const body = (await res.json()) as { message: string };
  expect(body).toMatchObject({
    success: false,
    error: body.message,
    message: body.message,
    code: 'rate_limited',
  });
  expect(body.message).toMatch(message);
  expect(body.message).toMatch(/Try again in \d+ (seconds?|minutes?)\.$/);
}

describe('writes per member', () => {
  it('refuses a member over the limit with 429 and Retry-After, and no one else', async () => {
    const ctx = await appWith({ RATE_LIMIT_WRITES: '3' });
    const [busy, other] = [await ctx.member(), await ctx.member()];
    const civilian = (n: number) => ({
      firstName: 'Rate',
      lastName: `Limited${'x'.repeat(n)}`,
      dateOfBirth: '1990-01-01',
      gender: 'Male',
    });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await busy.post('/api/civilians', civilian(i))).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    await expectRefused(
      await busy.post('/api/civilians', civilian(4)),
      /^You are making changes too quickly\./,
    );
    // Reading is never limited, and each member has a budget of their own.
    expect((await clientAs(ctx, busy).civilians.$get({ query: {} })).status).toBe(200);
    expect((await other.post('/api/civilians', civilian(5))).status).not.toBe(429);
  });

  it('leaves a member playing at a normal pace alone under the default', async () => {
    const ctx = await appWith({});
    const member = await ctx.member();
    for (let i = 0; i < 40; i++) {
      const res = await member.post('/api/civilians', {});
      expect(res.status).toBe(400);
    }
  });
});

describe('direct messages per officer', () => {
  it('refuses the officer over the DM limit', async () => {
    const ctx = await appWith({ ...discordEnv(fake), RATE_LIMIT_DMS: '2' });
    const cop = await ctx.member([TEST_ROLES.publicSafety]);
    await insertOfficer(ctx, cop.discordId);
    const civilian = await ctx.member();
    const dm = () =>
      cop.post('/api/dm/send', {
        discordId: civilian.discordId,
        embed: { title: 'Citation Issued', description: 'Speeding', color: 16763904 },
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${randomUUID()}` },
            ],
          },
        ],
      });
    expect((await dm()).status).toBe(200);
    expect((await dm()).status).toBe(200);
    await expectRefused(await dm(), /^You are sending direct messages too quickly\./);
    const queued = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'dm')
      .where((eb) =>
        eb(eb.ref('payload', '->>').key('discordId' as never), '=', civilian.discordId),
      )
      .execute();
    expect(queued).toHaveLength(2);
  });
});

describe('per client address', () => {
  const from = (address: string, extra: Record<string, string> = {}) => ({
    // A client can put anything on the left; the trusted proxy appends the real address.
    'x-forwarded-for': `203.0.113.99, ${address}`,
    ...extra,
  });

  it('limits demo sign-ins by the address the trusted proxy saw', async () => {
    const ctx = await appWith({ RATE_LIMIT_DEMO_SIGN_IN: '2', TRUST_PROXY_HOPS: '1' });
    const demo = (address: string) =>
      ctx.request('/auth/demo', {
        method: 'POST',
        headers: from(address, { 'content-type': 'application/json' }),
        body: JSON.stringify({ discordId: 'nobody' }),
      });
    expect((await demo('198.51.100.1')).status).toBe(400);
    expect((await demo('198.51.100.1')).status).toBe(400);
    await expectRefused(await demo('198.51.100.1'), /^Too many sign-in attempts/);
    expect((await demo('198.51.100.2')).status).toBe(400);
  });

  it('limits starting a Discord sign-in and its callback; a browser reads why', async () => {
    const ctx = await appWith({
      ...discordEnv(fake),
      RATE_LIMIT_SIGN_IN: '2',
      TRUST_PROXY_HOPS: '1',
    });
    const address = '198.51.100.7';
    expect((await ctx.request('/auth/discord', { headers: from(address) })).status).toBe(302);
    const badCallback = await ctx.request('/auth/discord/callback?code=x&state=y', {
      headers: from(address),
    });
    expect(badCallback.status).toBe(400);
    await expectRefused(
      await ctx.request('/auth/discord/callback?code=x&state=y', { headers: from(address) }),
      /^Too many sign-in attempts from your network\./,
    );
    const page = await ctx.request('/auth/discord', {
      headers: from(address, { accept: 'text/html' }),
    });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await page.text()).toMatch(/Too many sign-in attempts from your network\. Try again in/);
    expect((await ctx.request('/auth/discord', { headers: from('198.51.100.8') })).status).toBe(
      302,
    );
  });

  it('limits interactions with a bad signature, never signed ones', async () => {
    const keys = interactionKeys();
    const ctx = await appWith({
      ...discordEnv(fake, keys.publicKeyHex),
      RATE_LIMIT_REJECTED_INTERACTIONS: '2',
    });
    const ping = { id: '1', application_id: '800000000000000000', type: 1, token: 't', version: 1 };
    const forged = () =>
      postInteraction(ctx, keys.privateKey, ping, { signature: '00'.repeat(64) });
    expect((await forged()).status).toBe(401);
    expect((await forged()).status).toBe(401);
    await expectRefused(await forged(), /^Too many unsigned interaction requests\./);
    // Discord's own requests are signed: they still go through.
    for (let i = 0; i < 5; i++) {
      expect((await postInteraction(ctx, keys.privateKey, ping)).status).toBe(200);
    }
  });
});
