import { EXAMPLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { deskSearchText, deskSearchWord } from './desk-search.ts';

describe("the desk's search text", () => {
  it('holds the register and the names of the declarant and the victim', () => {
    const payload = {
      declarant: { firstname: 'Jan', lastname: 'Peeters' },
      victim: { firstname: 'Sofie', lastname: 'Janssens' },
    };
    expect(deskSearchText('5345/2026/000042', payload)).toBe('5345/2026/000042 jan peeters sofie janssens ');
  });

  it("holds a company victim's name, and nothing of what is not a name", () => {
    const payload = { declarant: { firstname: 'Marie', lastname: 7 }, victim: { name: 'Bakkerij Claes' } };
    expect(deskSearchText('R1', payload)).toBe('r1 marie    bakkerij claes');
    expect(deskSearchText('R2', null)).toBe('r2     ');
  });

  it("finds the example declaration's declarant, however the officer types the name", () => {
    const text = deskSearchText('R', EXAMPLES.phishing);
    for (const typed of ['Peeters', 'PEETERS', 'peeters']) expect(text).toContain(deskSearchWord(typed));
    expect(deskSearchText('2026-5345-000012', {})).toContain(deskSearchWord('2026-5345'));
    expect(deskSearchText('R', { victim: { name: 'Café Müller' } })).toContain(deskSearchWord('MÜLLER'));
  });
});
