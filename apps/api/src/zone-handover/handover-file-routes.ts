import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { routeOf } from '@pow/contracts';
import { ACCEPTED_UPLOAD_TYPES } from '@pow/domain';
import { create as contentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../attachments/file-storage.ts';
import type { Database } from '../db/database.ts';
import { declarations, handoverSummaries, uploads } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { OtherAnswer } from '../http/route-contract.ts';
import { type LoggedOfficer, logAccess } from '../zone-desk/access-log.ts';
import {
  HANDOVER_ENDPOINT,
  type LinkedSubject,
  type LinkQuery,
  linkRefusal,
  SUMMARY_SEGMENT,
} from './handover-links.ts';
import type { HandoverKey } from './handover-settings.ts';

export interface HandoverFileOptions {
  database: Database;
  storage: FileStorage;
  /** The keys whose links hold (ZONE_WEBHOOK_SECRETS); none with the desk alone: every link is refused. */
  keys: readonly HandoverKey[];
}

/**
 * Who fetched, as the zone's access log names it: the police information system, by the key of the link
 * (an officer's matricule would be there otherwise).
 */
const systemActor = (zone: string, kid: string): LoggedOfficer => ({
  zone,
  name: 'Police information system (hand-over)',
  matricule: `handover/${kid}`,
});

const IdParams = z.object({ id: z.uuid() });
const FileParams = IdParams.extend({ file: z.uuid() });
// Read as they come: a malformed value is a refused link (403), not a malformed request.
const LinkQuerySchema = z.object({
  expires: z.string().max(20),
  kid: z.string().max(64),
  sig: z.string().max(128),
});

const tags = ['hand-over'];
const ALTERED = 'error_zone_attachment_altered';
const refusals = {
  403: ['error_handover_link'],
  404: ['error_404'],
  500: [ALTERED],
} as const;
const answerOf = (description: string, content: readonly string[]): Record<number, OtherAnswer> => ({
  200: { description, content, headers: ['Content-Disposition', 'Repr-Digest'] },
});
const LINK_WORDS =
  'A signed link of a version 2 hand-over (decision 043): no session, until `expires` (unix seconds), ' +
  'signed with the key `kid` (ZONE_WEBHOOK_SECRETS) over what it fetches; 403 `error_handover_link` when ' +
  'the signature does not hold, the key is no longer configured or the link has expired. Each fetch is ' +
  "written to the zone's access log. The bytes' SHA-256 is checked before a byte leaves and given in " +
  '`Repr-Digest` (RFC 9530), as in the document.';

/**
 * The files and the zone's PDF summary a version 2 hand-over links to, fetched by the police information
 * system without any session (decision 043). The link is checked before anything is read, so a refused
 * link learns nothing of what exists; the bytes are checked against their SHA-256 before they leave.
 */
export const handoverFileRoutes: FastifyPluginAsyncZod<HandoverFileOptions> = async (app, options) => {
  const { database, storage, keys } = options;
  const { db } = database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The link's refusal, logged with its reason (never the signature), as a 403. */
  const check = (request: FastifyRequest, id: string, subject: LinkedSubject, query: LinkQuery) => {
    const refusal = linkRefusal(keys, id, subject, query);
    if (refusal) {
      request.log.warn({ declaration: id, kid: query.kid, refusal }, 'hand-over link refused');
      throw new HttpError(403, 'error_handover_link');
    }
  };

  const send = (
    reply: FastifyReply,
    content: Buffer,
    sha256: string,
    type: string,
    filename: string,
  ): FastifyReply =>
    reply
      .type(type)
      .header('content-disposition', contentDisposition(filename))
      .header('repr-digest', `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`)
      .header('x-content-type-options', 'nosniff')
      .send(content);

  /** Whether `content` is what was handed over; a file altered in storage never leaves. */
  const intact = (request: FastifyRequest, id: string, content: Buffer, sha256: string) => {
    if (createHash('sha256').update(content).digest('hex') === sha256) return;
    request.log.error({ declaration: id }, 'hand-over file does not match its SHA-256');
    throw new HttpError(500, ALTERED);
  };

  app.get(
    `${routeOf(HANDOVER_ENDPOINT)}/:id/files/:file`,
    {
      schema: {
        tags,
        summary: 'A file of a declaration handed over, by its signed link',
        description: LINK_WORDS,
        contract: {
          access: 'anyone',
          refusals,
          others: answerOf('The file as the person sent it, its name in `Content-Disposition`.', [
            ...ACCEPTED_UPLOAD_TYPES,
          ]),
        },
        params: FileParams,
        querystring: LinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, file: fileId } = request.params;
      check(request, id, { file: fileId }, request.query);
      const [row] = await db
        .select({ file: uploads, register: declarations.register, zoneKey: declarations.zoneKey })
        .from(uploads)
        .innerJoin(declarations, eq(declarations.id, uploads.declarationId))
        .where(and(eq(uploads.declarationId, id), eq(uploads.id, fileId)));
      // Gone with its declaration past retention, or never its.
      if (!row) throw new HttpError(404, 'error_404');
      const { file } = row;
      const content = await buffer(await storage.read(file.storageKey));
      intact(request, id, content, file.sha256);
      await logAccess(
        db,
        systemActor(row.zoneKey, request.query.kid),
        { id, register: row.register },
        'download_attachment',
        request.ip,
        { filename: file.filename },
      );
      return send(reply, content, file.sha256, file.contentType, file.filename);
    },
  );

  app.get(
    `${routeOf(HANDOVER_ENDPOINT)}/:id/${SUMMARY_SEGMENT}`,
    {
      schema: {
        tags,
        summary: "A declaration's PDF summary in its zone's language, by its signed link",
        description: LINK_WORDS,
        contract: {
          access: 'anyone',
          refusals,
          others: answerOf("The PDF summary in the zone's language.", ['application/pdf']),
        },
        params: IdParams,
        querystring: LinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      check(request, id, 'summary', request.query);
      const [row] = await db
        .select({
          pdf: handoverSummaries.pdf,
          own: declarations.summaryPdf,
          language: handoverSummaries.language,
          sha256: handoverSummaries.sha256,
          register: declarations.register,
          zoneKey: declarations.zoneKey,
        })
        .from(handoverSummaries)
        .innerJoin(declarations, eq(declarations.id, handoverSummaries.declarationId))
        .where(eq(handoverSummaries.declarationId, id));
      // null: a row kept before the hand-over's PDF was the police's own (decision 049): the person's.
      const content = row?.pdf ?? row?.own;
      if (!row || !content) throw new HttpError(404, 'error_404');
      intact(request, id, content, row.sha256);
      await logAccess(
        db,
        systemActor(row.zoneKey, request.query.kid),
        { id, register: row.register },
        'download_summary',
        request.ip,
      );
      return send(reply, content, row.sha256, 'application/pdf', `${row.register}-${row.language}.pdf`);
    },
  );
};
