/** Minutes Brussels is ahead of UTC at a moment (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(moment: Date): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'longOffset' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The moment a Belgian calendar day (yyyy-mm-dd) begins: an officer filtering on "received on 3 March"
 * means Brussels' 3 March, not UTC's. `daysLater` moves to a later day (1: the end of the day, exclusive).
 */
export function brusselsDayStart(day: string, daysLater = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date + daysLater);
  // The offset an hour before midnight UTC is the day's own (clocks change at 02:00 or 03:00 local time).
  const offset = brusselsOffsetMinutes(new Date(utcMidnight - 60 * 60 * 1000));
  return new Date(utcMidnight - offset * 60 * 1000);
}

const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Belgian calendar day (yyyy-mm-dd) of a moment. */
export function brusselsDayOf(moment: Date): string {
  return CALENDAR_DAY.format(moment);
}

/**
 * The moment a Brussels wall clock shows `minutes` after midnight on `day`. Office hours never fall in
 * the hour a clock change skips or repeats (02:00–03:00), so the offset read at the guess is the right one.
 */
export function brusselsMoment(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date) + minutes * 60_000;
  const guess = asUtc - brusselsOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - brusselsOffsetMinutes(new Date(guess)) * 60_000);
}

/** The calendar day after `day` (yyyy-mm-dd). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
