import type { z } from 'zod';

/** Test helpers of the declaration schemas. */

export type Path = (string | number)[];

const toPath = (dotted: string): Path =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A copy of `value` with `path` set to `change` (undefined removes the field). */
export function changed<T>(value: T, path: Path | string, change: unknown): T {
  const parts = typeof path === 'string' ? toPath(path) : path;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = parts.at(-1) as string | number;
  if (change === undefined) delete node[last];
  else node[last] = change;
  return copy as T;
}

/** A copy of `value` with each dotted path of `changes` set (undefined removes the field). */
export function withChanges<T>(value: T, changes: Record<string, unknown>): T {
  return Object.entries(changes).reduce((result, [path, change]) => changed(result, path, change), value);
}

/** Every issue as 'path:key', in zod's order (the server answers the first). */
export function issuesOf(schema: z.ZodType, payload: unknown): string[] {
  const result = schema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

/** Every path to a value or an object inside `value`, the root excluded. */
export function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const inner = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return path.length > 0 ? [path, ...inner] : inner;
}

/** 'Now' in the tests: 15/06/2025 12:00 in Brussels (summer time). */
export const NOW = new Date('2025-06-15T10:00:00Z');

export const uploadId = (n: number) => `3f2b8c1e-7a4d-4e9b-9c2a-${String(n).padStart(12, '0')}`;

/** Every path to a text in a payload: each text a form sends. */
export function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with the text at `path` changed. */
export function withTextAt<T>(value: T, path: Path, change: (text: string) => string): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let holder = copy;
  for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  holder[last] = change(holder[last] as string);
  return copy as T;
}
