import type { PgBoss } from 'pg-boss';
import { PASSED_ON_QUEUE } from '../bank-notices/passed-on-queue.ts';
import type { Config } from '../config/config.ts';
import { CONTACT_FORWARD_QUEUE } from '../contact/contact-forward.ts';
import type { Database } from '../db/database.ts';
import {
  ADDENDUM_QUEUES,
  PIPELINE_QUEUES,
  SUMMARY_RENDER_QUEUE,
  ZONE_ADDENDUM_HANDOVER_QUEUE,
  ZONE_HANDOVER_QUEUE,
} from '../declarations/pipeline-queues.ts';
import { CASE_MESSAGE_QUEUE } from '../delivery/case-messages.ts';
import { RETENTION_QUEUE } from './housekeeping/retention.ts';
import { SESSION_CLEANUP_QUEUE } from './housekeeping/session-cleanup.ts';
import type { QueueSpec } from './queue/create-queues.ts';
import { startBoss } from './queue/pg-boss.ts';

/**
 * Every queue of the portal, created by whichever process starts first: an API process sends to them
 * (and its health check reads one) before any worker may have run.
 */
const PORTAL_QUEUES: QueueSpec[] = [
  [SESSION_CLEANUP_QUEUE, {}],
  [RETENTION_QUEUE, {}],
  [CONTACT_FORWARD_QUEUE, {}],
  // NOTIFY in the enqueuing transaction wakes a worker as soon as a step's job is committed (issue 4:
  // submit → zone in seconds); the first step's workers are woken by the API after its commit instead
  // (declarations/render-wake-up.ts), so that declarations do not commit one at a time.
  ...PIPELINE_QUEUES.map((name): QueueSpec => [name, { notify: name !== SUMMARY_RENDER_QUEUE }]),
  // Additions are few: each step notifies in its own transaction, the first one included.
  ...ADDENDUM_QUEUES.map((name): QueueSpec => [name, { notify: true }]),
  // Made whatever ZONE_DELIVERY says: a worker set to webhook may share the database with others.
  [ZONE_HANDOVER_QUEUE, { notify: true }],
  [ZONE_ADDENDUM_HANDOVER_QUEUE, { notify: true }],
  // Inserted with the declaration by its statement (decision 048): a worker's poll finds it within a second.
  [PASSED_ON_QUEUE, {}],
  // Enqueued with a change of the desk's case: woken at its commit (decision 054).
  [CASE_MESSAGE_QUEUE, { notify: true }],
];

/** pg-boss with every queue of the portal, in any role. */
export function startQueue(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'role' | 'logLevel' | 'queuePoolMax'>,
): Promise<PgBoss> {
  return startBoss(database, config, PORTAL_QUEUES);
}
