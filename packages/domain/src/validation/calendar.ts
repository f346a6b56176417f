// The date and time helpers without zod: the schemas built on them are in date-time.ts, so that a page
// needing only these does not load zod (decision 034).

/** Spec §5: years outside 1000–3000 are typing errors, not dates. */
export const DATE_YEAR_MIN = 1000;
export const DATE_YEAR_MAX = 3000;
/**
 * "Now" and "today" are Belgian wall-clock time, so that the browser (any time zone) and the server (UTC)
 * judge a typed date and time the same way.
 */
export const PORTAL_TIME_ZONE = 'Europe/Brussels';

export type CalendarDate = { year: number; month: number; day: number };
/** `seconds` counts from midnight; 24:00 is 86 400, the end of the day. */
export type TimeOfDay = { hours: number; minutes: number; seconds: number };

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads dd/mm/yyyy (spec §5); undefined unless it is a real day of a year from 1000 to 3000. */
export function parseDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isValidDate(value: unknown): boolean {
  return parseDate(value) !== undefined;
}

/** Writes a calendar date as dd/mm/yyyy. */
export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/**
 * Reads hh:mm or hh:mm:ss with hours 00 to 24 (spec §5). Hour 24 is only accepted as 24:00 or 24:00:00,
 * the end of a day; 24:01 would be a time of the next day.
 */
export function parseTime(value: unknown): TimeOfDay | undefined {
  if (typeof value !== 'string') return undefined;
  const match = TIME_PATTERN.exec(value);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 24 || minutes > 59 || seconds > 59) return undefined;
  if (hours === 24 && (minutes > 0 || seconds > 0)) return undefined;
  return { hours, minutes, seconds };
}

export function isValidTime(value: unknown): boolean {
  return parseTime(value) !== undefined;
}

const dayNumber = ({ year, month, day }: CalendarDate) => year * 10_000 + month * 100 + day;
const secondOfDay = ({ hours, minutes, seconds }: TimeOfDay) => hours * 3600 + minutes * 60 + seconds;

// Made on first use, not when the module loads: building it reads the time zone's data, a long task
// (about 55 ms on a slowed phone) in every page that only imports the date rules.
let wallClockFormat: Intl.DateTimeFormat | undefined;
const brusselsFormat = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

type WallClock = { readonly date: CalendarDate; readonly time: TimeOfDay };

// formatToParts is slow and every date rule of a declaration reads the clock: the last second is kept.
let lastWallClock: { second: number; clock: WallClock } | undefined;

/** The Belgian date and time of day at instant `now`. */
export function portalWallClock(now: Date): WallClock {
  const second = Math.floor(now.getTime() / 1000);
  if (lastWallClock?.second === second) return lastWallClock.clock;
  const parts = brusselsFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const clock = {
    date: { year: part('year'), month: part('month'), day: part('day') },
    time: { hours: part('hour'), minutes: part('minute'), seconds: part('second') },
  };
  lastWallClock = { second, clock };
  return clock;
}

/**
 * A moment as Belgians read it, Brussels wall-clock time, dd/mm/yyyy hh:mm, in every language: the PDF
 * summary and the zone's desk say it the same way.
 */
export function formatBrusselsMoment(moment: Date): string {
  const { date, time } = portalWallClock(moment);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(date)} ${two(time.hours)}:${two(time.minutes)}`;
}

/** The same to the second (dd/mm/yyyy hh:mm:ss): an access log is read by an auditor, line by line. */
export function formatBrusselsSecond(moment: Date): string {
  const { time } = portalWallClock(moment);
  return `${formatBrusselsMoment(moment)}:${String(time.seconds).padStart(2, '0')}`;
}

/** False only for a valid date after today; an invalid date is left to require_date_format. */
export function isDateNotInFuture(date: unknown, now: Date): boolean {
  const parsed = parseDate(date);
  return parsed === undefined || dayNumber(parsed) <= dayNumber(portalWallClock(now).date);
}

/**
 * False only when a valid date and time together lie after `now`. A time without seconds counts as its whole
 * minute, so the current minute is not "in the future" while it lasts.
 */
export function isTimeNotInFuture(date: unknown, time: unknown, now: Date): boolean {
  const day = parseDate(date);
  const moment = parseTime(time);
  if (day === undefined || moment === undefined) return true;
  const clock = portalWallClock(now);
  const today = dayNumber(clock.date);
  if (dayNumber(day) !== today) return dayNumber(day) < today;
  const current = typeof time === 'string' && time.length === 5 ? { ...clock.time, seconds: 0 } : clock.time;
  return secondOfDay(moment) <= secondOfDay(current);
}

/** True when `date` is the same day as `other` or later, or when either is not a valid date. */
export function isDateOnOrAfter(date: unknown, other: unknown): boolean {
  const [a, b] = [parseDate(date), parseDate(other)];
  return a === undefined || b === undefined || dayNumber(a) >= dayNumber(b);
}

/** True when `time` is strictly later than `other`, or when either is not a valid time. */
export function isTimeAfter(time: unknown, other: unknown): boolean {
  const [a, b] = [parseTime(time), parseTime(other)];
  return a === undefined || b === undefined || secondOfDay(a) > secondOfDay(b);
}

/** A date and a time typed in two fields. */
export type Moment = { date: unknown; time: unknown };

/** True when moment `a` is on or before moment `b`, or when either is incomplete or invalid. */
export function isMomentOnOrBefore(a: Moment, b: Moment): boolean {
  const [dayA, dayB, timeA, timeB] = [
    parseDate(a.date),
    parseDate(b.date),
    parseTime(a.time),
    parseTime(b.time),
  ];
  if (!dayA || !dayB || !timeA || !timeB) return true;
  const [da, db] = [dayNumber(dayA), dayNumber(dayB)];
  return da < db || (da === db && secondOfDay(timeA) <= secondOfDay(timeB));
}
