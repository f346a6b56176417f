// Without zod: the wizard's lost-object field reads these (decision 034).

/** A device's IMEI: 15 digits, the last the Luhn check digit of the fourteen before it. */
export const IMEI_LENGTH = 15;

/** The IMEI's digits, without the spaces, hyphens, slashes or dots a box or a settings screen shows. */
export function imeiDigits(value: string): string {
  return value.replace(/[\s\-/.]/g, '');
}

/** The Luhn check (ISO/IEC 7812): every second digit from the right doubled, the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 15 digits that pass the Luhn check, however spaced (`35 209900 176148 1`). */
export function isValidImei(value: string): boolean {
  const digits = imeiDigits(value);
  return new RegExp(`^\\d{${IMEI_LENGTH}}$`).test(digits) && passesLuhn(digits);
}
