import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, encodedForms, encodingFor } from './content-encoding.ts';

interface Entry {
  body: Readonly<Record<Encoding, Buffer>>;
  etag: string;
}

/**
 * Answers that change only when the server restarts (reference lists), serialised and compressed once
 * per key and kept in this process: a phone on a slow network downloads the municipalities' 140 KB as
 * about 25. Keys must be bounded (language × list, or × municipality).
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<Entry>>();

  entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = produce().then(async (data) => {
        const body = JSON.stringify({ data });
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        return { body: await encodedForms(Buffer.from(body)), etag };
      });
      // A failed production is not kept: the next request tries again.
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    const { body, etag } = await this.entry(key, produce);
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'X-Language, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body[encoding]);
  }
}
