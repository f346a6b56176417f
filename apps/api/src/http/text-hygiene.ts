import { controlCharacterPath } from '@pow/domain';
import type { preValidationHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Every text that enters the API, in one place: a body, query or path parameter that carries a control
 * character (NUL above all, which PostgreSQL refuses) is answered 400 error_invalid_characters with the
 * field, before any route's own validation. Multipart file names are checked by the upload route. A
 * callback hook: a promise per request costs a few ticks on every endpoint.
 */
export const refuseControlCharacters: preValidationHookHandler = (request, _reply, done) => {
  for (const part of [request.body, request.query, request.params]) {
    const path = controlCharacterPath(part);
    if (path) return done(new HttpError(400, 'error_invalid_characters', undefined, path));
  }
  done();
};
