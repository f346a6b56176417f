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

/**
 * The eBox through the operator's gateway at EBOX_URL (EBOX_ADAPTER=http): `POST messages` with the
 * message as JSON, attachments in base64. Any answer but 2xx, or none within 30 s, is a failed delivery,
 * and the pipeline falls back to e-mail (spec §4).
 */
export class HttpEbox implements Ebox {
  private readonly endpoint: URL;

  constructor(url: string) {
    this.endpoint = new URL('messages', url.endsWith('/') ? url : `${url}/`);
  }

  async deliver(message: Parameters<Ebox['deliver']>[0]): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          rrn: message.rrn,
          subject: message.subject,
          text: message.text,
          declaration_guid: message.declarationGuid,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            content: a.content.toString('base64'),
          })),
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new EboxUnavailableError(`eBox gateway unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new EboxUnavailableError(`eBox gateway answered ${response.status}`);
  }
}
