import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * The body as `schema` reads it, or its first issue as the 400 answer: key, values and path, which the
 * form shows at its field.
 */
export function parsedOrRefused<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  return dataOrRefused(schema.safeParse(body));
}

/** The data of a parse already made, or its first issue as the 400 answer (as parsedOrRefused). */
export function dataOrRefused<T>(parsed: z.ZodSafeParseResult<T>): T {
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const params = (issue as { params?: Record<string, string | number> }).params;
  throw new HttpError(
    400,
    issue.message,
    params,
    issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
  );
}
