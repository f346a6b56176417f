import { z } from 'zod';
import { trimmed } from './text.ts';

/** Amounts are shown with cents (spec §5). */
export const AMOUNT_DECIMALS = 2;
export const AMOUNT_SUFFIX = ' €';

// Whole euros, plain or grouped by three with spaces (also the no-break spaces other software writes),
// then at most 2 decimals after a comma or a dot, then an optional euro sign.
const AMOUNT = /^(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:[.,](\d{0,2}))?(?:\s*€)?$/;

/**
 * Reads an amount typed with a decimal comma or dot, or shown by `formatAmount`. More than 2 decimals is
 * refused rather than guessed: "1.500" is as likely 1 500 € as 1,50 €.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = AMOUNT.exec(value.trim());
  if (!match) return undefined;
  const euros = (match[1] ?? '').replace(/\D/g, '');
  return Number(`${euros}.${match[2] || '0'}`);
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
 * A required positive amount, typed (string) or sent (number); the output is the number. Spec §8 has no
 * key of its own for a malformed amount, and §5 words the rule as "positive number required": required_field.
 */
export const AmountSchema = trimmed(
  z
    .union([z.string(), z.number()], { error: 'required_field' })
    .refine(isPositiveAmount, { error: 'required_field' })
    .transform((value) => parseAmount(value) ?? Number.NaN),
);
