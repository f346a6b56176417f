import { apiRequest } from '../../shared/api/api-client.ts';
import type { DeclarationStatus } from './status-polling.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads `{ data: DeclarationStatus }` by hand (zod stays out of the browser bundle). */
export function parseStatusAnswer(body: unknown): DeclarationStatus {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw new TypeError('status answer malformed');
  const { status, overview_method, unit_name, fallback } = data;
  if (typeof status !== 'number' || !Number.isInteger(status)) throw new TypeError('status missing');
  if (overview_method !== 'ebox' && overview_method !== 'email') throw new TypeError('unknown channel');
  if (typeof unit_name !== 'string') throw new TypeError('unit name missing');
  return { status, overview_method, unit_name, fallback: fallback === true };
}

/** POST v1/information/status (spec §7) for the declaration `guid` of this session. */
export async function fetchDeclarationStatus(guid: string, signal?: AbortSignal): Promise<DeclarationStatus> {
  const { body } = await apiRequest('v1/information/status', {
    method: 'POST',
    body: { guid },
    ...(signal ? { signal } : {}),
  });
  return parseStatusAnswer(body);
}
