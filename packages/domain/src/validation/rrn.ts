import { isValidRrn, normalizeRrn } from './rrn-number.ts';
import { requiredFormat, trimmed } from './text.ts';

export * from './rrn-number.ts';

/** A required rrn (required_field, then error_rrn_invalid); the output is the 11 digits. */
export const RrnSchema = trimmed(requiredFormat(isValidRrn, 'error_rrn_invalid').transform(normalizeRrn));
