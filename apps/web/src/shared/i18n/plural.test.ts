import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';

describe('minutes in the session warning (spec §9: French singular below 2)', () => {
  beforeAll(() => setUpI18n('nl'));

  it.each([
    ['fr', 0, 'Votre session se termine dans 0 minute.'],
    ['fr', 1, 'Votre session se termine dans 1 minute.'],
    ['fr', 2, 'Votre session se termine dans 2 minutes.'],
    ['fr', 5, 'Votre session se termine dans 5 minutes.'],
    ['nl', 0, 'Uw sessie eindigt over 0 minuten.'],
    ['nl', 1, 'Uw sessie eindigt over 1 minuut.'],
    ['nl', 2, 'Uw sessie eindigt over 2 minuten.'],
    ['de', 0, 'Ihre Sitzung endet in 0 Minuten.'],
    ['de', 1, 'Ihre Sitzung endet in 1 Minute.'],
    ['de', 5, 'Ihre Sitzung endet in 5 Minuten.'],
  ] as const)('%s, %i', (lng, count, expected) => {
    expect(i18next.t('session.warning_text', { lng, count })).toBe(expected);
  });
});
