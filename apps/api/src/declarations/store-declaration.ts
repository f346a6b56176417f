import type { DeclarationAdded } from '@pow/contracts';
import type { PgBoss } from 'pg-boss';
// The statement pg-boss itself runs for send(); pg-boss is pinned (as for render-wake-up.ts).
import { insertJobs } from 'pg-boss/dist/plans.js';
import type { NoticeRow } from '../bank-notices/notice-plan.ts';
import { PASSED_ON_QUEUE, type PassedOnJobOptions } from '../bank-notices/passed-on-queue.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Identifier } from '../identifiers/normalise-identifier.ts';
import { jobDataOf } from '../jobs/job-data.ts';
import { QUEUE_SCHEMA } from '../jobs/queue/pg-boss.ts';
import { JOB_OPTIONS, SUMMARY_RENDER_QUEUE } from './pipeline-queues.ts';

/** What the declarations table keeps of one accepted declaration, its guid chosen beforehand. */
export interface DeclarationRow {
  guid: string;
  register: string;
  form: string;
  factType: string;
  language: string;
  zoneKey: string;
  overviewMethod: string;
  sessionId: string;
  userType: string;
  idempotencyKey: string;
  payload: unknown;
  declarantRrn: string | null;
  victimRrn: string | null;
  /** The uploads it names: this session's, not sent with another declaration yet. */
  attachmentIds: readonly string[];
  /** The IBANs, phones, e-mails, domains and profiles it names (`identifiersOfDeclaration`, issue 31). */
  identifiers: readonly Identifier[];
  /** The request's id, carried by its jobs into their log lines. */
  requestId: string;
  /** What the victim lets pass on at once: stored pending, with the `passed-on` job (decision 048). */
  passedOn: readonly NoticeRow[];
}

export type StoreDeclaration = (row: DeclarationRow) => Promise<DeclarationAdded>;

/**
 * Stores a declaration, claims its uploads, indexes its identifiers (issue 31) and inserts its first job
 * (summary-render) in one statement, one round trip: a single statement commits or fails as a whole, so
 * the declaration, its identifiers and its job still commit together (decision 029). The claim takes
 * only this session's uploads not sent yet; the row lock settles two declarations racing for one. A
 * claim that falls short leaves the register null, and the NOT NULL constraint then fails the whole
 * statement, claim included: answered error_upload. A second use of an Idempotency-Key fails on its
 * unique index, as before.
 */
export async function prepareStoreDeclaration(
  database: Database,
  boss: PgBoss,
  passedOn: PassedOnJobOptions,
): Promise<StoreDeclaration> {
  const queue = await boss.getQueue(SUMMARY_RENDER_QUEUE);
  if (!queue) throw new Error(`queue ${SUMMARY_RENDER_QUEUE} missing`);
  const insertJob = insertJobs(QUEUE_SCHEMA, {
    table: queue.table,
    name: SUMMARY_RENDER_QUEUE,
    returnId: true,
  });
  if (insertJob.split('$1').length !== 2) throw new Error('pg-boss insertJobs changed: one $1 expected');
  const passedOnQueue = await boss.getQueue(PASSED_ON_QUEUE);
  if (!passedOnQueue) throw new Error(`queue ${PASSED_ON_QUEUE} missing`);
  const insertPassedOn = insertJobs(QUEUE_SCHEMA, { table: passedOnQueue.table, name: PASSED_ON_QUEUE });
  const text = `
    with claimed as (
      update uploads set declaration_id = $1
      where id = any($2::uuid[]) and session_id = $3 and declaration_id is null
      returning id
    ), declaration as (
      insert into declarations (id, register, form, fact_type, language, zone_key, overview_method,
        session_id, user_type, idempotency_key, payload, declarant_rrn, victim_rrn)
      select $1, case when (select count(*) from claimed) = cardinality($2::uuid[]) then $4 end,
        $5, $6, $7, $8, $9, $3, $10, $11, $12::jsonb, $13, $14
      returning id, register
    ), job as (${insertJob.replace('$1', '$15')}
    ), named as (
      insert into declaration_identifiers (declaration_id, kind, value, country, bank)
      select declaration.id, identifier.kind, identifier.value, identifier.country, identifier.bank
      from declaration, jsonb_to_recordset($16::jsonb)
        as identifier(kind text, value text, country text, bank text)
    ), passed_on as (${insertPassedOn.replace('$1', '$17')}
    ), notices as (
      insert into passed_on_notices (declaration_id, kind, target, bank, bic, country)
      select declaration.id, notice.kind, notice.target, notice.bank, notice.bic, notice.country
      from declaration, jsonb_to_recordset($18::jsonb)
        as notice(kind text, target text, bank text, bic text, country text)
    )
    select id as guid, register from declaration`;
  const { retryLimit, retryDelay, retryBackoff, heartbeatSeconds } = JOB_OPTIONS[SUMMARY_RENDER_QUEUE];

  return async (row) => {
    const job = {
      data: jobDataOf(row.guid, row.requestId),
      retryLimit,
      retryDelay,
      retryBackoff,
      heartbeatSeconds,
    };
    try {
      const [stored] = await database.run<DeclarationAdded>('declaration_store', text, [
        row.guid,
        row.attachmentIds,
        row.sessionId,
        row.register,
        row.form,
        row.factType,
        row.language,
        row.zoneKey,
        row.overviewMethod,
        row.userType,
        row.idempotencyKey,
        JSON.stringify(row.payload),
        row.declarantRrn,
        row.victimRrn,
        JSON.stringify([job]),
        JSON.stringify(row.identifiers),
        // An empty list inserts no job: nothing to pass on.
        JSON.stringify(
          row.passedOn.length ? [{ data: jobDataOf(row.guid, row.requestId), ...passedOn }] : [],
        ),
        JSON.stringify(row.passedOn),
      ]);
      return stored!;
    } catch (error) {
      if (isRegisterLeftNull(error)) throw new HttpError(400, 'error_upload', undefined, ['attachments']);
      throw error;
    }
  };
}

/** The NOT NULL violation on the register: the uploads claim fell short. */
const isRegisterLeftNull = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23502' &&
  (error as { column?: unknown }).column === 'register';
