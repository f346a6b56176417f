import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser says a request comes from another site: Sec-Fetch-Site `cross-site` or
 * `same-site` (a sibling host is not the portal either), or, for browsers without that header, an
 * Origin that is not the portal's. Clients that are not browsers send neither and are not judged here.
 */
export function comesFromAnotherSite(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== ownOrigin;
}
