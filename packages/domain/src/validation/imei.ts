import { z } from 'zod';
import { imeiDigits, isValidImei } from './imei-digits.ts';
import { requiredFormat, trimmed } from './text.ts';

export * from './imei-digits.ts';

/** A required IMEI (required_field, then require_imei_format), kept as its 15 digits. */
export const ImeiSchema = trimmed(
  z.preprocess(
    (value: unknown) => (typeof value === 'string' ? imeiDigits(value) : value),
    requiredFormat(isValidImei, 'require_imei_format'),
  ),
);
