import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/**
 * The `webhook-signature` header of a message (Standard Webhooks, v1): the HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` keyed with the secret's decoded bytes, base64, after `v1,`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret,
    'base64',
  );
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** Whether a `webhook-signature` header (space-separated list) holds the expected signature. */
export function signatureMatches(header: string, expected: string): boolean {
  const want = Buffer.from(expected);
  return header.split(' ').some((candidate) => {
    const got = Buffer.from(candidate);
    return got.length === want.length && timingSafeEqual(got, want);
  });
}
