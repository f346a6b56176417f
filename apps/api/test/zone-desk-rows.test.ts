import { execFileSync } from 'node:child_process';
import { apiPath, ENDPOINT, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneAccessLog, ZoneFiled, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES } from '@pow/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../src/declarations/summary-pdf-test-support.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * The desk as issue 30 asks it (items 3, 4, 5, 7): rows that say what happened, where, about whom, whose
 * it is and how long it waits; "filed by me" across zones; sheets and PDFs for the police; the access
 * log filtered and exported, refusals included.
 */
type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const JAN = '85073003328';

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
  browser.json<Answer<unknown>>(apiPath(zoneDeclarationEndpoint(id, 'action')), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
const accessLog = (browser: Browser, query = '') =>
  browser.json<Answer<ZoneAccessLog>>(`${apiPath(ENDPOINT.zoneAccessLog)}${query}`);
const filed = (browser: Browser, query = '') =>
  browser.json<Answer<ZoneFiled>>(`${apiPath(ENDPOINT.zoneFiled)}${query}`);

/** Jan's graffiti on an Antwerp façade, which he named "Gevel" (the catalogue's 0404) in Dutch. */
function antwerpGraffiti() {
  const payload = structuredClone(EXAMPLES.degradation_graffiti) as Record<string, unknown>;
  const { declarant, fact } = structuredClone(EXAMPLES.degradation_cables);
  payload.declarant = { ...declarant, type: 'private-person' };
  payload.fact = { ...(payload.fact as object), address: fact.address, address_source: 'other' };
  payload.damaged_objects = (payload.damaged_objects as { object: object }[]).map((object) => ({
    ...object,
    object: { tkey: '0404', text: 'Gevel' },
  }));
  return payload;
}

describe.each(BACKENDS)('the desk of issue 30 on %s', (backend) => {
  let running: RunningPortal;
  let claes: Browser;
  let vermeulen: Browser;
  let wouters: Browser;
  let phishing: { guid: string; register: string };
  let graffiti: { guid: string; register: string };
  let forSofie: { guid: string; register: string };

  beforeAll(async () => {
    // Antwerp works around the clock here, so that an age in working minutes is a plain duration.
    running = await startPortal(backend, {
      ZONE_WORKING_HOURS: 'mon-fri 08:00-17:00; 5345=mon-sun 00:00-23:59',
    });
    const jan = await signIn(running.url, JAN);
    phishing = await fileDeclaration(jan, EXAMPLES.phishing);
    graffiti = await fileDeclaration(jan, antwerpGraffiti());
    claes = await signIn(running.url, 'inspector.claes', true);
    vermeulen = await signIn(running.url, 'inspecteur.vermeulen', true);
    wouters = await signIn(running.url, 'commissaris.wouters', true);
    // Claes files for Sofie Janssens: her declaration goes to Gent, his own zone is Antwerp.
    forSofie = await fileDeclaration(claes, EXAMPLES.phishing_officer);
    // The phishing declaration waited three hours.
    const { db } = running.portal.database;
    await db.execute(
      sql`update declarations set created_at = created_at - interval '3 hours' where id = ${phishing.guid}`,
    );
    await db.execute(
      sql`update zone_inbox set declared_at = declared_at - interval '3 hours' where declaration_id = ${phishing.guid}`,
    );
  });
  afterAll(async () => {
    await running?.close();
  });

  it('says on each row what happened, where, about whom, whose it is and how long it has waited', async () => {
    expect((await act(claes, phishing.guid, { action: 'take', version: 1 })).status).toBe(200);
    const rows = (await inbox(claes, '?lang=fr')).body.data!.rows;
    const row = rows.find((one) => one.id === phishing.guid);
    expect(row).toMatchObject({
      fact_type: '5731',
      place: 'Anvers',
      person: 'Jan Peeters',
      state: 'in_treatment',
      owner: '71234',
      owner_name: 'Tom Claes',
      flags: [],
    });
    expect(row!.age_minutes).toBeGreaterThanOrEqual(178);
    expect(row!.age_minutes).toBeLessThanOrEqual(182);
    expect(rows.find((one) => one.id === graffiti.guid)).toMatchObject({
      fact_type: '5102',
      place: 'Anvers',
      owner: null,
      owner_name: null,
    });
    // Claes's declaration for Sofie went to Gent: not in Antwerp's inbox.
    expect(rows.map((one) => one.id)).not.toContain(forSofie.guid);
  });

  it('filters on what happened, on whose and on none, and sorts the oldest first', async () => {
    const ids = async (browser: Browser, query: string) =>
      (await inbox(browser, query)).body.data!.rows.map((row) => row.id);
    expect(await ids(claes, '?fact_type=5102')).toEqual([graffiti.guid]);
    expect(await ids(claes, '?fact_type=0422')).toEqual([]);
    expect(await ids(claes, '?owner=mine')).toEqual([phishing.guid]);
    expect(await ids(vermeulen, '?owner=mine')).toEqual([]);
    expect(await ids(claes, '?owner=none')).toEqual([graffiti.guid]);
    expect(await ids(claes, '?sort=oldest')).toEqual([phishing.guid, graffiti.guid]);
    expect(await ids(claes, '')).toEqual([graffiti.guid, phishing.guid]);
    for (const bad of ['?fact_type=9999', '?owner=everyone', '?sort=random'])
      expect(await inbox(claes, bad)).toMatchObject({
        status: 400,
        body: { error: { key: 'error_zone_filter' } },
      });
  });

  it("lists what Claes filed, Gent's included, read only: its sheet stays Gent's", async () => {
    const mine = (await filed(claes, '?lang=fr')).body.data!;
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      id: forSofie.guid,
      register: forSofie.register,
      zone_name: 'Gent',
      own_zone: false,
      state: 'new',
      taken_at: null,
    });
    expect(mine.rows[0]!.at_zone_at).not.toBeNull();
    expect((await sheet(claes, forSofie.guid)).status).toBe(404);
    // Nobody else's list holds it; a citizen has none.
    expect((await filed(vermeulen)).body.data).toMatchObject({ total: 0, rows: [] });
    expect((await filed(await signIn(running.url, JAN))).status).toBe(403);
  });

  it('reads the sheet and its PDF as police documents, every object named in the reader’s language', async () => {
    const french = (await sheet(claes, graffiti.guid, 'fr')).body.data!;
    const titles = french.sections.map((section) => section.title);
    expect(titles).toContain('Le déclarant');
    expect(titles).not.toContain('Votre identification');
    const objects = french.sections.flatMap((section) =>
      section.entries.flatMap((entry) => (entry.kind === 'group' ? [entry.title] : [])),
    );
    expect(objects).toEqual(['Objet 1\u202f: Façade']);
    const dutch = (await sheet(claes, graffiti.guid, 'nl')).body.data!;
    expect(dutch.sections.map((section) => section.title)).toContain('De aangever');

    const pdf = await claes.fetch(
      `${apiPath(zoneDeclarationEndpoint(graffiti.guid, 'summary.pdf'))}?lang=fr`,
    );
    expect(pdf.status).toBe(200);
    const file = pdfFile(Buffer.from(await pdf.arrayBuffer()));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    for (let page = 1; page <= pages; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`Police-on-web – déclaration ${graffiti.register}`);
      expect(text).toContain(`Page ${page} sur ${pages}`);
    }
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Façade');
    expect(text).toContain('Le déclarant');
    expect(text).not.toContain('Gevel');
  });

  it('logs the refused attempts, filters the log and exports it as CSV, to the second', async () => {
    // Vermeulen may not close Claes's case, nor read the log; both refusals are lines of it.
    expect(
      await act(vermeulen, phishing.guid, { action: 'handle', version: 2, outcome: 'information_only' }),
    ).toMatchObject({ status: 403, body: { error: { key: 'error_zone_not_owner' } } });
    expect((await accessLog(vermeulen)).status).toBe(403);
    // A search typed as a spreadsheet formula stays a text in the export.
    await inbox(claes, `?q=${encodeURIComponent('=HYPERLINK("x")')}`);

    const refused = (await accessLog(wouters, '?action=refused')).body.data!;
    expect(refused.rows.map((line) => [line.matricule, line.subject])).toEqual([
      ['73456', 'access_log: error_no_rights'],
      ['73456', 'handle: error_zone_not_owner'],
    ]);
    const lines = (await accessLog(wouters, '?matricule=73456')).body.data!;
    expect(lines.rows.every((line) => line.matricule === '73456')).toBe(true);
    const ofPhishing = (await accessLog(wouters, `?register=${phishing.register}`)).body.data!;
    expect(ofPhishing.rows.map((line) => line.action)).toEqual(['refused', 'take']);
    expect(await accessLog(wouters, '?action=everything')).toMatchObject({ status: 400 });

    const csv = await wouters.fetch(`${apiPath(ENDPOINT.zoneAccessLogExport)}?action=refused&lang=nl`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename=access-log-5345-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(body.startsWith('\uFEFF"Tijdstip";"Politieambtenaar";"Stamnummer";')).toBe(true);
    const rows = body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      new RegExp(
        `^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}";"Lies Vermeulen";"73456";"${phishing.register}";` +
          '"Handeling geweigerd";"refused";"";"handle: error_zone_not_owner";"',
      ),
    );
    const searches = await wouters.fetch(`${apiPath(ENDPOINT.zoneAccessLogExport)}?action=search`);
    expect(await searches.text()).toContain(`"'=HYPERLINK(""x"")"`);
    // An officer, not a supervisor: no export either.
    expect((await vermeulen.fetch(apiPath(ENDPOINT.zoneAccessLogExport))).status).toBe(403);
  });
});
