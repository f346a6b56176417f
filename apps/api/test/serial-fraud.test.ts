import { apiPath, ENDPOINT, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { CountryPicture, ZoneAccessLog, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { encodeWebsite } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationIdentifiers, declarations } from '../src/db/schema.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
type Filed = { guid: string; register: string };

const IBAN = 'BE71096123456769';

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

/**
 * A citizen's phishing declaration for themself (the zone is their address's), naming the fraudster's
 * IBAN as typed and a phone, a site, an e-mail and a profile; the rest is the example's.
 */
function phishing(iban: string, phone: string, site: string) {
  const { iban: _own, ...declarant } = structuredClone(EXAMPLES.phishing).declarant;
  return {
    ...structuredClone(EXAMPLES.phishing),
    declarant,
    fact_author_infos: [
      { type: 1, value: 'Veiligheid@MijnBank-Controle.example' },
      { type: 2, value: encodeWebsite(site) },
      { type: 3, indicator: '32', number: phone },
      { type: 4, value: '@MijnBank_Hulp', platform: 'Instagram' },
    ],
    fact_amounts: [{ iban, amount: '1 250,00' }],
  };
}

const sheet = (browser: Browser, id: string, lang = 'nl') =>
  browser.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(id))}?lang=${lang}`);
const search = async (browser: Browser, q: string) =>
  (
    await browser.json<Answer<ZoneInbox>>(
      `${apiPath(ENDPOINT.zoneDeclarations)}?${new URLSearchParams({ q })}`,
    )
  ).body.data!.rows.map((row) => row.register);
const picture = (browser: Browser, lang = 'nl') =>
  browser.json<Answer<CountryPicture>>(`${apiPath(ENDPOINT.zoneCountryPicture)}?lang=${lang}`);

describe.each(BACKENDS)('serial fraud across the zones on %s', (backend) => {
  let running: RunningPortal;
  let antwerp: Filed;
  let liege: Filed;
  let gent: Filed;
  let claes: Browser;
  let leroy: Browser;
  let desmet: Browser;
  let jan: Browser;

  beforeAll(async () => {
    running = await startPortal(backend);
    jan = await signIn(running.url, '85073003328');
    const marie = await signIn(running.url, '92031412451');
    const sofie = await signIn(running.url, '78122424677');
    // The same IBAN, phone and site, each typed three ways.
    [antwerp, liege, gent] = await Promise.all([
      fileDeclaration(
        jan,
        phishing('BE71 0961 2345 6769', '0489 55 66 77', 'https://mijnbank-controle.example/login'),
      ),
      fileDeclaration(
        marie,
        phishing('be71096123456769', '489556677', 'http://www.MijnBank-Controle.example/'),
      ),
      fileDeclaration(
        sofie,
        phishing('BE 7109 6123 4567 69', '0489556677', 'https://a.b.mijnbank-controle.example/x?y=1'),
      ),
    ]);
    [claes, leroy, desmet] = await Promise.all([
      signIn(running.url, 'inspector.claes', true),
      signIn(running.url, 'inspectrice.leroy', true),
      signIn(running.url, 'inspecteur.desmet', true),
    ]);
  });
  afterAll(async () => {
    await running?.close();
  });

  it("lists on each zone's sheet the two others, by register number and zone in words", async () => {
    for (const [officer, own, lang, others] of [
      [
        claes,
        antwerp,
        'nl',
        [
          [gent, 'Gent'],
          [liege, 'Liège'],
        ],
      ],
      [
        leroy,
        liege,
        'fr',
        [
          [antwerp, 'Antwerpen'],
          [gent, 'Gent'],
        ],
      ],
      [
        desmet,
        gent,
        'de',
        [
          [antwerp, 'Antwerpen'],
          [liege, 'Liège'],
        ],
      ],
    ] as const) {
      const answer = await sheet(officer, own.guid, lang);
      expect(answer.status).toBe(200);
      const related = answer.body.data!.related;
      expect(related.map(({ kind, value }) => `${kind} ${value}`).sort()).toEqual([
        'domain mijnbank-controle.example',
        'email veiligheid@mijnbank-controle.example',
        `iban ${IBAN}`,
        'phone +32489556677',
        'profile instagram:mijnbank_hulp',
      ]);
      const iban = related.find((one) => one.kind === 'iban')!;
      expect(iban.total).toBe(2);
      expect(
        iban.declarations.map(({ register, zone, own_zone, id, form }) => ({
          register,
          zone,
          own_zone,
          id,
          form,
        })),
      ).toEqual(
        expect.arrayContaining(
          others.map(([other, zone]) => ({
            register: other.register,
            zone,
            own_zone: false,
            id: null,
            form: 'phishing',
          })),
        ),
      );
      expect(iban.declarations).toHaveLength(2);
    }
  });

  it("still answers 404 for another zone's declaration, and logs the look at its reference", async () => {
    for (const other of [liege, gent]) expect((await sheet(claes, other.guid)).status).toBe(404);
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    await sheet(claes, antwerp.guid);
    const log = await wouters.json<Answer<ZoneAccessLog>>(apiPath(ENDPOINT.zoneAccessLog));
    const rows = log.body.data!.rows;
    const line = rows.find((row) => row.action === 'related' && row.register === antwerp.register);
    expect(line).toMatchObject({ matricule: '71234' });
    expect(line!.subject!.split(' ').sort()).toEqual([gent.register, liege.register].sort());
    // The reference opens nothing: asking for the declaration is refused and logged, as before.
    expect(rows.filter((row) => row.action === 'denied').map((row) => row.subject)).toEqual(
      expect.arrayContaining([liege.guid, gent.guid]),
    );
  });

  it('finds a declaration on the desk by any writing of its identifiers, in its own zone only', async () => {
    for (const typed of [
      'BE71 0961 2345 6769',
      'be71096123456769',
      '0489 55 66 77',
      '0489/55.66.77',
      '+32 489 55 66 77',
      '0032489556677',
      'VEILIGHEID@mijnbank-controle.example',
      'https://login.mijnbank-controle.example/pay?id=1',
      'mijnbank-controle.example',
      'instagram:@mijnbank_hulp',
    ])
      expect(await search(claes, typed), typed).toEqual([antwerp.register]);
    expect(await search(leroy, 'BE71 0961 2345 6769')).toEqual([liege.register]);
    expect(await search(claes, 'NL91 ABNA 0417 1643 00')).toEqual([]);
    expect(await search(claes, '0470 99 88 77')).toEqual([]);
    // The names still find it, as before.
    expect(await search(claes, 'Peeters')).toContain(antwerp.register);
  });

  it('shows supervisors the IBAN named in three declarations in three zones; officers are refused', async () => {
    const renard = await signIn(running.url, 'commissaire.renard', true);
    const answer = await picture(renard, 'fr');
    expect(answer.status).toBe(200);
    const row = answer.body.data!.rows.find((one) => one.kind === 'iban' && one.value === IBAN);
    expect(row).toMatchObject({ bank: 'Belfius Bank', declarations: 3 });
    expect(row!.zones.map((zone) => zone.declarations)).toEqual([1, 1, 1]);
    // Zones are named in words, as their own names (decision 035).
    expect(row!.zones.map((zone) => zone.zone).sort()).toEqual(['Antwerpen', 'Gent', 'Liège']);
    expect(Date.parse(row!.first_at)).toBeLessThanOrEqual(Date.parse(row!.last_at));

    expect(await picture(claes)).toMatchObject({ status: 403, body: { error: { key: 'error_no_rights' } } });
    const csv = await renard.fetch(`${apiPath(ENDPOINT.zoneCountryPictureExport)}?lang=fr`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // Read as bytes: a text decoder would drop the byte-order mark a Belgian Excel needs.
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"Type";"Donnée";"Banque";"Déclarations"')).toBe(true);
    expect(text).toContain(`"${IBAN}";"Belfius Bank";"3"`);
    // A phone in E.164 starts with +: kept a text, never a formula.
    expect(text).toContain(`"'+32489556677"`);
    const log = await renard.json<Answer<ZoneAccessLog>>(apiPath(ENDPOINT.zoneAccessLog));
    expect(
      log.body.data!.rows.filter((one) => one.action === 'country_picture').map((one) => one.subject),
    ).toEqual(expect.arrayContaining(['page', 'csv']));
  });

  it('indexes what an addition names, and deletes the rows with their declaration', async () => {
    const { db } = running.portal.database;
    const added = await jan.json<Answer<unknown>>(apiPath(myDeclarationEndpoint(antwerp.guid, 'addenda')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        text: 'Er ging nog 300 € naar NL91 ABNA 0417 1643 00; de oplichter belde van 0470 99 88 77.',
        attachments: [],
      }),
    });
    expect(added.status).toBe(200);
    const named = async (id: string) =>
      (await db.select().from(declarationIdentifiers).where(eq(declarationIdentifiers.declarationId, id)))
        .map(({ kind, value }) => `${kind} ${value}`)
        .sort();
    expect(await named(antwerp.guid)).toEqual(
      expect.arrayContaining(['iban NL91ABNA0417164300', 'phone +32470998877', `iban ${IBAN}`]),
    );
    expect(await search(claes, '0470 99 88 77')).toEqual([antwerp.register]);

    const lukas = await signIn(running.url, '01110508784');
    const eupen = await fileDeclaration(
      lukas,
      phishing('BE71 0961 2345 6769', '0489 55 66 77', 'https://x.example'),
    );
    expect(await named(eupen.guid)).toContain(`iban ${IBAN}`);
    await db.delete(declarations).where(eq(declarations.id, eupen.guid));
    expect(await named(eupen.guid)).toEqual([]);
  });
  it("opens a related declaration of the officer's own zone, and logs only other zones' references", async () => {
    const again = await fileDeclaration(
      jan,
      phishing('BE71 0961 2345 6769', '0470 11 22 33', 'https://y.example'),
    );
    const iban = (await sheet(claes, antwerp.guid)).body.data!.related.find((one) => one.kind === 'iban')!;
    expect(iban.declarations.find((other) => other.register === again.register)).toMatchObject({
      own_zone: true,
      id: again.guid,
      zone: 'Antwerpen',
    });
    expect((await sheet(claes, again.guid)).status).toBe(200);
    const wouters = await signIn(running.url, 'commissaris.wouters', true);
    const lines = (await wouters.json<Answer<ZoneAccessLog>>(apiPath(ENDPOINT.zoneAccessLog))).body.data!
      .rows;
    const related = lines.filter((row) => row.action === 'related');
    expect(related.length).toBeGreaterThan(0);
    for (const line of related) expect(line.subject).not.toContain(again.register);
  });
});
