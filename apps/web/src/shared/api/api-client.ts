import { API_BASE } from '@pow/contracts';
import type { MessageParams } from '@pow/domain';
import { currentLocale } from '../i18n/i18n.ts';

/**
 * A failed call: the spec's message key (spec §8), the HTTP status (0 for a network failure) and, for a
 * refused field, its path and the values its message interpolates.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly path: readonly (string | number)[] | undefined;
  readonly params: MessageParams | undefined;
  /** The answer's Date header, for the debug report of a 403 (spec §7 debug/network). */
  readonly date: string | undefined;

  constructor(
    status: number,
    key: string,
    details: { path?: readonly (string | number)[]; params?: MessageParams; date?: string | null } = {},
  ) {
    super(`${key} (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.path = details.path;
    this.params = details.params;
    this.date = details.date ?? undefined;
  }
}

export interface ApiResponse {
  readonly body: unknown;
  readonly headers: Headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isParam = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

function paramsOf(record: Record<string, unknown>): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(record)) if (isParam(value)) params[name] = value;
  return params;
}

/**
 * The `{ error: { key, path, params } }` of an error answer (ApiErrorSchema of @pow/contracts), as far as
 * it is well formed. Checked by hand: every page loads this module, and zod stays out of the first load.
 */
export function errorOf(status: number, date: string | null, body: unknown): ApiError {
  const { key, path, params } = isRecord(body) && isRecord(body.error) ? body.error : {};
  return new ApiError(status, typeof key === 'string' ? key : 'error_occured', {
    ...(Array.isArray(path) ? { path: path.filter(isParam) } : {}),
    ...(isRecord(params) ? { params: paramsOf(params) } : {}),
    date,
  });
}

/**
 * The one request helper of spec §7: `/index.php/api/<endpoint>`, JSON in and out, header X-Language
 * with the interface language. A non-OK answer or a network failure throws an ApiError.
 */
export async function apiRequest(
  endpoint: string,
  options: {
    method?: 'GET' | 'POST' | 'DELETE';
    body?: unknown;
    signal?: AbortSignal;
    headers?: Readonly<Record<string, string>>;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Language': currentLocale(),
    ...options.headers,
  };
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
  if (!response.ok) throw errorOf(response.status, response.headers.get('date'), body);
  return { body, headers: response.headers };
}
