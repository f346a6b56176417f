import { describe, expect, it } from 'vitest';
import { handoverSignature } from './handover-signature.ts';

const SECRET = 'a-shared-secret-of-32-characters';

describe('the signature of a hand-over', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>", as a receiver computes it', () => {
    // Computed apart: printf '1795560000.{"version":1}' | openssl dgst -sha256 -hmac "$SECRET"
    expect(handoverSignature(SECRET, 1_795_560_000, '{"version":1}')).toBe(
      'sha256=b5a1686e40274cf1ee2a88f2b6f86c613d962e8ffb6d6f24393ed7348b5bf24c',
    );
  });

  it('changes with the timestamp, the body and the secret', () => {
    const signature = handoverSignature(SECRET, 1_795_560_000, '{"version":1}');
    expect(handoverSignature(SECRET, 1_795_560_001, '{"version":1}')).not.toBe(signature);
    expect(handoverSignature(SECRET, 1_795_560_000, '{"version":2}')).not.toBe(signature);
    expect(handoverSignature(`${SECRET}!`, 1_795_560_000, '{"version":1}')).not.toBe(signature);
  });
});
