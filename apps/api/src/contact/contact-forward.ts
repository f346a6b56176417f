import { type ContactReason, formatBrusselsMoment, type Locale, localeOrDefault } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { contactMailCatalogues } from '@pow/i18n/contact-mail';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import { reportingFailures } from '../declarations/work-loops.ts';
import type { Mailer } from '../delivery/mailer.ts';
import { JOB_HEARTBEAT } from '../jobs/queue/heartbeat.ts';

export const CONTACT_FORWARD_QUEUE = 'contact-forward';
/** Retried with growing delays; a job whose worker died is taken up again after a silent heartbeat. */
export const CONTACT_FORWARD_OPTIONS = { ...JOB_HEARTBEAT, retryLimit: 8, retryBackoff: true };

/** The police mailboxes: one per reason, all read in one language (CONTACT_MAILBOX_LANGUAGE). */
export interface ContactMailboxes {
  readonly addresses: Record<ContactReason, string>;
  readonly language: Locale;
}

type ContactMessage = typeof contactMessages.$inferSelect;
type Composed = { subject: string; text: string };

/**
 * The message as the police mailbox reads it: labels, reason and the sender's language in the mailbox's
 * language, the time in Brussels; the sender's own words as they wrote them.
 */
export function forwardedMail(message: ContactMessage, language: Locale): Composed {
  const texts = contactMailCatalogues[language];
  const line = (label: string, value: string) => interpolate(texts.forward.line, { label, value });
  const reason = texts.reasons[message.reason];
  const name = `${message.firstname} ${message.lastname}`;
  const moment = formatBrusselsMoment(message.createdAt);
  return {
    subject: interpolate(texts.forward.subject, { reason, name }),
    text: [
      line(texts.forward.reason, reason),
      line(texts.forward.from, `${name} <${message.email}>`),
      line(texts.forward.language, texts.languages[localeOrDefault(message.language)]),
      line(texts.forward.received, interpolate(texts.forward.moment, { moment })),
      '',
      message.body,
      '',
      '-- ',
      texts.forward.reply,
    ].join('\n'),
  };
}

/**
 * The acknowledgement, in the sender's language. Nothing the sender typed is repeated in it: the form
 * cannot be used to send a text of one's choosing to someone else's address.
 */
export function acknowledgementMail(message: ContactMessage): Composed {
  const texts = contactMailCatalogues[localeOrDefault(message.language)];
  return {
    subject: texts.acknowledgement.subject,
    text: interpolate(texts.acknowledgement.text, {
      moment: formatBrusselsMoment(message.createdAt),
      reason: texts.reasons[message.reason],
    }),
  };
}

/**
 * Forwards a stored contact message to the mailbox of its reason, then acknowledges it to the sender.
 * Forwarded once: a retry after a failed acknowledgement sends only the acknowledgement.
 */
export async function forwardContactMessage(
  db: Db,
  mailer: Mailer,
  mailboxes: ContactMailboxes,
  id: string,
): Promise<void> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return;
  if (!message.forwardedAt) {
    await mailer.send({
      to: mailboxes.addresses[message.reason],
      replyTo: message.email,
      ...forwardedMail(message, mailboxes.language),
    });
    await db.update(contactMessages).set({ forwardedAt: new Date() }).where(eq(contactMessages.id, id));
  }
  await mailer.send({ to: message.email, ...acknowledgementMail(message) });
}

export async function registerContactForward(
  boss: PgBoss,
  db: Db,
  mailer: Mailer,
  mailboxes: ContactMailboxes,
): Promise<void> {
  await boss.createQueue(CONTACT_FORWARD_QUEUE);
  await boss.work<{ id: string }>(
    CONTACT_FORWARD_QUEUE,
    { includeMetadata: true },
    reportingFailures(boss, CONTACT_FORWARD_QUEUE, (job) =>
      forwardContactMessage(db, mailer, mailboxes, job.data.id),
    ),
  );
}
