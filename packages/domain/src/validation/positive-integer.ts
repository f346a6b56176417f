import { optionalField, requiredFormat, trimmed } from './text.ts';

/** Spec §5: digits only and greater than 0 ("007" is 7; "1.0", "+1" and "-1" are refused). */
export function isPositiveInteger(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return false;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number);
}

/** Spec §5 "positive integer (optional)": blank gives undefined, else require_positive_integer. */
export const PositiveIntegerSchema = optionalField(
  requiredFormat(isPositiveInteger, 'require_positive_integer'),
);

/** A required positive integer, as the house number of an address. */
export const RequiredPositiveIntegerSchema = trimmed(
  requiredFormat(isPositiveInteger, 'require_positive_integer'),
);
