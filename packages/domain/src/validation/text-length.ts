/**
 * Counts code points, not UTF-16 units, so an emoji counts as one character, as people expect. A module
 * of its own, without zod: the browser's character counts link to it and nothing else.
 */
export function textLength(value: string): number {
  return [...value].length;
}
