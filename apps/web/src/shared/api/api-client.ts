import { API_BASE } from '@pow/domain';
import { currentLocale } from '../i18n/i18n.ts';

/** A failed call: the spec's message key (spec §8) and the HTTP status (0 for a network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;

  constructor(status: number, key: string) {
    super(`${key} (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
  }
}

export interface ApiResponse {
  readonly body: unknown;
  readonly headers: Headers;
}

function errorKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('key' in error)) return undefined;
  const key = (error as { key: unknown }).key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The one request helper of spec §7: `/index.php/api/<endpoint>`, JSON in and out, header X-Language
 * with the interface language. A non-OK answer or a network failure throws an ApiError.
 */
export async function apiRequest(
  endpoint: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': currentLocale() };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${endpoint}`, init);
  } catch {
    throw new ApiError(0, 'error_occured');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorKey(body) ?? 'error_occured');
  return { body, headers: response.headers };
}
