import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DateSchema,
  dateNotInFuture,
  dateOnOrAfter,
  isDateNotInFuture,
  isDateOnOrAfter,
  isMomentOnOrBefore,
  isTimeAfter,
  isTimeNotInFuture,
  isValidDate,
  isValidTime,
  parseDate,
  portalWallClock,
  TimeSchema,
  timeAfter,
  timeNotInFuture,
} from './date-time.ts';

// 15 March 2026, 11:30:20 in Brussels (CET, UTC+1).
const NOW = new Date('2026-03-15T10:30:20Z');

describe('date dd/mm/yyyy', () => {
  it.each([
    '01/01/2024',
    '31/12/2024',
    '29/02/2000',
    '29/02/2024',
    '28/02/1900',
    '30/04/2023',
    '01/01/1000',
    '31/12/3000',
  ])('accepts %s', (value) => {
    expect(isValidDate(value)).toBe(true);
  });

  it.each([
    '29/02/1900',
    '29/02/2023',
    '31/04/2024',
    '31/06/2024',
    '32/01/2024',
    '00/01/2024',
    '01/00/2024',
    '01/13/2024',
    '01/01/0999',
    '31/12/0999',
    '01/01/3001',
    '1/1/2024',
    '01-01-2024',
    '2024/01/01',
    '01/01/24',
    ' 01/01/2024',
    '',
  ])('refuses %j', (value) => {
    expect(isValidDate(value)).toBe(false);
  });

  it('parses the parts', () => {
    expect(parseDate('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each([
    ['', 'required_field'],
    ['   ', 'required_field'],
    ['31/04/2024', 'require_date_format'],
  ])('schema gives one message for %j', (value, key) => {
    expect(DateSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([key]);
  });

  it('schema trims', () => {
    expect(DateSchema.parse(' 01/02/2024 ')).toBe('01/02/2024');
  });
});

describe('time hh:mm or hh:mm:ss', () => {
  it.each(['00:00', '09:05', '23:59', '23:59:59', '24:00', '24:00:00', '12:30:00'])('accepts %s', (value) => {
    expect(isValidTime(value)).toBe(true);
  });

  it.each(['24:01', '24:00:01', '25:00', '12:60', '12:00:60', '9:05', '09:5', '0905', '09:05:', '09h05', ''])(
    'refuses %j',
    (value) => {
      expect(isValidTime(value)).toBe(false);
    },
  );

  it('schema gives require_time_format', () => {
    expect(TimeSchema.safeParse('25:00').error?.issues[0]?.message).toBe('require_time_format');
  });
});

describe('Belgian wall clock', () => {
  it('reads winter and summer time in Brussels', () => {
    expect(portalWallClock(NOW)).toEqual({
      date: { year: 2026, month: 3, day: 15 },
      time: { hours: 11, minutes: 30, seconds: 20 },
    });
    expect(portalWallClock(new Date('2026-07-01T22:15:00Z')).date).toEqual({ year: 2026, month: 7, day: 2 });
  });
});

describe('date not in the future', () => {
  it.each([
    ['15/03/2026', true],
    ['14/03/2026', true],
    ['16/03/2026', false],
    ['01/01/2027', false],
    ['not a date', true],
  ])('%s → %s', (date, expected) => {
    expect(isDateNotInFuture(date, NOW)).toBe(expected);
  });

  it('uses the Brussels day, not the UTC one', () => {
    // 23:30 UTC on the 15th is already the 16th in Brussels.
    expect(isDateNotInFuture('16/03/2026', new Date('2026-03-15T23:30:00Z'))).toBe(true);
  });

  it('schema gives require_date_not_in_future, reading now at each parse', () => {
    const schema = dateNotInFuture(() => NOW);
    expect(schema.safeParse('15/03/2026').success).toBe(true);
    expect(schema.safeParse('16/03/2026').error?.issues.map((i) => i.message)).toEqual([
      'require_date_not_in_future',
    ]);
    expect(schema.safeParse('31/02/2026').error?.issues.map((i) => i.message)).toEqual([
      'require_date_format',
    ]);
  });
});

describe('time not in the future', () => {
  it.each([
    ['15/03/2026', '11:30', true],
    ['15/03/2026', '11:30:20', true],
    ['15/03/2026', '11:30:21', false],
    ['15/03/2026', '11:31', false],
    ['15/03/2026', '24:00', false],
    ['14/03/2026', '23:59', true],
    ['14/03/2026', '24:00', true],
    ['16/03/2026', '00:00', false],
    ['bad', '23:59', true],
    ['15/03/2026', 'bad', true],
  ])('%s %s → %s', (date, time, expected) => {
    expect(isTimeNotInFuture(date, time, NOW)).toBe(expected);
  });

  it('object rule reports on the time field', () => {
    const schema = z
      .object({ date: DateSchema, time: TimeSchema })
      .check(timeNotInFuture({ date: 'date', time: 'time' }, () => NOW));
    const issues = schema.safeParse({ date: '15/03/2026', time: '12:00' }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([[['time'], 'require_time_not_in_future']]);
    expect(schema.safeParse({ date: '15/03/2026', time: '11:00' }).success).toBe(true);
  });
});

describe('later and on-or-after rules', () => {
  it.each([
    ['02/01/2024', '01/01/2024', true],
    ['01/01/2024', '01/01/2024', true],
    ['31/12/2023', '01/01/2024', false],
    ['', '01/01/2024', true],
  ])('date %j on or after %j → %s', (date, other, expected) => {
    expect(isDateOnOrAfter(date, other)).toBe(expected);
  });

  it.each([
    ['10:01', '10:00', true],
    ['10:00', '10:00', false],
    ['09:59:59', '10:00', false],
    ['24:00', '23:59:59', true],
    ['', '10:00', true],
  ])('time %j after %j → %s', (time, other, expected) => {
    expect(isTimeAfter(time, other)).toBe(expected);
  });

  it.each([
    [{ date: '01/01/2024', time: '10:00' }, { date: '01/01/2024', time: '10:00' }, true],
    [{ date: '01/01/2024', time: '23:00' }, { date: '02/01/2024', time: '01:00' }, true],
    [{ date: '01/01/2024', time: '10:01' }, { date: '01/01/2024', time: '10:00' }, false],
    [{ date: '02/01/2024', time: '00:00' }, { date: '01/01/2024', time: '24:00' }, false],
  ])('moment %j on or before %j → %s', (a, b, expected) => {
    expect(isMomentOnOrBefore(a, b)).toBe(expected);
  });

  const Insurance = z
    .object({ start_date: DateSchema, end_date: DateSchema, from: TimeSchema, to: TimeSchema })
    .check(dateOnOrAfter('end_date', 'start_date'), timeAfter('to', 'from'));

  it('object rules report with the other field as a parameter', () => {
    const issues = Insurance.safeParse({
      start_date: '02/01/2024',
      end_date: '01/01/2024',
      from: '10:00',
      to: '09:00',
    }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message, i.code === 'custom' ? i.params : undefined])).toEqual([
      [['end_date'], 'require_date_must_be_after_or_equal', { field: 'start_date' }],
      [['to'], 'require_date_must_be_after_or_equal', { field: 'from' }],
    ]);
  });

  it('object rules stay silent while a field they read is itself wrong, but run despite other fields', () => {
    const issues = Insurance.safeParse({ start_date: '02/01/2024', end_date: '', from: '', to: '09:00' })
      .error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['end_date'], 'required_field'],
      [['from'], 'required_field'],
    ]);
    const other = Insurance.safeParse({ start_date: '02/01/2024', end_date: '01/01/2024', from: '', to: '' })
      .error?.issues;
    expect(other?.map((i) => i.message)).toContain('require_date_must_be_after_or_equal');
  });
});
