import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// What an ingress controller or a load balancer sends as a request id (a UUID, nginx's 32 hex
// digits…); anything else is replaced, so that a client cannot put a long or odd string in every line.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of a request in every log line about it (`reqId`) and in the jobs it starts: the
 * `X-Request-Id` the ingress controller set, so that its access log and ours meet, else a new UUID,
 * unique across the replicas (Fastify's own counter starts again at each process).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
