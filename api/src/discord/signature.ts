import { createPublicKey, verify, type KeyObject } from 'node:crypto';

// An Ed25519 SubjectPublicKeyInfo is this fixed DER header followed by the 32 raw key bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const HEX = /^[0-9a-fA-F]+$/;

const keys = new Map<string, KeyObject>();

function publicKey(hex: string): KeyObject {
  let key = keys.get(hex);
  if (!key) {
    key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    keys.set(hex, key);
  }
  return key;
}

/**
 * Discord signs every interaction it POSTs: Ed25519 over `timestamp + raw body`, with the
 * application's public key (DISCORD_PUBLIC_KEY). Anything else must be refused.
 */
export function verifyInteractionSignature(input: {
  publicKeyHex: string;
  signatureHex: string | undefined;
  timestamp: string | undefined;
  body: string;
}): boolean {
  const { publicKeyHex, signatureHex, timestamp, body } = input;
  if (!signatureHex || !timestamp || signatureHex.length !== 128 || !HEX.test(signatureHex)) {
    return false;
  }
  try {
    return verify(
      null,
      Buffer.from(timestamp + body),
      publicKey(publicKeyHex),
      Buffer.from(signatureHex, 'hex'),
    );
  } catch {
    return false;
  }
}
