import type { z } from 'zod';

/**
 * Who may call a route: anyone (no session read), anyone with or without a session (the answer
 * depends on it), any signed-in person, a signed-in citizen with a proven national number, an officer.
 */
export type Access = 'anyone' | 'session-optional' | 'signed-in' | 'citizen' | 'officer';

/** A request header a route reads: the components of the same name in the OpenAPI document. */
export type ContractHeader = 'Idempotency-Key' | 'X-Language';

/** An answer that is not the JSON of the route's `response` schema: a redirect, a file, a page. */
export interface OtherAnswer {
  description: string;
  /** Media types of the body; none for a redirect. */
  content?: readonly string[];
  /** Response headers the answer carries. */
  headers?: readonly ('Location' | 'Set-Cookie' | 'Content-Disposition' | 'Repr-Digest')[];
}

/**
 * What the OpenAPI document says of a route beyond its zod schemas (decision 031): who may call it,
 * the refusals of its own (the standard ones of its access and method are added by the document), the
 * headers it reads. A route of the API or of sign-in without a contract fails the document.
 */
export interface RouteContract {
  access: Access;
  /** Error answers of this route: status → the message keys it may carry. */
  refusals?: Readonly<Record<number, readonly string[]>>;
  /** Past a rate limit: 429 error_too_many_requests with Retry-After. */
  rateLimited?: boolean;
  headers?: readonly ContractHeader[];
  /** The body as documented, for a route that reads it itself after checking the rights. */
  body?: z.ZodType;
  /** Media types of a body the route reads as a stream (the upload's multipart). */
  streamedBody?: { mediaType: string; schema: Record<string, unknown> };
  /** Answers besides the JSON ones of `response`, by status. */
  others?: Readonly<Record<number, OtherAnswer>>;
}

declare module 'fastify' {
  interface FastifySchema {
    contract?: RouteContract;
  }
}
