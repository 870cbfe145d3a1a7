import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, interactionKeys, signInteraction } from '@tenfour/bot/testing/discord-env';
import { createTestContext, type TestContext } from '../testing/test-app';
import { postInteraction } from '../testing/discord';

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
});
