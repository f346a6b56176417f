/**
 * Counts code points, as textLength of @pow/domain does (text-length.test.ts holds them together).
 * A copy of one line: that module also builds zod schemas, and importing it linked every chunk with a
 * character count (the feedback section on every information page) to ~26 KB gzip of zod.
 */
export function textLength(value: string): number {
  return [...value].length;
}
