import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { EventWebhookPayload } from '../outbox/kinds';
import { findEndpointForDelivery } from './endpoints';
import { signWebhook } from './signing';
import { resolveDeliveryAddress, WebhookAddressRefused, type Resolver } from './url-guard';

/** What became of one attempt, in the outbox worker's terms (bot/src/outbox/send.ts). */
export type WebhookAttempt =
  | { sent: true; result: Record<string, unknown> }
  | { sent: false; retry: true; error: string; retryAfterMs?: number | undefined }
  | { sent: false; retry: false; reason: string };

export interface WebhookDeliveryOptions {
  production: boolean;
  now?: () => Date;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
  resolve?: Resolver;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// A Retry-After longer than this is not honoured as such: the backoff takes over.
const MAX_RETRY_AFTER_MS = 15 * 60_000;
const USER_AGENT = 'TenFour-Webhooks/1';

/** Posts the body; answers the status code, or throws on a network failure or timeout. */
function post(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; retryAfter: string | undefined }> {
  // The connection goes to the address that was checked, never to a second lookup's answer.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        // The answer's body is not needed: drained so the socket closes.
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

function retryAfterMs(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

/**
 * Sends one queued event to its endpoint, signed per Standard Webhooks with the endpoint's
 * current secret. A 2xx answer is delivered; any other answer or a network failure is
 * retried by the outbox's backoff. An endpoint deleted or disabled meanwhile, or a URL that
 * now resolves into a private network (in production), fails the delivery at once: staff see
 * why and may replay it once it is fixed. Never throws.
 */
export async function deliverEventWebhook(
  db: Kysely<Database>,
  payload: EventWebhookPayload,
  options: WebhookDeliveryOptions,
): Promise<WebhookAttempt> {
  const endpoint = await findEndpointForDelivery(db, payload.endpointId);
  if (!endpoint) return { sent: false, retry: false, reason: 'The endpoint was deleted' };
  if (!endpoint.enabled) return { sent: false, retry: false, reason: 'The endpoint is disabled' };
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveDeliveryAddress(endpoint.url, options);
  } catch (err) {
    if (err instanceof WebhookAddressRefused)
      return { sent: false, retry: false, reason: err.message };
    return { sent: false, retry: true, error: `Address lookup failed: ${message(err)}` };
  }
  const body = JSON.stringify(payload.body);
  const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': payload.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(endpoint.secret, payload.messageId, timestamp, body),
  };
  try {
    const answer = await post(
      new URL(endpoint.url),
      pinned,
      headers,
      body,
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    if (answer.status >= 200 && answer.status < 300) {
      return { sent: true, result: { responseStatus: answer.status } };
    }
    return {
      sent: false,
      retry: true,
      error: `HTTP ${answer.status}`,
      retryAfterMs: answer.status === 429 ? retryAfterMs(answer.retryAfter) : undefined,
    };
  } catch (err) {
    return { sent: false, retry: true, error: message(err) };
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
