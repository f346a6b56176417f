import { execFile, execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPath, ENDPOINT, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneHandover, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import {
  ZONE_HANDOVER_SIGNATURE_PATTERN,
  ZoneAddendumDocumentSchema,
  ZoneHandoverDocumentV1Schema,
  type ZoneHandoverDocumentV2,
  ZoneHandoverDocumentV2Schema,
} from '@pow/contracts/zone-handover';
import { EXAMPLES, until } from '@pow/domain/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import { addenda, declarations, handoverSummaries, zoneAccessLog, zoneInbox } from '../src/db/schema.ts';
import { handoverJobOptions, ZONE_HANDOVER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import { pdfFile } from '../src/declarations/summary-pdf-test-support.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import { backfillHandovers } from '../src/zone-handover/backfill.ts';
import {
  BACKENDS,
  Browser,
  emptyDatabase,
  fileDeclaration,
  PGLITE_TEMPLATE_ENV,
  type RunningPortal,
  startPortal,
} from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const PNG = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));
const LETTER = readFileSync(path.join(import.meta.dirname, 'fixtures', 'bank-letter.pdf'));
const SECRET = 'the-zone-system-shares-this-key-0123456789';
/** The receiver's keys by id: ZONE_WEBHOOK_SECRET alone is the key `default`. */
const KEYS = { default: SECRET };

/** What the police information system received: each attempt, as it came over the wire. */
interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The first attempt of each document refused with 503, as a system being restarted would; the next kept. */
const refuseFirst = (key: unknown, deliveries: readonly Delivery[]) =>
  deliveries.some((delivery) => delivery.headers['idempotency-key'] === key) ? 200 : 503;

/** A police information system of the test's own, answering each attempt with the status `answer` gives. */
async function startReceiver(
  answer: (key: unknown, deliveries: readonly Delivery[]) => number = refuseFirst,
): Promise<{ server: Server; url: string; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answered = answer(request.headers['idempotency-key'], deliveries);
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
    response.writeHead(answered).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/declarations`, deliveries };
}

/** The key id a delivery's signature names (version 2), or undefined (version 1: `sha256=<hex>`). */
const keyIdOf = (delivery: Delivery) =>
  ZONE_HANDOVER_SIGNATURE_PATTERN.exec(String(delivery.headers['x-portal-signature']))?.[1];

/**
 * The receiver's check, with the secrets it holds by key id: version 2's `kid=<id>,sha256=<hex>` with the
 * secret of that key; version 1's `sha256=<hex>` with any of them (a receiver of version 1 tries each).
 */
function verifies(delivery: Delivery, keys: Readonly<Record<string, string>>): boolean {
  const header = String(delivery.headers['x-portal-signature']);
  const signed = `${delivery.headers['x-portal-timestamp']}.${delivery.body}`;
  const hmac = (secret: string) => createHmac('sha256', secret).update(signed).digest('hex');
  const v2 = ZONE_HANDOVER_SIGNATURE_PATTERN.exec(header);
  if (v2) return v2[1]! in keys && hmac(keys[v2[1]!]!) === v2[2];
  return Object.values(keys).some((secret) => header === `sha256=${hmac(secret)}`);
}

/** A document without what each attempt signs anew: its links and their end. */
const unsigned = (body: string) =>
  JSON.parse(body, (key, value) =>
    key === 'expires_at' || (key === 'url' && String(value).includes('/v1/handover/')) ? undefined : value,
  );

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const reprDigest = (hex: string) => `sha-256=:${Buffer.from(hex, 'hex').toString('base64')}:`;

/** A link as the information system fetches it: a plain GET, no cookie, no session. */
async function fetchLink(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

/**
 * Fetches every file of a version 2 document and its PDF by their links, without a session, and checks
 * each against the SHA-256 and size the document gives; answers the PDF's bytes.
 */
async function fetchEvery(
  document: ZoneHandoverDocumentV2,
  at: (url: string) => string = (url) => url,
): Promise<Buffer> {
  for (const file of document.attachments) {
    const { status, bytes, headers } = await fetchLink(at(file.url));
    expect(status, file.filename).toBe(200);
    expect(sha256(bytes)).toBe(file.sha256);
    expect(bytes.length).toBe(file.size);
    expect(headers.get('content-type')).toBe(file.content_type);
    expect(headers.get('repr-digest')).toBe(reprDigest(file.sha256));
  }
  const pdf = document.summary_pdf!;
  const { status, bytes, headers } = await fetchLink(at(pdf.url));
  expect(status).toBe(200);
  expect(sha256(bytes)).toBe(pdf.sha256);
  expect(bytes.length).toBe(pdf.size);
  expect(headers.get('content-type')).toBe('application/pdf');
  expect(headers.get('repr-digest')).toBe(reprDigest(pdf.sha256));
  return bytes;
}

/** A PDF's text, as pdftotext reads it (poppler-utils). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', [pdfFile(pdf), '-'], { encoding: 'utf8' });

/** The language a PDF summary declares (pdfkit writes the catalogue's /Lang in clear). */
const pdfLanguage = (pdf: Buffer) => /\/Lang \((\w+)\)/.exec(pdf.toString('latin1'))?.[1];

/** Job states pg-boss has not done with: the job may still run. */
const UNDONE = ['created', 'retry', 'active'];

/**
 * Waits until pg-boss has done with every job of `queue` for declaration `id` (the sheet says delivered or
 * failed a moment before pg-boss records the job's end), and answers their states.
 */
const jobStates = (running: RunningPortal, queue: string, id: string) =>
  until(`the ${queue} job of ${id} to end`, async () => {
    const jobs = await running.portal.boss.findJobs(queue, { data: { id } });
    return (
      jobs.length > 0 && jobs.every((job) => !UNDONE.includes(job.state)) && jobs.map((job) => job.state)
    );
  });

/** The deliveries of one document (by its Idempotency-Key). */
const attemptsOf = (receiver: { deliveries: Delivery[] }, key: string) =>
  receiver.deliveries.filter((delivery) => delivery.headers['idempotency-key'] === key);

describe.each(BACKENDS)('the hand-over to the police information system on %s', (backend) => {
  let running: RunningPortal;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let claes: Browser;
  let sent: { guid: string; register: string };
  /** A declaration of Liège (a French-speaking zone) made in Dutch. */
  let liege: { guid: string; register: string };
  let uploads: string[];
  /** When the declaration was sent (ms since the epoch): its hand-over cannot come before. */
  let filedAt: number;

  beforeAll(async () => {
    receiver = await startReceiver();
    running = await startPortal(backend, {
      ZONE_DELIVERY: 'webhook',
      ZONE_WEBHOOK_URL: receiver.url,
      ZONE_WEBHOOK_SECRET: SECRET,
    });
    const jan = new Browser(running.url);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    const data = new FormData();
    data.append('files', new Blob([PNG]), 'mail van de bank.png');
    data.append('files', new Blob([LETTER]), 'brief van de bank.pdf');
    const uploaded = await jan.json<{ data: { id: string }[] }>(apiPath(ENDPOINT.uploadBatch), {
      method: 'POST',
      body: data,
    });
    uploads = uploaded.body.data.map((file) => file.id);
    filedAt = Date.now();
    const added = await jan.json<Answer<{ guid: string; register: string }>>(
      apiPath(ENDPOINT.informationAdd),
      {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ ...structuredClone(EXAMPLES.phishing), attachments: uploads }),
      },
    );
    sent = added.body.data!;
    const someone = new Browser(running.url);
    await someone.follow('/index.php/app/login?login_hint=92031412451');
    liege = await fileDeclaration(someone, EXAMPLES.degradation_various);
    claes = new Browser(running.url);
    await claes.follow('/index.php/app/police/login?login_hint=inspector.claes');
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  const sheet = async () =>
    (await claes.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(sent.guid))}?lang=nl`)).body.data;
  /** The document kept of a declaration, once delivered. */
  const kept = (guid: string) =>
    until(`the hand-over of ${guid} kept`, () => attemptsOf(receiver, guid).find((d) => d.answered === 200));

  it('POSTs the signed document, retries after a 503 and delivers it once', async () => {
    const delivered = await until(`the hand-over of ${sent.register} delivered`, async () => {
      const state = await sheet();
      return state?.handover?.state === 'delivered' ? state.handover : undefined;
    });
    expect(delivered).toMatchObject({ failed_attempts: 1, last_error: 'HTTP 503' });
    expect(Date.parse(delivered.delivered_at!)).toBeGreaterThanOrEqual(filedAt);
    expect(Date.parse(delivered.delivered_at!)).toBeLessThanOrEqual(Date.now());

    const attempts = attemptsOf(receiver, sent.guid);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 200]);
    // The job is over: nothing more will be sent.
    expect(await jobStates(running, ZONE_HANDOVER_QUEUE, sent.guid)).toEqual(['completed']);

    const kept = attempts[1]!;
    expect(kept.headers['content-type']).toBe('application/json');
    // Version 2: the signature names its key, ZONE_WEBHOOK_SECRET's being `default`.
    expect(keyIdOf(kept)).toBe('default');
    expect(verifies(kept, KEYS)).toBe(true);
    // Signed when sent: between the filing and now (whole seconds).
    const signedAt = Number(kept.headers['x-portal-timestamp']);
    expect(signedAt).toBeGreaterThanOrEqual(Math.floor(filedAt / 1000));
    expect(signedAt).toBeLessThanOrEqual(Date.now() / 1000);
    // The same document both times, each attempt signed anew (its links too).
    expect(unsigned(attempts[0]!.body)).toEqual(unsigned(kept.body));
    expect(verifies(attempts[0]!, KEYS)).toBe(true);

    const document = ZoneHandoverDocumentV2Schema.parse(JSON.parse(kept.body));
    const deskUrl = (upload: string) =>
      `${running.url}${apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', upload))}`;
    expect(document).toMatchObject({
      version: 2,
      declaration: {
        id: sent.guid,
        register: sent.register,
        form: 'phishing',
        form_title: 'Phishing en online fraude',
        zone: { key: '5345', name: 'Antwerpen' },
        language: 'nl',
        summary_failed: false,
        sheet_url: `${running.url}/app/zone?declaration=${sent.guid}`,
      },
      summary: { language: 'nl' },
      summary_pdf: { language: 'nl', filename: `${sent.register}-nl.pdf`, content_type: 'application/pdf' },
      payload: { form: 'phishing' },
      attachments: [
        {
          id: uploads[0],
          filename: 'mail van de bank.png',
          content_type: 'image/png',
          size: PNG.length,
          sha256: sha256(PNG),
          desk_url: deskUrl(uploads[0]!),
        },
        {
          id: uploads[1],
          filename: 'brief van de bank.pdf',
          content_type: 'application/pdf',
          size: LETTER.length,
          sha256: sha256(LETTER),
          desk_url: deskUrl(uploads[1]!),
        },
      ],
    });
    // Each link on the public API, valid a week from the signature.
    for (const link of [...document.attachments, document.summary_pdf!]) {
      expect(link.url.startsWith(`${running.url}/index.php/api/v1/handover/${sent.guid}/`)).toBe(true);
      expect(Date.parse(link.expires_at)).toBe((signedAt + 7 * 86_400) * 1000);
    }
    // The summary as the sheet says it in the person's language, to the police: the same headings and
    // questions, of the declarant (decision 049), not to them.
    expect(document.summary.sections).toEqual((await sheet())!.sections);
    expect(document.summary.sections[0]?.title).toBe('De aangever');
    const words = JSON.stringify(document.summary.sections);
    expect(words).toContain('Peeters');
    expect(words).not.toMatch(/Uw identificatie|Hoe wilt u|Beschrijf wat/);
  });

  it('lets the receiver fetch every file and the PDF by their links, without a session, each as hashed', async () => {
    const document = ZoneHandoverDocumentV2Schema.parse(JSON.parse((await kept(sent.guid)).body));
    const pdf = await fetchEvery(document);
    // Antwerp's language is the person's, yet the system gets the police's document, kept, not the PDF
    // the person received: that one still speaks to them.
    expect(pdfLanguage(pdf)).toBe('nl');
    const [person] = await running.portal.database.db
      .select({ pdf: declarations.summaryPdf })
      .from(declarations)
      .where(eq(declarations.id, sent.guid));
    expect(sha256(person!.pdf!)).not.toBe(document.summary_pdf!.sha256);
    const [stored] = await running.portal.database.db
      .select({ pdf: handoverSummaries.pdf })
      .from(handoverSummaries)
      .where(eq(handoverSummaries.declarationId, sent.guid));
    expect(sha256(stored!.pdf!)).toBe(document.summary_pdf!.sha256);
    const police = pdfText(pdf);
    expect(police).toContain('De aangever');
    expect(police).toContain(sent.register);
    expect(police).toContain('Identificatie van de aangever');
    expect(police).not.toMatch(/Uw identificatie|Hoe identificeert u|Bewaar/);
    const own = pdfText(person!.pdf!);
    expect(own).toContain('Uw identificatie');
    // (Its question how it reaches the person is not in it: issue 33, decision 052.)
    expect(own).toContain('Hoe identificeert u zich?');
    expect(own).not.toContain('De aangever');

    // Each fetch is in the zone's access log, by the system and the key of its link.
    const lines = await running.portal.database.db
      .select({
        action: zoneAccessLog.action,
        matricule: zoneAccessLog.matricule,
        zone: zoneAccessLog.zoneKey,
        filename: zoneAccessLog.filename,
      })
      .from(zoneAccessLog)
      .where(and(eq(zoneAccessLog.declarationId, sent.guid), eq(zoneAccessLog.matricule, 'handover/default')))
      .orderBy(zoneAccessLog.id);
    expect(lines).toEqual([
      {
        action: 'download_attachment',
        matricule: 'handover/default',
        zone: '5345',
        filename: 'mail van de bank.png',
      },
      {
        action: 'download_attachment',
        matricule: 'handover/default',
        zone: '5345',
        filename: 'brief van de bank.pdf',
      },
      { action: 'download_summary', matricule: 'handover/default', zone: '5345', filename: null },
    ]);
  });

  it("hands over the PDF in the zone's language: French for Liège, though the person wrote in Dutch", async () => {
    const document = ZoneHandoverDocumentV2Schema.parse(JSON.parse((await kept(liege.guid)).body));
    expect(document.declaration).toMatchObject({ language: 'nl', zone: { key: '5277' } });
    expect(document.summary.language).toBe('nl');
    expect(document.summary_pdf).toMatchObject({ language: 'fr', filename: `${liege.register}-fr.pdf` });
    expect(document.attachments).toEqual([]);
    const pdf = await fetchEvery(document);
    expect(pdfLanguage(pdf)).toBe('fr');
    expect(pdfText(pdf)).toContain('Le déclarant');
    // Made once, kept: every attempt's document gives the same SHA-256.
    const attempts = attemptsOf(receiver, liege.guid);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 200]);
    expect(JSON.parse(attempts[0]!.body).summary_pdf.sha256).toBe(document.summary_pdf!.sha256);
  });

  it('refuses an expired, altered or misdirected link with 403, and reads nothing for it', async () => {
    const document = ZoneHandoverDocumentV2Schema.parse(JSON.parse((await kept(sent.guid)).body));
    const link = new URL(document.attachments[0]!.url);
    const [, , , , , declaration, , file] = link.pathname.split('/');
    expect([declaration, file]).toEqual([sent.guid, uploads[0]]);
    const refused = async (url: URL | string) => {
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    };
    const altered = (change: (url: URL) => void) => {
      const url = new URL(link);
      change(url);
      return url;
    };
    const logged = async () =>
      (
        await running.portal.database.db
          .select({ id: zoneAccessLog.id })
          .from(zoneAccessLog)
          .where(eq(zoneAccessLog.declarationId, sent.guid))
      ).length;
    const before = await logged();

    // Signed as the portal signs, with the right key, but a minute ago.
    const expired = Math.floor(Date.now() / 1000) - 60;
    const signature = createHmac('sha256', SECRET)
      .update(`pow-handover-link:${sent.guid}:${uploads[0]}:${expired}`)
      .digest('hex');
    const late = altered((url) => {
      url.searchParams.set('expires', String(expired));
      url.searchParams.set('sig', signature);
    });
    expect(await refused(late)).toEqual({ status: 403, body: { error: { key: 'error_handover_link' } } });
    // The same, a minute ahead: it holds (the expired one failed for its date only).
    const ahead = expired + 120;
    const fresh = altered((url) => {
      url.searchParams.set('expires', String(ahead));
      url.searchParams.set(
        'sig',
        createHmac('sha256', SECRET)
          .update(`pow-handover-link:${sent.guid}:${uploads[0]}:${ahead}`)
          .digest('hex'),
      );
    });
    expect((await fetch(fresh)).status).toBe(200);

    const sig = link.searchParams.get('sig')!;
    for (const url of [
      altered((u) => u.searchParams.set('sig', `${sig[0] === '0' ? '1' : '0'}${sig.slice(1)}`)),
      altered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86_400))),
      altered((u) => u.searchParams.set('kid', 'another')),
      // The link of one file does not open the other, nor the summary, nor another declaration's.
      altered((u) => (u.pathname = u.pathname.replace(uploads[0]!, uploads[1]!))),
      altered((u) => (u.pathname = `/index.php/api/v1/handover/${sent.guid}/summary.pdf`)),
      altered((u) => (u.pathname = u.pathname.replace(sent.guid, liege.guid))),
    ]) {
      expect(await refused(url), url.href).toEqual({
        status: 403,
        body: { error: { key: 'error_handover_link' } },
      });
    }
    // No link at all is no request of this API.
    expect((await fetch(`${link.origin}${link.pathname}`)).status).toBe(400);
    // One line only: the fresh link's fetch.
    expect(await logged()).toBe(before + 1);
  });

  it('is refused by a receiver holding another secret', async () => {
    const delivery = await kept(sent.guid);
    expect(verifies(delivery, KEYS)).toBe(true);
    expect(verifies(delivery, { default: `${SECRET}-but-not-quite` })).toBe(false);
    expect(verifies(delivery, { other: SECRET })).toBe(false);
    const altered = { ...delivery, body: delivery.body.replace('"version":2', '"version":1') };
    expect(verifies(altered, KEYS)).toBe(false);
  });

  it('still shows the declaration on the desk', async () => {
    const inbox = await claes.json<Answer<ZoneInbox>>(apiPath(ENDPOINT.zoneDeclarations));
    expect(inbox.body.data!.rows.map((row) => row.id)).toContain(sent.guid);
    const file = await claes.fetch(apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', uploads[0]!)));
    expect(file.status).toBe(200);
  });

  it('describes both versions of the document as webhooks of the OpenAPI document', async () => {
    const openapi = (
      await claes.json<{
        openapi: string;
        webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;
        paths: Record<string, unknown>;
      }>('/index.php/api/docs/json')
    ).body;
    expect(openapi.openapi).toBe('3.1.0');
    for (const name of ['zoneHandover', 'zoneAddendum']) {
      const schema = openapi.webhooks[name]!.post.requestBody.content['application/json']!.schema as {
        oneOf: { properties: { version: { const: number } } }[];
      };
      expect(schema.oneOf.map((version) => version.properties.version.const)).toEqual([2, 1]);
    }
    expect(JSON.stringify(openapi.webhooks.zoneHandover!.post)).toContain('summary_pdf');
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/index.php/api/v1/handover/{id}/files/{file}',
        '/index.php/api/v1/handover/{id}/summary.pdf',
      ]),
    );
  });
});

describe.each(BACKENDS)('a hand-over refused until its last retry, on %s', (backend) => {
  let running: RunningPortal;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** The police system refuses everything while this holds, as one down for the night would. */
  let down = true;
  let jan: Browser;
  let claes: Browser;
  let sent: { guid: string; register: string };

  beforeAll(async () => {
    receiver = await startReceiver(() => (down ? 503 : 201));
    running = await startPortal(backend, {
      ZONE_DELIVERY: 'webhook',
      ZONE_WEBHOOK_URL: receiver.url,
      ZONE_WEBHOOK_SECRET: SECRET,
      // Two retries, at once: the last one comes within seconds, not ten hours.
      ZONE_WEBHOOK_RETRY_LIMIT: '2',
      ZONE_WEBHOOK_RETRY_DELAY: '0',
    });
    jan = new Browser(running.url);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    sent = await fileDeclaration(jan, structuredClone(EXAMPLES.phishing));
    claes = new Browser(running.url);
    await claes.follow('/index.php/app/police/login?login_hint=inspector.claes');
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  const sheet = async () =>
    (await claes.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(sent.guid))}?lang=nl`)).body
      .data!;
  const resend = (browser: Browser, id: string, ...addendum: string[]) =>
    browser.json<Answer<ZoneHandover>>(apiPath(zoneDeclarationEndpoint(id, ...addendum, 'handover')), {
      method: 'POST',
    });
  const attemptsOf = (key: string) =>
    receiver.deliveries.filter((delivery) => delivery.headers['idempotency-key'] === key);
  const loggedResends = async () =>
    (
      await running.portal.database.db
        .select({ action: zoneAccessLog.action, officer: zoneAccessLog.officerName })
        .from(zoneAccessLog)
        .where(eq(zoneAccessLog.declarationId, sent.guid))
    ).filter((line) => line.action.startsWith('resend'));

  const LINE = 'De oplichter heeft mij vandaag opnieuw gebeld, vanaf 0470 12 34 56.';
  /** The Idempotency-Key of the addition's hand-over: the declaration's and the addition's ids. */
  let addendumKey = '';
  let addendumId = '';
  const addendumHandover = async (state: string) => {
    const handover = (await sheet()).addenda[0]?.handover;
    return handover?.state === state ? handover : undefined;
  };

  it('says failed after the last retry, and is sent again once, signed, on request', async () => {
    const failed = await until(`the hand-over of ${sent.register} failed`, async () => {
      const { handover } = await sheet();
      return handover?.state === 'failed' ? handover : undefined;
    });
    expect(failed).toMatchObject({ failed_attempts: 3, last_error: 'HTTP 503', delivered_at: null });
    expect(attemptsOf(sent.guid).map((attempt) => attempt.answered)).toEqual([503, 503, 503]);
    expect(await jobStates(running, ZONE_HANDOVER_QUEUE, sent.guid)).toEqual(['failed']);
    // The operator sees it: each refused try counted, the last as final.
    const metrics = await (await fetch(`http://127.0.0.1:${running.portal.operations!.port}/metrics`)).text();
    expect(metrics).toMatch(
      new RegExp(`^pow_job_failures_total\\{queue="${ZONE_HANDOVER_QUEUE}",final="false"\\} 2$`, 'm'),
    );
    expect(metrics).toMatch(
      new RegExp(`^pow_job_failures_total\\{queue="${ZONE_HANDOVER_QUEUE}",final="true"\\} 1$`, 'm'),
    );

    // An addition made meanwhile waits for its declaration: never sent before it, failed in the end.
    const added = await jan.json<Answer<{ number: number }>>(
      apiPath(myDeclarationEndpoint(sent.guid, 'addenda')),
      {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID(), 'x-language': 'nl' },
        body: JSON.stringify({ text: LINE }),
      },
    );
    expect(added.status).toBe(200);
    const [addendum] = await running.portal.database.db
      .select({ id: addenda.id })
      .from(addenda)
      .where(eq(addenda.declarationId, sent.guid));
    addendumId = addendum!.id;
    addendumKey = `${sent.guid}/${addendumId}`;
    expect(
      await until(`the hand-over of the addition to ${sent.register} failed`, () =>
        addendumHandover('failed'),
      ),
    ).toMatchObject({
      failed_attempts: 3,
      last_error: 'declaration not handed over yet',
    });
    expect(attemptsOf(addendumKey)).toEqual([]);

    down = false;
    const again = await resend(claes, sent.guid);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'pending', failed_attempts: 0, last_error: null });
    const delivered = await until(`the hand-over of ${sent.register} delivered when sent again`, async () => {
      const { handover } = await sheet();
      return handover?.state === 'delivered' ? handover : undefined;
    });
    expect(delivered.failed_attempts).toBe(0);

    const attempts = attemptsOf(sent.guid);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 503, 503, 201]);
    const kept = attempts[3]!;
    expect(verifies(kept, KEYS)).toBe(true);
    expect(kept.headers['x-portal-document']).toBe('zoneHandover');
    expect(ZoneHandoverDocumentV2Schema.parse(JSON.parse(kept.body)).declaration.id).toBe(sent.guid);
    // The document did not change: the same one, signed anew, its links too.
    expect(unsigned(kept.body)).toEqual(unsigned(attempts[0]!.body));
    expect(await loggedResends()).toEqual([{ action: 'resend_handover', officer: 'Tom Claes' }]);
    // The addition is not sent again by itself: it failed, an officer decides.
    expect(await addendumHandover('failed')).toBeDefined();
    expect(attemptsOf(addendumKey)).toEqual([]);
  });

  it('refuses to send again what did not fail, another zone and a citizen, logging none of them', async () => {
    expect((await resend(claes, sent.guid)).body).toMatchObject({
      error: { key: 'error_zone_handover_not_failed' },
    });
    expect((await resend(claes, sent.guid)).status).toBe(409);
    const leroy = new Browser(running.url);
    await leroy.follow('/index.php/app/police/login?login_hint=inspectrice.leroy');
    expect((await resend(leroy, sent.guid)).status).toBe(404);
    expect((await resend(claes, crypto.randomUUID())).status).toBe(404);
    expect((await resend(jan, sent.guid)).status).toBe(403);
    expect((await resend(claes, sent.guid, 'addenda', '2')).status).toBe(404);
    expect(attemptsOf(sent.guid)).toHaveLength(4);
    expect(await loggedResends()).toHaveLength(1);
  });

  it("hands an addition over as its own document, failed and sent again like the declaration's", async () => {
    down = true;
    expect((await resend(claes, sent.guid, 'addenda', '1')).body.data).toMatchObject({ state: 'pending' });
    expect(
      await until(`the hand-over of the addition to ${sent.register} failed again`, () =>
        addendumHandover('failed'),
      ),
    ).toMatchObject({
      failed_attempts: 3,
      last_error: 'HTTP 503',
    });
    expect(attemptsOf(addendumKey).map((attempt) => attempt.answered)).toEqual([503, 503, 503]);
    // The declaration's own hand-over is done: nothing of it is sent again.
    expect(attemptsOf(sent.guid)).toHaveLength(4);
    // Past retention, the declaration stays while the police system lacks its addition.
    const { db } = running.portal.database;
    const storage = new DiskStorage(path.join(running.dataDir, 'attachments'));
    await db
      .update(declarations)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(declarations.id, sent.guid));
    await applyDeclarationRetention(db, storage, 180);
    expect(await addendumHandover('failed')).toBeDefined();

    down = false;
    expect((await resend(claes, sent.guid, 'addenda', '1')).body.data).toMatchObject({ state: 'pending' });
    await until(`the hand-over of the addition to ${sent.register} delivered`, () =>
      addendumHandover('delivered'),
    );
    const attempts = attemptsOf(addendumKey);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 503, 503, 201]);
    const kept = attempts[3]!;
    expect(verifies(kept, KEYS)).toBe(true);
    expect(kept.headers['x-portal-document']).toBe('zoneAddendum');
    expect(ZoneAddendumDocumentSchema.parse(JSON.parse(kept.body))).toMatchObject({
      version: 2,
      declaration: { id: sent.guid, register: sent.register, zone: { key: '5345', name: 'Antwerpen' } },
      addendum: { id: addendumId, number: 1, language: 'nl', text: LINE },
      attachments: [],
    });
    expect((await resend(claes, sent.guid, 'addenda', '1')).status).toBe(409);
    expect(await loggedResends()).toEqual([
      { action: 'resend_handover', officer: 'Tom Claes' },
      { action: 'resend_addendum_handover', officer: 'Tom Claes' },
      { action: 'resend_addendum_handover', officer: 'Tom Claes' },
    ]);
    // Both handed over: retention takes the declaration and its addition.
    await applyDeclarationRetention(db, storage, 180);
    expect(await db.select().from(addenda).where(eq(addenda.declarationId, sent.guid))).toEqual([]);
    expect((await claes.json(`${apiPath(zoneDeclarationEndpoint(sent.guid))}?lang=nl`)).status).toBe(404);
  });
});

/** The backfill command, as an operator runs it: `npm run handover:backfill`, the server's settings. */
const backfillCommand = path.resolve(import.meta.dirname, '../src/zone-handover/backfill.ts');

describe.each(BACKENDS)('receivers by zone, a key rotation and the backfill, on %s', (backend) => {
  const A = 'the-first-key-of-the-rotation-0123456789';
  const B = 'the-second-key-of-the-rotation-012345678';
  let dataDir: string;
  let shared: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let running: RunningPortal | undefined;
  /** The default receiver, and Liège's own, which asks for version 1. */
  let main: Awaited<ReturnType<typeof startReceiver>>;
  let liegeSystem: Awaited<ReturnType<typeof startReceiver>>;
  /** Filed before the switch, with the desk alone. */
  let before: { guid: string; register: string };
  /** Filed after it, while the key `a` signs. */
  let signedByA: { guid: string; register: string };

  /** One database and one folder of files through every restart. */
  const storage = () => ({ DATA_DIR: dataDir, ...(shared ? { DATABASE_URL: shared.url } : {}) });
  const webhook = (secrets: string) => ({
    ZONE_DELIVERY: 'webhook',
    ZONE_WEBHOOK_URLS: `default=${main.url}; 5277=${liegeSystem.url}`,
    ZONE_WEBHOOK_VERSION: 'default=2; 5277=1',
    ZONE_WEBHOOK_SECRETS: secrets,
  });
  const signIn = async (hint: string) => {
    const browser = new Browser(running!.url);
    await browser.follow(`/index.php/app/login?login_hint=${hint}`);
    return browser;
  };
  /**
   * A link of an earlier start of the portal on this one's address: a test's portal takes a new port at
   * each start (PUBLIC_URL stays the same in a deployment).
   */
  const onThisStart = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${running!.url}${pathname}${search}`;
  };
  const handedOver = (guid: string) =>
    until(`the hand-over of ${guid} delivered`, async () => {
      const [row] = await running!.portal.database.db
        .select({ handover: zoneInbox.handover })
        .from(zoneInbox)
        .where(eq(zoneInbox.declarationId, guid));
      return row?.handover === 'delivered';
    });
  const backfill = async (secrets: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, [backfillCommand], {
      env: { ...process.env, ...storage(), ...webhook(secrets), LOG_LEVEL: 'silent' },
    });
    return stdout.trim();
  };

  beforeAll(async () => {
    main = await startReceiver(() => 200);
    liegeSystem = await startReceiver(() => 200);
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-handover-'));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (backend === 'pglite' && template)
      await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    if (backend === 'postgres') shared = await emptyDatabase('handover');
  });
  afterAll(async () => {
    await running?.close();
    await Promise.all([main, liegeSystem].map((r) => new Promise((resolve) => r?.server.close(resolve))));
    await shared?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hands over the declarations filed before the switch, once, by the command', async () => {
    running = await startPortal(backend, storage());
    before = await fileDeclaration(await signIn('85073003328'), EXAMPLES.phishing);
    await running.close();
    running = undefined;

    // The server stopped (PGlite is one process's): the command queues it, and a second run nothing more.
    expect(await backfill(`a=${A}; b=${B}`)).toBe('1 declaration(s) and 0 addition(s) queued for hand-over');
    expect(await backfill(`a=${A}; b=${B}`)).toBe('0 declaration(s) and 0 addition(s) queued for hand-over');

    running = await startPortal(backend, { ...storage(), ...webhook(`a=${A}; b=${B}`) });
    await handedOver(before.guid);
    expect(await jobStates(running, ZONE_HANDOVER_QUEUE, before.guid)).toEqual(['completed']);
    const [delivery] = attemptsOf(main, before.guid);
    expect(attemptsOf(main, before.guid)).toHaveLength(1);
    expect(keyIdOf(delivery!)).toBe('a');
    expect(verifies(delivery!, { a: A })).toBe(true);
    const document = ZoneHandoverDocumentV2Schema.parse(JSON.parse(delivery!.body));
    expect(document.declaration).toMatchObject({ id: before.guid, register: before.register });
    await fetchEvery(document);

    // Nothing more to hand over, whenever it runs again.
    const { database, boss } = running.portal;
    const jobs = handoverJobOptions({ limit: 20, delay: 2 });
    expect(await backfillHandovers({ database, boss, jobs })).toEqual({ declarations: 0, addenda: 0 });
    expect(await jobStates(running, ZONE_HANDOVER_QUEUE, before.guid)).toEqual(['completed']);
    expect(attemptsOf(main, before.guid)).toHaveLength(1);
  });

  it("sends each zone's declarations to its own receiver, in the version it asks for", async () => {
    signedByA = await fileDeclaration(await signIn('85073003328'), EXAMPLES.phishing);
    const liege = await fileDeclaration(await signIn('92031412451'), EXAMPLES.degradation_various);
    await handedOver(signedByA.guid);
    await handedOver(liege.guid);
    // Antwerp has no receiver of its own: the default one, version 2.
    expect(attemptsOf(liegeSystem, signedByA.guid)).toEqual([]);
    const [antwerp] = attemptsOf(main, signedByA.guid);
    expect(JSON.parse(antwerp!.body)).toMatchObject({ version: 2, declaration: { zone: { key: '5345' } } });
    expect(keyIdOf(antwerp!)).toBe('a');
    // Liège's own, version 1: `sha256=<hex>` by the signing key, the desk's addresses, no PDF.
    expect(attemptsOf(main, liege.guid)).toEqual([]);
    const [delivery] = attemptsOf(liegeSystem, liege.guid);
    expect(delivery!.headers['x-portal-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifies(delivery!, { only: A })).toBe(true);
    expect(verifies(delivery!, { only: B })).toBe(false);
    const document = ZoneHandoverDocumentV1Schema.parse(JSON.parse(delivery!.body));
    expect(document).toMatchObject({ version: 1, declaration: { id: liege.guid, zone: { key: '5277' } } });
    expect(document).not.toHaveProperty('summary_pdf');
  });

  it('signs with the new key once it comes first, both verifying and both links holding meanwhile', async () => {
    await running!.close();
    // The rotation: b signs now, a is still configured.
    running = await startPortal(backend, { ...storage(), ...webhook(`b=${B}; a=${A}`) });
    const signedByB = await fileDeclaration(await signIn('85073003328'), EXAMPLES.phishing);
    await handedOver(signedByB.guid);
    const [old] = attemptsOf(main, signedByA.guid);
    const [fresh] = attemptsOf(main, signedByB.guid);
    expect([keyIdOf(old!), keyIdOf(fresh!)]).toEqual(['a', 'b']);
    // A receiver holding both keys verifies both documents; one holding only the new key, only the new.
    expect(verifies(old!, { a: A, b: B })).toBe(true);
    expect(verifies(fresh!, { a: A, b: B })).toBe(true);
    expect(verifies(old!, { b: B })).toBe(false);
    expect(verifies(fresh!, { a: A })).toBe(false);
    // The links signed by a before the switch hold on the restarted portal, as do b's.
    await fetchEvery(ZoneHandoverDocumentV2Schema.parse(JSON.parse(old!.body)), onThisStart);
    await fetchEvery(ZoneHandoverDocumentV2Schema.parse(JSON.parse(fresh!.body)), onThisStart);

    // The rotation over, a retired: its links no longer hold, b's do.
    await running.close();
    running = await startPortal(backend, { ...storage(), ...webhook(`b=${B}`) });
    const oldPdf = ZoneHandoverDocumentV2Schema.parse(JSON.parse(old!.body)).summary_pdf!.url;
    const freshPdf = ZoneHandoverDocumentV2Schema.parse(JSON.parse(fresh!.body)).summary_pdf!.url;
    expect((await fetch(onThisStart(oldPdf))).status).toBe(403);
    expect((await fetch(onThisStart(freshPdf))).status).toBe(200);
  });
});
