import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPath, ENDPOINT, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneAccessLog, ZoneCase, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES } from '@pow/domain/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import { declarations, uploads, zoneAccessLog, zoneCaseEvents, zoneInbox } from '../src/db/schema.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const PNG = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));
const ATTACHMENT = 'mail van de bank.png';
const PHOTO = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.png'));
const LETTER = readFileSync(path.join(import.meta.dirname, 'fixtures', 'bank-letter.pdf'));

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

const inbox = (browser: Browser, query = '') =>
  browser.json<Answer<ZoneInbox>>(`${apiPath(ENDPOINT.zoneDeclarations)}${query}`);
const sheet = (browser: Browser, id: string, lang = 'nl') =>
  browser.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(id))}?lang=${lang}`);
const act = (browser: Browser, id: string, body: object) =>
  browser.json<Answer<ZoneCase>>(apiPath(zoneDeclarationEndpoint(id, 'action')), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
const resend = (browser: Browser, id: string, ...addendum: string[]) =>
  browser.json<Answer<unknown>>(apiPath(zoneDeclarationEndpoint(id, ...addendum, 'handover')), {
    method: 'POST',
  });
const accessLog = (browser: Browser, query = '') =>
  browser.json<Answer<ZoneAccessLog>>(`${apiPath(ENDPOINT.zoneAccessLog)}${query}`);

describe.each(BACKENDS)('the zone desk on %s', (backend) => {
  let running: RunningPortal;
  let claes: Browser;
  let leroy: Browser;
  let antwerp: { guid: string; register: string };
  let liege: { guid: string; register: string };
  /** The upload id of Antwerp's attachment: the desk downloads a file by it. */
  let attachmentId: string;

  beforeAll(async () => {
    running = await startPortal(backend);
    const jan = await signIn(running.url, '85073003328');
    const data = new FormData();
    data.append('files', new Blob([PNG]), ATTACHMENT);
    const uploaded = await jan.json<{ data: { id: string }[] }>(apiPath(ENDPOINT.uploadBatch), {
      method: 'POST',
      body: data,
    });
    attachmentId = uploaded.body.data[0]!.id;
    antwerp = await fileDeclaration(jan, {
      ...structuredClone(EXAMPLES.phishing),
      attachments: [attachmentId],
    });
    liege = await fileDeclaration(await signIn(running.url, '92031412451'), EXAMPLES.degradation_various);
    claes = await signIn(running.url, 'inspector.claes', true);
    leroy = await signIn(running.url, 'inspectrice.leroy', true);
  });
  afterAll(async () => {
    await running?.close();
  });

  it("keeps the provider's zone and role in the officer's session", async () => {
    const info = async (browser: Browser) =>
      (await browser.json<{ data: { info: object } }>(apiPath(ENDPOINT.sessionGet))).body.data.info;
    expect(await info(claes)).toMatchObject({ zone: '5345', role: 'officer' });
    expect(await info(leroy)).toMatchObject({ zone: '5277', role: 'officer' });
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    expect(await info(wouters)).toMatchObject({ zone: '5345', role: 'supervisor' });
  });

  it('describes every desk endpoint in the OpenAPI document', async () => {
    const { paths } = (await claes.json<{ paths: Record<string, object> }>('/index.php/api/docs/json')).body;
    const desk = Object.entries(paths)
      .filter(([path]) => path.includes('/v1/zone/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(desk.sort()).toEqual(
      [
        'get /index.php/api/v1/zone/access-log',
        'get /index.php/api/v1/zone/access-log.csv',
        'get /index.php/api/v1/zone/filed',
        'get /index.php/api/v1/zone/country-picture',
        'get /index.php/api/v1/zone/country-picture.csv',
        'get /index.php/api/v1/zone/declarations',
        'get /index.php/api/v1/zone/declarations/{id}',
        'get /index.php/api/v1/zone/declarations/{id}/attachments/{file}',
        'get /index.php/api/v1/zone/declarations/{id}/addenda/{number}/attachments/{file}',
        'get /index.php/api/v1/zone/declarations/{id}/summary.pdf',
        'post /index.php/api/v1/zone/declarations/{id}/action',
        'post /index.php/api/v1/zone/declarations/{id}/handover',
        'post /index.php/api/v1/zone/declarations/{id}/addenda/{number}/handover',
      ].sort(),
    );
  });

  it('answers only officers: 401 without a session, 403 for a citizen', async () => {
    const anonymous = new Browser(running.url);
    const citizen = await signIn(running.url, '85073003328');
    for (const [browser, status, key] of [
      [anonymous, 401, 'error_no_session'],
      [citizen, 403, 'error_no_rights'],
    ] as const) {
      expect(await inbox(browser)).toMatchObject({ status, body: { error: { key } } });
      expect((await sheet(browser, antwerp.guid)).status).toBe(status);
      expect((await act(browser, antwerp.guid, { action: 'take', version: 1 })).status).toBe(status);
      expect(
        (await browser.fetch(apiPath(zoneDeclarationEndpoint(antwerp.guid, 'summary.pdf')))).status,
      ).toBe(status);
      expect((await accessLog(browser)).status).toBe(status);
      expect((await resend(browser, antwerp.guid)).status).toBe(status);
    }
  });

  it('has no hand-over to send again where the desk alone receives, and hides another zone', async () => {
    expect(await resend(claes, antwerp.guid)).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_handover_not_failed' } },
    });
    expect((await resend(leroy, antwerp.guid)).status).toBe(404);
    expect((await resend(claes, antwerp.guid, 'addenda', '1')).status).toBe(404);
    expect((await resend(claes, liege.guid)).status).toBe(404);
  });

  it("lists the officer's own zone only, newest first, filtered and searched", async () => {
    const own = await inbox(claes, '?lang=fr');
    expect(own.status).toBe(200);
    const registers = own.body.data!.rows.map((row) => row.register);
    expect(registers).toContain(antwerp.register);
    expect(registers).not.toContain(liege.register);
    expect(own.body.data!.rows.find((row) => row.id === antwerp.guid)).toMatchObject({
      form: 'phishing',
      form_title: 'Phishing et fraude en ligne',
      state: 'new',
      flags: [],
    });
    expect((await inbox(leroy)).body.data!.rows.map((row) => row.register)).toEqual([liege.register]);

    const found = async (query: string) => (await inbox(claes, query)).body.data!.rows.map((row) => row.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    expect(await found('?q=peeters%20JAN')).toContain(antwerp.guid);
    expect(await found(`?q=${antwerp.register.slice(-6)}`)).toContain(antwerp.guid);
    expect(await found('?q=Dubois')).toEqual([]);
    expect(await found('?q=%25')).toEqual([]);
    expect(await found('?form=phishing&state=new')).toContain(antwerp.guid);
    expect(await found('?form=person')).toEqual([]);
    expect(await found(`?from=${today}&to=${today}`)).toContain(antwerp.guid);
    expect(await found('?to=2020-01-01')).toEqual([]);
    expect((await inbox(claes, '?page=2')).body.data).toMatchObject({ rows: [], page: 2, page_size: 20 });
  });

  it.each([
    '?state=closed',
    '?form=burglary',
    '?from=2026-13-01',
    '?from=2026-03-02&to=2026-03-01',
    '?page=0',
    `?q=${'x'.repeat(101)}`,
  ])('refuses the malformed filter %s with a message key', async (query) => {
    expect(await inbox(claes, query)).toMatchObject({
      status: 400,
      body: { error: { key: 'error_zone_filter' } },
    });
  });

  it('refuses a control character in the search as every text of the API does', async () => {
    expect(await inbox(claes, '?q=a%00b')).toMatchObject({
      status: 400,
      body: { error: { key: 'error_invalid_characters', path: ['q'] } },
    });
  });

  it('says the declaration as the PDF does, in the language the officer chooses', async () => {
    const fr = await sheet(claes, antwerp.guid, 'fr');
    expect(fr.status).toBe(200);
    expect(fr.body.data).toMatchObject({
      register: antwerp.register,
      form_title: 'Phishing et fraude en ligne',
      language: 'nl',
      zone_name: 'Antwerpen',
      state: 'new',
      version: 1,
      // The desk alone receives declarations (ZONE_DELIVERY=desk): no hand-over to report.
      handover: null,
      attachments: [
        {
          id: attachmentId,
          filename: ATTACHMENT,
          size: PNG.length,
          sha256: createHash('sha256').update(PNG).digest('hex'),
        },
      ],
    });
    const text = JSON.stringify(fr.body.data!.sections);
    expect(text).toContain('Peeters');
    expect(text).toContain(ATTACHMENT);
    const de = await sheet(claes, antwerp.guid, 'de');
    expect(de.body.data!.form_title).toBe('Phishing und Online-Betrug');
    expect(de.body.data!.sections[0]!.title).not.toBe(fr.body.data!.sections[0]!.title);
  });

  it('hands over the attachment, checked against its SHA-256, and the PDF summary', async () => {
    const attachment = await claes.fetch(
      apiPath(zoneDeclarationEndpoint(antwerp.guid, 'attachments', attachmentId)),
    );
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-disposition')).toBe(`attachment; filename="${ATTACHMENT}"`);
    expect(Buffer.from(await attachment.arrayBuffer()).equals(PNG)).toBe(true);
    const pdf = await claes.fetch(apiPath(zoneDeclarationEndpoint(antwerp.guid, 'summary.pdf')));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const missing = await claes.fetch(
      apiPath(zoneDeclarationEndpoint(antwerp.guid, 'attachments', crypto.randomUUID())),
    );
    expect(missing.status).toBe(404);
    // The file's name is no longer its address.
    const byName = await claes.fetch(
      apiPath(zoneDeclarationEndpoint(antwerp.guid, 'attachments', ATTACHMENT)),
    );
    expect(byName.status).toBe(400);
  });

  it('hands over two files both called image.jpg, each with its own bytes, and a name in UTF-8', async () => {
    const jan = await signIn(running.url, '85073003328');
    // Both named as an iPhone names every photo; the second is another picture (other bytes). Both are
    // PNG pictures, so they are kept as image.png.
    const photos = [PHOTO, Buffer.concat([PHOTO, Buffer.from('second photo')])];
    const data = new FormData();
    for (const photo of photos) data.append('files', new Blob([photo]), 'image.jpg');
    data.append('files', new Blob([LETTER]), 'reçu de la banque.pdf');
    const uploaded = await jan.json<{ data: { id: string }[] }>(apiPath(ENDPOINT.uploadBatch), {
      method: 'POST',
      body: data,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const ids = uploaded.body.data.map((upload) => upload.id);
    const sent = await fileDeclaration(jan, { ...structuredClone(EXAMPLES.phishing), attachments: ids });
    const listed = (await sheet(claes, sent.guid)).body.data!.attachments;
    expect(listed.map((attachment) => [attachment.id, attachment.filename])).toEqual([
      [ids[0], 'image.png'],
      [ids[1], 'image.png'],
      [ids[2], 'reçu de la banque.pdf'],
    ]);
    for (const [index, photo] of photos.entries()) {
      const download = await claes.fetch(
        apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', ids[index]!)),
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename=image.png');
      expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);
    }
    const receipt = await claes.fetch(apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', ids[2]!)));
    expect(receipt.headers.get('content-disposition')).toBe(
      `attachment; filename="re?u de la banque.pdf"; filename*=UTF-8''re%C3%A7u%20de%20la%20banque.pdf`,
    );
    // An id of another declaration's file, even in the same zone, is not found under this one.
    expect(
      (await claes.fetch(apiPath(zoneDeclarationEndpoint(antwerp.guid, 'attachments', ids[0]!)))).status,
    ).toBe(404);
    expect(
      (await claes.fetch(apiPath(zoneDeclarationEndpoint(sent.guid, 'addenda', '1', 'attachments', ids[0]!))))
        .status,
    ).toBe(404);
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    const downloads = (await accessLog(wouters)).body.data!.rows.filter(
      (row) => row.register === sent.register && row.action === 'download_attachment',
    );
    expect(downloads.map((row) => row.filename).sort()).toEqual([
      'image.png',
      'image.png',
      'reçu de la banque.pdf',
    ]);
  });

  it('gives each file the name of what it holds: no .html PDF, no right-to-left trick reaches the desk', async () => {
    const jan = await signIn(running.url, '85073003328');
    const data = new FormData();
    data.append('files', new Blob([LETTER], { type: 'text/html' }), 'statement.html');
    // U+202E reverses what follows: the desk would show "invoiceexe.pdf" for a name ending in .exe.
    data.append('files', new Blob([PHOTO]), 'invoice\u202egnp.exe');
    const uploaded = await jan.json<{ data: { id: string; filename: string }[] }>(
      apiPath(ENDPOINT.uploadBatch),
      {
        method: 'POST',
        body: data,
      },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.map((upload) => upload.filename)).toEqual(['statement.pdf', 'invoicegnp.png']);
    const ids = uploaded.body.data.map((upload) => upload.id);
    const sent = await fileDeclaration(jan, { ...structuredClone(EXAMPLES.phishing), attachments: ids });
    const listed = (await sheet(claes, sent.guid)).body.data!.attachments;
    expect(listed.map(({ filename, content_type }) => [filename, content_type])).toEqual([
      ['statement.pdf', 'application/pdf'],
      ['invoicegnp.png', 'image/png'],
    ]);
    const statement = await claes.fetch(apiPath(zoneDeclarationEndpoint(sent.guid, 'attachments', ids[0]!)));
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(statement.headers.get('content-disposition')).toBe('attachment; filename=statement.pdf');
    const own = await jan.fetch(apiPath(ENDPOINT.uploadBatch).replace('/batch', `/${ids[1]}`));
    expect(own.headers.get('content-disposition')).toBe('attachment; filename=invoicegnp.png');
  });

  it('refuses a file name holding a control character', async () => {
    const jan = await signIn(running.url, '85073003328');
    const data = new FormData();
    data.append('files', new Blob([PHOTO]), 'photo\u0007.png');
    const refused = await jan.json<{ error: { key: string } }>(apiPath(ENDPOINT.uploadBatch), {
      method: 'POST',
      body: data,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: { key: 'error_invalid_characters' } } });
  });

  it('refuses an attachment altered in storage', async () => {
    const [row] = await running.portal.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.declarationId, antwerp.guid));
    const storage = new DiskStorage(path.join(running.dataDir, 'attachments'));
    const stored = path.join(running.dataDir, 'attachments', row!.storageKey.slice(0, 2), row!.storageKey);
    writeFileSync(stored, Buffer.concat([PNG, Buffer.from([0])]));
    try {
      const altered = await claes.json(
        apiPath(zoneDeclarationEndpoint(antwerp.guid, 'attachments', attachmentId)),
      );
      expect(altered).toMatchObject({
        status: 500,
        body: { error: { key: 'error_zone_attachment_altered' } },
      });
    } finally {
      await storage.remove(row!.storageKey);
      writeFileSync(stored, PNG);
    }
  });

  it("answers 404 for another zone's declaration everywhere", async () => {
    const other = antwerp.guid;
    expect((await sheet(leroy, other)).status).toBe(404);
    expect((await leroy.fetch(apiPath(zoneDeclarationEndpoint(other, 'summary.pdf')))).status).toBe(404);
    expect(
      (await leroy.fetch(apiPath(zoneDeclarationEndpoint(other, 'attachments', attachmentId)))).status,
    ).toBe(404);
    expect(await act(leroy, other, { action: 'take', version: 1 })).toMatchObject({
      status: 404,
      body: { error: { key: 'error_404' } },
    });
    expect((await sheet(claes, crypto.randomUUID())).status).toBe(404);
    expect((await sheet(claes, 'not-an-id')).status).toBe(400);
    // Nothing changed: the declaration is still new for its own zone.
    expect((await sheet(claes, other)).body.data).toMatchObject({ state: 'new', version: 1 });
  });

  it("logs an officer's registry look-ups, searches and refused asks for their supervisor", async () => {
    // Claes (Antwerpen) looks up a victim, searches his desk, and asks for Liège's declaration.
    const found = await claes.json(apiPath(ENDPOINT.personFind), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rrn: '04022916265' }),
    });
    expect(found.status).toBe(200);
    const searched = `Peeters ${crypto.randomUUID().slice(0, 8)}`;
    expect(
      (await claes.json(`${apiPath(ENDPOINT.zoneDeclarations)}?q=${encodeURIComponent(searched)}`)).status,
    ).toBe(200);
    expect((await sheet(claes, liege.guid)).status).toBe(404);
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    const lines = (await accessLog(wouters)).body.data!.rows.filter((row) => row.matricule === '71234');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'registry_lookup', subject: '04022916265', register: null }),
        expect.objectContaining({ action: 'search', subject: searched, register: null }),
        expect.objectContaining({ action: 'denied', subject: liege.guid, register: null }),
      ]),
    );
    // Liège's supervisor learns nothing of Antwerp's officers.
    const renard = await signIn(running.url, 'commissaire.renard', true);
    const theirs = (await accessLog(renard)).body.data!.rows;
    expect(theirs.some((row) => row.matricule === '71234')).toBe(false);
  });

  it('moves new → in treatment → handled, each change by whom and when, on the version shown', async () => {
    const id = antwerp.guid;
    expect(
      await act(claes, id, { action: 'handle', version: 1, outcome: 'information_only', note: 'x' }),
    ).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_state' } },
    });
    const taken = await act(claes, id, { action: 'take', version: 1 });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ state: 'in_treatment', version: 2, owner: '71234' });
    expect(Date.parse(taken.body.data!.taken_at!)).toBeGreaterThan(Date.now() - 60_000);
    // A second officer on the same old screen: refused, and nothing is lost.
    expect(await act(claes, id, { action: 'take', version: 1 })).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_stale' } },
    });
    expect(await act(claes, id, { action: 'take', version: 2 })).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_state' } },
    });
    expect(await act(claes, id, { action: 'handle', version: 2, outcome: 'referred' })).toMatchObject({
      status: 400,
      body: { error: { key: 'required_field' } },
    });
    expect(
      (await act(claes, id, { action: 'handle', version: 2, outcome: 'dismissed', note: 'Afgehandeld.' }))
        .status,
    ).toBe(400);
    const handled = await act(claes, id, {
      action: 'handle',
      version: 2,
      outcome: 'report_drawn_up',
      note: '  PV opgesteld, slachtoffer gebeld.  ',
    });
    expect(handled.body.data).toMatchObject({
      state: 'handled',
      version: 3,
      owner: '71234',
      handled_by: '71234',
      outcome: 'report_drawn_up',
      closing_note: 'PV opgesteld, slachtoffer gebeld.',
    });
    expect(
      await act(claes, id, { action: 'handle', version: 2, outcome: 'referred', note: 'late' }),
    ).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_stale' } },
    });
    expect((await sheet(claes, id)).body.data).toMatchObject({
      state: 'handled',
      version: 3,
      outcome: 'report_drawn_up',
    });
    expect((await inbox(claes, '?state=handled')).body.data!.rows.map((row) => row.id)).toContain(id);
  });

  it('flags a summary never delivered until an officer has contacted the person', async () => {
    const { db } = running.portal.database;
    // As the pipeline leaves it after its last retry: status -1, no PDF.
    await db
      .update(declarations)
      .set({ status: -1, summaryPdf: null })
      .where(eq(declarations.id, liege.guid));
    const row = (await inbox(leroy)).body.data!.rows.find((r) => r.id === liege.guid);
    expect(row?.flags).toEqual(['contact_person']);
    const flagged = (await sheet(leroy, liege.guid, 'fr')).body.data!;
    expect(flagged).toMatchObject({ summary_failed: true, flags: ['contact_person'] });
    // No summary was ever made: the desk makes one, in the officer's language.
    const pdf = await leroy.fetch(`${apiPath(zoneDeclarationEndpoint(liege.guid, 'summary.pdf'))}?lang=fr`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const done = await act(leroy, liege.guid, { action: 'contacted', version: flagged.version });
    expect(done.body.data).toMatchObject({ flags: [], contacted_by: '68421', state: 'new' });
    expect(
      await act(leroy, liege.guid, { action: 'contacted', version: done.body.data!.version }),
    ).toMatchObject({
      status: 409,
      body: { error: { key: 'error_zone_state' } },
    });
    expect((await inbox(leroy)).body.data!.rows.find((r) => r.id === liege.guid)?.flags).toEqual([]);
  });

  it("logs every read, download and change; a supervisor reads their own zone's log", async () => {
    expect(await accessLog(claes)).toMatchObject({
      status: 403,
      body: { error: { key: 'error_no_rights' } },
    });
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    const renard = await signIn(running.url, 'commissaire.renard', true);
    const antwerpLog = (await accessLog(wouters)).body.data!;
    const ofAntwerp = (await accessLog(wouters, `?register=${antwerp.register}`)).body.data!;
    const actions = ofAntwerp.rows.map((row) => `${row.matricule} ${row.action} ${row.register}`);
    for (const action of ['read', 'download_attachment', 'download_summary', 'take', 'handle'])
      expect(actions).toContain(`71234 ${action} ${antwerp.register}`);
    expect((await accessLog(wouters, `?register=${liege.register}`)).body.data!.total).toBe(0);
    expect(antwerpLog.rows[0]).toMatchObject({ officer_name: 'Tom Claes', address: '127.0.0.1' });
    // Newest first.
    const times = antwerpLog.rows.map((row) => Date.parse(row.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const liegeLog = (await accessLog(renard)).body.data!;
    expect(liegeLog.rows.map((row) => `${row.matricule} ${row.action}`)).toEqual(
      expect.arrayContaining(['68421 read', '68421 download_summary', '68421 contacted']),
    );
    // Of declarations, only Liège's own; Leroy's asks for Antwerp's are there as refused, without their register.
    for (const row of liegeLog.rows) {
      expect(row.register ?? `${row.action} ${row.subject}`).toMatch(
        new RegExp(`^(${liege.register}|denied .+)$`),
      );
    }
    expect(liegeLog.rows).toContainEqual(
      expect.objectContaining({ action: 'denied', subject: antwerp.guid }),
    );
    // Append-only: a line is never rewritten.
    await expect(
      running.portal.database.db
        .update(zoneAccessLog)
        .set({ action: 'read' })
        .where(eq(zoneAccessLog.zoneKey, '5345')),
    ).rejects.toThrow();
  });

  it("purges the desk, the case's history and its access log with the declaration", async () => {
    const { db } = running.portal.database;
    const storage = new DiskStorage(path.join(running.dataDir, 'attachments'));
    await db
      .update(declarations)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(declarations.id, antwerp.guid));
    await applyDeclarationRetention(db, storage, 180);
    expect(await db.select().from(zoneInbox).where(eq(zoneInbox.declarationId, antwerp.guid))).toEqual([]);
    expect(
      await db.select().from(zoneAccessLog).where(eq(zoneAccessLog.declarationId, antwerp.guid)),
    ).toEqual([]);
    expect(
      await db.select().from(zoneCaseEvents).where(eq(zoneCaseEvents.declarationId, antwerp.guid)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(zoneAccessLog)
        .where(inArray(zoneAccessLog.declarationId, [liege.guid])),
    ).not.toEqual([]);
    expect((await sheet(claes, antwerp.guid)).status).toBe(404);
  });

  it('counts a big inbox up to 1,000 and says there are more, pages and search still exact', async () => {
    // As bench/zone-desk.ts seeds them: 1,010 more declarations handed to Antwerpen.
    const { db } = running.portal.database;
    await db.execute(sql`
      insert into declarations (register, form, fact_type, language, zone_key, status, overview_method,
        session_id, user_type, idempotency_key, payload, created_at)
      select 'BULK-' || lpad(g::text, 4, '0'), 'phishing', '5731', 'nl', '5345', 3, 'ebox',
        gen_random_uuid(), 'citizen', g::text,
        jsonb_build_object('form', 'phishing', 'declarant', jsonb_build_object('firstname', 'Lien',
          'lastname', case when g = 7 then 'Vandenbroucke' else 'Aerts' end)),
        now() - g * interval '1 minute'
      from generate_series(1, 1010) g`);
    await db.execute(sql`
      insert into zone_inbox (declaration_id, zone_key, declared_at, form, fact_type, search)
      select id, zone_key, created_at, form, fact_type,
        lower(register || ' ' || (payload->'declarant'->>'firstname') || ' ' || (payload->'declarant'->>'lastname'))
      from declarations where register like 'BULK-%'`);
    const first = (await inbox(claes)).body.data!;
    expect(first).toMatchObject({ total: 1000, more: true, page_size: 20 });
    expect(first.rows.map((row) => row.register)).toContain('BULK-0001');
    const page51 = (await inbox(claes, '?page=51')).body.data!;
    expect(page51.rows.map((row) => row.register)).toContain('BULK-1001');
    expect(page51).toMatchObject({ total: 1000, more: true });
    expect((await inbox(claes, '?q=vandenbroucke')).body.data).toMatchObject({
      total: 1,
      more: false,
      rows: [{ register: 'BULK-0007' }],
    });
    expect((await inbox(claes, '?q=BULK-100')).body.data!.total).toBe(10);
    // Many matches: the page walks the zone newest first instead (inbox-query.ts), the same rows.
    const aerts = (await inbox(claes, '?q=aerts%20LIEN&page=2')).body.data!;
    expect(aerts).toMatchObject({ total: 1000, more: true });
    expect(aerts.rows.map((row) => row.register)).toEqual(
      Array.from({ length: 20 }, (_, index) => `BULK-${String(22 + index).padStart(4, '0')}`),
    );
  });
});
