import { describe, expect, it } from 'vitest';
import { CRIME_TYPE_CODES, isCrimeTypeCode, isLossCrimeType } from './crime-types.ts';

describe('crime types (spec §3)', () => {
  it('has the eight codes, as strings with their leading zero', () => {
    expect(CRIME_TYPE_CODES).toEqual(['4315', '4513', '0422', '4517', '4711', '0454', '0575', '0574']);
  });

  it.each([
    ['0574', true],
    ['574', false],
    [574, false],
    ['5731', false],
    [null, false],
  ])('isCrimeTypeCode(%j) → %s', (value, expected) => {
    expect(isCrimeTypeCode(value)).toBe(expected);
  });

  it.each(CRIME_TYPE_CODES.map((code) => [code, code === '0574' || code === '0575'] as const))(
    'isLossCrimeType(%s) → %s (spec §2 description hint)',
    (code, expected) => {
      expect(isLossCrimeType(code)).toBe(expected);
    },
  );
});
