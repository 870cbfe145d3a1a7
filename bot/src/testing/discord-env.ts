import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';

export const TEST_BOT_TOKEN = 'test-bot-token';

/** An Ed25519 key pair standing in for the application's; Discord signs with the private half. */
export function interactionKeys(): { publicKeyHex: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  return { publicKeyHex: Buffer.from(jwk.x ?? '', 'base64url').toString('hex'), privateKey };
}

/** Signs an interaction body the way Discord does: Ed25519 over timestamp + raw body. */
export function signInteraction(privateKey: KeyObject, timestamp: string, body: string): string {
  return sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
}

/** Environment pointing every Discord setting at the fake. */
export function discordEnv(fake: FakeDiscord, publicKeyHex?: string): Record<string, string> {
  return {
    DISCORD_CLIENT_ID: fake.clientId,
    DISCORD_CLIENT_SECRET: fake.clientSecret,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_BOT_TOKEN: TEST_BOT_TOKEN,
    DISCORD_API_BASE: fake.apiBase,
    DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
    XBOX_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/123/tok`,
    ...(publicKeyHex ? { DISCORD_PUBLIC_KEY: publicKeyHex } : {}),
  };
}
