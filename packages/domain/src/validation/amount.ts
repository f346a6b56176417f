import { z } from 'zod';
import { trimmed } from './text.ts';

/** Amounts are shown with cents (spec §5). */
export const AMOUNT_DECIMALS = 2;
export const AMOUNT_SUFFIX = ' €';

// Whole euros, plain or grouped by three with spaces (also the no-break spaces other software writes), then
// at most 2 decimals after a comma or a dot; or, as Belgians write by hand, grouped by three with dots, then
// at most 2 decimals after a comma. Then an optional euro sign. A leading minus is read so that a negative
// amount is answered "not positive" rather than "malformed".
const AMOUNT =
  /^(-)?(?:(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:[.,](\d{0,2}))?|(\d{1,3}(?:\.\d{3})+)(?:,(\d{0,2}))?)(?:\s*€)?$/;

/**
 * Reads an amount typed with a decimal comma or dot, or shown by `formatAmount`. A dot followed by exactly
 * three digits separates thousands: "1.500" is 1 500 €, "12.345.678,90" 12 345 678,90 €. In Belgium the dot
 * is the thousands separator in nl, fr and de alike, and nobody writes euros with three decimals, so
 * 1,50 € is the unlikely reading; the field shows "1 500,00 €" on leaving, so a misreading is seen before
 * sending. More than 2 decimals after a comma ("12,345") is refused rather than guessed.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = AMOUNT.exec(value.trim());
  if (!match) return undefined;
  const [, minus = '', spaced, spacedCents, dotted, dottedCents] = match;
  const euros = (spaced ?? dotted ?? '').replace(/\D/g, '');
  return Number(`${minus}${euros}.${spacedCents || dottedCents || '0'}`);
}

export function isPositiveAmount(value: unknown): boolean {
  const amount = parseAmount(value);
  return amount !== undefined && amount > 0;
}

/**
 * Formats with a decimal comma, 2 decimals, spaces between thousands and a euro suffix: 1234.5 gives
 * "1 234,50 €" in nl, fr and de alike. Plain spaces, as spec §5 says; the UI keeps the value on one line.
 */
export function formatAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 10 ** AMOUNT_DECIMALS);
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ' ');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${euros},${String(cents % 100).padStart(2, '0')}${AMOUNT_SUFFIX}`;
}

/**
 * A required positive amount, typed (string) or sent (number); the output is the number. Empty gives
 * required_field; what cannot be read gives error_amount_format, whose text shows the expected form (spec §8
 * has no key for it, and "this field is required" beside a filled field misled people: issue 15); zero or
 * less gives error_amount_not_positive (spec §5 "positive number required").
 */
export const AmountSchema = trimmed(
  z
    .union([z.string(), z.number()], { error: 'required_field' })
    .refine((value) => value !== '', { error: 'required_field' })
    .refine((value) => value === '' || parseAmount(value) !== undefined, { error: 'error_amount_format' })
    .refine((value) => parseAmount(value) === undefined || isPositiveAmount(value), {
      error: 'error_amount_not_positive',
    })
    .transform((value) => parseAmount(value) ?? Number.NaN),
);
