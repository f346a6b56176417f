import { formatDate } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayAfterKey,
  monthWeeks,
  YEARS_PER_PAGE,
  yearAfterKey,
  yearHasAllowedDay,
  yearPageStart,
  yearRows,
} from './calendar-dates.ts';

const day = (text: string) => {
  const [d, m, y] = text.split('/').map(Number);
  return { year: y ?? 0, month: m ?? 0, day: d ?? 0 };
};
const after = (text: string, key: string, shift = false) => {
  const next = dayAfterKey(day(text), key, shift);
  return next && formatDate(next);
};

describe('monthWeeks: the month grid, Monday first', () => {
  it('leaves the days of the neighbouring months empty', () => {
    // 1 November 2025 is a Saturday, 30 November a Sunday.
    const weeks = monthWeeks(2025, 11);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((date) => date?.day)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      2,
    ]);
    expect(weeks[4]?.map((date) => date?.day)).toEqual([24, 25, 26, 27, 28, 29, 30]);
  });

  it('gives four weeks to a February from Monday to Sunday, six to a month across six', () => {
    expect(monthWeeks(2021, 2)).toHaveLength(4);
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    expect(monthWeeks(2026, 3)).toHaveLength(6);
  });
});

describe('dayAfterKey (APG date picker keys)', () => {
  it.each([
    ['ArrowLeft', false, '01/03/2024', '29/02/2024'],
    ['ArrowRight', false, '31/12/2025', '01/01/2026'],
    ['ArrowUp', false, '03/11/2025', '27/10/2025'],
    ['ArrowDown', false, '28/11/2025', '05/12/2025'],
    ['Home', false, '14/11/2025', '10/11/2025'],
    ['End', false, '14/11/2025', '16/11/2025'],
    ['Home', false, '10/11/2025', '10/11/2025'],
    ['End', false, '16/11/2025', '16/11/2025'],
    ['PageUp', false, '31/03/2025', '28/02/2025'],
    ['PageDown', false, '31/01/2024', '29/02/2024'],
    ['PageDown', false, '15/12/2025', '15/01/2026'],
    ['PageUp', true, '29/02/2024', '28/02/2023'],
    ['PageDown', true, '14/11/2025', '14/11/2026'],
  ])('%s (shift %s) moves %s to %s', (key, shift, from, to) => {
    expect(after(from, key, shift)).toBe(to);
  });

  it('ignores every other key', () => {
    expect(after('14/11/2025', 'a')).toBeUndefined();
    expect(after('14/11/2025', 'Tab')).toBeUndefined();
  });

  it('counts months across years both ways', () => {
    expect(formatDate(addMonths(day('15/01/2025'), -1))).toBe('15/12/2024');
    expect(formatDate(addMonths(day('15/01/2025'), -13))).toBe('15/12/2023');
  });
});

describe('the year view: 20 years a page (spec §9)', () => {
  it('ends its first page on this year, and pages by 20 both ways', () => {
    expect(YEARS_PER_PAGE).toBe(20);
    expect(yearPageStart(2025, 2025)).toBe(2006);
    expect(yearPageStart(2006, 2025)).toBe(2006);
    expect(yearPageStart(2005, 2025)).toBe(1986);
    expect(yearPageStart(1955, 2025)).toBe(1946);
    expect(yearPageStart(2026, 2025)).toBe(2026);
    expect(yearPageStart(2045, 2025)).toBe(2026);
  });

  it('lays a page out in five rows of four', () => {
    expect(yearRows(2006)).toEqual([
      [2006, 2007, 2008, 2009],
      [2010, 2011, 2012, 2013],
      [2014, 2015, 2016, 2017],
      [2018, 2019, 2020, 2021],
      [2022, 2023, 2024, 2025],
    ]);
  });

  it.each([
    ['ArrowLeft', 2009],
    ['ArrowRight', 2011],
    ['ArrowUp', 2006],
    ['ArrowDown', 2014],
    ['Home', 2006],
    ['End', 2025],
    ['PageUp', 1990],
    ['PageDown', 2030],
    ['x', undefined],
  ])('%s moves from 2010 to %s', (key, year) => {
    expect(yearAfterKey(2010, key, 2006)).toBe(year);
  });

  it('finds a year allowed when one of its days is, even the last', () => {
    const fromNewYearsEve = (date: { year: number; month: number; day: number }) =>
      date.year > 2025 || (date.month === 12 && date.day === 31);
    expect(yearHasAllowedDay(2025, fromNewYearsEve)).toBe(true);
    expect(yearHasAllowedDay(2024, (date) => date.year > 2024)).toBe(false);
  });
});
