import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { apiPath, ENDPOINT, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneHandover, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { ZoneAddendumDocumentSchema, ZoneHandoverDocumentSchema } from '@pow/contracts/zone-handover';
import { EXAMPLES, until } from '@pow/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import { addenda, declarations, zoneAccessLog } from '../src/db/schema.ts';
import { ZONE_HANDOVER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const PNG = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));
const SECRET = 'the-zone-system-shares-this-key-0123456789';

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

/** The receiver's check: `sha256=` + hex HMAC-SHA256 of "<timestamp>.<body>", keyed with its secret. */
const verifies = (delivery: Delivery, secret: string) =>
  delivery.headers['x-portal-signature'] ===
  `sha256=${createHmac('sha256', secret).update(`${delivery.headers['x-portal-timestamp']}.${delivery.body}`).digest('hex')}`;

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

describe.each(BACKENDS)('the hand-over to the police information system on %s', (backend) => {
  let running: RunningPortal;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let claes: Browser;
  let sent: { guid: string; register: string };
  let upload: string;
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
    const uploaded = await jan.json<{ data: { id: string }[] }>(apiPath(ENDPOINT.uploadBatch), {
      method: 'POST',
      body: data,
    });
    upload = uploaded.body.data[0]!.id;
    filedAt = Date.now();
    const added = await jan.json<Answer<{ guid: string; register: string }>>(
      apiPath(ENDPOINT.informationAdd),
      {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ ...structuredClone(EXAMPLES.phishing), attachments: [upload] }),
      },
    );
    sent = added.body.data!;
    claes = new Browser(running.url);
    await claes.follow('/index.php/app/police/login?login_hint=inspector.claes');
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  const sheet = async () =>
    (await claes.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(sent.guid))}?lang=nl`)).body.data;

  it('POSTs the signed document, retries after a 503 and delivers it once', async () => {
    const delivered = await until(`the hand-over of ${sent.register} delivered`, async () => {
      const state = await sheet();
      return state?.handover?.state === 'delivered' ? state.handover : undefined;
    });
    expect(delivered).toMatchObject({ failed_attempts: 1, last_error: 'HTTP 503' });
    expect(Date.parse(delivered.delivered_at!)).toBeGreaterThanOrEqual(filedAt);
    expect(Date.parse(delivered.delivered_at!)).toBeLessThanOrEqual(Date.now());

    const attempts = receiver.deliveries.filter((d) => d.headers['idempotency-key'] === sent.guid);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 200]);
    // The job is over: nothing more will be sent.
    expect(await jobStates(running, ZONE_HANDOVER_QUEUE, sent.guid)).toEqual(['completed']);

    const kept = attempts[1]!;
    expect(kept.headers['content-type']).toBe('application/json');
    expect(verifies(kept, SECRET)).toBe(true);
    // Signed when sent: between the filing and now (whole seconds).
    const signedAt = Number(kept.headers['x-portal-timestamp']);
    expect(signedAt).toBeGreaterThanOrEqual(Math.floor(filedAt / 1000));
    expect(signedAt).toBeLessThanOrEqual(Date.now() / 1000);
    // The same document both times, each attempt signed anew.
    expect(JSON.parse(attempts[0]!.body)).toEqual(JSON.parse(kept.body));
    expect(verifies(attempts[0]!, SECRET)).toBe(true);

    const document = ZoneHandoverDocumentSchema.parse(JSON.parse(kept.body));
    expect(document).toMatchObject({
      version: 1,
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
      payload: { form: 'phishing' },
      attachments: [
        {
          id: upload,
          filename: 'mail van de bank.png',
          content_type: 'image/png',
          size: PNG.length,
          url: `${running.url}${apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', upload))}`,
        },
      ],
    });
    // The summary's words, as on the sheet and in the person's PDF.
    expect(document.summary.sections).toEqual((await sheet())!.sections);
    expect(JSON.stringify(document.summary.sections)).toContain('Peeters');
  });

  it('is refused by a receiver holding another secret', () => {
    const kept = receiver.deliveries.find((d) => d.answered === 200)!;
    expect(verifies(kept, SECRET)).toBe(true);
    expect(verifies(kept, `${SECRET}-but-not-quite`)).toBe(false);
    expect(verifies({ ...kept, body: kept.body.replace('"version":1', '"version":2') }, SECRET)).toBe(false);
  });

  it('still shows the declaration on the desk', async () => {
    const inbox = await claes.json<Answer<ZoneInbox>>(apiPath(ENDPOINT.zoneDeclarations));
    expect(inbox.body.data!.rows.map((row) => row.id)).toContain(sent.guid);
    const file = await claes.fetch(apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', upload)));
    expect(file.status).toBe(200);
  });

  it('describes the document as a webhook of the OpenAPI document', async () => {
    const openapi = (
      await claes.json<{ openapi: string; webhooks: Record<string, { post: { requestBody: object } }> }>(
        '/index.php/api/docs/json',
      )
    ).body;
    expect(openapi.openapi).toBe('3.1.0');
    expect(JSON.stringify(openapi.webhooks.zoneHandover!.post)).toContain('summary_failed');
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
    expect(verifies(kept, SECRET)).toBe(true);
    expect(kept.headers['x-portal-document']).toBe('zoneHandover');
    expect(ZoneHandoverDocumentSchema.parse(JSON.parse(kept.body)).declaration.id).toBe(sent.guid);
    // The document did not change: the same one, signed anew.
    expect(JSON.parse(kept.body)).toEqual(JSON.parse(attempts[0]!.body));
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
    expect(verifies(kept, SECRET)).toBe(true);
    expect(kept.headers['x-portal-document']).toBe('zoneAddendum');
    expect(ZoneAddendumDocumentSchema.parse(JSON.parse(kept.body))).toMatchObject({
      version: 1,
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
