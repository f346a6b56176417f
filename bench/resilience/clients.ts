/**
 * The run's clients, as browsers behave: a declarant starts an upload and gives up halfway (a closed tab,
 * a lost network), uploads an attachment (retried until kept), then sends the declaration with its own
 * Idempotency-Key until it is answered; a visitor sends contact messages, each marked with a token to find it in the mail.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PNG_HEAD = readFileSync(
  path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/screenshot.png'),
).subarray(0, 64);
/** After the faults stop, how long a client may still need for its last declaration. */
const GRACE_MS = 60_000;

/** A PNG by its content (file-type reads the head), unique, of `bytes` bytes. */
const png = (bytes: number) => Buffer.concat([PNG_HEAD, randomBytes(bytes - PNG_HEAD.length)]);

function uploadForm(file: Buffer): FormData {
  const form = new FormData();
  form.append('files', new Blob([file], { type: 'image/png' }), 'photo.png');
  return form;
}

type Answer = { status: number; body: { data?: unknown; error?: { key: string } } } | undefined;

export class Clients {
  /** Idempotency-Key → guid of each acknowledged declaration. */
  readonly acknowledged = new Map<string, string>();
  /** Tokens of the contact messages the portal acknowledged. */
  readonly contactTokens: string[] = [];
  /** Answers no retry changes, `status key`: each is a failed check. */
  readonly refusals: string[] = [];
  /** Requests answered 5xx or not at all: `<route> <status>`, or `<route> no answer: <reason>`. */
  readonly failures: string[] = [];
  /** Each answered request's time in ms, body read, by route. */
  readonly latencies = new Map<string, number[]>();
  readonly counts = {
    attempts: 0,
    failedAttempts: 0,
    uploadsKept: 0,
    uploadsFailed: 0,
    /** Refused because the storage is full: 507 error_upload. */
    uploadsRefusedFull: 0,
    /** Refused 507 with a key other than error_upload: each is a failed check. */
    uploadsFullWrongKey: 0,
    /** Refused because the virus scanner was down: 503 error_upload. */
    uploadsRefusedScanner: 0,
    /** Kept on a retry of the same file after an attempt that got no answer (it may have been kept). */
    uploadsKeptAfterLostAnswer: 0,
    uploadsCut: 0,
    contactAttempts: 0,
  };
  private readonly base: string;
  private readonly deadline: number;
  private readonly timeoutMs: number;

  /** `timeoutMs`: how long a request may take before its client gives up on it (no answer). */
  constructor(base: string, deadline: number, timeoutMs = 5000) {
    this.base = `${base}/index.php/api/v1`;
    this.deadline = deadline;
    this.timeoutMs = timeoutMs;
  }

  private async post(route: string, init: RequestInit): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${route}`, {
        method: 'POST',
        signal: AbortSignal.timeout(this.timeoutMs),
        ...init,
      });
      const body = (await response.json().catch(() => ({}))) as NonNullable<Answer>['body'];
      const times = this.latencies.get(route) ?? [];
      times.push(performance.now() - started);
      this.latencies.set(route, times);
      if (response.status >= 500) this.failures.push(`${route} ${response.status}`);
      return { status: response.status, body };
    } catch (error) {
      this.failures.push(
        `${route} no answer: ${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}`,
      );
      return undefined;
    }
  }

  /** Sends declarations built from `payload` until the deadline, each with one attachment if asked. */
  async declarant(cookie: string, payload: object, withAttachment: boolean): Promise<void> {
    while (Date.now() < this.deadline) {
      if (withAttachment) await this.cutUpload(cookie);
      if (!(await this.declaration(cookie, payload, withAttachment))) return;
    }
  }

  /**
   * One declaration built from `payload`, with one uploaded attachment if asked: the upload, then the
   * declaration, each retried until answered. False when the upload was refused or never kept.
   */
  async declaration(cookie: string, payload: object, withAttachment: boolean): Promise<boolean> {
    const attachment = withAttachment ? await this.upload(cookie) : undefined;
    if (withAttachment && !attachment) return false;
    await this.declare(cookie, { ...payload, attachments: attachment ? [attachment] : [] });
    return true;
  }

  /**
   * One attachment, the same file retried until kept (a try whose answer was lost may have been kept:
   * the retry is answered its id); its id, or undefined once past the grace time.
   */
  private async upload(cookie: string): Promise<string | undefined> {
    const file = png(16_384);
    let lostAnswer = false;
    while (Date.now() < this.deadline + GRACE_MS) {
      const answer = await this.post('/upload/batch', { headers: { cookie }, body: uploadForm(file) });
      if (answer?.status === 200) {
        this.counts.uploadsKept++;
        if (lostAnswer) this.counts.uploadsKeptAfterLostAnswer++;
        return (answer.body.data as { id: string }[])[0]!.id;
      }
      lostAnswer ||= answer === undefined;
      if (answer?.status === 507) {
        if (answer.body.error?.key === 'error_upload') this.counts.uploadsRefusedFull++;
        else this.counts.uploadsFullWrongKey++;
      } else if (answer?.status === 503 && answer.body.error?.key === 'error_upload') {
        this.counts.uploadsRefusedScanner++;
      } else if (answer && answer.status < 500 && answer.status !== 429) {
        this.refusals.push(`upload ${answer.status} ${answer.body.error?.key}`);
        return undefined;
      } else this.counts.uploadsFailed++;
      await sleep(200);
    }
    return undefined;
  }

  /** An upload of 256 kB whose request is aborted after half of it was sent. */
  private async cutUpload(cookie: string): Promise<void> {
    const request = new Request(this.base, { method: 'POST', body: uploadForm(png(262_144)) });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const abort = new AbortController();
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, bytes.length / 2));
        await sleep(100);
        abort.abort();
      },
    });
    await fetch(`${this.base}/upload/batch`, {
      method: 'POST',
      headers: { cookie, 'content-type': request.headers.get('content-type')! },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit).catch(() => undefined);
    this.counts.uploadsCut++;
  }

  /** One declaration, sent with its own key until answered. */
  private async declare(cookie: string, payload: object): Promise<void> {
    const key = randomUUID();
    while (Date.now() < this.deadline + GRACE_MS) {
      this.counts.attempts++;
      const answer = await this.post('/information/add', {
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(payload),
      });
      if (answer?.status === 200) {
        this.acknowledged.set(key, (answer.body.data as { guid: string }).guid);
        return;
      }
      if (answer && answer.status < 500 && answer.status !== 429) {
        this.refusals.push(`declaration ${answer.status} ${answer.body.error?.key}`);
        return;
      }
      this.counts.failedAttempts++;
      await sleep(200);
    }
  }

  /** Contact messages (forwarded by e-mail) until the deadline, one every half second. */
  async visitor(): Promise<void> {
    while (Date.now() < this.deadline) {
      const token = `resilience-${randomUUID()}`;
      for (;;) {
        this.counts.contactAttempts++;
        const answer = await this.post('/contact/faq', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'anna.peeters@example.be',
            lastname: 'Peeters',
            firstname: 'Anna',
            consent: true,
            body: `${token}\nMijn vraag gaat over de toegankelijkheid.`,
          }),
        });
        if (answer?.status === 200) {
          this.contactTokens.push(token);
          break;
        }
        if (
          (answer && answer.status < 500 && answer.status !== 429) ||
          Date.now() > this.deadline + GRACE_MS
        ) {
          if (answer) this.refusals.push(`contact ${answer.status} ${answer.body.error?.key}`);
          return;
        }
        await sleep(200);
      }
      await sleep(500);
    }
  }
}
