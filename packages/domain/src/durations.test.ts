import { describe, expect, it } from 'vitest';
import { calendarDuration, durationKey } from './durations.ts';
import { parseDate } from './validation/calendar.ts';

const day = (text: string) => parseDate(text)!;
const between = (from: string, to: string) => calendarDuration(day(from), day(to));

describe('calendarDuration', () => {
  it('says an adult in years, counting the birthdays had', () => {
    expect(between('30/07/1985', '29/07/2025')).toEqual({ unit: 'years', count: 39 });
    expect(between('30/07/1985', '30/07/2025')).toEqual({ unit: 'years', count: 40 });
    expect(between('31/12/2000', '01/01/2026')).toEqual({ unit: 'years', count: 25 });
  });

  it('is a year older on 1 March when born on 29 February and the year has none', () => {
    expect(between('29/02/2004', '28/02/2025')).toEqual({ unit: 'years', count: 20 });
    expect(between('29/02/2004', '01/03/2025')).toEqual({ unit: 'years', count: 21 });
  });

  it('says a toddler in months up to two years, then in years', () => {
    expect(between('15/03/2024', '14/03/2026')).toEqual({ unit: 'months', count: 23 });
    expect(between('15/03/2024', '15/03/2026')).toEqual({ unit: 'years', count: 2 });
    expect(between('15/01/2025', '20/07/2025')).toEqual({ unit: 'months', count: 6 });
    expect(between('31/01/2025', '31/03/2025')).toEqual({ unit: 'months', count: 2 });
  });

  it('says weeks from two weeks to two months, days below, never a count of days past two weeks', () => {
    expect(between('31/01/2025', '30/03/2025')).toEqual({ unit: 'weeks', count: 8 });
    expect(between('01/03/2025', '15/03/2025')).toEqual({ unit: 'weeks', count: 2 });
    expect(between('01/03/2025', '14/03/2025')).toEqual({ unit: 'days', count: 13 });
    expect(between('01/03/2025', '01/03/2025')).toEqual({ unit: 'days', count: 0 });
    for (let days = 14; days < 3 * 365; days++) {
      const to = new Date(Date.UTC(2020, 0, 1 + days));
      const duration = calendarDuration(
        { year: 2020, month: 1, day: 1 },
        { year: to.getUTCFullYear(), month: to.getUTCMonth() + 1, day: to.getUTCDate() },
      );
      expect(duration?.unit, `${days} days`).not.toBe('days');
    }
  });

  it('has none for a day before the first', () => {
    expect(between('02/03/2025', '01/03/2025')).toBeUndefined();
  });
});

describe('durationKey', () => {
  it("takes each language's plural form", () => {
    expect(durationKey({ unit: 'years', count: 1 }, 'nl')).toBe('years_one');
    expect(durationKey({ unit: 'years', count: 40 }, 'de')).toBe('years_other');
    expect(durationKey({ unit: 'days', count: 0 }, 'nl')).toBe('days_other');
    expect(durationKey({ unit: 'days', count: 0 }, 'fr')).toBe('days_one');
    expect(durationKey({ unit: 'months', count: 2 }, 'fr')).toBe('months_other');
  });
});
