import {
  isDateNotInFuture,
  isDateOnOrAfter,
  isTimeAfter,
  isTimeNotInFuture,
  isValidDate,
  isValidTime,
} from './calendar.ts';
import { fieldsRule } from './cross-field.ts';
import { requiredFormat, trimmed } from './text.ts';

export * from './calendar.ts';

/** A required dd/mm/yyyy date (required_field, then require_date_format). */
export const DateSchema = trimmed(requiredFormat(isValidDate, 'require_date_format'));
/** A required hh:mm or hh:mm:ss time (required_field, then require_time_format). */
export const TimeSchema = trimmed(requiredFormat(isValidTime, 'require_time_format'));

/** A required date that is today or earlier; `now` is read at each parse. */
export function dateNotInFuture(now: () => Date = () => new Date()) {
  return trimmed(
    requiredFormat(isValidDate, 'require_date_format').refine((value) => isDateNotInFuture(value, now()), {
      error: 'require_date_not_in_future',
    }),
  );
}

/** Object rule: the time, on the date field's day, is not in the future; reported on the time field. */
export function timeNotInFuture(fields: { date: string; time: string }, now: () => Date = () => new Date()) {
  return fieldsRule(
    [fields.date, fields.time],
    fields.time,
    (values) => isTimeNotInFuture(values[fields.date], values[fields.time], now()),
    'require_time_not_in_future',
  );
}

/**
 * Object rule: date `field` is on or after date `other`, with params { field: other } naming the other field.
 * Spec §5 gives require_date_must_be_after_or_equal.
 */
export function dateOnOrAfter(field: string, other: string) {
  return fieldsRule(
    [field, other],
    field,
    (values) => isDateOnOrAfter(values[field], values[other]),
    'require_date_must_be_after_or_equal',
    { field: other },
  );
}

/**
 * Object rule: time `field` is later than time `other`. Spec §5 names no key of its own for this rule; it
 * shares require_date_must_be_after_or_equal, with params { field: other }.
 */
export function timeAfter(field: string, other: string) {
  return fieldsRule(
    [field, other],
    field,
    (values) => isTimeAfter(values[field], values[other]),
    'require_date_must_be_after_or_equal',
    { field: other },
  );
}
