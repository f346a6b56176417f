import { brusselsDayOf, brusselsMoment, nextDay } from '../zone-desk/brussels-day.ts';

/**
 * When a zone's desk works (ZONE_WORKING_HOURS): the ISO weekdays (1 Monday … 7 Sunday) and the hours,
 * in minutes after midnight, Brussels time. Belgian public holidays are never working days.
 */
export interface WorkingHours {
  readonly days: readonly number[];
  readonly open: number;
  readonly close: number;
}

/** Office hours: Monday to Friday, 08:00 to 17:00 (spec §1: working days, office hours). */
export const OFFICE_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], open: 8 * 60, close: 17 * 60 };

/** The working hours of each zone: its own, else the default. */
export interface ZoneWorkingHours {
  readonly fallback: WorkingHours;
  readonly zones: Readonly<Record<string, WorkingHours>>;
}

export const hoursOfZone = (hours: ZoneWorkingHours, zone: string): WorkingHours =>
  hours.zones[zone] ?? hours.fallback;

// A year without one working day is a configuration the parser refuses; this only stops a runaway loop.
const MAX_DAYS = 3 * 366;
const MINUTE_MS = 60_000;

/** Easter Sunday of a Gregorian year (the anonymous algorithm: Meeus, Jones, Butcher). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The ten legal public holidays of Belgium: New Year, Easter Monday, Labour Day, Ascension, Whit
 * Monday, the National Day, Assumption, All Saints, Armistice and Christmas.
 */
export function belgianHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const sunday = easter(year).getTime();
    const afterEaster = (days: number) => new Date(sunday + days * 86_400_000).toISOString().slice(0, 10);
    const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'].map((d) => `${year}-${d}`);
    holidays = new Set([...fixed, afterEaster(1), afterEaster(39), afterEaster(50)]);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
function weekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

/** The day's working window, or none on a day off. */
function windowOf(hours: WorkingHours, day: string): { start: number; end: number } | undefined {
  if (!hours.days.includes(weekday(day)) || belgianHolidays(Number(day.slice(0, 4))).has(day))
    return undefined;
  return {
    start: brusselsMoment(day, hours.open).getTime(),
    end: brusselsMoment(day, hours.close).getTime(),
  };
}

/**
 * The moment `minutes` working minutes after `from`. With 0, the first working moment from `from` on:
 * `from` itself during working hours, else the next opening.
 */
export function addWorkingMinutes(hours: WorkingHours, from: Date, minutes: number): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  let day = brusselsDayOf(from);
  for (let count = 0; count < MAX_DAYS; count++, day = nextDay(day)) {
    const window = windowOf(hours, day);
    if (!window) continue;
    const begin = Math.max(from.getTime(), window.start);
    if (begin >= window.end) continue;
    if (remaining <= window.end - begin) return new Date(begin + remaining);
    remaining -= window.end - begin;
  }
  throw new Error('no working day in three years: check ZONE_WORKING_HOURS');
}

/** The working minutes between two moments: a night, a weekend or a holiday in between counts for nothing. */
export function workingMinutesBetween(hours: WorkingHours, from: Date, to: Date): number {
  let total = 0;
  const last = brusselsDayOf(to);
  let day = brusselsDayOf(from);
  for (let count = 0; count < MAX_DAYS && to > from; count++, day = nextDay(day)) {
    const window = windowOf(hours, day);
    if (window)
      total += Math.max(0, Math.min(window.end, to.getTime()) - Math.max(window.start, from.getTime()));
    if (day === last) break;
  }
  return total / MINUTE_MS;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** One `<days> <hh:mm>-<hh:mm>`, e.g. `mon-fri 08:00-17:00` or `mon,wed,fri 09:00-12:30`; undefined when it is not one. */
function parseHours(text: string): WorkingHours | undefined {
  const [days, times, ...rest] = text.trim().split(/\s+/);
  const [open, close] = (times ?? '').split('-').map((time) => {
    const match = TIME.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  });
  if (rest.length || !days || open === undefined || close === undefined || !(open < close)) return undefined;
  const weekdays = new Set<number>();
  for (const part of days.toLowerCase().split(',')) {
    const [first, last = first] = part.split('-').map((name) => WEEKDAYS.indexOf(name ?? '') + 1);
    if (!first || !last || first > last) return undefined;
    for (let d = first; d <= last; d++) weekdays.add(d);
  }
  return { days: [...weekdays].sort((a, b) => a - b), open, close };
}

/**
 * ZONE_WORKING_HOURS: entries separated by `;`, the default alone and each zone's own after its key,
 * e.g. `mon-fri 08:00-17:00; 5345=mon-sat 08:00-20:00`. Throws a message naming the entry it cannot read.
 */
export function parseZoneWorkingHours(text: string): ZoneWorkingHours {
  let fallback = OFFICE_HOURS;
  const zones: Record<string, WorkingHours> = {};
  for (const entry of text.split(';').filter((part) => part.trim())) {
    const [zone, value] = entry.includes('=')
      ? entry.split('=', 2).map((part) => part.trim())
      : [undefined, entry];
    const hours = parseHours(value ?? '');
    if (!hours || zone === '')
      throw new Error(
        `cannot read "${entry.trim()}": write e.g. mon-fri 08:00-17:00 or 5345=mon-sat 08:00-20:00`,
      );
    if (zone) zones[zone] = hours;
    else fallback = hours;
  }
  return { fallback, zones };
}
