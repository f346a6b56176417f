import { DECLARATION_STATUS, ENDPOINT, routeOf } from '@pow/contracts';
import {
  AddendumAddedAnswerSchema,
  MY_DECLARATIONS_PAGE_SIZE,
  MyDeclarationAnswerSchema,
  MyDeclarationLanguageQuerySchema,
  MyDeclarationsAnswerSchema,
  MyDeclarationsQuerySchema,
} from '@pow/contracts/my-declarations';
import { AddendumSchema, type DeclarationForm } from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { passedOnByDeclaration } from '../bank-notices/passed-on-state.ts';
import type { Database } from '../db/database.ts';
import { declarations } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import { zoneNameIn } from '../reference-data/police-zones.ts';
import type { SessionStore } from '../session/session-store.ts';
import { formTitle } from '../zone-desk/inbox-query.ts';
import { prepareAcceptAddendum } from './accept-addendum.ts';
import { formHint } from './form-hint.ts';
import {
  addendaOf,
  declarationOwner,
  type OwnDeclaration,
  ownDeclaration,
  ownDeclarationsPage,
  ownedBy,
  progressOf,
} from './own-declarations.ts';
import { recentDurations } from './recent-durations.ts';
import { currentStage, timelineOf } from './timeline.ts';
import { hoursOfZone, type ZoneWorkingHours } from './working-calendar.ts';

export interface MyDeclarationsOptions {
  database: Database;
  boss: PgBoss;
  store: SessionStore;
  limits: Pick<RateLimits, 'declaration'>;
  /** DECLARATION_RETENTION_DAYS: an older declaration is gone for its owner too. */
  retentionDays: number;
  zoneWorkingHours: ZoneWorkingHours;
}

const declarationRoute = `${routeOf(ENDPOINT.myDeclarations)}/:id`;
const IdParams = z.object({ id: z.uuid({ error: 'error_404' }) });
const tags = ['my declarations'];
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * My declarations (issue 17): a citizen signed in with the federal identity lists the declarations
 * whose declarant or victim has their national number (an officer's for them included), follows each
 * on its timeline, downloads its summary again and adds information to it. Only the owner: another
 * person's declaration, or one past retention, is not found.
 */
export const myDeclarationsRoutes: FastifyPluginAsyncZod<MyDeclarationsOptions> = async (app, options) => {
  const { database, store, retentionDays } = options;
  const { db } = database;
  const acceptAddendum = prepareAcceptAddendum(options);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const notFound = { 404: ['error_404'] };
  const own = async (request: Parameters<typeof declarationOwner>[1]) => {
    const owner = await declarationOwner(store, request);
    return { owner, owned: ownedBy(owner.rrn, retentionDays, new Date()) };
  };
  const common = (row: OwnDeclaration, lang: Parameters<typeof formTitle>[2]) => ({
    id: row.id,
    register: row.register,
    form: row.form as DeclarationForm,
    form_title: formTitle(row.form, row.category, lang, row.factType),
    received_at: row.createdAt.toISOString(),
    zone_name: zoneNameIn(row.zone, lang),
  });

  app.get(
    routeOf(ENDPOINT.myDeclarations),
    {
      schema: {
        tags,
        contract: { access: 'citizen' },
        querystring: MyDeclarationsQuerySchema,
        response: { 200: MyDeclarationsAnswerSchema },
      },
    },
    async (request) => {
      const { owned } = await own(request);
      const { page, lang } = request.query;
      const { rows, total } = await ownDeclarationsPage(db, owned, page, MY_DECLARATIONS_PAGE_SIZE);
      return {
        data: {
          rows: rows.map((row) => ({ ...common(row, lang), stage: currentStage(progressOf(row)) })),
          page,
          page_size: MY_DECLARATIONS_PAGE_SIZE,
          total,
        },
      };
    },
  );

  app.get(
    declarationRoute,
    {
      schema: {
        tags,
        contract: { access: 'citizen', refusals: notFound },
        params: IdParams,
        querystring: MyDeclarationLanguageQuerySchema,
        response: { 200: MyDeclarationAnswerSchema },
      },
    },
    async (request) => {
      const { owned } = await own(request);
      const row = await ownDeclaration(db, owned, request.params.id);
      const now = new Date();
      const hours = hoursOfZone(options.zoneWorkingHours, row.zoneKey);
      const [durations, added, passedOn] = await Promise.all([
        recentDurations(db, row.zoneKey, hours, now),
        addendaOf(db, row.id),
        passedOnByDeclaration(db, [row.id]),
      ]);
      return {
        data: {
          ...common(row, request.query.lang),
          add_hint: formHint('add', row.form, row.category, request.query.lang, row.factType),
          overview_method: row.deliveredBy ?? row.overviewMethod,
          fallback: row.overviewMethod === 'ebox' && row.deliveredBy === 'email',
          summary_available: row.hasSummary,
          stages: timelineOf(progressOf(row), durations, hours, now).map((stage) => ({
            stage: stage.stage,
            state: stage.state,
            at: iso(stage.at),
            expected_at: iso(stage.expected),
          })),
          addenda: added.map((addendum) => ({
            number: addendum.number,
            received_at: addendum.createdAt.toISOString(),
            text: addendum.text,
            attachments: addendum.files.map(({ filename, size }) => ({ filename, size })),
            delivered_by: addendum.deliveredBy,
            summary_failed: addendum.status === DECLARATION_STATUS.summaryFailed,
            zone_at: iso(addendum.zoneAt),
          })),
          passed_on: passedOn.get(row.id)!,
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
          access: 'citizen',
          refusals: notFound,
          others: {
            200: {
              description: 'The PDF summary.',
              content: ['application/pdf'],
              headers: ['Content-Disposition'],
            },
          },
        },
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { owned } = await own(request);
      const row = await ownDeclaration(db, owned, request.params.id);
      const [stored] = await db
        .select({ pdf: declarations.summaryPdf })
        .from(declarations)
        .where(eq(declarations.id, row.id));
      // Not made yet, or never (-1): the page offers no download then.
      if (!stored?.pdf) throw new HttpError(404, 'error_404');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${row.register}.pdf"`)
        .send(stored.pdf);
    },
  );

  app.post(
    `${declarationRoute}/addenda`,
    {
      // The body is checked after the rights, in acceptAddendum: another person's declaration is a 404.
      schema: {
        tags,
        contract: {
          access: 'citizen',
          body: AddendumSchema,
          headers: ['Idempotency-Key', 'X-Language'],
          rateLimited: true,
          refusals: notFound,
        },
        params: IdParams,
        body: z.unknown(),
        response: { 200: AddendumAddedAnswerSchema },
      },
    },
    async (request) => {
      const { owner } = await own(request);
      return {
        data: await acceptAddendum({
          owner,
          declarationId: request.params.id,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          language: requestLocale(request),
          log: request.log,
          requestId: request.id,
        }),
      };
    },
  );
};
