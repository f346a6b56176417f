import { describe, expect, it } from 'vitest';
import { interpolate, pluralCategory } from '../../../index.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The wizard's progress as i18next words it: `progress_one` or `progress_other` by the count's plural rule. */
const progress = (locale: 'nl' | 'fr' | 'de', count: number, total: number) => {
  const texts = { nl, fr, de }[locale];
  const text = pluralCategory(locale, count) === 'one' ? texts.progress_one : texts.progress_other;
  return interpolate(text, { count, total });
};

describe('wizard progress', () => {
  it.each([
    ['nl', 0, '0 van de 8 stappen zijn volledig'],
    ['nl', 1, '1 van de 8 stappen is volledig'],
    ['nl', 2, '2 van de 8 stappen zijn volledig'],
    ['fr', 0, '0 étape sur 8 est complète'],
    ['fr', 1, '1 étape sur 8 est complète'],
    ['fr', 2, '2 étapes sur 8 sont complètes'],
    ['de', 0, '0 von 8 Schritten sind vollständig'],
    ['de', 1, '1 von 8 Schritten ist vollständig'],
    ['de', 2, '2 von 8 Schritten sind vollständig'],
  ] as const)('%s, %d done: %j', (locale, count, expected) => {
    expect(progress(locale, count, 8)).toBe(expected);
  });
});
