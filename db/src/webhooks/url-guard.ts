import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Why a URL cannot be an endpoint, as a message key (db/src/messages). */
export type WebhookUrlProblem = 'webhooks.urlHttps' | 'webhooks.urlPrivate';

// Addresses a request from the server must never reach in production: the server's own
// network (a request forged through a webhook could read internal services or the cloud's
// metadata endpoint at 169.254.169.254).
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.']);

/** `[::1]` → `::1`: URL keeps the brackets of an IPv6 host. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether an address is in a private, loopback, link-local or otherwise internal range. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
    const v4 = [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
    return blocked.check(v4, 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

function isLoopbackHost(host: string): boolean {
  if (LOOPBACK_NAMES.has(host)) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Checks a URL staff register, before it is stored: https only (http only to this machine
 * outside production, for a receiver under development), no credentials in it, and in
 * production no address literal in an internal range. A name is checked again, resolved, at
 * every delivery (resolveDeliveryAddress), since what it resolves to can change.
 */
export function checkWebhookUrl(
  raw: string,
  options: { production: boolean },
): WebhookUrlProblem | null {
  if (!URL.canParse(raw)) return 'webhooks.urlHttps';
  const url = new URL(raw);
  if (url.username || url.password) return 'webhooks.urlHttps';
  const host = bareHost(url.hostname);
  if (!host) return 'webhooks.urlHttps';
  if (url.protocol === 'http:') {
    if (options.production || !isLoopbackHost(host)) return 'webhooks.urlHttps';
    return null;
  }
  if (url.protocol !== 'https:') return 'webhooks.urlHttps';
  if (options.production) {
    if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return 'webhooks.urlPrivate';
    if (isIP(host) && isPrivateAddress(host)) return 'webhooks.urlPrivate';
  }
  return null;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

export class WebhookAddressRefused extends Error {}

/**
 * The address a delivery connects to, checked when it is sent. In production every address
 * the name resolves to must be public: a name with one internal address among public ones is
 * refused (it could be answered either way on the next lookup). The request then connects to
 * the checked address itself, never resolving the name a second time.
 */
export async function resolveDeliveryAddress(
  raw: string,
  options: { production: boolean; resolve?: Resolver },
): Promise<{ address: string; family: 4 | 6 }> {
  const problem = checkWebhookUrl(raw, options);
  if (problem) throw new WebhookAddressRefused(`Refused URL: ${problem}`);
  const host = bareHost(new URL(raw).hostname);
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await (options.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new WebhookAddressRefused(`${host} has no address`);
  if (options.production) {
    const internal = addresses.find((a) => isPrivateAddress(a.address));
    if (internal) {
      throw new WebhookAddressRefused(
        `${host} resolves to an internal address (${internal.address})`,
      );
    }
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
