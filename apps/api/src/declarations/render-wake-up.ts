import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
// The statement pg-boss itself runs to wake the workers of a queue (its flow batches); pg-boss is pinned.
import { notifyQueue } from 'pg-boss/dist/plans.js';
import type { Db } from '../db/database.ts';
import { QUEUE_SCHEMA } from '../jobs/queue/pg-boss.ts';
import { SUMMARY_RENDER_QUEUE } from './pipeline-queues.ts';

/** Wake-ups asked for within this long of the last one are sent together at its end. */
const WAKE_UP_SPACING_MS = 20;

/**
 * Wakes the summary workers once a declaration is committed. Not inside the submitting transaction:
 * PostgreSQL serialises the commits of every transaction that notifies, fsync included, which made a
 * burst of declarations queue up behind one another. A declaration alone wakes them at once; during a
 * burst, the calls of the next 20 ms are folded into one wake-up at their end (decision 029): under
 * load, one round trip per declaration or two was spent on wake-ups alone. A lost wake-up costs at most
 * the workers' next poll.
 */
export function renderWakeUp(db: Db, log: FastifyBaseLogger): () => void {
  const statement = sql.raw(notifyQueue(QUEUE_SCHEMA, SUMMARY_RENDER_QUEUE));
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;
  const send = (): void => {
    pending = undefined;
    lastSent = Date.now();
    db.execute(statement).catch((error: unknown) => {
      log.warn({ err: error }, 'summary workers not woken; they poll');
    });
  };
  return () => {
    if (pending) return;
    const wait = lastSent + WAKE_UP_SPACING_MS - Date.now();
    if (wait <= 0) send();
    // Unreferenced: a wake-up still to come does not keep a stopping process alive.
    else pending = setTimeout(send, wait).unref();
  };
}
