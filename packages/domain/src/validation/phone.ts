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

// Italy and San Marino have no trunk prefix: the leading 0 of a fixed number is dialled after +39 or +378 too.
const LEADING_ZERO_DIALLED = new Set(['39', '378']);

/**
 * The number as it follows the country code: its digits, without the national trunk zero that is not
 * dialled from abroad ("0470 12 34 56" with 32 gives "470123456"). A number already without it is unchanged.
 */
export function internationalDigits(number: string, indicator: string = DEFAULT_PHONE_PREFIX): string {
  const digits = digitsOf(number);
  return LEADING_ZERO_DIALLED.has(digitsOf(indicator)) ? digits : digits.replace(/^0/, '');
}

// Belgian numbers after +32: mobiles 4xx xx xx xx; a one-digit zone (Brussels 2, Antwerp 3, Liège 4,
// Ghent 9) x xxx xx xx; any other zone xx xx xx xx.
const BELGIAN_GROUPS = [
  /^(4\d{2})(\d{2})(\d{2})(\d{2})$/,
  /^([2349])(\d{3})(\d{2})(\d{2})$/,
  /^(\d{2})(\d{2})(\d{2})(\d{2})$/,
];

/** Groups of 3 from the left; a digit left alone joins the last group (202 555 0123). */
const groupsOfThree = (digits: string) => digits.replace(/\d{3}(?=\d{2})/g, '$& ');

/**
 * A phone number in international form for reading, e.g. in a summary: `+32 470 12 34 56`, `+32 2 123 45
 * 67`, `+33 612 345 678`. Takes the stored form or the typed one (with or without the trunk zero); a blank
 * indicator is 32 (spec §5); a blank number gives "".
 */
export function formatPhone({
  indicator,
  number,
}: {
  readonly indicator: string;
  readonly number: string;
}): string {
  const country = digitsOf(indicator) || DEFAULT_PHONE_PREFIX;
  const digits = internationalDigits(number, country);
  if (digits === '') return '';
  const belgian = country === DEFAULT_PHONE_PREFIX && BELGIAN_GROUPS.find((groups) => groups.test(digits));
  return `+${country} ${belgian ? digits.replace(belgian, '$1 $2 $3 $4') : groupsOfThree(digits)}`;
}

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

/**
 * A required phone number with its indicator; require_phone_format is reported on `number`. The digits are
 * counted as typed, then the number is kept as `internationalDigits` (digits, no trunk zero), so what is
 * stored and sent composes as +indicator number, and any grouping is left to `formatPhone`.
 */
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
  )
  .overwrite((phone) => ({ ...phone, number: internationalDigits(phone.number, phone.indicator) }));
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;
