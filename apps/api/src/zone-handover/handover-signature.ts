import { createHmac } from 'node:crypto';
import type { ZoneHandoverVersion } from '@pow/contracts/zone-handover';
import type { HandoverKey } from './handover-settings.ts';

/** The hex HMAC-SHA256 of `text` keyed with `secret`. */
export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/**
 * `X-Portal-Signature` of a version 1 hand-over: `sha256=` and the hex HMAC-SHA256, keyed with the
 * shared secret, of `<timestamp>.<body>`. The timestamp is signed with the body, so a receiver that
 * refuses old timestamps cannot be sent a recorded delivery again.
 */
export function handoverSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${hmacHex(secret, `${timestamp}.${body}`)}`;
}

/**
 * `X-Portal-Signature` of a hand-over in its version: version 2 names the key, `kid=<key id>,sha256=<hex>`,
 * so that a receiver holding two secrets during a rotation knows which to check with (decision 043);
 * version 1 stays `sha256=<hex>`, as its receivers read it.
 */
export function signatureHeader(
  version: ZoneHandoverVersion,
  key: HandoverKey,
  timestamp: number,
  body: string,
): string {
  const signature = handoverSignature(key.secret, timestamp, body);
  return version === 1 ? signature : `kid=${key.id},${signature}`;
}
