/**
 * The value at a dotted path; '' is the value itself. A module of its own: the definitions read it in
 * every first download, which must not bring the summary's formatting (and zod) along.
 */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}
