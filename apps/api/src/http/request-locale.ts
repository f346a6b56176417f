import { DEFAULT_LOCALE, type Locale, toLocale } from '@pow/domain';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: the X-Language header of the shared request helper, else Dutch. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['x-language'];
  return toLocale(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
}
