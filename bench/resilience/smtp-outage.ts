/**
 * The portal's SMTP server for the run (SMTP_URL), on loopback: it accepts mail, except during outages,
 * when each session meets one of the failures a real relay gives: the connection dropped before the
 * greeting, 421 at the greeting, 451 to MAIL FROM, or 451 after the whole message was sent. It remembers
 * what it accepted, by the tokens the run looks for: a summary's `<register>.pdf` and a contact token.
 */
import { SMTPServer } from 'smtp-server';

const temporary = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export class SmtpOutage {
  /** Registers of summaries and tokens of contact messages found in accepted mail. */
  readonly accepted = new Set<string>();
  messages = 0;
  /** Sessions the outage failed, by how. */
  readonly faults = { dropped: 0, refusedGreeting: 0, refusedSender: 0, refusedData: 0 };
  down = false;
  readonly url: string;
  private readonly server: SMTPServer;
  private accepts = 0;
  private turn = 0;
  /** Where each session of an outage fails: 0 greeting, 1 MAIL FROM, 2 after DATA. */
  private readonly failAt = new Map<string, number>();

  private constructor(server: SMTPServer, port: number) {
    this.server = server;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  static async start(): Promise<SmtpOutage> {
    let outage: SmtpOutage | undefined;
    const server = new SMTPServer({
      // Plain SMTP on loopback: no STARTTLS offered (a self-signed certificate would be refused), no AUTH.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // No reverse DNS of 127.0.0.1: without a resolver it delays every greeting by its 1.5 s timeout.
      disableReverseLookup: true,
      closeTimeout: 1000,
      onConnect: (session, callback) => callback(outage!.onConnect(session.id)),
      onMailFrom: (_address, session, callback) => callback(outage!.onMailFrom(session.id)),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => callback(outage!.onMessage(session.id, Buffer.concat(chunks).toString())));
      },
      onClose: (session) => outage?.failAt.delete(session.id),
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    outage = new SmtpOutage(server, (server.server.address() as { port: number }).port);
    server.server.on('connection', (socket) => outage!.onAccept(socket));
    return outage;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** One accepted connection in four of an outage is dropped before the greeting. */
  private onAccept(socket: { destroy(): void }): void {
    if (this.down && ++this.accepts % 4 === 0) {
      this.faults.dropped++;
      socket.destroy();
    }
  }

  private onConnect(session: string): Error | null {
    if (!this.down) return null;
    const at = this.turn++ % 3;
    this.failAt.set(session, at);
    if (at !== 0) return null;
    this.faults.refusedGreeting++;
    return temporary(421, 'service not available, closing channel');
  }

  private onMailFrom(session: string): Error | null {
    if (!this.down || this.failAt.get(session) !== 1) return null;
    this.faults.refusedSender++;
    return temporary(451, 'mail system busy, try later');
  }

  private onMessage(session: string, raw: string): Error | null {
    if (this.down && this.failAt.get(session) === 2) {
      this.faults.refusedData++;
      return temporary(451, 'local error in processing, try later');
    }
    this.messages++;
    for (const [, register] of raw.matchAll(/\b(\d{4}-\d{4}-\d{6})\.pdf\b/g)) this.accepted.add(register!);
    for (const [token] of raw.matchAll(/resilience-[0-9a-f-]{36}/g)) this.accepted.add(token);
    return null;
  }
}
