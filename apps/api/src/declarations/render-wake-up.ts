import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
// The statement pg-boss itself runs to wake the workers of a queue (its flow batches); pg-boss is pinned.
import { notifyQueue } from 'pg-boss/dist/plans.js';
import type { Db } from '../db/database.ts';
import { QUEUE_SCHEMA } from '../jobs/queue/pg-boss.ts';
import { SUMMARY_RENDER_QUEUE } from './pipeline-queues.ts';

/**
 * Wakes the summary workers once a declaration is committed. Not inside the submitting transaction:
 * PostgreSQL serialises the commits of every transaction that notifies, fsync included, which made a
 * burst of declarations queue up behind one another. Calls while one wake-up is under way are folded
 * into one more; a lost wake-up costs at most the workers' next poll.
 */
export function renderWakeUp(db: Db, log: FastifyBaseLogger): () => void {
  const statement = sql.raw(notifyQueue(QUEUE_SCHEMA, SUMMARY_RENDER_QUEUE));
  let running = false;
  let again = false;
  const wake = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    db.execute(statement).then(
      () => {
        running = false;
        if (again) wake();
      },
      (error: unknown) => {
        running = false;
        log.warn({ err: error }, 'summary workers not woken; they poll');
      },
    );
  };
  return wake;
}
