import { RRN_LENGTH } from '../constants.ts';
import { formatDate, isValidDate } from './calendar.ts';
import { mod97CheckDigits } from './mod97.ts';

// Births from 2000 on are checked with a 2 written before the 9 digits (official rule of the registry).
const BASE_2000 = 2_000_000_000;

/** The 11 digits of an rrn typed or shown with separators (YY.MM.DD-XXX.CC). */
export function normalizeRrn(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** The century of birth, told by which of the two checks the number passes; undefined if neither does. */
export function rrnCentury(value: unknown): 1900 | 2000 | undefined {
  if (typeof value !== 'string') return undefined;
  const rrn = normalizeRrn(value);
  if (rrn.length !== RRN_LENGTH || !/^\d+$/.test(rrn)) return undefined;
  const base = Number(rrn.slice(0, 9));
  const check = Number(rrn.slice(9));
  if (mod97CheckDigits(base) === check) return 1900;
  if (mod97CheckDigits(BASE_2000 + base) === check) return 2000;
  return undefined;
}

/**
 * Spec §5: 11 digits passing the mod-97 check for a 1900s or a 2000s birth. Like the spec, it does not judge
 * the date part, because bis numbers and people of unknown birth date carry 00 or shifted months.
 */
export function isValidRrn(value: unknown): boolean {
  return rrnCentury(value) !== undefined;
}

/** A bis number (foreigners not in the national register): birth month raised by 20 or 40. */
export function isBisNumber(value: unknown): boolean {
  if (!isValidRrn(value)) return false;
  return Number(normalizeRrn(value as string).slice(2, 4)) >= 20;
}

/**
 * Birth date as DD/MM/YYYY (spec §3), the bis month shift undone; undefined for an invalid number or when the
 * birth date is unknown (day or month 00).
 */
export function rrnBirthDate(value: unknown): string | undefined {
  const century = rrnCentury(value);
  if (century === undefined) return undefined;
  const rrn = normalizeRrn(value as string);
  const coded = Number(rrn.slice(2, 4));
  const month = coded >= 40 ? coded - 40 : coded >= 20 ? coded - 20 : coded;
  const date = formatDate({ year: century + Number(rrn.slice(0, 2)), month, day: Number(rrn.slice(4, 6)) });
  return isValidDate(date) ? date : undefined;
}
