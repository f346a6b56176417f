import { z } from 'zod';

/**
 * `POST v1/debug/network` (spec §7): what the browser reports once per page load after a 403, so the
 * IT department can see which endpoint the platform security blocked, for which kind of declaration.
 */
export const DebugReportSchema = z.object({
  code: z.number().int().min(100).max(599),
  url: z.string().max(2000),
  /** The blocked answer's Date header. */
  timestamp: z.string().max(100),
  content: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 10_000)
    .meta({ description: 'What the blocking answer carried: 10,000 characters at most, written as JSON.' }),
});
export type DebugReport = z.infer<typeof DebugReportSchema>;
