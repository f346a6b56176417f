import { describe, expect, it } from 'vitest';
import { handoverSignature, signatureHeader } from './handover-signature.ts';

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

  it('names its key in version 2, and stays `sha256=<hex>` in version 1 (decision 043)', () => {
    // printf '1795560000.{"version":2}' | openssl dgst -sha256 -hmac "$SECRET"
    const hex = '6c4df24025b13b79bb7dd63b87ac0223c86f513eb888dbba9931702368555d69';
    const key = { id: 'k2026', secret: SECRET };
    expect(signatureHeader(2, key, 1_795_560_000, '{"version":2}')).toBe(`kid=k2026,sha256=${hex}`);
    expect(signatureHeader(1, key, 1_795_560_000, '{"version":2}')).toBe(`sha256=${hex}`);
  });
});
