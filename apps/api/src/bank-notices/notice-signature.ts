import { timingSafeEqual } from 'node:crypto';
import type { HandoverKey } from '../zone-handover/handover-settings.ts';
import { handoverSignature } from '../zone-handover/handover-signature.ts';

/** How old a signature a desk still accepts: a recorded notice cannot be sent again later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether `kid=<key id>,sha256=<hex>` signs `<timestamp>.<body>` with the key it names, a key still
 * configured, and the timestamp is recent: what a bank's desk checks, as the hand-over's receiver does
 * (the built-in desk of the demonstration mode and the tests check it so).
 */
export function verifiesNotice(
  keys: readonly HandoverKey[],
  header: string | undefined,
  timestamp: string | undefined,
  body: string,
  now = Date.now(),
): boolean {
  const named = /^kid=([A-Za-z0-9._-]+),(sha256=[0-9a-f]{64})$/.exec(header ?? '');
  const key = keys.find((each) => each.id === named?.[1]);
  const seconds = Number(timestamp);
  if (!named || !key || !Number.isInteger(seconds)) return false;
  if (Math.abs(now / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(handoverSignature(key.secret, seconds, body));
  const given = Buffer.from(named[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
