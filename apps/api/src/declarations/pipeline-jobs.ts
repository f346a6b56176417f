import { DECLARATION_STATUS } from '@pow/contracts';
import { type Declaration, localeOrDefault, recipientOf } from '@pow/domain';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { declarations, refPoliceZones, uploads, zoneInbox } from '../db/schema.ts';
import type { Ebox } from '../delivery/ebox.ts';
import type { Mailer } from '../delivery/mailer.ts';
import { nextJobData } from '../jobs/job-data.ts';
import type { PortalMetrics } from '../operations/metrics.ts';
import { zoneNameColumns, zoneNameIn } from '../reference-data/police-zones.ts';
import { deskSearchText } from '../zone-desk/desk-search.ts';
import { formTitle } from '../zone-desk/inbox-query.ts';
import { deliverToPerson } from './deliver-to-person.ts';
import {
  type HandoverJobOptions,
  JOB_OPTIONS,
  SUMMARY_DELIVER_QUEUE,
  SUMMARY_RENDER_QUEUE,
  ZONE_DELIVER_QUEUE,
  ZONE_HANDOVER_QUEUE,
} from './pipeline-queues.ts';
import { storedDeclaration, summaryInputOf } from './summary-input.ts';
import { summaryLookupSource } from './summary-lookups.ts';
import { summaryMessage } from './summary-pdf.ts';
import type { SummaryRenderer } from './summary-renderer.ts';
import { HandledFailure, type IdJob, jobAbout, lastTry, workLoops } from './work-loops.ts';

export interface PipelineOptions {
  database: Database;
  boss: PgBoss;
  mailer: Mailer;
  ebox: Ebox;
  renderer: SummaryRenderer;
  /** Test-only: make the summary fail, to prove the -1 path (FAULT_INJECTION=summary-render). */
  failSummary: boolean;
  /**
   * ZONE_DELIVERY=webhook: each declaration the zone receives is also handed to its information system,
   * by a job with these retries; undefined with the desk alone.
   */
  handover: HandoverJobOptions | undefined;
  /** Times each declaration from its acceptance to its zone's desk (the delivery objective). */
  metrics: Pick<PortalMetrics, 'declarationsAtZone'>;
}

/**
 * Jobs of one step a process works on at once: the PDF threads stay busy while others wait for the
 * database. PGlite is one connection on the HTTP thread: more loops there only queue more statements
 * in front of the requests (decision 029).
 */
const LOOPS_PER_QUEUE = { postgres: 4, pglite: 1 } as const;

/**
 * The three jobs of a declaration: render the PDF summary, deliver it (eBox, falling back to e-mail),
 * hand the information sheet to the zone. Each acts only from the status it expects and moves the status
 * and enqueues the next job in one transaction, so a retry or a restart never does a step twice.
 */
export async function registerPipeline(options: PipelineOptions): Promise<void> {
  const { database, boss } = options;
  const { db } = database;
  const summaryLookups = summaryLookupSource(db);

  // Each step reads its declaration once, in a statement prepared once per connection; only the
  // delivery step reads the PDF back.
  const { summaryPdf, ...declarationColumns } = getTableColumns(declarations);
  const loadStatement = (name: string, withSummary: boolean) =>
    db
      .select({
        declaration: declarationColumns,
        summaryPdf: withSummary ? summaryPdf : sql<null>`null`,
        zone: zoneNameColumns,
      })
      .from(declarations)
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
      .where(eq(declarations.id, sql.placeholder('id')))
      .prepare(name);
  const withoutSummary = loadStatement('pipeline_declaration', false);
  const withSummary = loadStatement('pipeline_declaration_with_summary', true);
  const load = async (job: IdJob, summary = false) => {
    const row = (await (summary ? withSummary : withoutSummary).execute({ id: job.data.id }))[0];
    // Its log lines name the declaration by its register number (issue 29).
    if (row) jobAbout(job, row.declaration.register);
    return row;
  };

  /** The declaration's own files; an addition's come with the addition. */
  const filesOf = (id: string) =>
    db
      .select({ id: uploads.id, filename: uploads.filename, sha256: uploads.sha256, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.declarationId, id), isNull(uploads.addendumId)));

  /** Moves the job's declaration from one status to the next and enqueues the next job, atomically. */
  const advance = (job: IdJob, from: number, set: Partial<typeof declarations.$inferInsert>, next?: string) =>
    database.transact(async ({ db: tx, sql: executor }) => {
      const { id } = job.data;
      const moved = await tx
        .update(declarations)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(declarations.id, id), eq(declarations.status, from)))
        .returning({ id: declarations.id });
      if (moved.length && next) {
        const options = { ...JOB_OPTIONS[next as keyof typeof JOB_OPTIONS], db: executor };
        await boss.send(next, nextJobData(job), options);
      }
    });

  // Several loops per queue keep a burst moving.
  const work = (queue: string, handle: (job: IdJob) => Promise<void>) =>
    workLoops(boss, queue, LOOPS_PER_QUEUE[database.kind], handle);

  await work(SUMMARY_RENDER_QUEUE, async (job) => {
    const row = await load(job);
    if (!row || row.declaration.status !== DECLARATION_STATUS.received) return;
    const { declaration } = row;
    try {
      if (options.failSummary) throw new Error('summary rendering disabled by FAULT_INJECTION');
      const files = await filesOf(declaration.id);
      const language = localeOrDefault(declaration.language);
      const input = summaryInputOf(
        storedDeclaration(declaration, zoneNameIn(row.zone, language), language),
        await summaryLookups(language, files),
      );
      const pdf = await options.renderer.render(input);
      await advance(
        job,
        DECLARATION_STATUS.received,
        { status: DECLARATION_STATUS.summaryMade, summaryPdf: pdf, summaryMadeAt: new Date() },
        SUMMARY_DELIVER_QUEUE,
      );
    } catch (error) {
      if (!lastTry(job)) throw error;
      // Final: the person is told they will be contacted (spec §4); the zone still gets the declaration.
      await advance(
        job,
        DECLARATION_STATUS.received,
        { status: DECLARATION_STATUS.summaryFailed },
        ZONE_DELIVER_QUEUE,
      );
      throw new HandledFailure(error);
    }
  });

  await work(SUMMARY_DELIVER_QUEUE, async (job) => {
    const row = await load(job, true);
    const pdf = row?.summaryPdf;
    if (!row || row.declaration.status !== DECLARATION_STATUS.summaryMade || !pdf) return;
    const { declaration } = row;
    const language = localeOrDefault(declaration.language);
    const message = summaryMessage({
      register: declaration.register,
      receivedAt: declaration.createdAt,
      zoneName: zoneNameIn(row.zone, language),
      language,
      formTitle: formTitle(
        declaration.form,
        (declaration.payload as { category?: unknown }).category,
        language,
        declaration.factType,
      ),
    });
    const attachments = [
      {
        filename: `${declaration.register}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ];
    let deliveredBy: 'ebox' | 'email';
    try {
      deliveredBy = await deliverToPerson(options, {
        channel: declaration.overviewMethod,
        recipient: recipientOf(declaration.payload as Declaration),
        message,
        declarationGuid: declaration.id,
        attachments,
      });
    } catch (error) {
      if (!lastTry(job)) throw error;
      // Final, the eBox and the mail server down through every retry: as for a summary never made, the
      // person is told they will be contacted (-1), and the zone still gets the declaration.
      await advance(
        job,
        DECLARATION_STATUS.summaryMade,
        { status: DECLARATION_STATUS.summaryFailed },
        ZONE_DELIVER_QUEUE,
      );
      throw new HandledFailure(error);
    }
    await advance(
      job,
      DECLARATION_STATUS.summaryMade,
      { status: DECLARATION_STATUS.summaryDelivered, deliveredBy, deliveredAt: new Date() },
      ZONE_DELIVER_QUEUE,
    );
  });

  await work(ZONE_DELIVER_QUEUE, async (job) => {
    const row = await load(job);
    if (!row) return;
    const { declaration } = row;
    if (
      declaration.status !== DECLARATION_STATUS.summaryDelivered &&
      declaration.status !== DECLARATION_STATUS.summaryFailed
    )
      return;
    const received = await database.transact(async ({ db: tx, sql: executor }) => {
      const [inserted] = await tx
        .insert(zoneInbox)
        .values({
          declarationId: declaration.id,
          zoneKey: declaration.zoneKey,
          declaredAt: declaration.createdAt,
          form: declaration.form,
          factType: declaration.factType,
          search: deskSearchText(declaration.register, declaration.payload),
          handover: options.handover ? 'pending' : null,
        })
        .onConflictDoNothing()
        .returning({ id: zoneInbox.id });
      // Once, with the desk's row: a retry of this step finds the row and enqueues nothing again.
      if (inserted && options.handover) {
        await boss.send(ZONE_HANDOVER_QUEUE, nextJobData(job), { ...options.handover, db: executor });
      }
      // A failed summary stays visible as -1 to the person; the zone has the declaration all the same.
      if (declaration.status === DECLARATION_STATUS.summaryDelivered) {
        await tx
          .update(declarations)
          .set({ status: DECLARATION_STATUS.sentToZone, updatedAt: new Date() })
          .where(
            and(
              eq(declarations.id, declaration.id),
              eq(declarations.status, DECLARATION_STATUS.summaryDelivered),
            ),
          );
      }
      return inserted;
    });
    // Once, when the desk's row was made (committed): the time from acceptance to the zone.
    if (received) {
      const seconds = (Date.now() - declaration.createdAt.getTime()) / 1000;
      options.metrics.declarationsAtZone.observe({ form: declaration.form }, seconds);
    }
  });
}
