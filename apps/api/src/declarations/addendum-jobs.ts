import { DECLARATION_STATUS } from '@pow/contracts';
import { type Declaration, localeOrDefault, recipientOf } from '@pow/domain';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { addenda, declarations, refPoliceZones, uploads } from '../db/schema.ts';
import type { Ebox } from '../delivery/ebox.ts';
import type { Mailer } from '../delivery/mailer.ts';
import { nextJobData } from '../jobs/job-data.ts';
import { zoneNameColumns, zoneNameIn } from '../reference-data/police-zones.ts';
import type { AdditionPolicy } from '../zone-desk/addition-policy.ts';
import { formTitle } from '../zone-desk/inbox-query.ts';
import { recordAddition } from '../zone-desk/zone-declaration.ts';
import { addendumMessage } from './addendum-pdf.ts';
import { deliverToPerson } from './deliver-to-person.ts';
import {
  ADDENDUM_DELIVER_QUEUE,
  ADDENDUM_RENDER_QUEUE,
  ADDENDUM_ZONE_QUEUE,
  type HandoverJobOptions,
  JOB_OPTIONS,
  ZONE_ADDENDUM_HANDOVER_QUEUE,
} from './pipeline-queues.ts';
import type { SummaryRenderer } from './summary-renderer.ts';
import { HandledFailure, type IdJob, jobAbout, lastTry, workLoops } from './work-loops.ts';

export interface AddendumPipelineOptions {
  database: Database;
  boss: PgBoss;
  mailer: Mailer;
  ebox: Ebox;
  renderer: SummaryRenderer;
  /** ZONE_DELIVERY=webhook: each addition the zone receives is also handed over, with these retries. */
  handover: HandoverJobOptions | undefined;
  /** What an addition does to a case its zone has handled (ZONE_ADDITION_ON_HANDLED). */
  additionOnHandled: AdditionPolicy;
}

/** Additions are few: one worker per step and process is plenty. */
const LOOPS_PER_QUEUE = 1;

/**
 * The three jobs of an addition to a declaration (issue 17), as the declaration's own (decision 009):
 * render its short PDF, deliver it to the person the declaration's summary goes to (eBox, falling back
 * to e-mail), hand it to the zone beside its declaration. Each acts only from the status it expects and
 * moves the status and enqueues the next job in one transaction, so a retry, a second delivery of the
 * job or a restart never does a step twice.
 */
export async function registerAddendumPipeline(options: AddendumPipelineOptions): Promise<void> {
  const { database, boss } = options;
  const { db } = database;
  const { summaryPdf, ...addendumColumns } = getTableColumns(addenda);

  const load = async (job: IdJob, withSummary = false) => {
    const id = job.data.id;
    const [row] = await db
      .select({
        addendum: addendumColumns,
        summaryPdf: withSummary ? summaryPdf : sql<null>`null`,
        declaration: {
          id: declarations.id,
          register: declarations.register,
          form: declarations.form,
          category: sql<unknown>`${declarations.payload}->>'category'`,
          factType: declarations.factType,
          payload: declarations.payload,
          overviewMethod: declarations.overviewMethod,
          createdAt: declarations.createdAt,
        },
        zone: zoneNameColumns,
      })
      .from(addenda)
      .innerJoin(declarations, eq(declarations.id, addenda.declarationId))
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
      .where(eq(addenda.id, id));
    // Its log lines name the declaration it adds to by its register number (issue 29).
    if (row) jobAbout(job, row.declaration.register);
    return row;
  };

  /** Moves the job's addition from one status to the next and enqueues the next job, atomically. */
  const advance = (job: IdJob, from: number, set: Partial<typeof addenda.$inferInsert>, next: string) =>
    database.transact(async ({ db: tx, sql: executor }) => {
      const { id } = job.data;
      const moved = await tx
        .update(addenda)
        .set(set)
        .where(and(eq(addenda.id, id), eq(addenda.status, from)))
        .returning({ id: addenda.id });
      if (moved.length) {
        const options = { ...JOB_OPTIONS[next as keyof typeof JOB_OPTIONS], db: executor };
        await boss.send(next, nextJobData(job), options);
      }
    });

  const work = (queue: string, handle: (job: IdJob) => Promise<void>) =>
    workLoops(boss, queue, LOOPS_PER_QUEUE, handle);

  await work(ADDENDUM_RENDER_QUEUE, async (job) => {
    const row = await load(job);
    if (!row || row.addendum.status !== DECLARATION_STATUS.received) return;
    const { addendum, declaration } = row;
    try {
      const files = await db
        .select({ filename: uploads.filename, size: uploads.size, sha256: uploads.sha256 })
        .from(uploads)
        .where(eq(uploads.addendumId, addendum.id))
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
      const language = localeOrDefault(addendum.language);
      const pdf = await options.renderer.renderAddendum({
        register: declaration.register,
        number: addendum.number,
        formTitle: formTitle(declaration.form, declaration.category, language, declaration.factType),
        declarationReceivedAt: declaration.createdAt,
        receivedAt: addendum.createdAt,
        zoneName: zoneNameIn(row.zone, language),
        language,
        text: addendum.text,
        attachments: files,
      });
      await advance(
        job,
        DECLARATION_STATUS.received,
        { status: DECLARATION_STATUS.summaryMade, summaryPdf: pdf, summaryMadeAt: new Date() },
        ADDENDUM_DELIVER_QUEUE,
      );
    } catch (error) {
      if (!lastTry(job)) throw error;
      // Final: the zone still gets the addition, and the person's page says its PDF did not come.
      await advance(
        job,
        DECLARATION_STATUS.received,
        { status: DECLARATION_STATUS.summaryFailed },
        ADDENDUM_ZONE_QUEUE,
      );
      throw new HandledFailure(error);
    }
  });

  await work(ADDENDUM_DELIVER_QUEUE, async (job) => {
    const row = await load(job, true);
    const pdf = row?.summaryPdf;
    if (!row || row.addendum.status !== DECLARATION_STATUS.summaryMade || !pdf) return;
    const { addendum, declaration } = row;
    const language = localeOrDefault(addendum.language);
    let deliveredBy: 'ebox' | 'email';
    try {
      // To whom the declaration's summary goes: its owner, the only one who may add to it.
      deliveredBy = await deliverToPerson(options, {
        channel: declaration.overviewMethod,
        recipient: recipientOf(declaration.payload as Declaration),
        message: addendumMessage({
          register: declaration.register,
          receivedAt: addendum.createdAt,
          zoneName: zoneNameIn(row.zone, language),
          language,
        }),
        declarationGuid: declaration.id,
        attachments: [
          {
            filename: `${declaration.register}-${addendum.number}.pdf`,
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      });
    } catch (error) {
      if (!lastTry(job)) throw error;
      await advance(
        job,
        DECLARATION_STATUS.summaryMade,
        { status: DECLARATION_STATUS.summaryFailed },
        ADDENDUM_ZONE_QUEUE,
      );
      throw new HandledFailure(error);
    }
    await advance(
      job,
      DECLARATION_STATUS.summaryMade,
      { status: DECLARATION_STATUS.summaryDelivered, deliveredBy, deliveredAt: new Date() },
      ADDENDUM_ZONE_QUEUE,
    );
  });

  await work(ADDENDUM_ZONE_QUEUE, async (job) => {
    const row = await load(job);
    if (!row || row.addendum.zoneAt) return;
    const { addendum } = row;
    // Handed over once: the time is set only where none is, and a delivered one counts as at the zone;
    // its case learns of it (new information, reopened or flagged) and, with ZONE_DELIVERY=webhook, its
    // hand-over to the police system is queued, in the same transaction. A declaration still on its way
    // to the zone throws (recordAddition): the addition follows it there, on a retry.
    await database.transact(async ({ db: tx, sql: executor }) => {
      const [moved] = await tx
        .update(addenda)
        .set({
          zoneAt: new Date(),
          status: sql`case when ${addenda.status} = ${DECLARATION_STATUS.summaryDelivered} then ${DECLARATION_STATUS.sentToZone} else ${addenda.status} end`,
          ...(options.handover ? { handover: 'pending' as const } : {}),
        })
        .where(
          and(
            eq(addenda.id, addendum.id),
            isNull(addenda.zoneAt),
            inArray(addenda.status, [DECLARATION_STATUS.summaryDelivered, DECLARATION_STATUS.summaryFailed]),
          ),
        )
        .returning({ id: addenda.id });
      if (moved) await recordAddition(tx, addendum.declarationId, options.additionOnHandled);
      if (moved && options.handover) {
        await boss.send(ZONE_ADDENDUM_HANDOVER_QUEUE, nextJobData(job), {
          ...options.handover,
          db: executor,
        });
      }
    });
  });
}
