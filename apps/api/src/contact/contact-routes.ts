import { ENDPOINT, OkAnswerSchema, routeOf } from '@pow/contracts';
import {
  type ContactReason,
  ContactReasonSchema,
  ContactRequestSchema,
  FeedbackRequestSchema,
  isHoneypotFilled,
} from '@pow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { contactMessages, feedback } from '../db/schema.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import { CONTACT_FORWARD_OPTIONS, CONTACT_FORWARD_QUEUE } from './contact-forward.ts';

export interface ContactOptions {
  database: Database;
  boss: PgBoss;
  limits: Pick<RateLimits, 'contact' | 'feedback'>;
}

/** `v1/contact/<reason>` (spec §7) and `v1/feedback`: stored with the job that forwards it, in one transaction. */
export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  const { database, boss, limits } = options;
  const { db } = database;

  // Robots filling the honeypot are told all went well, so they learn nothing; nothing is kept.
  const dropHoneypot = (dogColor: string | undefined, what: string) => {
    if (!isHoneypotFilled(dogColor)) return false;
    app.log.info({ honeypot: what }, 'honeypot filled; submission dropped');
    return true;
  };

  app.post(
    '/v1/contact/:reason',
    {
      schema: {
        tags: ['contact'],
        contract: { access: 'anyone', rateLimited: true, headers: ['X-Language'] },
        params: z.object({ reason: ContactReasonSchema }),
        body: ContactRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const { reason } = request.params as { reason: ContactReason };
      const message = request.body;
      if (dropHoneypot(message.dog_color, 'contact')) return { data: { ok: true as const } };
      await limits.contact(request.ip);
      // A message is never stored without the job that forwards it (nor the job without the message).
      await database.transact(async ({ db, sql: executor }) => {
        const [row] = await db
          .insert(contactMessages)
          .values({
            reason,
            email: message.email,
            lastname: message.lastname,
            firstname: message.firstname,
            body: message.body,
            language: requestLocale(request),
          })
          .returning({ id: contactMessages.id });
        await boss.send(CONTACT_FORWARD_QUEUE, { id: row!.id }, { ...CONTACT_FORWARD_OPTIONS, db: executor });
      });
      return { data: { ok: true as const } };
    },
  );

  app.post(
    routeOf(ENDPOINT.feedback),
    {
      schema: {
        tags: ['contact'],
        contract: { access: 'anyone', rateLimited: true, headers: ['X-Language'] },
        body: FeedbackRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const given = request.body;
      if (dropHoneypot(given.dog_color, 'feedback')) return { data: { ok: true as const } };
      await limits.feedback(request.ip);
      await db.insert(feedback).values({
        page: given.page,
        language: requestLocale(request),
        rating: given.rating,
        text: given.text ?? '',
      });
      return { data: { ok: true as const } };
    },
  );
};
