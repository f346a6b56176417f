import { createHash, randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { ENDPOINT, OkAnswerSchema, routeOf, UploadAnswerSchema } from '@pow/contracts';
import { ACCEPTED_UPLOAD_TYPES, MAX_ATTACHMENTS_BYTES, MAX_ATTACHMENTS_PER_DECLARATION } from '@pow/domain';
import { create as contentDisposition } from 'content-disposition';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { currentSession } from '../session/current-session.ts';
import type { SessionStore } from '../session/session-store.ts';
import { givenName, keptName } from './attachment-name.ts';
import { type ClamdScanner, InfectedFileError, ScannerUnavailableError } from './clamd-scanner.ts';
import type { FileStorage } from './file-storage.ts';

/** A disk out of room (or over its quota): the person is told the upload failed, try again later. */
const isStorageFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as { code?: unknown } | null)?.code as string);
// Enough bytes for file-type to recognise any accepted format.
const SNIFF_BYTES = 4100;

/** The request's files; a body that is not valid multipart (no boundary, cut off, too many parts) is the sender's error. */
async function* filesOf(request: FastifyRequest): AsyncGenerator<MultipartFile> {
  try {
    yield* request.files();
  } catch (error) {
    throw error instanceof HttpError ? error : new HttpError(400, 'error_upload');
  }
}

/**
 * `POST v1/upload/batch` (spec §7): streams each file to storage while counting and hashing it; the
 * batch is kept only if every file is an image or a PDF (by content), none comes twice in it, all
 * together stay within 10 MB and, with a scanner, clamd finds every file clean (an unreachable clamd
 * refuses the batch: fail closed). A file the session already has pending answers its first id.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: SessionStore;
  storage: FileStorage;
  scanner: ClamdScanner | undefined;
  limits: Pick<RateLimits, 'upload'>;
}> = async (app, { db, store, storage, scanner, limits }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_ATTACHMENTS_BYTES + 1, files: MAX_ATTACHMENTS_PER_DECLARATION, fields: 10 },
  });

  /** Files and rows of a batch that is not kept; rows a cut connection leaves are the retention job's. */
  const forget = async (rows: readonly { id: string; storageKey: string }[]) => {
    await Promise.all(rows.map((row) => storage.remove(row.storageKey)));
    if (rows.length === 0) return;
    await db
      .delete(uploads)
      .where(
        inArray(
          uploads.id,
          rows.map((row) => row.id),
        ),
      )
      .catch(() => undefined);
  };

  const ownSession = async (request: Parameters<typeof currentSession>[1]) => {
    const session = await currentSession(store, request);
    if (!session) throw new HttpError(401, 'error_upload_no_session');
    return session;
  };

  app.post(
    routeOf(ENDPOINT.uploadBatch),
    {
      schema: {
        tags: ['attachments'],
        contract: {
          access: 'signed-in',
          rateLimited: true,
          streamedBody: {
            mediaType: 'multipart/form-data',
            schema: {
              type: 'object',
              properties: {
                files: {
                  type: 'array',
                  maxItems: MAX_ATTACHMENTS_PER_DECLARATION,
                  items: { type: 'string', contentMediaType: 'application/octet-stream' },
                  description: `Images or PDF files, ${MAX_ATTACHMENTS_BYTES} bytes at most together with the session's other pending files.`,
                },
              },
            },
          },
          refusals: {
            401: ['error_upload_no_session'],
            409: ['error_upload_duplicate'],
            413: ['error_upload_max_size'],
            415: ['error_upload_accept'],
            503: ['error_upload'],
            507: ['error_upload'],
          },
        },
        response: { 200: UploadAnswerSchema },
      },
    },
    async (request, reply) => {
      const session = await ownSession(request);
      await limits.upload(session.publicId);
      if (!request.isMultipart()) throw new HttpError(400, 'error_upload');
      const pending = await db
        .select({ id: uploads.id, filename: uploads.filename, size: uploads.size, sha256: uploads.sha256 })
        .from(uploads)
        .where(and(eq(uploads.sessionId, session.publicId), isNull(uploads.declarationId)));
      // A file this session already has, not yet sent, is a retry whose answer was lost: it is answered
      // the first upload's id. While it streams it may count twice, so the 10 MB are checked at its end.
      const earlier = new Map(pending.map((p) => [p.sha256, p]));
      const slack = Math.max(0, ...pending.map((p) => p.size));
      let total = pending.reduce((sum, p) => sum + p.size, 0);
      const seen = new Set<string>();
      const stored: (typeof uploads.$inferInsert & { id: string })[] = [];
      const answered: { id: string; filename: string; size: number; sha256: string }[] = [];
      try {
        for await (const part of filesOf(request)) {
          const given = givenName(part.filename);
          if (given === undefined) throw new HttpError(400, 'error_invalid_characters', undefined, ['files']);
          // Named in a refusal as the person knows it; kept under the extension of what it holds.
          let filename = given;
          const id = randomUUID();
          const hash = createHash('sha256');
          let size = 0;
          let head = Buffer.alloc(0);
          const meter = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              size += chunk.length;
              total += chunk.length;
              if (total > MAX_ATTACHMENTS_BYTES + slack)
                return done(new HttpError(413, 'error_upload_max_size', { filename }));
              hash.update(chunk);
              if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
              done(null, chunk);
            },
          });
          // pipeline() hands a failure of any stream to the storage, which reports it; it may come before
          // the storage has started reading (a cut-off body, clamd unreachable), so it must not go unhandled.
          const metered = pipeline(part.file, meter, () => {});
          const content: Readable = scanner ? pipeline(metered, scanner.scan(), () => {}) : metered;
          // The row comes before the file, unfinished (no hash, no size): a process killed while writing
          // leaves an upload never sent, which the retention job deletes with its file, not a file no row
          // knows. Its id reaches no one before the batch is kept, so it cannot be attached meanwhile.
          const row = {
            id,
            sessionId: session.publicId,
            filename,
            contentType: '',
            size: 0,
            sha256: '',
            storageKey: id,
          };
          await db.insert(uploads).values(row);
          stored.push(row);
          try {
            await storage.write(id, content);
          } catch (error) {
            if (error instanceof InfectedFileError) {
              request.log.warn({ signature: error.signature }, 'infected upload refused');
              throw new HttpError(400, 'error_upload_infected', { filename });
            }
            if (error instanceof ScannerUnavailableError) {
              request.log.error({ err: error }, 'virus scanner unreachable: upload refused');
              throw new HttpError(503, 'error_upload');
            }
            if (isStorageFull(error)) {
              request.log.error({ err: error }, 'attachment storage full: upload refused');
              throw new HttpError(507, 'error_upload');
            }
            // The body ended in the middle of this file: the sender's error, not the storage's.
            if (!(error instanceof HttpError) && part.file.errored) throw new HttpError(400, 'error_upload');
            throw error;
          }
          if (part.file.truncated) throw new HttpError(413, 'error_upload_max_size', { filename });
          const type = await fileTypeFromBuffer(head);
          if (!type || !(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(type.mime)) {
            throw new HttpError(415, 'error_upload_accept', { filename });
          }
          const sha256 = hash.digest('hex');
          if (seen.has(sha256)) throw new HttpError(409, 'error_upload_duplicate', { filename });
          seen.add(sha256);
          const first = earlier.get(sha256);
          if (first) {
            total -= size;
            stored.pop();
            await forget([row]);
            answered.push(first);
            continue;
          }
          if (total > MAX_ATTACHMENTS_BYTES) throw new HttpError(413, 'error_upload_max_size', { filename });
          filename = keptName(given, type.ext);
          Object.assign(row, { filename, contentType: type.mime, size, sha256 });
          answered.push({ id, filename, size, sha256 });
        }
        if (answered.length === 0) throw new HttpError(400, 'error_upload');
        for (const { id, filename, contentType, size, sha256 } of stored)
          await db.update(uploads).set({ filename, contentType, size, sha256 }).where(eq(uploads.id, id));
      } catch (error) {
        await forget(stored);
        // The refused rest of the body is read and dropped, or the browser would wait for an answer forever.
        request.raw.unpipe();
        request.raw.resume();
        reply.header('connection', 'close');
        throw error;
      }
      return { data: answered };
    },
  );

  const params = { params: z.object({ id: z.uuid() }) };
  const refusals = { 401: ['error_upload_no_session'], 404: ['error_404'] };

  /** The person's own file back, always as a download: it is never shown or run in the page. */
  app.get(
    '/v1/upload/:id',
    {
      schema: {
        tags: ['attachments'],
        contract: {
          access: 'signed-in',
          refusals,
          others: {
            200: {
              description: 'The file, as a download.',
              content: ACCEPTED_UPLOAD_TYPES,
              headers: ['Content-Disposition'],
            },
          },
        },
        ...params,
      },
    },
    async (request, reply) => {
      const session = await ownSession(request);
      const [file] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, request.params.id), eq(uploads.sessionId, session.publicId)));
      if (!file) throw new HttpError(404, 'error_404');
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(await storage.read(file.storageKey));
    },
  );

  /** Removes an attachment not yet sent with a declaration. */
  app.delete(
    '/v1/upload/:id',
    {
      schema: {
        tags: ['attachments'],
        contract: { access: 'signed-in', refusals },
        ...params,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const session = await ownSession(request);
      const [file] = await db
        .delete(uploads)
        .where(
          and(
            eq(uploads.id, request.params.id),
            eq(uploads.sessionId, session.publicId),
            isNull(uploads.declarationId),
          ),
        )
        .returning();
      if (!file) throw new HttpError(404, 'error_404');
      await storage.remove(file.storageKey);
      return { data: { ok: true as const } };
    },
  );
};
