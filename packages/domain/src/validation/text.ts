import { z } from 'zod';
import type { ValidationMessageKey } from './message-keys.ts';
import { textLength } from './text-length.ts';

/** Spec §5 and §9: fact description (phishing, degradation). */
export const FACT_DESCRIPTION_MIN = 5;
export const FACT_DESCRIPTION_MAX = 2000;
/** Spec §5 and §9: damage description of a damaged object. */
export const DAMAGE_DESCRIPTION_MIN = 1;
export const DAMAGE_DESCRIPTION_MAX = 1500;
/** Spec §5 and §9: message of the contact form. */
export const CONTACT_MESSAGE_MAX = 1000;

/** Spec §5 "inputs trim whitespace": trims a string before `schema` sees it; other values pass unchanged. */
export function trimmed<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T>) => (typeof value === 'string' ? value.trim() : value), schema);
}

/** A non-empty string, else required_field. Not trimmed by itself: wrap the finished field in `trimmed()`. */
export function requiredString() {
  return z.string({ error: 'required_field' }).min(1, { error: 'required_field' });
}

/**
 * A non-empty string that passes `test`, else `error`. An empty string gets required_field alone: the format
 * check lets it pass rather than using zod's `abort`, which would also silence every cross-field rule.
 */
export function requiredFormat(test: (value: string) => boolean, error: ValidationMessageKey) {
  return requiredString().refine((value) => value === '' || test(value), { error });
}

/** A required free-text field. */
export const RequiredTextSchema = trimmed(requiredString());

/** Makes a field optional: absent, null or blank gives undefined; anything else must meet `schema`. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(
      (value: z.input<T> | null | undefined) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      trimmed(schema).optional(),
    )
    .optional();
}

export function isLengthBetween(value: string, min: number, max: number): boolean {
  const length = textLength(value);
  return length >= min && length <= max;
}

/** Check: `min` to `max` characters, else error_minmax_length with { min, max }; empty is left to required. */
export function lengthBetween(min: number, max: number) {
  return z.refine<string>((value) => value === '' || isLengthBetween(value, min, max), {
    error: 'error_minmax_length',
    params: { min, max },
  });
}

/** Check for a string of at most `length` characters: error_max_length with params { length }. */
export function maxLength(length: number) {
  return z.refine<string>((value) => textLength(value) <= length, {
    error: 'error_max_length',
    params: { length },
  });
}

export const FactDescriptionSchema = trimmed(
  requiredString().check(lengthBetween(FACT_DESCRIPTION_MIN, FACT_DESCRIPTION_MAX)),
);
export const DamageDescriptionSchema = trimmed(
  requiredString().check(lengthBetween(DAMAGE_DESCRIPTION_MIN, DAMAGE_DESCRIPTION_MAX)),
);
export const ContactMessageSchema = trimmed(requiredString().check(maxLength(CONTACT_MESSAGE_MAX)));
