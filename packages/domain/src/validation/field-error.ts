import type { z } from 'zod';
import type { MessageParams } from './message-keys.ts';

/** What the UI needs to show a zod issue: its message key, where it belongs, and values to interpolate. */
export type FieldError = { key: string; path: (string | number)[]; params?: MessageParams };

/** Same shape as the `error` of an API error answer, so browser and server report a rule alike. */
export function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
  const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
  return params ? { key: issue.message, path, params } : { key: issue.message, path };
}

/** Every issue of `value` against `schema`, as FieldErrors (none when it passes). */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldError[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(toFieldError);
}
