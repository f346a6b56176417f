import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.ts';
import { capturedAttachments, capturedMessages } from '../db/schema.ts';
import { escapeHtml } from '../http/escape-html.ts';

/**
 * The dev mailbox of the embedded default: what a citizen or a police mailbox would have received.
 * Registered only when mail is captured (no SMTP_URL), never in production.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  async function list() {
    const messages = await db.select().from(capturedMessages).orderBy(desc(capturedMessages.id)).limit(200);
    const attachments = await db
      .select({ messageId: capturedAttachments.messageId, filename: capturedAttachments.filename })
      .from(capturedAttachments);
    return messages.map((m) => ({
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      text: m.text,
      declaration_guid: m.declarationGuid,
      attachments: attachments.filter((a) => a.messageId === m.id).map((a) => a.filename),
      created_at: m.createdAt.toISOString(),
    }));
  }

  app.get('/messages', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await list() };
  });

  app.get<{ Params: { id: string } }>('/messages/:id/pdf', async (request, reply) => {
    const id = Number(request.params.id);
    const [pdf] = Number.isInteger(id)
      ? await db
          .select()
          .from(capturedAttachments)
          .where(eq(capturedAttachments.messageId, id))
          .then((rows) => rows.filter((r) => r.contentType === 'application/pdf'))
      : [];
    if (!pdf) return reply.status(404).send({ error: { key: 'error_404' } });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(pdf.content);
  });

  app.get('/mailbox', async (_request, reply) => {
    const rows = (await list())
      .map(
        (
          m,
        ) => `<tr><td>${m.id}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td>
<td>${m.attachments.map((name) => `<a href="/index.php/dev/messages/${m.id}/pdf">${escapeHtml(name)}</a>`).join('<br>')}</td>
<td><details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details></td><td>${m.created_at}</td></tr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox | Police-on-web</title></head><body><main><h1>Dev mailbox</h1>
<p>Messages the embedded setup captured instead of sending (e-mail and eBox).</p>
<table><caption>Newest first</caption><thead><tr><th scope="col">#</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Attachments</th><th scope="col">Text</th><th scope="col">Captured at</th></tr></thead>
<tbody>${rows}</tbody></table></main></body></html>`);
  });
};
