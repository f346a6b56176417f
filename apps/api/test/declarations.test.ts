import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DECLARATION_STATUS, isFinalStatus } from '@pow/contracts';
import { definitionOf, FORM_DEFINITIONS, fieldErrorsOf, type RegisteredForm } from '@pow/domain';
import { DeclarationSchema } from '@pow/domain/declaration';
import { EXAMPLES, until } from '@pow/domain/testing';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import type { Db } from '../src/db/database.ts';
import { declarations, sessions, uploads, zoneInbox } from '../src/db/schema.ts';
import { SUMMARY_DELIVER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

type Added = {
  data?: { guid: string; register: string };
  error?: { key: string; path?: (string | number)[] };
};
type Status = {
  data?: { status: number; overview_method: string; unit_name: string; fallback: boolean };
  error?: { key: string };
};
type Captured = {
  data: {
    id: number;
    channel: string;
    recipient: string;
    declaration_guid: string | null;
    attachments: string[];
  }[];
};

const json = { 'content-type': 'application/json' };
const clone = <T>(value: T): T => structuredClone(value);

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

const add = (browser: Browser, declaration: unknown, idempotencyKey = crypto.randomUUID(), language = 'nl') =>
  browser.json<Added>('/index.php/api/v1/information/add', {
    method: 'POST',
    headers: { ...json, 'idempotency-key': idempotencyKey, 'x-language': language },
    body: JSON.stringify(declaration),
  });

/** The tracker's question, as a page in `language` asks it (it names the zone in that language). */
const status = (browser: Browser, guid: string, language = 'nl') =>
  browser.json<Status>('/index.php/api/v1/information/status', {
    method: 'POST',
    headers: { ...json, 'x-language': language },
    body: JSON.stringify({ guid }),
  });

/**
 * Waits until the declaration's pipeline is over (spec §4: status 3 or more, or -1), asking the tracker
 * as a page in `language` does; answers its last answer.
 */
const settled = (browser: Browser, guid: string, language = 'nl') =>
  until(`declaration ${guid} to reach its zone or fail`, async () => {
    const answer = (await status(browser, guid, language)).body.data!;
    return isFinalStatus(answer.status) && answer;
  });

/** Waits until the declaration's pipeline is over, and fails unless it ended at its zone (status 3+). */
async function atZone(browser: Browser, guid: string, language = 'nl') {
  const answer = await settled(browser, guid, language);
  expect(answer.status, `declaration ${guid}`).toBeGreaterThanOrEqual(DECLARATION_STATUS.sentToZone);
  return answer;
}

/** Waits until the zone's desk has the declaration (status -1 goes there too), and answers its row. */
const onTheDesk = (db: Db, guid: string) =>
  until(`declaration ${guid} on its zone's desk`, async () => {
    const [row] = await db.select().from(zoneInbox).where(eq(zoneInbox.declarationId, guid));
    return row;
  });

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pow-pdf-'));
  try {
    writeFileSync(path.join(dir, 's.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 's.pdf'), '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Who files an example: an officer's form the fixture inspector of Antwerpen, a citizen's its declarant. */
const filerOf = (example: object, definition: RegisteredForm) =>
  definition.filedBy === 'officer'
    ? { hint: 'inspector.claes', police: true }
    : { hint: (example as { declarant?: { rrn?: string } }).declarant?.rrn ?? '85073003328', police: false };

/**
 * Every example of every registered form (issue 32, item 6): a form added with `npm run new-form` joins
 * this table by its folder's example, none is listed by hand.
 */
const CASES = Object.entries(EXAMPLES).map(([name, example]) => {
  const definition = definitionOf(example);
  if (!definition) throw new Error(`no registered form covers the ${name} example`);
  const { hint, police } = filerOf(example, definition);
  return [name, example, hint, police, example.overview.channel, definition] as const;
});

/** The example without its answer at a dotted path (the field left unanswered). */
function without(example: unknown, at: string): unknown {
  const copy = structuredClone(example);
  const parts = at.split('.');
  const last = parts.pop()!;
  const parent = readAt(copy, parts.join('.')) as Record<string, unknown> | undefined;
  if (parent) delete parent[last];
  return copy;
}

/** The answer at a dotted path ('' is the payload). */
const readAt = (payload: unknown, at: string): unknown =>
  at === ''
    ? payload
    : at
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], payload);

/** The dotted paths of every answer in `value` (an object's or a list's items, down to plain values). */
const answerPaths = (value: unknown, at: string): string[] =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0
    ? Object.entries(value).flatMap(([key, item]) => answerPaths(item, `${at}.${key}`))
    : [at];

/**
 * For each example, each answer of each field of its form that the shared schema cannot do without: the
 * example without it, and the refusal the schema gives (the API must give the same, at that field).
 */
const REFUSALS = CASES.flatMap(([name, example, hint, police, , definition]) => {
  const fields = definition.steps.flatMap((step) => ('fields' in step ? step.fields : []));
  const ats = [...new Set(fields.map((field) => field.at).filter((at) => at !== ''))];
  return ats.flatMap((at) =>
    answerPaths(readAt(example, at), at).flatMap((path) => {
      const variant = without(example, path);
      const [refusal] = fieldErrorsOf(DeclarationSchema, variant);
      return refusal ? [[`${name} without ${path}`, variant, hint, police, at, refusal] as const] : [];
    }),
  );
});

describe.each(BACKENDS)('declarations pipeline on %s', (backend) => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal(backend);
  });
  afterAll(async () => {
    await running?.close();
  });

  const stored = async () =>
    (await running.portal.database.db.select({ n: count() }).from(declarations))[0]!.n;
  const mailbox = async (browser: Browser) =>
    (await browser.json<Captured>('/index.php/dev/messages')).body.data;
  /** Declarations of `form` timed to their zone's desk so far, as the operator's port shows them. */
  const timedToZone = async (form: string) => {
    const text = await (await fetch(`http://127.0.0.1:${running.portal.operations!.port}/metrics`)).text();
    const line = new RegExp(`^pow_declaration_to_zone_seconds_count\\{form="${form}"\\} (\\d+)$`, 'm');
    return Number(line.exec(text)?.[1] ?? 0);
  };

  it('has an example of every registered form', () => {
    const covered = new Set(CASES.map(([, , , , , definition]) => definition.id));
    expect([...covered].sort()).toEqual(FORM_DEFINITIONS.map((definition) => definition.id).sort());
  });

  it.each(CASES)(
    'takes a %s declaration to the zone, with its PDF summary',
    async (_name, example, hint, police, channel) => {
      const browser = await signIn(running.url, hint, police);
      const timedBefore = await timedToZone(example.form);
      const answer = await add(browser, example, undefined, 'fr');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { guid, register } = answer.body.data!;
      expect(register).toMatch(/^\d{4}-[\dP-]+-\d{6}$/);
      const final = await settled(browser, guid, 'fr');
      expect(final).toMatchObject({ status: 3, overview_method: channel, fallback: false });
      const message = (await mailbox(browser)).find((m) => m.declaration_guid === guid)!;
      expect(message.channel).toBe(channel);
      expect(message.attachments).toEqual([`${register}.pdf`]);
      const pdf = Buffer.from(
        await (await browser.fetch(`/index.php/dev/messages/${message.id}/pdf`)).arrayBuffer(),
      );
      const text = pdfText(pdf);
      expect(text).toContain(register);
      expect(text).toContain(police ? 'Résumé de la déclaration' : 'Résumé de votre déclaration');
      expect(text).toContain(final.unit_name);
      const { db } = running.portal.database;
      const [desk] = await db.select().from(zoneInbox).where(eq(zoneInbox.declarationId, guid));
      expect(desk?.search).toContain(register);
      // Its time from acceptance to the zone's desk is measured (the delivery objective's metric).
      await until(
        `declaration ${guid} timed to its zone`,
        async () => (await timedToZone(example.form)) > timedBefore,
      );
    },
  );

  it('refuses each form without a required answer, as the shared schema does, at that field', async () => {
    // Every form refuses something: a form whose fields could all be left out would check nothing.
    for (const [, , , , , definition] of CASES) {
      expect(
        REFUSALS.some(([, variant]) => definitionOf(variant)?.id === definition.id),
        definition.id,
      ).toBe(true);
    }
    const sessions = new Map<string, Browser>();
    for (const [name, variant, hint, police, at, refusal] of REFUSALS) {
      const browser = sessions.get(hint) ?? (await signIn(running.url, hint, police));
      sessions.set(hint, browser);
      const answer = await add(browser, variant);
      expect(answer.status, name).toBe(400);
      expect(answer.body.error, name).toMatchObject({ key: refusal.key, path: refusal.path });
      expect(refusal.path.slice(0, at.split('.').length).join('.'), name).toBe(at);
    }
  });

  it('routes a declaration to the zone of the place of the fact and names it', async () => {
    const browser = await signIn(running.url, '92031412451');
    const answer = await add(browser, EXAMPLES.degradation_various);
    const final = await atZone(browser, answer.body.data!.guid);
    const [row] = await running.portal.database.db
      .select()
      .from(declarations)
      .where(eq(declarations.id, answer.body.data!.guid));
    expect(row?.zoneKey).toBeTruthy();
    expect(final.unit_name.length).toBeGreaterThan(0);
    expect(answer.body.data!.register).toContain(
      row!.zoneKey.startsWith('P-') ? row!.zoneKey : `-${row!.zoneKey}-`,
    );
  });

  it('names a Brussels zone in the language of the person who reads it', async () => {
    const browser = await signIn(running.url, '92031412451');
    const molenbeek = { municipality: '21012-1080', post_code: '1080', munKey: '21012' };
    const example = clone(EXAMPLES.degradation_various);
    example.fact.address = { ...example.fact.address, ...molenbeek, street: 'Rue de Ribaucourt' };
    const { guid } = (await add(browser, example, undefined, 'fr')).body.data!;
    await atZone(browser, guid);
    const message = (await mailbox(browser)).find((m) => m.declaration_guid === guid)!;
    const pdf = pdfText(
      Buffer.from(await (await browser.fetch(`/index.php/dev/messages/${message.id}/pdf`)).arrayBuffer()),
    );
    expect(pdf).toContain('Bruxelles-Ouest');
    expect(pdf).not.toContain('Brussel-West');
    // The tracker names it as the page it is on asks.
    const unitIn = async (language: string) =>
      (
        await browser.json<Status>('/index.php/api/v1/information/status', {
          method: 'POST',
          headers: { ...json, 'x-language': language },
          body: JSON.stringify({ guid }),
        })
      ).body.data!.unit_name;
    expect(await unitIn('fr')).toBe('Bruxelles-Ouest');
    expect(await unitIn('nl')).toBe('Brussel-West');
    expect(await unitIn('de')).toBe('Brussel-West / Bruxelles-Ouest');
  });

  it('stores one declaration for the same Idempotency-Key, whatever the retries', async () => {
    const browser = await signIn(running.url, '04022916265');
    const before = await stored();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      add(browser, EXAMPLES.person, key),
      add(browser, EXAMPLES.person, key),
    ]);
    const third = await add(browser, EXAMPLES.person, key);
    expect(first.body.data).toEqual(second.body.data);
    expect(third.body.data).toEqual(first.body.data);
    expect(await stored()).toBe(before + 1);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const browser = await signIn(running.url, '04022916265');
    const before = await stored();
    const answer = await add(browser, { ...clone(EXAMPLES.person), dog_color: 'brown' });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.guid).toBeTruthy();
    expect(await stored()).toBe(before);
    expect((await status(browser, answer.body.data!.guid)).status).toBe(404);
  });

  it('refuses a declaration that breaks a rule, with the key and the field', async () => {
    const browser = await signIn(running.url, '04022916265');
    const short = clone(EXAMPLES.person);
    short.fact.description = 'kort';
    const answer = await add(browser, short);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ key: 'error_minmax_length', path: ['fact', 'description'] });
    const future = clone(EXAMPLES.person);
    future.fact.datetime.date = '01/01/2999';
    expect((await add(browser, future)).body.error?.key).toBe('require_date_not_in_future');
  });

  it('lets only citizens file citizen forms and only officers the officer form', async () => {
    const anonymous = new Browser(running.url);
    const officer = await signIn(running.url, 'inspector.claes', true);
    const citizen = await signIn(running.url, '85073003328');
    for (const [browser, example] of [
      [anonymous, EXAMPLES.phishing],
      [officer, EXAMPLES.phishing],
      [citizen, EXAMPLES.phishing_officer],
    ] as const) {
      const answer = await add(browser, example);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.key).toBe('error_no_session');
    }
  });

  const payloadOf = async (guid: string) =>
    (
      await running.portal.database.db
        .select({ payload: declarations.payload, zoneKey: declarations.zoneKey })
        .from(declarations)
        .where(eq(declarations.id, guid))
    )[0]!;

  it('takes who a declaration is about from the session and the registries, not from the browser', async () => {
    // A citizen's federal identity: names and rrn from the session, address from their registry record,
    // so a forged address cannot move a phishing declaration to another zone.
    const citizen = await signIn(running.url, '85073003328');
    const impostor = clone(EXAMPLES.phishing);
    impostor.declarant.firstname = 'Somebody';
    impostor.declarant.rrn = '92031412451';
    impostor.declarant.address = clone(EXAMPLES.degradation_various.fact.address);
    const mine = await payloadOf((await add(citizen, impostor)).body.data!.guid);
    expect(mine.payload).toMatchObject({
      declarant: { firstname: 'Jan', rrn: '85073003328', address: { street: 'Meir', post_code: '2000' } },
    });
    expect(mine.zoneKey).toBe('5345');

    // An organisation victim is the enterprise register's; an unknown enterprise number is refused.
    const forOrganisation = clone(EXAMPLES.degradation_cables);
    forOrganisation.victim.name = 'Forged NV';
    const organisation = await payloadOf((await add(citizen, forOrganisation)).body.data!.guid);
    expect(organisation.payload).toMatchObject({
      victim: { name: 'Kabelnet Vlaanderen', number: '0712123421', address: { number: '50' } },
    });
    const unknownEnterprise = clone(EXAMPLES.degradation_cables);
    unknownEnterprise.victim.number = '0403170701';
    expect((await add(citizen, unknownEnterprise)).body.error).toMatchObject({
      key: 'error_choose_enterprise',
      path: ['victim', 'number'],
    });

    // An officer's victim is the registry's person of that rrn; the matricule is the officer's own.
    const officer = await signIn(running.url, 'inspector.claes', true);
    const forged = clone(EXAMPLES.phishing_officer);
    forged.victim.lastname = 'Forged';
    forged.victim.address = clone(EXAMPLES.degradation_various.fact.address);
    forged.officer.matricule = '99999';
    const filed = await payloadOf((await add(officer, forged)).body.data!.guid);
    expect(filed.payload).toMatchObject({
      victim: { lastname: 'Janssens', address: { street: 'Veldstraat', post_code: '9000' } },
      officer: { matricule: '71234' },
    });
    const nobody = clone(EXAMPLES.phishing_officer);
    nobody.victim.rrn = '90010100123';
    const refused = await add(officer, nobody);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ key: 'error_rrn_no_match', path: ['victim', 'rrn'] });
  });

  it('links uploaded attachments and lists them in the summary', async () => {
    const browser = await signIn(running.url, '85073003328');
    const data = new FormData();
    const png = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));
    data.append('files', new Blob([png]), 'capture d’écran.png');
    const uploaded = await browser.json<{ data: { id: string }[] }>('/index.php/api/v1/upload/batch', {
      method: 'POST',
      body: data,
    });
    const declaration = { ...clone(EXAMPLES.phishing), attachments: [uploaded.body.data[0]!.id] };
    const answer = await add(browser, declaration, undefined, 'de');
    const { guid } = answer.body.data!;
    await atZone(browser, guid);
    const message = (await mailbox(browser)).find((m) => m.declaration_guid === guid)!;
    const text = pdfText(
      Buffer.from(await (await browser.fetch(`/index.php/dev/messages/${message.id}/pdf`)).arrayBuffer()),
    );
    expect(text).toContain('Anhänge');
    expect(text).toMatch(/capture d.écran\.png/);
    // An attachment goes with one declaration only.
    expect((await add(browser, declaration)).body.error?.key).toBe('error_upload');
    // A refused declaration claims none of its uploads: the free one can still go with another.
    const other = new FormData();
    other.append('files', new Blob([Buffer.concat([png, Buffer.from([1])])]), 'autre.png');
    const free = (
      await browser.json<{ data: { id: string }[] }>('/index.php/api/v1/upload/batch', {
        method: 'POST',
        body: other,
      })
    ).body.data[0]!.id;
    const both = { ...clone(EXAMPLES.phishing), attachments: [free, uploaded.body.data[0]!.id] };
    expect((await add(browser, both)).body.error?.key).toBe('error_upload');
    const alone = await add(browser, { ...clone(EXAMPLES.phishing), attachments: [free] });
    expect(alone.status).toBe(200);
  });

  it('deletes declarations handed over long ago, with their files, and abandoned uploads', async () => {
    const { db } = running.portal.database;
    const storage = new DiskStorage(path.join(running.dataDir, 'attachments'));
    const browser = await signIn(running.url, '85073003328');
    const upload = async (name: string, seed: number) => {
      const data = new FormData();
      const png = Buffer.concat([
        readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png')),
        Buffer.from([seed]),
      ]);
      data.append('files', new Blob([png]), name);
      return (
        await browser.json<{ data: { id: string }[] }>('/index.php/api/v1/upload/batch', {
          method: 'POST',
          body: data,
        })
      ).body.data[0]!.id;
    };
    const sent = await upload('old.png', 1);
    const { guid } = (await add(browser, { ...clone(EXAMPLES.phishing), attachments: [sent] })).body.data!;
    await atZone(browser, guid);
    const abandoned = await upload('forgotten.png', 2);
    const recent = (await add(browser, EXAMPLES.phishing)).body.data!.guid;
    const [sentRow] = await db.select().from(uploads).where(eq(uploads.id, sent));
    await db
      .update(declarations)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(declarations.id, guid));
    await db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(uploads.id, abandoned));

    // Still open on its zone's desk, it stays: the desk is where the zone has it.
    expect(await applyDeclarationRetention(db, storage, 180)).toBe(1);
    expect(await db.select().from(declarations).where(eq(declarations.id, guid))).toHaveLength(1);
    await db.update(zoneInbox).set({ state: 'handled' }).where(eq(zoneInbox.declarationId, guid));
    expect(await applyDeclarationRetention(db, storage, 180)).toBe(2);
    expect(await db.select().from(declarations).where(eq(declarations.id, guid))).toEqual([]);
    expect(
      await db
        .select()
        .from(uploads)
        .where(inArray(uploads.id, [sent, abandoned])),
    ).toEqual([]);
    expect(
      existsSync(
        path.join(running.dataDir, 'attachments', sentRow!.storageKey.slice(0, 2), sentRow!.storageKey),
      ),
    ).toBe(false);
    // A recent declaration stays.
    expect(await db.select().from(declarations).where(eq(declarations.id, recent))).toHaveLength(1);
  });

  it('tells nobody but the submitting session about a declaration', async () => {
    const owner = await signIn(running.url, '04022916265');
    const { guid } = (await add(owner, EXAMPLES.person)).body.data!;
    const other = await signIn(running.url, '04022916265');
    expect((await status(other, guid)).status).toBe(404);
    expect((await status(new Browser(running.url), guid)).status).toBe(404);
    expect((await status(owner, crypto.randomUUID())).status).toBe(404);
    expect((await status(owner, guid)).status).toBe(200);
    // Nor to the same browser once its session has expired.
    const { db } = running.portal.database;
    const [row] = await db
      .select({ sessionId: declarations.sessionId })
      .from(declarations)
      .where(eq(declarations.id, guid));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.publicId, row!.sessionId));
    expect((await status(owner, guid)).status).toBe(404);
  });

  it('answers malformed bodies with 400 and a key, never 5xx', async () => {
    const browser = await signIn(running.url, '04022916265');
    for (const body of [
      '',
      'null',
      '[]',
      '{',
      '{"form":"person"}',
      '{"form":"unknown"}',
      '{"form":"person","fact":"x"}',
    ]) {
      const response = await browser.fetch('/index.php/api/v1/information/add', {
        method: 'POST',
        headers: json,
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      expect(((await response.json()) as Added).error?.key, body).toMatch(/^[a-z_0-9]+$/);
    }
  });
});

describe('pipeline failures', () => {
  it('falls back to e-mail when the eBox fails', async () => {
    const running = await startPortal('pglite', { EBOX_ADAPTER: 'unavailable' });
    try {
      const browser = await signIn(running.url, '85073003328');
      const { guid } = (await add(browser, EXAMPLES.phishing)).body.data!;
      const final = await settled(browser, guid, 'fr');
      expect(final).toMatchObject({ status: 3, overview_method: 'email', fallback: true });
      const messages = (await browser.json<Captured>('/index.php/dev/messages')).body.data;
      expect(messages.find((m) => m.declaration_guid === guid)).toMatchObject({
        channel: 'email',
        recipient: 'jan.peeters@example.be',
      });
    } finally {
      await running.close();
    }
  });

  it('gives status -1 when the summary cannot be made, and still hands the declaration to the zone', async () => {
    const running = await startPortal('pglite', { FAULT_INJECTION: 'summary-render' });
    try {
      const browser = await signIn(running.url, '04022916265');
      const { guid } = (await add(browser, EXAMPLES.person)).body.data!;
      expect((await settled(browser, guid)).status).toBe(DECLARATION_STATUS.summaryFailed);
      await onTheDesk(running.portal.database.db, guid);
    } finally {
      await running.close();
    }
  });

  it('gives status -1 when the summary cannot be delivered after its last retry, and still hands the declaration to the zone', async () => {
    // No eBox, and a mail server that refuses every connection.
    const running = await startPortal('pglite', {
      EBOX_ADAPTER: 'unavailable',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    try {
      const { db } = running.portal.database;
      const browser = await signIn(running.url, '85073003328');
      const { guid } = (await add(browser, EXAMPLES.phishing)).body.data!;
      // Once the delivery has failed, its next try is made the last one, instead of waiting for the retries.
      // Its job, as pg-boss has it: waiting for its retry (and not picked up meanwhile) when it is hurried.
      const hurried = await until(
        `the ${SUMMARY_DELIVER_QUEUE} job of ${guid} to wait for a retry`,
        async () => {
          const jobs = await running.portal.boss.findJobs(SUMMARY_DELIVER_QUEUE, { data: { id: guid } });
          const job = jobs.find((candidate) => candidate.state === 'retry');
          if (!job) return undefined;
          const result = await db.execute(
            sql`update pgboss.job set retry_count = retry_limit, start_after = now()
              where name = ${SUMMARY_DELIVER_QUEUE} and id = ${job.id} and state = 'retry' returning id`,
          );
          return (result as { rows: unknown[] }).rows.length === 1 && job.id;
        },
      );
      expect((await settled(browser, guid)).status).toBe(DECLARATION_STATUS.summaryFailed);
      // The hurried try was its last: its job ended there (settled as -1, so completed), no retry left.
      const job = await until(`the ${SUMMARY_DELIVER_QUEUE} job of ${guid} to end`, async () => {
        const [found] = await running.portal.boss.findJobs(SUMMARY_DELIVER_QUEUE, { id: hurried });
        return found && !['created', 'retry', 'active'].includes(found.state) && found;
      });
      expect(job.state).toBe('completed');
      await onTheDesk(db, guid);
    } finally {
      await running.close();
    }
  });

  it('finishes declarations left half-way when the server stopped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-restart-'));
    try {
      const first = await startPortal('pglite', { DATA_DIR: dataDir });
      const browser = await signIn(first.url, '04022916265');
      const { guid } = (await add(browser, EXAMPLES.person)).body.data!;
      // Stop at once: the jobs are queued, perhaps one is running.
      await first.close();
      const second = await startPortal('pglite', { DATA_DIR: dataDir });
      try {
        const row = await until(
          `declaration ${guid} to reach its zone or fail after the restart`,
          async () => {
            const [found] = await second.portal.database.db
              .select()
              .from(declarations)
              .where(eq(declarations.id, guid));
            return found && isFinalStatus(found.status) && found;
          },
        );
        expect(row.status).toBe(DECLARATION_STATUS.sentToZone);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
