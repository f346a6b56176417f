import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX } from '../constants.ts';
import { fieldsRule } from './cross-field.ts';
import { optionalField, requiredString, trimmed } from './text.ts';

/** Spec §5: the number holds 6 to 14 digits, and 7 to 15 with the country indicator (the E.164 maximum). */
export const PHONE_NUMBER_MIN_DIGITS = 6;
export const PHONE_NUMBER_MAX_DIGITS = 14;
export const PHONE_TOTAL_MIN_DIGITS = 7;
export const PHONE_TOTAL_MAX_DIGITS = 15;

// Digits in groups separated by single spaces, as the input mask writes them.
const DIGIT_GROUPS = /^\d+(?: \d+)*$/;
// A country indicator as the reference list may write it: 32, +32, 1-684.
const INDICATOR = /^\+?\d+(?:[ -]\d+)*$/;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Spec §5 phone rule, and nothing more: no numbering-plan check, so any country's numbers pass as long as
 * the digit counts fit. `indicator` defaults to the Belgian 32.
 */
export function isValidPhoneNumber(number: unknown, indicator: string = DEFAULT_PHONE_PREFIX): boolean {
  if (typeof number !== 'string' || !DIGIT_GROUPS.test(number)) return false;
  const digits = digitsOf(number).length;
  const total = digits + digitsOf(indicator).length;
  return (
    digits >= PHONE_NUMBER_MIN_DIGITS &&
    digits <= PHONE_NUMBER_MAX_DIGITS &&
    total >= PHONE_TOTAL_MIN_DIGITS &&
    total <= PHONE_TOTAL_MAX_DIGITS
  );
}

/** Country indicator: blank or absent means 32 (spec §5); the output keeps only its digits. */
export const PhoneIndicatorSchema = optionalField(
  z
    .string({ error: 'require_phone_format' })
    .regex(INDICATOR, { error: 'require_phone_format' })
    .transform(digitsOf),
).transform((value) => value ?? DEFAULT_PHONE_PREFIX);

/** A required phone number with its indicator; require_phone_format is reported on `number`. */
export const PhoneNumberSchema = z
  .object(
    {
      indicator: PhoneIndicatorSchema,
      number: trimmed(requiredString()),
    },
    { error: 'required_field' },
  )
  .check(
    fieldsRule(
      ['indicator', 'number'],
      'number',
      ({ number, indicator }) =>
        isValidPhoneNumber(number, typeof indicator === 'string' ? indicator : undefined),
      'require_phone_format',
    ),
  );
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;
