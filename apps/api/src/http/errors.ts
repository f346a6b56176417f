import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a person may see: a spec message key and its HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly key: string;
  readonly params: Record<string, string | number> | undefined;
  /** The failing field, for validation errors: `['fact', 'description']`. */
  readonly path: (string | number)[] | undefined;
  /** Headers the answer carries, e.g. Retry-After with a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    key: string,
    params?: Record<string, string | number>,
    path?: (string | number)[],
    headers?: Record<string, string>,
  ) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = params;
    this.path = path;
    this.headers = headers;
  }
}

/** Answers an error as `{ error: { key } }`; a stack trace never leaves the server. */
export function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .status(error.status)
      .send({ error: { key: error.key, params: error.params, path: error.path } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    // Our schemas use message keys as messages; anything else is a plain malformed request.
    const message = issue?.message ?? '';
    const key = /^[a-z][a-z0-9_]+$/.test(message) ? message : 'error_invalid_request';
    return reply.status(400).send({
      error: { key, path: issue?.instancePath.split('/').filter(Boolean) ?? [] },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(status)
    .send({ error: { key: status >= 500 ? 'error_occured' : 'error_invalid_request' } });
}

/** Every error, and every path no route takes, answered with a message key. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { key: 'error_404' } }));
}
