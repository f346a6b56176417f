import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { ENDPOINT, routeOf } from '@pow/contracts';
import {
  ZoneAccessLogAnswerSchema,
  ZoneAccessLogQuerySchema,
  ZoneActionSchema,
  ZoneCaseAnswerSchema,
  ZoneFiledAnswerSchema,
  ZoneFiledQuerySchema,
  ZoneHandoverAnswerSchema,
  ZoneInboxAnswerSchema,
  ZoneInboxQuerySchema,
  ZoneLanguageQuerySchema,
  type ZoneSheet,
  ZoneSheetAnswerSchema,
} from '@pow/contracts/zone-desk';
import { ACCEPTED_UPLOAD_TYPES, type DeclarationForm, type Locale, localeOrDefault } from '@pow/domain';
import { create as contentDisposition } from 'content-disposition';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { FileStorage } from '../attachments/file-storage.ts';
import { passedOnByDeclaration } from '../bank-notices/passed-on-state.ts';
import type { Database } from '../db/database.ts';
import { addenda, uploads } from '../db/schema.ts';
import type { HandoverJobOptions } from '../declarations/pipeline-queues.ts';
import { storedDeclaration, summaryInputOf } from '../declarations/summary-input.ts';
import { summaryLookupSource } from '../declarations/summary-lookups.ts';
import { renderSummaryPdf } from '../declarations/summary-pdf.ts';
import { queueCaseMessage } from '../delivery/case-messages.ts';
import { HttpError } from '../http/errors.ts';
import { relatedDeclarations } from '../identifiers/identifier-index.ts';
import { logRelated } from '../identifiers/related-log.ts';
import { addendaOf } from '../my-declarations/own-declarations.ts';
import { hoursOfZone, type ZoneWorkingHours } from '../my-declarations/working-calendar.ts';
import { zoneNameIn } from '../reference-data/police-zones.ts';
import type { SessionStore } from '../session/session-store.ts';
import { resendHandover } from '../zone-handover/resend-handover.ts';
import { accessLogLines, accessLogPage, logAccess, logLookup, logRefusal } from './access-log.ts';
import { accessLogCsv } from './access-log-csv.ts';
import { type DeskOfficer, deskOfficer } from './desk-officer.ts';
import { filedBy } from './filed-by-officer.ts';
import { formTitle, inboxPage } from './inbox-query.ts';
import { handoverOf, zoneCaseOf } from './zone-case.ts';
import {
  applyZoneAction,
  type CaseChangeHook,
  caseHistory,
  markSeen,
  zoneDeclaration,
} from './zone-declaration.ts';
import { type FixtureOfficer, knownOfficers } from './zone-officers.ts';

export interface ZoneDeskOptions {
  database: Database;
  store: SessionStore;
  storage: FileStorage;
  boss: PgBoss;
  /** The hand-over's retries, for "Send again" (ZONE_DELIVERY=webhook); undefined with the desk alone. */
  handover: HandoverJobOptions | undefined;
  /** The built-in test provider's officers, known to their zones before they sign in; none otherwise. */
  fixtureOfficers: readonly FixtureOfficer[];
  /** When each zone works (ZONE_WORKING_HOURS): an inbox row's age counts in them. */
  zoneWorkingHours: ZoneWorkingHours;
}

const declarationRoute = `${routeOf(ENDPOINT.zoneDeclarations)}/:id`;
const IdParams = z.object({ id: z.uuid() });
const tags = ['zone desk'];
const notFound = { 404: ['error_404'] };
const AddendumNumber = z.coerce.number({ error: 'error_404' }).int().min(1).max(10_000);

/**
 * The `Content-Disposition` of a download (RFC 6266): the name as sent in `filename*` (RFC 8187) when it
 * is not plain ASCII, beside an ASCII `filename` for older clients; browsers take no folder from it.
 */
const disposition = (filename: string) => contentDisposition(filename);

/**
 * The competent zone's desk (issue 16): the inbox of the officer's own zone, each declaration's sheet
 * and files, its case (who has it, its state, its working notes: decision 045) and the access log its
 * supervisor reads. The zone is always the session's; every read, download and change is logged.
 */
export const zoneDeskRoutes: FastifyPluginAsyncZod<ZoneDeskOptions> = async (app, options) => {
  const { database, store, storage } = options;
  const { db } = database;
  const lookups = summaryLookupSource(db);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    routeOf(ENDPOINT.zoneDeclarations),
    {
      schema: {
        tags,
        contract: { access: 'officer' },
        querystring: ZoneInboxQuerySchema,
        response: { 200: ZoneInboxAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      // A search by words may be a look for a person: the supervisor sees who searched what.
      const { q } = request.query;
      if (q) await logLookup(db, officer, 'search', q, officer.address);
      const context = {
        hours: hoursOfZone(options.zoneWorkingHours, officer.zone),
        officers: await knownOfficers(db, officer.zone, options.fixtureOfficers),
        now: new Date(),
      };
      return { data: await inboxPage(db, officer, request.query, context) };
    },
  );

  app.get(
    routeOf(ENDPOINT.zoneFiled),
    {
      schema: {
        tags,
        summary: 'What the officer filed for victims',
        description:
          'The declarations the officer filed for victims (the officer phishing form), whatever zone they ' +
          'went to, newest first: number, zone, state and dates. The sheet opens only in their own zone.',
        contract: { access: 'officer' },
        querystring: ZoneFiledQuerySchema,
        response: { 200: ZoneFiledAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      const { page, lang } = request.query;
      return { data: await filedBy(db, officer, page, lang) };
    },
  );

  const filesOf = (id: string) =>
    db
      .select({
        id: uploads.id,
        filename: uploads.filename,
        contentType: uploads.contentType,
        size: uploads.size,
        sha256: uploads.sha256,
        storageKey: uploads.storageKey,
      })
      .from(uploads)
      .where(and(eq(uploads.declarationId, id), isNull(uploads.addendumId)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));

  /**
   * The summary's input in the language asked, for the police: the sections of the form definition as
   * the PDF says them, headed in the third person, every coded value named in that language.
   */
  const summaryIn = async (row: Awaited<ReturnType<typeof zoneDeclaration>>, language: Locale) => {
    const files = await filesOf(row.declaration.id);
    const input = summaryInputOf(
      storedDeclaration(row.declaration, zoneNameIn(row.zone, language), language),
      await lookups(language, files),
      undefined,
      'police',
    );
    return { input, files };
  };

  app.get(
    declarationRoute,
    {
      schema: {
        tags,
        contract: { access: 'officer', refusals: notFound },
        params: IdParams,
        querystring: ZoneLanguageQuerySchema,
        response: { 200: ZoneSheetAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      const row = await zoneDeclaration(db, officer, request.params.id);
      const { declaration } = row;
      const [{ input, files }, history, officers, added, related, passedOn] = await Promise.all([
        summaryIn(row, request.query.lang),
        caseHistory(db, declaration.id),
        knownOfficers(db, officer.zone, options.fixtureOfficers),
        addendaOf(db, declaration.id),
        relatedDeclarations(db, declaration.id, officer.zone, request.query.lang),
        passedOnByDeclaration(db, [declaration.id]),
      ]);
      await logAccess(db, officer, declaration, 'read', request.ip);
      await logRelated(db, officer, declaration, related, request.ip);
      // Seen from now on; this answer still flags it, so that the officer sees what is new.
      await markSeen(db, row.desk.id);
      const payload = declaration.payload as { category?: unknown };
      return {
        data: {
          ...zoneCaseOf(row.desk, declaration.status, history),
          id: declaration.id,
          register: declaration.register,
          form: declaration.form as DeclarationForm,
          form_title: formTitle(declaration.form, payload.category, request.query.lang, declaration.factType),
          received_at: declaration.createdAt.toISOString(),
          language: localeOrDefault(declaration.language),
          zone_name: zoneNameIn(row.zone, request.query.lang),
          sections: input.sections as ZoneSheet['sections'],
          attachments: files.map(({ id, filename, contentType, size, sha256 }) => ({
            id,
            filename,
            content_type: contentType,
            size,
            sha256,
          })),
          handover: handoverOf(row.desk),
          officers,
          addenda: added
            .filter((addendum) => addendum.zoneAt)
            .map((addendum) => ({
              number: addendum.number,
              received_at: addendum.createdAt.toISOString(),
              language: localeOrDefault(addendum.language),
              text: addendum.text,
              attachments: addendum.files,
              handover: handoverOf(addendum),
            })),
          related,
          passed_on: passedOn.get(declaration.id)!,
        },
      };
    },
  );

  app.get(
    `${declarationRoute}/summary.pdf`,
    {
      schema: {
        tags,
        contract: {
          access: 'officer',
          refusals: notFound,
          others: {
            200: {
              description:
                'The sheet as a PDF/UA police document in the language asked (`lang`): headings in the ' +
                'third person, the register number and page x/y on every page.',
              content: ['application/pdf'],
              headers: ['Content-Disposition'],
            },
          },
        },
        params: IdParams,
        querystring: ZoneLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const officer = await deskOfficer(store, request);
      const row = await zoneDeclaration(db, officer, request.params.id);
      // The sheet as a police document, in the language asked (the person's own PDF speaks to them).
      const pdf = await renderSummaryPdf((await summaryIn(row, request.query.lang)).input);
      await logAccess(db, officer, row.declaration, 'download_summary', request.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(`${row.declaration.register}.pdf`))
        .send(pdf);
    },
  );

  /**
   * One file of the declaration (`number` undefined) or of one of its additions, by its upload's id,
   * read whole and checked before a byte leaves: a file altered in storage is never handed over. An id
   * of another declaration, or of another addition, is not found.
   */
  const sendFile = async (
    request: FastifyRequest<{ Params: { id: string; file: string } }>,
    reply: FastifyReply,
    number: number | undefined,
  ) => {
    const officer = await deskOfficer(store, request);
    const row = await zoneDeclaration(db, officer, request.params.id);
    const addendum =
      number === undefined
        ? isNull(uploads.addendumId)
        : inArray(
            uploads.addendumId,
            db
              .select({ id: addenda.id })
              .from(addenda)
              .where(
                and(
                  eq(addenda.declarationId, row.declaration.id),
                  eq(addenda.number, number),
                  isNotNull(addenda.zoneAt),
                ),
              ),
          );
    const [file] = await db
      .select()
      .from(uploads)
      .where(
        and(eq(uploads.declarationId, row.declaration.id), addendum, eq(uploads.id, request.params.file)),
      );
    if (!file) throw new HttpError(404, 'error_404');
    const content = await buffer(await storage.read(file.storageKey));
    if (createHash('sha256').update(content).digest('hex') !== file.sha256) {
      request.log.error({ declaration: row.declaration.id }, 'attachment does not match its SHA-256');
      throw new HttpError(500, 'error_zone_attachment_altered');
    }
    await logAccess(db, officer, row.declaration, 'download_attachment', request.ip, {
      filename: file.filename,
    });
    return reply
      .type(file.contentType)
      .header('content-disposition', disposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .send(content);
  };
  const FileParams = IdParams.extend({ file: z.uuid() });
  const fileContract = {
    access: 'officer',
    refusals: { ...notFound, 500: ['error_zone_attachment_altered'] },
    others: {
      200: {
        description:
          'The file, by the `id` the sheet gives it (two files may bear the same name), with its name in ' +
          '`Content-Disposition` (RFC 6266, `filename*` when not ASCII); its SHA-256 checked first.',
        content: ACCEPTED_UPLOAD_TYPES,
        headers: ['Content-Disposition'],
      },
    },
  } as const;

  app.get(
    `${declarationRoute}/attachments/:file`,
    { schema: { tags, contract: fileContract, params: FileParams } },
    (request, reply) => sendFile(request, reply, undefined),
  );

  app.get(
    `${declarationRoute}/addenda/:number/attachments/:file`,
    {
      schema: {
        tags,
        contract: fileContract,
        params: FileParams.extend({ number: AddendumNumber }),
      },
    },
    (request, reply) => sendFile(request, reply, request.params.number),
  );

  app.post(
    `${declarationRoute}/action`,
    {
      schema: {
        tags,
        summary: 'Change the case',
        description:
          'Take, release, give to an officer known to the zone (`assign`, by matricule), write a working ' +
          'note, handle with an outcome, reopen, or note the call to a person whose summary never arrived; ' +
          'on the `version` shown. Only the owner or a supervisor releases, gives, handles or reopens ' +
          '(403 `error_zone_not_owner`); a stale version, or a change the state does not allow, is a 409.',
        contract: {
          access: 'officer',
          refusals: {
            ...notFound,
            400: ['error_zone_assignee'],
            403: ['error_zone_not_owner'],
            409: ['error_zone_stale', 'error_zone_state'],
          },
        },
        params: IdParams,
        body: ZoneActionSchema,
        response: { 200: ZoneCaseAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      const { id } = request.params;
      try {
        // The person hears when the zone takes the case up and when it handles it (decision 054).
        const tell: CaseChangeHook = (change, sql) => queueCaseMessage(options.boss, sql, change, request.id);
        return {
          data: await applyZoneAction(database, officer, id, request.body, options.fixtureOfficers, tell),
        };
      } catch (error) {
        // A refused change is a failed attempt the auditor reads too: its transaction, and the line
        // `zoneDeclaration` wrote in it for another zone's declaration, were rolled back.
        if (error instanceof HttpError && error.status === 404)
          await logLookup(db, officer, 'denied', id, officer.address);
        else if (error instanceof HttpError)
          await logRefusal(db, officer, id, `${request.body.action}: ${error.key}`, officer.address);
        throw error;
      }
    },
  );

  const resendContract = {
    access: 'officer',
    refusals: { ...notFound, 409: ['error_zone_handover_not_failed'] },
  } as const;
  const resend = { database, boss: options.boss, jobs: options.handover };

  app.post(
    `${declarationRoute}/handover`,
    {
      schema: {
        tags,
        summary: 'Send a failed hand-over again',
        description:
          'A hand-over to the police information system that failed after its last retry is queued again, ' +
          'with the same Idempotency-Key (ZONE_DELIVERY=webhook). 409 while it is pending or once delivered.',
        contract: resendContract,
        params: IdParams,
        response: { 200: ZoneHandoverAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      const asked = { address: request.ip, id: request.id };
      return { data: await resendHandover(resend, officer, request.params.id, undefined, asked) };
    },
  );

  app.post(
    `${declarationRoute}/addenda/:number/handover`,
    {
      schema: {
        tags,
        summary: "Send an addition's failed hand-over again",
        description:
          'As for the declaration, for the addition of this number (`zoneAddendum`): its Idempotency-Key is ' +
          '`<declaration id>/<addendum id>`, the same as before.',
        contract: resendContract,
        params: IdParams.extend({ number: AddendumNumber }),
        response: { 200: ZoneHandoverAnswerSchema },
      },
    },
    async (request) => {
      const officer = await deskOfficer(store, request);
      const { id, number } = request.params;
      return {
        data: await resendHandover(resend, officer, id, number, { address: request.ip, id: request.id }),
      };
    },
  );

  /** The supervisor reading the log; an officer of the zone who asks is refused, and the refusal logged. */
  const supervisor = async (request: FastifyRequest): Promise<DeskOfficer> => {
    const officer = await deskOfficer(store, request);
    if (!officer.supervisor) {
      await logLookup(db, officer, 'refused', 'access_log: error_no_rights', officer.address);
      throw new HttpError(403, 'error_no_rights');
    }
    return officer;
  };

  app.get(
    routeOf(ENDPOINT.zoneAccessLog),
    {
      schema: {
        tags,
        // A supervisor's only.
        contract: { access: 'officer' },
        querystring: ZoneAccessLogQuerySchema,
        response: { 200: ZoneAccessLogAnswerSchema },
      },
    },
    async (request) => {
      const officer = await supervisor(request);
      return { data: await accessLogPage(db, officer.zone, request.query) };
    },
  );

  app.get(
    routeOf(ENDPOINT.zoneAccessLogExport),
    {
      schema: {
        tags,
        summary: "The zone's access log as a CSV file",
        description:
          'Every line the filters keep (up to 50,000), newest first, times to the second in Brussels ' +
          'time, headers and actions in the language asked; semicolons and a byte-order mark, as Excel ' +
          'reads it in Belgium. A supervisor’s only.',
        contract: {
          access: 'officer',
          others: {
            200: {
              description: 'The log, one line per entry.',
              content: ['text/csv'],
              headers: ['Content-Disposition'],
            },
          },
        },
        querystring: ZoneAccessLogQuerySchema.omit({ page: true }).extend(ZoneLanguageQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const officer = await supervisor(request);
      const { lang, ...filters } = request.query;
      const csv = accessLogCsv(await accessLogLines(db, officer.zone, filters), lang);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposition(`access-log-${officer.zone}-${day}.csv`))
        .send(csv);
    },
  );
};
