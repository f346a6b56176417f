import { z } from 'zod';
import type { MessageParams, ValidationMessageKey } from './message-keys.ts';

type Fields = Record<string, unknown>;

/**
 * An object-level rule comparing fields, reported on `target`. It runs as long as the fields it reads have no
 * issue of their own (zod would otherwise skip it whenever any field of the form is empty), and is silent
 * when they do: each field's own rule speaks first.
 */
export function fieldsRule(
  reads: readonly string[],
  target: string,
  test: (values: Fields) => boolean,
  error: ValidationMessageKey,
  params?: MessageParams,
) {
  return z.refine<Fields>((values) => test(values), {
    error,
    path: [target],
    ...(params ? { params } : {}),
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => {
        const key = issue.path?.[0];
        return key === undefined || (typeof key === 'string' && reads.includes(key));
      }),
  });
}
