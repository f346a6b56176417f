import { describe, expect, it } from 'vitest';
import { calendarNames } from './calendar-names.ts';

const FRIDAY = { year: 2025, month: 11, day: 14 };

describe('calendar names from Intl in Belgian nl, fr and de', () => {
  it.each([
    ['nl', 'november 2025', 'vrijdag 14 november 2025', ['ma', 'zo'], ['maandag', 'zondag']],
    ['fr', 'novembre 2025', 'vendredi 14 novembre 2025', ['lun.', 'dim.'], ['lundi', 'dimanche']],
    ['de', 'November 2025', 'Freitag, 14. November 2025', ['Mo', 'So'], ['Montag', 'Sonntag']],
  ] as const)(
    '%s: the month, the day in full, the week from Monday to Sunday',
    (locale, month, day, short, long) => {
      const names = calendarNames(locale);
      expect(names.month(FRIDAY)).toBe(month);
      expect(names.day(FRIDAY)).toBe(day);
      expect(names.weekdays).toHaveLength(7);
      expect([names.weekdays[0]?.short, names.weekdays[6]?.short]).toEqual(short);
      expect([names.weekdays[0]?.long, names.weekdays[6]?.long]).toEqual(long);
    },
  );

  it('names a day by its noon in UTC: 1 January 2026 stays a Thursday in any time zone', () => {
    expect(calendarNames('nl').day({ year: 2026, month: 1, day: 1 })).toBe('donderdag 1 januari 2026');
  });
});
