import { describe, expect, it } from 'vitest';
import { namesMatch } from './manual-identity.ts';

const registry = { firstname: 'Jan Pieter', lastname: 'Van den Broeck' };

describe('namesMatch (manual identification against the registry)', () => {
  it.each([
    [{ firstname: 'Jan', lastname: 'Van den Broeck' }, true],
    [{ firstname: 'jan pieter', lastname: 'VAN DEN BROECK' }, true],
    [{ firstname: 'Jan-Pieter', lastname: 'Van  den Broeck' }, true],
    [{ firstname: 'Pieter', lastname: 'Van den Broeck' }, false],
    [{ firstname: 'Jan', lastname: 'Peeters' }, false],
    [{ firstname: '', lastname: 'Van den Broeck' }, false],
    [{ firstname: 'Jan', lastname: '' }, false],
  ])('%o → %s', (typed, expected) => {
    expect(namesMatch(typed, registry)).toBe(expected);
  });

  it('folds accents and apostrophes', () => {
    expect(
      namesMatch({ firstname: 'Zoe', lastname: "D'Hondt" }, { firstname: 'Zoë', lastname: 'D’Hondt' }),
    ).toBe(true);
  });
});
