import { isValidIBAN } from 'ibantools';
import { requiredFormat, trimmed } from './text.ts';

/** The longest IBAN any country issues (ISO 13616). */
export const IBAN_MAX_LENGTH = 34;

const BELGIAN_IBAN = /^BE\d{14}$/;
// Spec §5 for other countries: 2 letters, 2 digits, then 10 to 30 letters or digits.
const OTHER_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** The electronic form of an IBAN: spaces removed, letters in upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * Spec §5. Belgian: BE and 14 digits passing the mod-97 checks (ibantools checks both the ISO 13616 check
 * digits and the Belgian account check, which every real Belgian account passes). Other countries: the
 * format only, as the spec says, so an account in a country ibantools does not know is never refused.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  if (iban.startsWith('BE')) return BELGIAN_IBAN.test(iban) && isValidIBAN(iban);
  return OTHER_IBAN.test(iban);
}

/** A required IBAN (required_field, then require_iban_format); the output is the normalised IBAN. */
export const IbanSchema = trimmed(
  requiredFormat(isValidIban, 'require_iban_format').transform(normalizeIban),
);
