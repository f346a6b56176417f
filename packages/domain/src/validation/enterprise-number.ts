import { mod97CheckDigits } from './mod97.ts';
import { requiredFormat, trimmed } from './text.ts';

export const ENTERPRISE_NUMBER_LENGTH = 10;

/** The 10 digits of an enterprise number typed or shown with dots or spaces. */
export function normalizeEnterpriseNumber(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** Belgian enterprise number: 10 digits starting with 0 or 1, the last 2 being 97 − (first 8 mod 97). */
export function isValidEnterpriseNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const number = normalizeEnterpriseNumber(value);
  if (!/^[01]\d{9}$/.test(number)) return false;
  return mod97CheckDigits(Number(number.slice(0, 8))) === Number(number.slice(8));
}

/**
 * A required enterprise number; the output is the 10 digits. Spec §8 has no key for a malformed number: the
 * organisation is then not validly chosen, so error_choose_enterprise.
 */
export const EnterpriseNumberSchema = trimmed(
  requiredFormat(isValidEnterpriseNumber, 'error_choose_enterprise').transform(normalizeEnterpriseNumber),
);
