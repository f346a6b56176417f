import type { ContactReason } from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import type { Mailer } from '../delivery/mailer.ts';
import { JOB_HEARTBEAT } from '../jobs/queue/heartbeat.ts';

export const CONTACT_FORWARD_QUEUE = 'contact-forward';
/** Retried with growing delays; a job whose worker died is taken up again after a silent heartbeat. */
export const CONTACT_FORWARD_OPTIONS = { ...JOB_HEARTBEAT, retryLimit: 8, retryBackoff: true };

/** Forwards a stored contact message to the mailbox of its reason; safe to run twice. */
export async function forwardContactMessage(
  db: Db,
  mailer: Mailer,
  mailboxes: Record<ContactReason, string>,
  id: string,
): Promise<void> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message || message.forwardedAt) return;
  await mailer.send({
    to: mailboxes[message.reason],
    replyTo: message.email,
    subject: `[Police-on-web] ${message.reason}: ${message.firstname} ${message.lastname}`,
    text: [
      `Reason: ${message.reason}`,
      `From: ${message.firstname} ${message.lastname} <${message.email}>`,
      `Language: ${message.language}`,
      `Received: ${message.createdAt.toISOString()}`,
      '',
      message.body,
    ].join('\n'),
  });
  await db.update(contactMessages).set({ forwardedAt: new Date() }).where(eq(contactMessages.id, id));
}

export async function registerContactForward(
  boss: PgBoss,
  db: Db,
  mailer: Mailer,
  mailboxes: Record<ContactReason, string>,
): Promise<void> {
  await boss.createQueue(CONTACT_FORWARD_QUEUE);
  await boss.work<{ id: string }>(CONTACT_FORWARD_QUEUE, async ([job]) => {
    if (job) await forwardContactMessage(db, mailer, mailboxes, job.data.id);
  });
}
