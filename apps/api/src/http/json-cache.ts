import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
}

/**
 * Answers that change only when the server restarts (reference lists), serialised once per key and
 * kept in this process. Keys must be bounded (language × list, or × municipality).
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<Entry>>();

  entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = produce().then((data) => {
        const body = JSON.stringify({ data });
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      // A failed production is not kept: the next request tries again.
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    const { body, etag } = await this.entry(key, produce);
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('vary', 'X-Language');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
