import { jsonFault } from '@pow/domain';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

const refusalOf = (value: unknown) => {
  const fault = jsonFault(value);
  if (!fault) return undefined;
  return new HttpError(400, fault.key, undefined, 'path' in fault ? fault.path : undefined);
};

/**
 * Every JSON body, on every route, parsed as Fastify does (prototype poisoning refused) and then held to
 * the portal's bounds in one linear walk: nested too deep or too many values answers 400
 * error_invalid_body, a text that is not well-formed (a control character, half an emoji) 400
 * error_invalid_characters with the field, before any route's hook or schema works on it (decision 025).
 */
export function parseBoundedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const refused = refusalOf(value);
      return refused ? done(refused, undefined) : done(null, value);
    });
  });
}

const decodes = (part: string) => {
  try {
    decodeURIComponent(part.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
};

/**
 * A query string whose percent-encoding is not UTF-8 (half an emoji can only come so) is refused naming
 * its parameter: the query parser would otherwise turn it silently into something else.
 */
const malformedQuery = (url: string) => {
  const query = url.split('?')[1];
  if (query === undefined) return undefined;
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    if (!decodes(name) || !decodes(value)) {
      return new HttpError(400, 'error_invalid_characters', undefined, [
        decodes(name) ? decodeURIComponent(name) : name,
      ]);
    }
  }
  return undefined;
};

/**
 * The query and path parameters of every API route, held to the same rule; multipart fields and file
 * names are the upload route's. A callback hook: a promise per request costs a few ticks on every endpoint.
 */
export const refuseIllFormedText: preValidationHookHandler = (request, _reply, done) => {
  done(malformedQuery(request.url) ?? refusalOf(request.query) ?? refusalOf(request.params));
};
