import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { comesFromAnotherSite } from './request-site.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a browser may ask of the API that changes something (ASVS 3.5, anti-CSRF): only from the portal's
 * own pages, and only as JSON (multipart for the attachment upload), never as the simple form posts any
 * other site can make a browser send.
 */
export function apiRequestGuard(publicUrl: string, multipartPaths: readonly string[]) {
  const ownOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    if (comesFromAnotherSite(request, ownOrigin)) throw new HttpError(403, 'error_no_rights');
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const path = request.url.split('?')[0]!;
    const allowed = multipartPaths.includes(path) ? 'multipart/form-data' : 'application/json';
    if (type !== '' && type !== allowed) throw new HttpError(415, 'error_invalid_request');
  };
}
