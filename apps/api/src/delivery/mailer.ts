import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { capturedAttachments, capturedMessages } from '../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The declaration the message is about, for the dev mailbox and tracing. */
  declarationGuid?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail: over SMTP in production, into the database (dev mailbox) in the embedded default. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Stores a message as the dev mailbox shows it; shared by the capturing mailer and the test eBox. */
export async function captureMessage(db: Db, channel: 'email' | 'ebox', mail: Mail): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(capturedMessages)
      .values({
        channel,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        declarationGuid: mail.declarationGuid ?? null,
      })
      .returning({ id: capturedMessages.id });
    if (mail.attachments?.length) {
      await tx
        .insert(capturedAttachments)
        .values(mail.attachments.map((a) => ({ messageId: row!.id, ...a })));
    }
  });
}

export class CapturingMailer implements Mailer {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  send(mail: Mail): Promise<void> {
    return captureMessage(this.db, 'email', mail);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  }
}
