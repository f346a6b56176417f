import type { CalendarDate } from '@pow/domain';

/** Spec §9: the calendar's year view shows 20 years a page. */
export const YEARS_PER_PAGE = 20;
/** The year view's columns; its arrow keys Up and Down move by a row. */
export const YEAR_COLUMNS = 4;

/** Noon UTC of the day: no time zone or summer time can move it to another day. */
export function toUtcNoon({ year, month, day }: CalendarDate): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(Date.UTC(date.year, date.month - 1, date.day + days, 12)));
}

/** The same day `months` later, or the month's last day when it has no such day (31 January + 1 → 28 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, years * 12);
}

/** The year, the same month and day where the year has it (29 February → 28 February). */
export function inYear(date: CalendarDate, year: number): CalendarDate {
  return addYears(date, year - date.year);
}

/** 0 for Monday to 6 for Sunday: Belgian weeks start on Monday. */
export function weekdayOf(date: CalendarDate): number {
  return (toUtcNoon(date).getUTCDay() + 6) % 7;
}

/** A day as an identifier (yyyy-mm-dd, the HTML date format): keys and test hooks, never shown. */
export function dayKey({ year, month, day }: CalendarDate): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}

export function sameDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  return a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The first and last year a date may have (spec §5: 1000 and 3000). */
export type YearRange = readonly [first: number, last: number];

export function inYears(year: number, [first, last]: YearRange): boolean {
  return year >= first && year <= last;
}

/** The weeks of a month, Monday first; the days of the neighbouring months are left empty. */
export function monthWeeks(year: number, month: number): (CalendarDate | undefined)[][] {
  const first = { year, month, day: 1 };
  const cells: (CalendarDate | undefined)[] = Array.from({ length: weekdayOf(first) }, () => undefined);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where a key moves in the month grid (WAI-ARIA APG, date picker dialog): a day, a week, the week's
 * Monday or Sunday, a month (PageUp/PageDown) or a year (with Shift). Undefined for any other key.
 */
export function dayAfterKey(date: CalendarDate, key: string, shift: boolean): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return shift ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shift ? addYears(date, 1) : addMonths(date, 1);
    default:
      return undefined;
  }
}

/**
 * The first year of the page of 20 that holds `year`. Pages are counted from `lastOfFirstPage` (this
 * year): the page a person sees first ends today, and the one before it holds the 20 years before.
 */
export function yearPageStart(year: number, lastOfFirstPage: number): number {
  const first = lastOfFirstPage - YEARS_PER_PAGE + 1;
  return first + Math.floor((year - first) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/** The page of 20 years from `start`, in rows of four. */
export function yearRows(start: number): number[][] {
  return Array.from({ length: YEARS_PER_PAGE / YEAR_COLUMNS }, (_, row) =>
    Array.from({ length: YEAR_COLUMNS }, (_, column) => start + row * YEAR_COLUMNS + column),
  );
}

/** Where a key moves in the year grid: a year, a row, the page's first or last year, a page. */
export function yearAfterKey(year: number, key: string, pageStart: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return year - 1;
    case 'ArrowRight':
      return year + 1;
    case 'ArrowUp':
      return year - YEAR_COLUMNS;
    case 'ArrowDown':
      return year + YEAR_COLUMNS;
    case 'Home':
      return pageStart;
    case 'End':
      return pageStart + YEARS_PER_PAGE - 1;
    case 'PageUp':
      return year - YEARS_PER_PAGE;
    case 'PageDown':
      return year + YEARS_PER_PAGE;
    default:
      return undefined;
  }
}

/** True when the rules allow at least one day of the year (the year view disables the others). */
export function yearHasAllowedDay(year: number, allows: (date: CalendarDate) => boolean): boolean {
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(year, month); day++) if (allows({ year, month, day })) return true;
  }
  return false;
}
