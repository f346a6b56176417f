import type { Locale } from './locale.ts';
import type { CalendarDate } from './validation/calendar.ts';

/** The units an age or a time gone by is said in. */
export type DurationUnit = 'years' | 'months' | 'weeks' | 'days';

/** How long, in the one unit a person would say it in. */
export interface Duration {
  readonly unit: DurationUnit;
  readonly count: number;
}

const epochDay = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / 86_400_000;

/**
 * How long from one calendar day to a later one, as people say an age or a time gone by: in years from
 * two years on ("40 jaar"), in months from two months ("18 maanden" for a toddler), in weeks from two
 * weeks, else in days. Never a count of days past two weeks. Whole units, rounded down, as an age is
 * the birthdays had: born 29/02, one is a year older on 01/03 of a year without it. A `to` before
 * `from` has no duration (undefined).
 */
export function calendarDuration(from: CalendarDate, to: CalendarDate): Duration | undefined {
  const days = epochDay(to) - epochDay(from);
  if (days < 0) return undefined;
  const months = (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
  if (months >= 24) return { unit: 'years', count: Math.floor(months / 12) };
  if (months >= 2) return { unit: 'months', count: months };
  if (days >= 14) return { unit: 'weeks', count: Math.floor(days / 7) };
  return { unit: 'days', count: days };
}

/**
 * The key of a duration's text under a catalogue's group of units (`years_one`, `weeks_other`…), its
 * plural form by the language's rules: French says "0 jour", Dutch "0 dagen".
 */
export function durationKey(duration: Duration, locale: Locale): `${DurationUnit}_${'one' | 'other'}` {
  const form = new Intl.PluralRules(locale).select(duration.count) === 'one' ? 'one' : 'other';
  return `${duration.unit}_${form}`;
}
