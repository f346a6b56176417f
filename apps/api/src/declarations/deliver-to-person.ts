import type { SummaryRecipient } from '@pow/domain';
import type { Ebox } from '../delivery/ebox.ts';
import type { MailAttachment, Mailer } from '../delivery/mailer.ts';

/** A PDF for the person a declaration's summary goes to, and the message that carries it. */
export interface PersonalDelivery {
  /** The channel the person chose with the declaration. */
  readonly channel: 'ebox' | 'email';
  readonly recipient: SummaryRecipient;
  readonly message: { subject: string; text: string };
  readonly declarationGuid: string;
  readonly attachments: MailAttachment[];
}

/**
 * Delivers to the person's eBox when they chose it, falling back to e-mail when the eBox fails (spec
 * §4: the sent page says so); answers how it went. Throws when neither could take it: the job retries.
 */
export async function deliverToPerson(
  services: { ebox: Ebox; mailer: Mailer },
  delivery: PersonalDelivery,
): Promise<'ebox' | 'email'> {
  const { recipient, message, declarationGuid, attachments } = delivery;
  if (delivery.channel === 'ebox' && recipient.rrn) {
    try {
      await services.ebox.deliver({ rrn: recipient.rrn, ...message, declarationGuid, attachments });
      return 'ebox';
    } catch {
      // The e-mail below, as spec §4 asks.
    }
  }
  if (!recipient.email) throw new Error('no e-mail address to deliver to');
  await services.mailer.send({ to: recipient.email, ...message, declarationGuid, attachments });
  return 'email';
}
