import type { CalendarDate, Locale } from '@pow/domain';
import { addDays, toUtcNoon } from './calendar-dates.ts';

export interface CalendarNames {
  /** "november 2025", "novembre 2025", "November 2025". */
  readonly month: (date: CalendarDate) => string;
  /** A day in full, as a screen reader says it: "vrijdag 14 november 2025". */
  readonly day: (date: CalendarDate) => string;
  /** Monday to Sunday, short ("ma", "lun.", "Mo") and in full. */
  readonly weekdays: readonly { readonly short: string; readonly long: string }[];
}

const cache = new Map<Locale, CalendarNames>();

/** Month and weekday names from the browser's Intl, in Belgian Dutch, French or German. */
export function calendarNames(locale: Locale): CalendarNames {
  const known = cache.get(locale);
  if (known) return known;
  const tag = `${locale}-BE`;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
  const month = format({ month: 'long', year: 'numeric' });
  const day = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const short = format({ weekday: 'short' });
  const long = format({ weekday: 'long' });
  // 5 January 2026 is a Monday.
  const monday = { year: 2026, month: 1, day: 5 };
  const names: CalendarNames = {
    month: (date) => month.format(toUtcNoon(date)),
    day: (date) => day.format(toUtcNoon(date)),
    weekdays: Array.from({ length: 7 }, (_, index) => {
      const weekday = toUtcNoon(addDays(monday, index));
      return { short: short.format(weekday), long: long.format(weekday) };
    }),
  };
  cache.set(locale, names);
  return names;
}
