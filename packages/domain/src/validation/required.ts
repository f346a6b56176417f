import { z } from 'zod';

/** Spec §5 "required: non-empty": blank strings, empty lists, null, undefined and NaN are empty. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

export function isOneOf<const T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** A radio group or select: the value must be one of `options`, else required_field (spec §5). */
export function requiredChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, { error: 'required_field' });
}
