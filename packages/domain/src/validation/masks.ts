import { IBAN_MAX_LENGTH } from './iban.ts';

/** Spec §5 and §9. `#` is a digit; every other character is written as is. */
export const PHONE_MASK = '0### ## ## ## ##';
/** Victim IBAN (spec §5): `A` a letter, `X` a letter or digit, in blocks of 4. */
export const IBAN_VICTIM_MASK = 'AAXX XXXX XXXX XXXX XXXX XXXX';
/** Stolen-amounts IBAN (spec §5: longer): blocks of 4 up to the 34 characters of the longest IBAN. */
export const IBAN_STOLEN_AMOUNT_MASK = blocksOfFour(`AAXX${'X'.repeat(IBAN_MAX_LENGTH - 4)}`);
/** Enterprise number as spec §3 shows it: #.###.###.###. */
export const ENTERPRISE_NUMBER_MASK = '#.###.###.###';
/** rrn as printed on the identity card: YY.MM.DD-XXX.CC. */
export const RRN_MASK = '##.##.##-###.##';

function blocksOfFour(pattern: string): string {
  return pattern.replace(/(.{4})(?=.)/g, '$1 ');
}

const TOKENS: Record<string, RegExp> = { '#': /\d/, A: /[A-Za-z]/, X: /[A-Za-z0-9]/ };

/**
 * Formats what has been typed so far: characters that do not fit a slot are dropped, fixed characters of the
 * mask are written (and a typed one that matches is taken), letters are upper-cased, and the result stops
 * at the last typed character or at the end of the mask.
 */
export function applyMask(value: string, mask: string): string {
  let output = '';
  let m = 0;
  let v = 0;
  while (m < mask.length && v < value.length) {
    const slot = mask.charAt(m);
    const char = value.charAt(v);
    const token = TOKENS[slot];
    if (token) {
      if (token.test(char)) {
        output += char.toUpperCase();
        m += 1;
      }
      v += 1;
    } else {
      output += slot;
      if (char === slot) v += 1;
      m += 1;
    }
  }
  return output;
}

/** Phone number as typed so far, e.g. "470123456" gives "0470 12 34 56". */
export function maskPhoneNumber(value: string): string {
  return applyMask(value, PHONE_MASK);
}

/** IBAN as typed so far in blocks of 4: victim mask unless IBAN_STOLEN_AMOUNT_MASK is given. */
export function maskIban(value: string, mask: string = IBAN_VICTIM_MASK): string {
  return applyMask(value.replace(/\s/g, ''), mask);
}

/** 0712123421 gives "0.712.123.421" (mask of spec §3). */
export function formatEnterpriseNumber(value: string): string {
  return applyMask(value.replace(/[\s.]/g, ''), ENTERPRISE_NUMBER_MASK);
}

/** 85073003328 gives "85.07.30-033.28". */
export function formatRrn(value: string): string {
  return applyMask(value.replace(/[\s.-]/g, ''), RRN_MASK);
}
