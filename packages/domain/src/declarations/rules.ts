import { z } from 'zod';
import type { MessageParams, ValidationMessageKey } from '../validation/message-keys.ts';
import type { DeclarationMessageKey } from './message-keys.ts';

type Path = readonly (string | number)[];
type MessageKey = ValidationMessageKey | DeclarationMessageKey;

/** The instant "now" is read from: a fixed Date (tests, a server pinning one request) or a clock. */
export type Clock = Date | (() => Date);

export const liveClock = (): Date => new Date();

/** The clock form the validation rules take. */
export function readClock(now: Clock): () => Date {
  return typeof now === 'function' ? now : () => now;
}

const startsWith = (path: readonly PropertyKey[], prefix: Path) =>
  prefix.every((part, index) => path[index] === part);

/**
 * `fieldsRule` for nested fields: an object rule reported at `target`, run while none of the `reads`
 * paths (or the object itself) has an issue of its own, so each field's own rule speaks first.
 */
export function pathsRule<T>(
  reads: readonly Path[],
  target: Path,
  test: (value: T) => boolean,
  error: MessageKey,
  params?: MessageParams,
) {
  return z.refine<T>((value) => test(value), {
    error,
    path: [...target],
    ...(params ? { params } : {}),
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => {
        const path = issue.path ?? [];
        return path.length === 0 || reads.some((read) => startsWith(path, read));
      }),
  });
}

/** A list of at most `max` items, else error_max_items with { max }. */
export function maxItems(max: number) {
  return z.refine<readonly unknown[]>((items) => items.length <= max, {
    error: 'error_max_items',
    params: { max },
  });
}
