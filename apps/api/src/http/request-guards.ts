import type { onRequestHookHandler } from 'fastify';
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
  // A callback hook, not an async one: every API request passes here, and a promise costs a few ticks.
  const guard: onRequestHookHandler = (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (comesFromAnotherSite(request, ownOrigin)) return done(new HttpError(403, 'error_no_rights'));
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const path = request.url.split('?')[0]!;
    const allowed = multipartPaths.includes(path) ? 'multipart/form-data' : 'application/json';
    done(type !== '' && type !== allowed ? new HttpError(415, 'error_invalid_request') : undefined);
  };
  return guard;
}
