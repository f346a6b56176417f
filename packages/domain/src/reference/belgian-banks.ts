import { normalizeIban } from '../validation/iban.ts';
import codes from './belgian-bank-codes-2022.json' with { type: 'json' };

/** A Belgian bank as the National Bank of Belgium's list of protocol codes names it. */
export interface BelgianBank {
  readonly bic: string | null;
  readonly bank: string;
}

// The list's ranges are sorted and do not overlap; 192 of them, so a scan is fast enough.
const RANGES = codes.ranges;

/**
 * The bank of a Belgian IBAN (typed with or without spaces, any case), from the three digits after its
 * check digits (`BE71 096…` → 096 → Belfius). Undefined for a foreign IBAN, a malformed one, or a code the
 * list gives to no bank (some are unassigned: an answer too, not an error).
 */
export function belgianBankOf(iban: string): BelgianBank | undefined {
  const electronic = normalizeIban(iban);
  if (!/^BE\d{14}$/.test(electronic)) return undefined;
  const code = electronic.slice(4, 7);
  const range = RANGES.find(({ from, to }) => from <= code && code <= to);
  return range && { bic: range.bic, bank: range.bank };
}

/** The date of the bank list shipped (the NBB changes it a few times a year: refresh before production). */
export const BELGIAN_BANK_LIST_VERSION = codes.version;
