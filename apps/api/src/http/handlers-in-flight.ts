import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { requestRunning } from '../db/background-work.ts';

/**
 * Counts the route handlers running, so that shutdown can wait for them before it closes the database.
 * Fastify's close waits for open connections only: a handler whose client has gone away (a closed tab,
 * a time-out) would otherwise meet a closed pool halfway, e.g. between a declaration's checks and its
 * transaction. Every route registered after this call is counted from its start to its end, also for
 * the background work that gives way to requests (db/background-work.ts).
 */
export function trackHandlersInFlight(app: FastifyInstance): { settled(timeoutMs: number): Promise<void> } {
  let running = 0;
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // A handler that returns a promise runs until it settles; any other until it returns (as before).
    route.handler = function (this: FastifyInstance, request, reply) {
      running++;
      const ended = requestRunning();
      const end = () => {
        running--;
        ended();
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        end();
        throw error;
      }
      if (result instanceof Promise) return result.finally(end);
      end();
      return result;
    };
  });
  return {
    /** Resolves once no handler runs, or after `timeoutMs` (a handler that never ends holds no one up). */
    async settled(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
