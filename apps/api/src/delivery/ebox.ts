import type { Db } from '../db/database.ts';
import { captureMessage, type MailAttachment } from './mailer.ts';

export class EboxUnavailableError extends Error {}

/** The federal eBox as the portal sees it: a message with attachments to a person, by rrn. */
export interface Ebox {
  deliver(message: {
    rrn: string;
    subject: string;
    text: string;
    declarationGuid: string;
    attachments: MailAttachment[];
  }): Promise<void>;
}

/** The embedded stand-in: stores the message, readable in the dev mailbox. */
export class TestEbox implements Ebox {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  deliver(message: Parameters<Ebox['deliver']>[0]): Promise<void> {
    return captureMessage(this.db, 'ebox', { to: `ebox:${message.rrn}`, ...message });
  }
}

/** An eBox that never answers (EBOX_ADAPTER=unavailable): exercises the e-mail fallback of spec §4. */
export class UnavailableEbox implements Ebox {
  async deliver(): Promise<void> {
    throw new EboxUnavailableError('eBox unavailable');
  }
}
