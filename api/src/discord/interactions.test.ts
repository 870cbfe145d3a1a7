import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, interactionKeys, signInteraction } from '@tenfour/bot/testing/discord-env';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { postInteraction, slashCommand } from './discord-test-helpers';

let ctx: TestContext;
let fake: FakeDiscord;
let privateKey: KeyObject;

beforeAll(async () => {
  fake = await startFakeDiscord();
  const keys = interactionKeys();
  privateKey = keys.privateKey;
  ctx = await createTestContext({ env: discordEnv(fake, keys.publicKeyHex) });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});

const ping = { id: '1', application_id: '800000000000000000', type: 1, token: 't', version: 1 };

describe('POST /interactions', () => {
  it('answers a signed PING with PONG', async () => {
    const res = await postInteraction(ctx, privateKey, ping);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('refuses a bad signature, a tampered body, a missing signature and an old timestamp', async () => {
    const forged = await postInteraction(ctx, privateKey, ping, { signature: 'ab'.repeat(64) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      success: false,
      error: 'Invalid request signature.',
    });

    const stranger = await postInteraction(ctx, interactionKeys().privateKey, ping);
    expect(stranger.status).toBe(401);

    const timestamp = String(Math.floor(ctx.clock.now.getTime() / 1000));
    const tampered = await ctx.request('/interactions', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': signInteraction(privateKey, timestamp, JSON.stringify(ping)),
        'x-signature-timestamp': timestamp,
      },
      body: JSON.stringify({ ...ping, type: 2 }),
    });
    expect(tampered.status).toBe(401);

    const unsigned = await ctx.request('/interactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ping),
    });
    expect(unsigned.status).toBe(401);

    const stale = String(Math.floor(ctx.clock.now.getTime() / 1000) - 3600);
    const replayed = await postInteraction(ctx, privateKey, ping, { timestamp: stale });
    expect(replayed.status).toBe(401);
  });

  it('refuses a signed body that is not an interaction (400)', async () => {
    const timestamp = String(Math.floor(ctx.clock.now.getTime() / 1000));
    const signedRaw = (body: string) =>
      ctx.request('/interactions', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature-ed25519': signInteraction(privateKey, timestamp, body),
          'x-signature-timestamp': timestamp,
        },
        body,
      });
    for (const body of [
      '{"type":',
      'null',
      '[]',
      JSON.stringify({ ...ping, type: '1' }),
      JSON.stringify({ ...ping, type: 2 }),
      JSON.stringify({ ...ping, type: 2, data: { name: 'resync' } }),
      JSON.stringify({ ...ping, type: 3, data: {} }),
    ]) {
      const res = await signedRaw(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({
        success: false,
        error: 'Malformed request body.',
        code: 'invalid_input',
      });
    }
  });

  it('/resync stores the roles Discord holds now and lists the permissions they give', async () => {
    const member = await ctx.member([]);
    fake.addUser({
      id: member.discordId,
      username: 'resyncer',
      roles: [TEST_ROLES.publicSafety, TEST_ROLES.licenseC],
    });

    const res = await postInteraction(
      ctx,
      privateKey,
      slashCommand('resync', fake.guildId, member.discordId),
    );
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { type: number; data: { content: string; flags: number } };
    expect(reply.type).toBe(4);
    expect(reply.data.flags).toBe(64);
    expect(reply.data.content).toContain('✅ Roles synced.');
    expect(reply.data.content).toContain('• Public Safety');
    expect(reply.data.content).toContain('• License: Class C - Standard Drivers License');
    expect((await findUser(ctx.db, member.discordId))?.roles).toEqual([
      TEST_ROLES.publicSafety,
      TEST_ROLES.licenseC,
    ]);
    // The site reads the stored roles on the member's next request.
    const me = (await (await member.get('/api/auth/me')).json()) as {
      permissions: { publicSafety: boolean };
    };
    expect(me.permissions.publicSafety).toBe(true);

    const memberRead = fake.requests.find((r) => r.path.endsWith(`/members/${member.discordId}`));
    expect(memberRead?.headers.authorization).toBe('Bot test-bot-token');

    fake.setRoles(member.discordId, []);
    const again = await postInteraction(
      ctx,
      privateKey,
      slashCommand('resync', fake.guildId, member.discordId),
    );
    const second = (await again.json()) as { data: { content: string } };
    expect(second.data.content).toContain('civilian access');
    expect((await findUser(ctx.db, member.discordId))?.roles).toEqual([]);
  });

  it('/resync tells a member who never signed in to sign in first, and works only in the guild', async () => {
    const id = '123456789012345678';
    fake.addUser({ id, username: 'newcomer', roles: [TEST_ROLES.admin] });
    const res = await postInteraction(ctx, privateKey, slashCommand('resync', fake.guildId, id));
    const reply = (await res.json()) as { data: { content: string } };
    expect(reply.data.content).toContain('You have not signed in to TenFour yet');
    expect(await findUser(ctx.db, id)).toBeUndefined();

    const elsewhere = await postInteraction(ctx, privateKey, slashCommand('resync', '1', id));
    expect(((await elsewhere.json()) as { data: { content: string } }).data.content).toContain(
      'Run /resync in the TenFour Discord server',
    );
  });

  it('says when Discord cannot be reached for the roles', async () => {
    const member = await ctx.member([TEST_ROLES.fireRescue]);
    fake.addUser({ id: member.discordId, username: 'x', roles: [] });
    fake.failNext(/\/members\//, { status: 500 }, { times: 5 });
    const res = await postInteraction(
      ctx,
      privateKey,
      slashCommand('resync', fake.guildId, member.discordId),
    );
    expect(((await res.json()) as { data: { content: string } }).data.content).toContain(
      'Could not read your roles from Discord',
    );
    expect((await findUser(ctx.db, member.discordId))?.roles).toEqual([TEST_ROLES.fireRescue]);
    fake.reset();
  });

  it('answers an unknown button privately', async () => {
    const res = await postInteraction(ctx, privateKey, {
      ...ping,
      type: 3,
      user: { id: '1', username: 'x', discriminator: '0' },
      message: { id: '1', channel_id: '1', embeds: [], components: [] },
      data: { custom_id: 'mystery:1', component_type: 2 },
    });
    expect(await res.json()).toEqual({
      type: 4,
      data: { content: '❌ This action is not supported.', flags: 64 },
    });
  });
});
