import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath, ENDPOINT, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { AddendumAdded, MyDeclaration, MyDeclarations } from '@pow/contracts/my-declarations';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES, until } from '@pow/domain/testing';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import { addenda, capturedMessages, declarations, uploads, zoneInbox } from '../src/db/schema.ts';
import { ADDENDUM_QUEUES } from '../src/declarations/pipeline-queues.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import {
  currentStage,
  type DeclarationProgress,
  type RecentDurations,
  timelineOf,
} from '../src/my-declarations/timeline.ts';
import {
  addWorkingMinutes,
  belgianHolidays,
  OFFICE_HOURS,
  workingMinutesBetween,
} from '../src/my-declarations/working-calendar.ts';
import {
  BACKENDS,
  type Backend,
  Browser,
  fileDeclaration,
  type RunningPortal,
  startPortal,
} from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string; path?: (string | number)[]; params?: object } };
const json = { 'content-type': 'application/json' };
const PNG = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.png'));
const PHOTO = 'tweede sms.png';
const JAN = '85073003328';
const MARIE = '92031412451';
const EMMA = '04022916265';
const SOFIE = '78122424677';
const LUKAS = '01110508784';
const LINE = 'Vandaag kreeg ik nog een sms van hetzelfde nummer, met een nieuwe link.';
const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

/** The expected times (issue 17), pure: office hours, a fake clock, a weekend, a holiday and a clock change. */
describe('working time of a zone (Monday to Friday, 08:00 to 17:00, Brussels)', () => {
  it.each([
    ['Friday 16:30 + 2 h goes over the weekend', '2026-11-27T15:30:00Z', 120, '2026-11-30T08:30:00Z'],
    ['Saturday + nothing is Monday’s opening', '2026-11-28T09:00:00Z', 0, '2026-11-30T07:00:00Z'],
    ['Wednesday 10:00 + 1 h stays on Wednesday', '2026-11-25T09:00:00Z', 60, '2026-11-25T10:00:00Z'],
    ['Wednesday 07:00 + 1 h starts at the opening', '2026-11-25T06:00:00Z', 60, '2026-11-25T08:00:00Z'],
    [
      'Thursday 24 December 16:00 + 3 h skips Christmas and the weekend',
      '2026-12-24T15:00:00Z',
      180,
      '2026-12-28T09:00:00Z',
    ],
    // Easter Monday 29 March 2027, and summer time from Sunday 28 March: 09:00 is 07:00 UTC again.
    [
      'Friday 16:00 + 2 h skips Easter Monday across the clock change',
      '2027-03-26T15:00:00Z',
      120,
      '2027-03-30T07:00:00Z',
    ],
  ])('%s', (_what, from, minutes, expected) => {
    expect(addWorkingMinutes(OFFICE_HOURS, new Date(from), minutes).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });

  it.each([
    ['Friday 16:30 to Monday 09:30', '2026-11-27T15:30:00Z', '2026-11-30T08:30:00Z', 120],
    ['a weekend', '2026-11-28T07:00:00Z', '2026-11-29T20:00:00Z', 0],
    ['the night of Tuesday', '2026-11-24T15:30:00Z', '2026-11-25T07:30:00Z', 60],
    ['over Easter Monday', '2027-03-26T15:00:00Z', '2027-03-30T07:00:00Z', 120],
    ['backwards', '2026-11-25T10:00:00Z', '2026-11-25T09:00:00Z', 0],
  ])('counts %s in working minutes', (_what, from, to, minutes) => {
    expect(workingMinutesBetween(OFFICE_HOURS, new Date(from), new Date(to))).toBe(minutes);
  });

  it('knows the ten Belgian public holidays, Easter’s included', () => {
    expect([...belgianHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('works on the days and hours a zone sets', () => {
    const saturdays = { days: [6], open: 9 * 60, close: 12 * 60 };
    expect(addWorkingMinutes(saturdays, new Date('2026-11-25T09:00:00Z'), 90).toISOString()).toBe(
      '2026-11-28T09:30:00.000Z',
    );
  });
});

describe('expected times on the timeline (a fake clock)', () => {
  const FRIDAY = (time: string) => new Date(`2026-11-27T${time}Z`);
  /** Reached the zone on Friday at 16:30 Brussels, not taken yet. */
  const atZoneFriday: DeclarationProgress = {
    status: 3,
    receivedAt: FRIDAY('15:29:50'),
    hasSummary: true,
    summaryMadeAt: FRIDAY('15:29:55'),
    deliveredAt: FRIDAY('15:29:58'),
    zone: { receivedAt: FRIDAY('15:30:00'), takenAt: null, reopenedAt: null, handledAt: null },
  };
  const durations: RecentDurations = {
    summary_made: 3000,
    summary_delivered: 2000,
    at_zone: 1000,
    in_treatment: 120,
    handled: 240,
  };
  const view = (progress: DeclarationProgress, recent: RecentDurations, now: string) =>
    timelineOf(progress, recent, OFFICE_HOURS, new Date(now)).map((stage) => [
      stage.stage,
      stage.state,
      stage.at?.toISOString() ?? null,
      stage.expected?.toISOString() ?? null,
    ]);

  it('expects a declaration that reached the zone on Friday evening in treatment on Monday', () => {
    expect(view(atZoneFriday, durations, '2026-11-28T09:00:00Z')).toEqual([
      ['received', 'done', '2026-11-27T15:29:50.000Z', null],
      ['summary_made', 'done', '2026-11-27T15:29:55.000Z', null],
      ['summary_delivered', 'done', '2026-11-27T15:29:58.000Z', null],
      ['at_zone', 'done', '2026-11-27T15:30:00.000Z', null],
      ['in_treatment', 'ahead', null, '2026-11-30T08:30:00.000Z'],
      ['handled', 'ahead', null, '2026-11-30T12:30:00.000Z'],
    ]);
  });

  it('expects a step later than usual from now on, and what follows from there', () => {
    // Monday 11:00: it should have been taken at 09:30.
    expect(view(atZoneFriday, durations, '2026-11-30T10:00:00Z').slice(4)).toEqual([
      ['in_treatment', 'ahead', null, '2026-11-30T10:00:00.000Z'],
      ['handled', 'ahead', null, '2026-11-30T14:00:00.000Z'],
    ]);
    // Sunday: late already, but the desk opens on Monday at 08:00.
    const late = { ...durations, in_treatment: 10 };
    expect(view(atZoneFriday, late, '2026-11-29T12:00:00Z')[4]).toEqual([
      'in_treatment',
      'ahead',
      null,
      '2026-11-30T07:00:00.000Z',
    ]);
  });

  it('runs the pipeline on a Saturday night, and the desk waits for Monday', () => {
    const received: DeclarationProgress = {
      status: 0,
      receivedAt: new Date('2026-11-28T19:00:00Z'),
      hasSummary: false,
      summaryMadeAt: null,
      deliveredAt: null,
      zone: null,
    };
    expect(view(received, durations, '2026-11-28T19:00:01Z')).toEqual([
      ['received', 'done', '2026-11-28T19:00:00.000Z', null],
      ['summary_made', 'ahead', null, '2026-11-28T19:00:03.000Z'],
      ['summary_delivered', 'ahead', null, '2026-11-28T19:00:05.000Z'],
      ['at_zone', 'ahead', null, '2026-11-28T19:00:06.000Z'],
      ['in_treatment', 'ahead', null, '2026-11-30T09:00:00.000Z'],
      ['handled', 'ahead', null, '2026-11-30T13:00:00.000Z'],
    ]);
  });

  it('expects nothing after a step without recent runs', () => {
    const unknownDesk = { ...durations, in_treatment: null };
    expect(view(atZoneFriday, unknownDesk, '2026-11-28T09:00:00Z').slice(4)).toEqual([
      ['in_treatment', 'ahead', null, null],
      ['handled', 'ahead', null, null],
    ]);
  });

  it.each([
    ['never made', false, ['failed', 'skipped']],
    ['made but never delivered', true, ['done', 'failed']],
  ])('tells a summary %s (status -1), and the zone all the same', (_what, hasSummary, states) => {
    const failed = { ...atZoneFriday, status: -1, hasSummary, deliveredAt: null, summaryMadeAt: null };
    const stages = timelineOf(failed, durations, OFFICE_HOURS, new Date('2026-11-28T09:00:00Z'));
    expect(stages.slice(1, 4).map((stage) => stage.state)).toEqual([...states, 'done']);
  });

  it('shows each stage of the desk with its time once reached', () => {
    const zone = { receivedAt: FRIDAY('15:30:00'), takenAt: FRIDAY('15:45:00'), reopenedAt: null };
    const handled = { ...atZoneFriday, zone: { ...zone, handledAt: FRIDAY('15:55:00') } };
    expect(view(handled, durations, '2026-11-28T09:00:00Z').slice(4)).toEqual([
      ['in_treatment', 'done', '2026-11-27T15:45:00.000Z', null],
      ['handled', 'done', '2026-11-27T15:55:00.000Z', null],
    ]);
    expect(currentStage(handled)).toBe('handled');
  });

  it('shows a reopened case reopened, handled ahead again from then, and handled once more', () => {
    // Reopened on Monday at 10:00 Brussels (the person added information): its handling is undone.
    const zone = { receivedAt: FRIDAY('15:30:00'), takenAt: FRIDAY('15:45:00') };
    const reopened = {
      ...atZoneFriday,
      zone: { ...zone, reopenedAt: new Date('2026-11-30T09:00:00Z'), handledAt: null },
    };
    expect(view(reopened, durations, '2026-11-30T09:30:00Z').slice(4)).toEqual([
      ['in_treatment', 'done', '2026-11-27T15:45:00.000Z', null],
      ['reopened', 'done', '2026-11-30T09:00:00.000Z', null],
      ['handled', 'ahead', null, '2026-11-30T13:00:00.000Z'],
    ]);
    expect(currentStage(reopened)).toBe('reopened');
    const again = { ...reopened, zone: { ...reopened.zone, handledAt: new Date('2026-11-30T11:00:00Z') } };
    expect(view(again, durations, '2026-11-30T12:00:00Z').slice(5)).toEqual([
      ['reopened', 'done', '2026-11-30T09:00:00.000Z', null],
      ['handled', 'done', '2026-11-30T11:00:00.000Z', null],
    ]);
    expect(currentStage(again)).toBe('handled');
  });
});

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

async function upload(browser: Browser, name = PHOTO, content: Buffer = PNG): Promise<string> {
  const data = new FormData();
  data.append('files', new Blob([content]), name);
  const uploaded = await browser.json<{ data: { id: string }[] }>(apiPath(ENDPOINT.uploadBatch), {
    method: 'POST',
    body: data,
  });
  return uploaded.body.data[0]!.id;
}

const statusOf = (browser: Browser, guid: string) =>
  browser.json<Answer<{ status: number }>>(apiPath(ENDPOINT.informationStatus), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ guid }),
  });

const list = (browser: Browser, query = '') =>
  browser.json<Answer<MyDeclarations>>(`${apiPath(ENDPOINT.myDeclarations)}${query}`);
const detail = (browser: Browser, id: string, lang = 'nl') =>
  browser.json<Answer<MyDeclaration>>(`${apiPath(myDeclarationEndpoint(id))}?lang=${lang}`);
const addTo = (
  browser: Browser,
  id: string,
  body: unknown,
  key: string = crypto.randomUUID(),
  language = 'nl',
) =>
  browser.json<Answer<AddendumAdded>>(apiPath(myDeclarationEndpoint(id, 'addenda')), {
    method: 'POST',
    headers: { ...json, 'idempotency-key': key, 'x-language': language },
    body: JSON.stringify(body),
  });

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pow-pdf-'));
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The properties pdfinfo (poppler-utils) reads: Title, Subject… one a line. */
function pdfInfo(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pow-pdf-'));
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('pdfinfo', [path.join(dir, 'a.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Files a declaration in a language (x-language) and waits until it reached its zone. */
async function fileIn(browser: Browser, declaration: object, language: string) {
  const added = await browser.json<Answer<{ guid: string; register: string }>>(
    apiPath(ENDPOINT.informationAdd),
    {
      method: 'POST',
      headers: { ...json, 'idempotency-key': crypto.randomUUID(), 'x-language': language },
      body: JSON.stringify(declaration),
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const { guid, register } = added.body.data!;
  await until(`declaration ${register} at its zone`, async () => {
    const status = (await statusOf(browser, guid)).body.data?.status;
    if (status === -1) throw new Error(`declaration ${register}: summary failed`);
    return status === 3;
  });
  return { guid, register };
}

describe.each(BACKENDS)('my declarations on %s', (backend) => {
  let running: RunningPortal;
  let jan: Browser;
  let marie: Browser;
  let phishing: { guid: string; register: string };
  let cables: { guid: string; register: string };
  let forSofie: { guid: string; register: string };
  let manual: { guid: string; register: string };

  beforeAll(async () => {
    running = await startPortal(backend);
    const sending = await signIn(running.url, JAN);
    phishing = await fileDeclaration(sending, EXAMPLES.phishing);
    cables = await fileDeclaration(sending, EXAMPLES.degradation_cables);
    forSofie = await fileDeclaration(
      await signIn(running.url, 'inspector.claes', true),
      EXAMPLES.phishing_officer,
    );
    manual = await fileDeclaration(await signIn(running.url, EMMA), EXAMPLES.person);
    // Jan comes back another day: a new session, nothing in common with the one that sent.
    jan = await signIn(running.url, JAN);
    marie = await signIn(running.url, MARIE);
  });
  afterAll(async () => {
    await running?.close();
  });

  it('describes every endpoint in the OpenAPI document', async () => {
    const { paths } = (await jan.json<{ paths: Record<string, object> }>('/index.php/api/docs/json')).body;
    const mine = Object.entries(paths)
      .filter(([route]) => route.includes('/v1/my-declarations'))
      .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method} ${route}`));
    expect(mine.sort()).toEqual(
      [
        'get /index.php/api/v1/my-declarations',
        'get /index.php/api/v1/my-declarations/{id}',
        'get /index.php/api/v1/my-declarations/{id}/summary.pdf',
        'post /index.php/api/v1/my-declarations/{id}/addenda',
      ].sort(),
    );
    expect(Object.keys(paths)).toContain(
      '/index.php/api/v1/zone/declarations/{id}/addenda/{number}/attachments/{file}',
    );
  });

  it("lists Jan's declarations in a later session, newest first, in words", async () => {
    const answer = await list(jan, '?lang=fr');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, page_size: 20, total: 2 });
    expect(answer.body.data!.rows).toEqual([
      {
        id: cables.guid,
        register: cables.register,
        form: 'degradation',
        form_title: 'Dégâts aux câbles',
        received_at: expect.any(String),
        zone_name: 'Antwerpen',
        stage: 'at_zone',
      },
      expect.objectContaining({
        id: phishing.guid,
        form_title: 'Phishing et fraude en ligne',
        stage: 'at_zone',
      }),
    ]);
    expect((await list(jan, '?page=2')).body.data!.rows).toEqual([]);
    expect(await list(jan, '?page=0')).toMatchObject({ status: 400, body: { error: { key: 'error_404' } } });
  });

  it('lets Sofie find the declaration an officer filed for her, and shows Marie none', async () => {
    const sofie = await signIn(running.url, SOFIE);
    expect((await list(sofie)).body.data!.rows.map((row) => row.id)).toEqual([forSofie.guid]);
    expect((await detail(sofie, forSofie.guid)).status).toBe(200);
    expect((await list(marie)).body.data).toMatchObject({ rows: [], total: 0 });
  });

  it('shows nobody a declaration whose declarant typed a national number (manual identification)', async () => {
    const emma = await signIn(running.url, EMMA);
    expect((await list(emma)).body.data!.rows).toEqual([]);
    expect((await detail(emma, manual.guid)).status).toBe(404);
  });

  it('answers 401 without a session, 403 to an officer, 404 to another person', async () => {
    const anonymous = new Browser(running.url);
    const officer = await signIn(running.url, 'inspector.claes', true);
    for (const [browser, status, key] of [
      [anonymous, 401, 'error_no_session'],
      [officer, 403, 'error_no_rights'],
      [marie, 404, 'error_404'],
    ] as const) {
      if (status !== 404) expect(await list(browser)).toMatchObject({ status, body: { error: { key } } });
      expect(await detail(browser, phishing.guid)).toMatchObject({ status, body: { error: { key } } });
      const pdf = await browser.fetch(apiPath(myDeclarationEndpoint(phishing.guid, 'summary.pdf')));
      expect(pdf.status).toBe(status);
      expect(await addTo(browser, phishing.guid, { text: LINE })).toMatchObject({
        status,
        body: { error: { key } },
      });
    }
    expect((await detail(jan, crypto.randomUUID())).status).toBe(404);
    expect((await detail(jan, 'not-a-guid')).status).toBe(400);
    const stored = await running.portal.database.db.select().from(addenda);
    expect(stored).toEqual([]);
  });

  it('answers information/status to the owner in any later session, never to another person', async () => {
    expect((await statusOf(jan, phishing.guid)).body.data).toMatchObject({
      status: 3,
      unit_name: 'Antwerpen',
    });
    expect((await statusOf(marie, phishing.guid)).status).toBe(404);
    expect((await statusOf(await signIn(running.url, SOFIE), forSofie.guid)).body.data!.status).toBe(3);
  });

  it('shows the timeline: each stage reached with its time, the desk’s ahead', async () => {
    const answer = await detail(jan, phishing.guid);
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    expect(data).toMatchObject({
      register: phishing.register,
      form_title: 'Phishing en online fraude',
      zone_name: 'Antwerpen',
      overview_method: 'ebox',
      fallback: false,
      summary_available: true,
      addenda: [],
    });
    expect(data.stages.map((stage) => [stage.stage, stage.state])).toEqual([
      ['received', 'done'],
      ['summary_made', 'done'],
      ['summary_delivered', 'done'],
      ['at_zone', 'done'],
      ['in_treatment', 'ahead'],
      ['handled', 'ahead'],
    ]);
    const times = data.stages.slice(0, 4).map((stage) => Date.parse(stage.at!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // No officer of the zone has taken a declaration yet: nothing to expect from.
    expect(data.stages[4]!.expected_at).toBeNull();
  });

  it('expects the desk’s steps in the zone’s working hours once it has taken some', async () => {
    const claes = await signIn(running.url, 'inspector.claes', true);
    const take = async (id: string) =>
      expect(
        (
          await claes.json(apiPath(zoneDeclarationEndpoint(id, 'action')), {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ action: 'take', version: 1 }),
          })
        ).status,
      ).toBe(200);
    const more = await signIn(running.url, JAN);
    await take(cables.guid);
    await take((await fileDeclaration(more, EXAMPLES.phishing)).guid);
    // Two taken are too few to say; a third one is enough.
    expect((await detail(jan, phishing.guid)).body.data!.stages[4]!.expected_at).toBeNull();
    await take((await fileDeclaration(more, EXAMPLES.phishing)).guid);
    const stages = (await detail(jan, phishing.guid)).body.data!.stages;
    const expected = new Date(stages[4]!.expected_at!);
    expect(expected.getTime()).toBeGreaterThan(Date.now() - 5000);
    // A working moment of the zone: a weekday, in office hours, Brussels time.
    expect(addWorkingMinutes(OFFICE_HOURS, expected, 0)).toEqual(expected);
    // None handled yet: when it will be is not said.
    expect(stages[5]!.expected_at).toBeNull();
    expect((await detail(jan, cables.guid)).body.data!.stages[4]).toMatchObject({ state: 'done' });
  });

  it('downloads the PDF summary again, for its owner only', async () => {
    const response = await jan.fetch(apiPath(myDeclarationEndpoint(phishing.guid, 'summary.pdf')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(phishing.register);
    expect(text).toContain('Samenvatting van uw aangifte');
  });

  it('names a person-form declaration by its crime type in words wherever its owner reads it, never by its code', async () => {
    // Lukas declares a lost bag (in German) and harassment (in French), both in Antwerp (issue 33).
    const lukas = await signIn(running.url, LUKAS);
    const inAntwerp = {
      municipality: '11002-2000',
      post_code: '2000',
      munKey: '11002',
      street: 'Meir',
      number: '3',
      box: '',
    };
    // What was lost, from the objects catalogue: a handbag (the form asks it for a lost object).
    const lost = { lost_object: { object: { tkey: '0902', text: 'Handtasche' }, brand: 'Delvaux' } };
    const person = (type: string) => ({
      ...structuredClone(EXAMPLES.person),
      declarant: structuredClone(EXAMPLES.degradation_graffiti.declarant),
      fact: {
        ...structuredClone(EXAMPLES.person.fact),
        type,
        address: inAntwerp,
        ...(type === '0575' ? lost : {}),
      },
    });
    const loss = await fileIn(lukas, person('0575'), 'de');
    const harassment = await fileIn(lukas, person('4517'), 'fr');

    const words = {
      nl: ['Verlies van een voorwerp', 'Belaging'],
      fr: ['Perte d’un objet', 'Harcèlement'],
      de: ['Verlust eines Gegenstands', 'Belästigung (Stalking)'],
    } as const;
    for (const lang of ['nl', 'fr', 'de'] as const) {
      const rows = (await list(lukas, `?lang=${lang}`)).body.data!.rows;
      const titleOf = (guid: string) => rows.find((row) => row.id === guid)?.form_title;
      expect([titleOf(loss.guid), titleOf(harassment.guid)], lang).toEqual(words[lang]);
      expect((await detail(lukas, loss.guid, lang)).body.data!.form_title).toBe(words[lang][0]);
    }

    // Its PDF, in German: titled by the loss, in its properties too, and no code.
    const response = await lukas.fetch(apiPath(myDeclarationEndpoint(loss.guid, 'summary.pdf')));
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain('Zusammenfassung Ihrer Anzeige: Verlust eines Gegenstands');
    expect(text).not.toMatch(/\b0575\b/);
    expect(text).not.toContain('Nicht dringender Sachverhalt');
    const info = pdfInfo(pdf);
    expect(info).toMatch(
      /^Title:\s+Zusammenfassung Ihrer Anzeige: Verlust eines Gegenstands – \d{4}-5345-\d{6}$/m,
    );
    expect(info).toMatch(/^Subject:\s+Verlust eines Gegenstands$/m);

    // The messages that carried each summary say what was declared.
    const { db } = running.portal.database;
    const subjects = async (guid: string) =>
      (await db.select().from(capturedMessages).where(eq(capturedMessages.declarationGuid, guid))).map(
        (message) => message.subject,
      );
    expect(await subjects(loss.guid)).toContain(
      `Ihre Anzeige ${loss.register} bei der Polizei: Verlust eines Gegenstands`,
    );
    expect(await subjects(harassment.guid)).toContain(
      `Votre déclaration ${harassment.register} à la police\u202f: Harcèlement`,
    );

    // The zone's desk names it the same way, and keeps the code beside the name.
    const claes = await signIn(running.url, 'inspector.claes', true);
    const sheet = (
      await claes.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(loss.guid))}?lang=fr`)
    ).body.data!;
    expect(sheet.form_title).toBe('Perte d’un objet');
    expect(JSON.stringify(sheet.sections)).toContain('Perte d’un objet (0575)');
  });

  it('takes a line and a photo to the zone and the person as an addition', async () => {
    const photo = await upload(jan);
    const added = await addTo(jan, phishing.guid, { text: `  ${LINE}  `, attachments: [photo] });
    expect(added).toMatchObject({ status: 200, body: { data: { number: 1 } } });
    const { db } = running.portal.database;
    const stored = await until('the addition at its zone', async () => {
      const [row] = await db.select().from(addenda).where(eq(addenda.declarationId, phishing.guid));
      return row?.zoneAt ? row : undefined;
    });
    expect(stored).toMatchObject({ number: 1, text: LINE, status: 3, deliveredBy: 'ebox', rrn: JAN });

    // Its short PDF went to Jan's eBox (the declaration's channel), naming the declaration.
    const messages = await db
      .select()
      .from(capturedMessages)
      .where(like(capturedMessages.subject, `%${phishing.register}%`));
    const confirmation = messages.filter((m) => m.subject.startsWith('Aanvulling'));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({
      channel: 'ebox',
      recipient: `ebox:${JAN}`,
      declarationGuid: phishing.guid,
    });
    const pdf = pdfText(stored.summaryPdf!);
    for (const part of [phishing.register, LINE, PHOTO, 'Aanvulling bij uw aangifte', 'Antwerpen'])
      expect(pdf).toContain(part);

    // On the timeline, with its file.
    const view = (await detail(jan, phishing.guid)).body.data!;
    expect(view.addenda).toEqual([
      {
        number: 1,
        received_at: expect.any(String),
        text: LINE,
        attachments: [{ filename: PHOTO, size: PNG.length }],
        delivered_by: 'ebox',
        summary_failed: false,
        zone_at: expect.any(String),
      },
    ]);

    // At the zone's desk, on the sheet, its file downloadable; the declaration's own files unchanged.
    const claes = await signIn(running.url, 'inspector.claes', true);
    const sheet = await claes.json<Answer<ZoneSheet>>(
      `${apiPath(zoneDeclarationEndpoint(phishing.guid))}?lang=fr`,
    );
    expect(sheet.body.data!.attachments).toEqual([]);
    expect(sheet.body.data!.addenda).toEqual([
      {
        number: 1,
        received_at: view.addenda[0]!.received_at,
        language: 'nl',
        text: LINE,
        attachments: [
          {
            id: photo,
            filename: PHOTO,
            content_type: 'image/png',
            size: PNG.length,
            sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        ],
        // The desk alone receives it here (ZONE_DELIVERY=desk): no hand-over to say.
        handover: null,
      },
    ]);
    const download = await claes.fetch(
      apiPath(zoneDeclarationEndpoint(phishing.guid, 'addenda', '1', 'attachments', photo)),
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect(
      (await claes.fetch(apiPath(zoneDeclarationEndpoint(phishing.guid, 'attachments', photo)))).status,
    ).toBe(404);
    expect(
      (
        await claes.fetch(
          apiPath(zoneDeclarationEndpoint(phishing.guid, 'addenda', '2', 'attachments', photo)),
        )
      ).status,
    ).toBe(404);
    // Another zone's officer learns nothing of it.
    const leroy = await signIn(running.url, 'inspectrice.leroy', true);
    expect(
      (
        await leroy.fetch(
          apiPath(zoneDeclarationEndpoint(phishing.guid, 'addenda', '1', 'attachments', photo)),
        )
      ).status,
    ).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first result, storing nothing twice', async () => {
    const key = crypto.randomUUID();
    const first = await addTo(jan, cables.guid, { text: LINE }, key);
    const again = await addTo(jan, cables.guid, { text: 'Een andere tekst, die niet telt.' }, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await running.portal.database.db
      .select()
      .from(addenda)
      .where(eq(addenda.declarationId, cables.guid));
    expect(rows.map((row) => row.text)).toEqual([LINE]);
    // The next addition gets the next number.
    expect((await addTo(jan, cables.guid, { text: 'Nog iets.' })).body.data!.number).toBe(2);
  });

  it.each([
    ['four characters', { text: 'kort' }, 'error_minmax_length', ['text'], { min: 5, max: 2000 }],
    ['2001 characters', { text: 'a'.repeat(2001) }, 'error_minmax_length', ['text'], { min: 5, max: 2000 }],
    ['no text', { attachments: [] }, 'required_field', ['text'], undefined],
    ['a control character', { text: `${LINE}\u0007` }, 'error_invalid_characters', ['text'], undefined],
    [
      'a file that is not an upload',
      { text: LINE, attachments: ['x'] },
      'error_upload',
      ['attachments', 0],
      undefined,
    ],
  ])('refuses %s with a message key, storing nothing', async (_what, body, key, at, params) => {
    const stored = () => running.portal.database.db.select().from(addenda);
    const before = (await stored()).length;
    const answer = await addTo(jan, phishing.guid, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ key, path: at, ...(params ? { params } : {}) });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses another person's upload, and keeps it theirs", async () => {
    const maries = await upload(marie, 'marie.png', Buffer.concat([PNG, Buffer.from('marie')]));
    const answer = await addTo(jan, phishing.guid, { text: LINE, attachments: [maries] });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { key: 'error_upload', path: ['attachments'] } },
    });
    const [row] = await running.portal.database.db.select().from(uploads).where(eq(uploads.id, maries));
    expect(row).toMatchObject({ declarationId: null, addendumId: null });
  });

  it('answers 404 to an addition past retention, which retention then deletes with its declaration', async () => {
    const { db } = running.portal.database;
    await db
      .update(declarations)
      .set({ createdAt: sql`now() - interval '181 days'` })
      .where(eq(declarations.id, cables.guid));
    expect((await addTo(jan, cables.guid, { text: LINE })).status).toBe(404);
    expect((await detail(jan, cables.guid)).status).toBe(404);
    expect((await list(jan)).body.data!.rows.map((row) => row.id)).not.toContain(cables.guid);
    const ofCables = () => db.select().from(addenda).where(eq(addenda.declarationId, cables.guid));
    const atZone = await until('the additions at their zone', async () => {
      const rows = await ofCables();
      return rows.every((row) => row.zoneAt) ? rows[0]?.zoneAt : undefined;
    });
    // Its zone handled it, after the additions reached it (one arriving later would reopen the case):
    // retention may delete it now.
    await db.update(zoneInbox).set({ state: 'handled' }).where(eq(zoneInbox.declarationId, cables.guid));
    // As if they were still on their way there: the declaration stays.
    await db.update(addenda).set({ zoneAt: null }).where(eq(addenda.declarationId, cables.guid));
    await applyDeclarationRetention(db, new DiskStorage(running.dataDir), 180);
    expect(await ofCables()).not.toEqual([]);
    await db.update(addenda).set({ zoneAt: atZone }).where(eq(addenda.declarationId, cables.guid));
    await applyDeclarationRetention(db, new DiskStorage(running.dataDir), 180);
    expect(await ofCables()).toEqual([]);
    expect(await db.select().from(addenda).where(eq(addenda.declarationId, phishing.guid))).toHaveLength(1);
  });
});

/** One addition, through a process stopped at once and started again (PGlite) or a killed worker (PostgreSQL). */
describe.each(BACKENDS)('an addition under a worker restart on %s', (backend: Backend) => {
  it('reaches the zone and the person exactly once, even when its jobs run again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-addendum-'));
    const workers: ChildProcess[] = [];
    const startWorker = (databaseUrl: string) => {
      const worker = spawn(process.execPath, [serverFile], {
        env: {
          ...process.env,
          ROLE: 'worker',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      workers.push(worker);
      return worker;
    };
    let running = await startPortal(backend, {
      DATA_DIR: dataDir,
      ...(backend === 'postgres' ? { ROLE: 'api' } : {}),
    });
    try {
      if (backend === 'postgres') startWorker(running.databaseUrl!);
      const jan = await signIn(running.url, JAN);
      const sent = await fileDeclaration(jan, EXAMPLES.phishing);
      const photo = await upload(jan);
      expect((await addTo(jan, sent.guid, { text: LINE, attachments: [photo] })).status).toBe(200);
      // At once, whatever step its jobs are at: the worker is killed, or the whole process stopped.
      if (backend === 'postgres') {
        const killed = workers[0]!;
        const exited = once(killed, 'exit');
        killed.kill('SIGKILL');
        await exited;
        startWorker(running.databaseUrl!);
      } else {
        await running.close();
        running = await startPortal(backend, { DATA_DIR: dataDir });
      }
      const { db } = running.portal.database;
      const handed = await until('the addition at its zone', async () => {
        const [row] = await db.select().from(addenda).where(eq(addenda.declarationId, sent.guid));
        return row?.zoneAt ? row : undefined;
      });

      // Every job of the addition delivered again, as after a worker dying before it could say it was done.
      const again = await Promise.all(
        ADDENDUM_QUEUES.map(async (queue) => ({
          queue,
          id: (await running.portal.boss.send(queue, { id: handed.id }))!,
        })),
      );
      // Each run to its end, as pg-boss records it, before anything is counted.
      for (const job of again) {
        await until(`the ${job.queue} job sent again to complete`, async () => {
          const state = (await running.portal.boss.getJobById(job.queue, job.id))?.state;
          return state === 'completed' || state === 'failed';
        });
      }

      const rows = await db.select().from(addenda).where(eq(addenda.declarationId, sent.guid));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 3,
        zoneAt: handed.zoneAt,
        summaryMadeAt: handed.summaryMadeAt,
      });
      const confirmations = await db
        .select()
        .from(capturedMessages)
        .where(
          and(eq(capturedMessages.declarationGuid, sent.guid), like(capturedMessages.subject, 'Aanvulling%')),
        );
      expect(confirmations).toHaveLength(1);
      const claes = await signIn(running.url, 'inspector.claes', true);
      const sheet = await claes.json<Answer<ZoneSheet>>(apiPath(zoneDeclarationEndpoint(sent.guid)));
      expect(sheet.body.data!.addenda.map((addendum) => addendum.number)).toEqual([1]);
    } finally {
      for (const worker of workers) worker.kill('SIGKILL');
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
