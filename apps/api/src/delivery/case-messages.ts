import type { ZoneAction, ZoneOutcome } from '@pow/contracts/zone-desk';
import {
  type Declaration,
  formatBrusselsMoment,
  type Locale,
  localeOrDefault,
  recipientOf,
} from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { caseMessageCatalogues } from '@pow/i18n/case-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database, SqlExecutor } from '../db/database.ts';
import { declarations, refPoliceZones, zoneCaseEvents } from '../db/schema.ts';
import { jobAbout, workLoops } from '../declarations/work-loops.ts';
import { type JobData, jobDataOf } from '../jobs/job-data.ts';
import { JOB_HEARTBEAT } from '../jobs/queue/heartbeat.ts';
import { zoneNameColumns, zoneNameIn } from '../reference-data/police-zones.ts';
import { formTitle } from '../zone-desk/inbox-query.ts';
import type { Ebox } from './ebox.ts';
import type { Mailer } from './mailer.ts';

/**
 * The messages that tell a person where the zone is with their declaration (issue 33, item 7; decision
 * 054): when the zone takes it up, and each time it handles it, by the channel the person chose for the
 * summary (the eBox falling back to e-mail, as the summary does), in the declaration's language, the
 * outcome in words and never the officer's note.
 */
export const CASE_MESSAGE_QUEUE = 'case-message';

/** A mail server or an eBox down for a while: retried with growing delays, about an hour in all. */
export const CASE_MESSAGE_JOB_OPTIONS = {
  ...JOB_HEARTBEAT,
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 900,
} as const;

/** What a message is about: the declaration, and the version of its case the change made. */
export interface CaseMessageJob extends JobData {
  /** The case's version whose line of history (take, assign or handle) the message tells. */
  version: number;
}

export type CaseMessageKind = 'taken' | 'handled';

/** A change of the case, as the desk made it (zone-declaration.ts `applyZoneAction`). */
export interface CaseChanged {
  readonly declarationId: string;
  readonly version: number;
  readonly action: ZoneAction['action'];
  /** The case had never been taken before this change. */
  readonly firstTaken: boolean;
}

/**
 * Which message a change of the case sends: taken up the first time it is taken or given to an officer
 * (a release and a new take tell nothing new), handled each time it is handled; nothing for the rest.
 */
export function messageKindOf(
  change: Pick<CaseChanged, 'action' | 'firstTaken'>,
): CaseMessageKind | undefined {
  if (change.action === 'handle') return 'handled';
  if ((change.action === 'take' || change.action === 'assign') && change.firstTaken) return 'taken';
  return undefined;
}

/**
 * The desk's hook: queues the person's message in the transaction of the change, so that the message
 * goes if and only if the change is committed.
 */
export async function queueCaseMessage(
  boss: PgBoss,
  executor: SqlExecutor,
  change: CaseChanged,
  requestId: string | undefined,
): Promise<void> {
  if (!messageKindOf(change)) return;
  const data: CaseMessageJob = { ...jobDataOf(change.declarationId, requestId), version: change.version };
  await boss.send(CASE_MESSAGE_QUEUE, data, { ...CASE_MESSAGE_JOB_OPTIONS, db: executor });
}

export interface CaseMessageInput {
  readonly kind: CaseMessageKind;
  readonly register: string;
  /** What kind of declaration it is, in words, in `language`. */
  readonly formTitle: string;
  readonly receivedAt: Date;
  /** When the zone took it up or handled it. */
  readonly at: Date;
  readonly zoneName: string;
  /** How it was handled; only for `handled`. */
  readonly outcome: ZoneOutcome | null;
  readonly language: Locale;
}

/** Subject and text of the message in the person's language: the outcome in words, no note. */
export function caseMessage(input: CaseMessageInput): { subject: string; text: string } {
  const texts = caseMessageCatalogues[input.language];
  const own = texts[input.kind];
  const values = {
    register: input.register,
    form: input.formTitle,
    date: formatBrusselsMoment(input.receivedAt).slice(0, 10),
    moment: formatBrusselsMoment(input.at),
    zone: input.zoneName,
    outcome: input.outcome ? texts.outcomes[input.outcome] : '',
  };
  return { subject: interpolate(own.subject, values), text: interpolate(own.text, values) };
}

/** Why no channel took a message: each one's reason, for the job's log line. */
export class CaseMessageNotDelivered extends Error {}

/**
 * To the eBox when the person chose it, else (or when it fails) by e-mail; answers the channel that took
 * it. Throws, naming what failed on each channel, when none did: the job is tried again.
 */
export async function deliverCaseMessage(
  services: { ebox: Ebox; mailer: Mailer },
  channel: 'ebox' | 'email',
  payload: Declaration,
  declarationGuid: string,
  message: { subject: string; text: string },
): Promise<'ebox' | 'email'> {
  const recipient = recipientOf(payload);
  const failures: string[] = [];
  if (channel === 'ebox') {
    if (!recipient.rrn) failures.push('eBox: no national number');
    else {
      try {
        await services.ebox.deliver({ rrn: recipient.rrn, ...message, declarationGuid, attachments: [] });
        return 'ebox';
      } catch (error) {
        failures.push(`eBox: ${(error as Error).message}`);
      }
    }
  }
  if (!recipient.email) failures.push('e-mail: no address');
  else {
    try {
      await services.mailer.send({ to: recipient.email, ...message, declarationGuid });
      return 'email';
    } catch (error) {
      failures.push(`e-mail: ${(error as Error).message}`);
    }
  }
  throw new CaseMessageNotDelivered(failures.join('; '));
}

export interface CaseMessageOptions {
  database: Database;
  boss: PgBoss;
  mailer: Mailer;
  ebox: Ebox;
}

/**
 * The worker of the case messages: reads the declaration and the line of its case's history the job
 * names, and sends the message. A declaration deleted meanwhile (retention) has nothing left to tell.
 * Its failures are logged with each channel's reason and retried (work-loops.ts).
 */
export async function registerCaseMessages(options: CaseMessageOptions): Promise<void> {
  const { database, boss } = options;
  const { db } = database;
  await workLoops(boss, CASE_MESSAGE_QUEUE, 1, async (job) => {
    const { id, version } = job.data as CaseMessageJob;
    const [row] = await db
      .select({
        declaration: {
          id: declarations.id,
          register: declarations.register,
          form: declarations.form,
          category: sql<unknown>`${declarations.payload}->>'category'`,
          factType: declarations.factType,
          language: declarations.language,
          overviewMethod: declarations.overviewMethod,
          payload: declarations.payload,
          createdAt: declarations.createdAt,
        },
        event: { action: zoneCaseEvents.action, at: zoneCaseEvents.at, outcome: zoneCaseEvents.outcome },
        zone: zoneNameColumns,
      })
      .from(zoneCaseEvents)
      .innerJoin(declarations, eq(declarations.id, zoneCaseEvents.declarationId))
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
      .where(and(eq(zoneCaseEvents.declarationId, id), eq(zoneCaseEvents.version, version)));
    if (!row) return;
    const { declaration, event } = row;
    jobAbout(job, declaration.register);
    const kind: CaseMessageKind = event.action === 'handle' ? 'handled' : 'taken';
    const language = localeOrDefault(declaration.language);
    const message = caseMessage({
      kind,
      register: declaration.register,
      formTitle: formTitle(declaration.form, declaration.category, language, declaration.factType),
      receivedAt: declaration.createdAt,
      at: event.at,
      zoneName: zoneNameIn(row.zone, language),
      outcome: (event.outcome as ZoneOutcome | null) ?? null,
      language,
    });
    await deliverCaseMessage(
      options,
      declaration.overviewMethod,
      declaration.payload as Declaration,
      declaration.id,
      message,
    );
  });
}
