import { createHmac } from 'node:crypto';

/**
 * `X-Portal-Signature` of a hand-over: `sha256=` and the hex HMAC-SHA256, keyed with the shared secret,
 * of `<timestamp>.<body>`. The timestamp is signed with the body, so a receiver that refuses old
 * timestamps cannot be sent a recorded delivery again.
 */
export function handoverSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
