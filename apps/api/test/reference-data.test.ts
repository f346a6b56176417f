import type { CountryItem, InsuranceItem, MunicipalityItem, ObjectItem, StreetItem } from '@pow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeed } from '../src/reference-data/seed-files.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

type Data<T> = { data: T };

describe.each(BACKENDS)('reference lists on %s', (backend) => {
  let running: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    browser = new Browser(running.url);
  });
  afterAll(async () => {
    await running?.close();
  });

  const get = <T>(path: string, language = 'nl') =>
    browser.json<Data<T>>(`/index.php/api/v1/reftab/${path}`, { headers: { 'x-language': language } });

  it('lists one municipality item per postcode–municipality pair, in the asked language', async () => {
    const fr = (await get<MunicipalityItem[]>('municipalities', 'fr')).body.data;
    const nl = (await get<MunicipalityItem[]>('municipalities', 'nl')).body.data;
    expect(fr).toContainEqual({
      tkey: '62063-4000',
      text: '4000 Liège',
      postcode: '4000',
      munText: 'Liège',
      searchNames: ['Luik', 'Lüttich', 'Glain', 'Rocourt'],
    });
    expect(nl).toContainEqual({
      tkey: '21004-1000',
      text: '1000 Brussel',
      postcode: '1000',
      munText: 'Brussel',
      searchNames: ['Bruxelles', 'Centrum', 'Centre'],
    });
    expect(fr.find((m) => m.tkey === '21004-1000')?.munText).toBe('Bruxelles');
    expect(new Set(nl.map((m) => m.tkey)).size).toBe(nl.length);
    const listed = new Set(nl.map((m) => m.tkey.split('-')[0]));
    expect(listed.size).toBe(565);
    // The upstream error 1160 → Anderlecht is not repeated.
    expect(nl.map((m) => m.tkey)).not.toContain('21001-1160');
  });

  it('names every pair by its municipality in the asked language, found by its sections in any', async () => {
    const de = (await get<MunicipalityItem[]>('municipalities', 'de')).body.data;
    const item = (tkey: string) => de.find((m) => m.tkey === tkey);
    // Issue 33: one language on a page ('4000 Liège' beside '4020 Lüttich' was not), no raw postal label.
    expect(de.filter((m) => m.tkey.startsWith('62063-')).map((m) => m.text)).toEqual([
      '4000 Lüttich',
      '4020 Lüttich',
      '4030 Lüttich',
      '4031 Lüttich',
      '4032 Lüttich',
    ]);
    expect(item('62063-4000')?.searchNames).toEqual(expect.arrayContaining(['Luik', 'Liège']));
    expect(item('62063-4020')?.searchNames).toContain('Jupille-sur-Meuse');
    expect(item('63061-4731')?.searchNames).toEqual(['Eynatten']);
    expect(item('63061-4730')?.searchNames).toContain('Hauset');
    expect(item('21004-1030')).toEqual({
      tkey: '21004-1030',
      text: '1030 Brüssel',
      postcode: '1030',
      munText: 'Brüssel',
    });
    expect(de.filter((m) => /[+/»(]/.test(m.text))).toEqual([]);
  });

  it('sends the lists compressed to a browser that accepts it', async () => {
    const answer = await browser.fetch('/index.php/api/v1/reftab/municipalities', {
      headers: { 'x-language': 'nl', 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('X-Language, Accept-Encoding');
    // About 140 KB of JSON: a slow phone downloads a sixth of it.
    expect(Number(answer.headers.get('content-length'))).toBeLessThan(30_000);
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(1100);
  });

  it('answers unchanged lists with 304 to a matching ETag, per language', async () => {
    const first = await browser.fetch('/index.php/api/v1/reftab/municipalities', {
      headers: { 'x-language': 'de' },
    });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('vary')).toContain('X-Language');
    expect(first.headers.get('cache-control')).toContain('max-age');
    const again = await browser.fetch('/index.php/api/v1/reftab/municipalities', {
      headers: { 'x-language': 'de', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const french = await browser.fetch('/index.php/api/v1/reftab/municipalities', {
      headers: { 'x-language': 'fr', 'if-none-match': etag },
    });
    expect(french.status).toBe(200);
  });

  it.each([
    ['11002', 'Meir'],
    ['62063', 'Rue Léopold'],
    ['63023', 'Kirchstraße'],
    ['44021', 'Veldstraat'],
    ['24062', 'Bondgenotenlaan'],
  ])('lists at least 40 real streets of %s, with %s', async (munKey, street) => {
    const streets = (await get<StreetItem[]>(`streets?munKey=${munKey}&withTemporaryStreets=false`)).body
      .data;
    expect(streets.length).toBeGreaterThanOrEqual(40);
    expect(streets).toContainEqual({ text: street, munKey });
  });

  it('names Brussels streets in the asked language', async () => {
    const nl = (await get<StreetItem[]>('streets?munKey=21004', 'nl')).body.data.map((s) => s.text);
    const fr = (await get<StreetItem[]>('streets?munKey=21004', 'fr')).body.data.map((s) => s.text);
    expect(nl).toContain('Nieuwstraat');
    expect(fr).toContain('Rue Neuve');
    expect(nl.length).toBeGreaterThanOrEqual(40);
  });

  it('names a bilingual Brussels zone in the asked language, any other zone by its name', async () => {
    const zone = async (postcode: string, language: string) =>
      (await get<{ code: string; name: string }[]>(`police-zones?postcode=${postcode}`, language)).body
        .data[0];
    expect(await zone('1080', 'nl')).toMatchObject({ code: '5340', name: 'Brussel-West' });
    expect(await zone('1080', 'fr')).toMatchObject({ code: '5340', name: 'Bruxelles-Ouest' });
    expect(await zone('1080', 'de')).toMatchObject({ name: 'Brussel-West / Bruxelles-Ouest' });
    // Without the capitals of the zone's 2013 title ('Brussel HOOFDSTAD Elsene').
    expect(await zone('1050', 'nl')).toMatchObject({ code: '5339', name: 'Brussel-Hoofdstad/Elsene' });
    expect(await zone('1050', 'fr')).toMatchObject({ code: '5339', name: 'Bruxelles-Capitale/Ixelles' });
    expect(await zone('4000', 'nl')).toMatchObject({ code: '5277', name: 'Liège' });
    expect(await zone('2000', 'fr')).toMatchObject({ code: '5345', name: 'Antwerpen' });
  });

  it('answers an unknown municipality with no streets and a malformed key with 400', async () => {
    expect((await get<StreetItem[]>('streets?munKey=99999')).body.data).toEqual([]);
    for (const query of ['', '?munKey=abc', '?munKey=1100', '?munKey=11002&withTemporaryStreets=maybe']) {
      const { status, body } = await browser.json<{ error: { key: string } }>(
        `/index.php/api/v1/reftab/streets${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.error.key).toMatch(/^(required_field|error_invalid_request)$/);
    }
  });

  it('lists countries with Belgium first, localised names, nationalities and calling codes', async () => {
    const fr = (await get<CountryItem[]>('countries', 'fr')).body.data;
    const de = (await get<CountryItem[]>('countries', 'de')).body.data;
    expect(fr[0]).toEqual({ tkey: 'BE', name: 'Belgique', nationality: 'Belge', prefix: '32' });
    expect(de[0]?.name).toBe('Belgien');
    expect(fr.find((c) => c.tkey === 'NL')).toMatchObject({ name: 'Pays-Bas', prefix: '31' });
    expect(fr.find((c) => c.tkey === 'XK')?.prefix).toBe('383');
    expect(fr.length).toBeGreaterThan(200);
    const curated = readSeed('nationalities');
    for (const code of ['FR', 'DE', 'NL', 'LU', 'IT', 'PL', 'MA', 'TR']) {
      expect(fr.find((c) => c.tkey === code)?.nationality, code).toBe(curated[code]?.fr);
    }
  });

  it('lists at least 30 insurers, "other" last and never 0000', async () => {
    const insurers = (await get<InsuranceItem[]>('insurances', 'fr')).body.data;
    expect(insurers.length).toBeGreaterThanOrEqual(31);
    expect(insurers.at(-1)?.tkey).toBe('9999');
    expect(insurers.map((i) => i.tkey)).not.toContain('0000');
    expect(insurers.map((i) => i.text)).toEqual(expect.arrayContaining(['AG Insurance', 'Ethias']));
  });

  it('searches objects case- and accent-insensitively, 50 at most, "other" always offered', async () => {
    const all = (await get<ObjectItem[]>('objects')).body.data;
    expect(all.length).toBeLessThanOrEqual(50);
    expect(readSeed('objects').length).toBeGreaterThanOrEqual(60);
    const velo = (await get<ObjectItem[]>('objects?needle=velo', 'fr')).body.data;
    const upper = (await get<ObjectItem[]>(`objects?needle=${encodeURIComponent('VÉLO')}`, 'fr')).body.data;
    expect(velo).toEqual(upper);
    expect(velo[0]).toMatchObject({ text: 'Vélo', hasNeedle: true, isOther: false });
    expect(velo.some((o) => o.isOther)).toBe(true);
    expect(velo.at(-1)?.isOther || velo.at(-1)?.isNotSpecified).toBe(true);
    const fiets = (await get<ObjectItem[]>('objects?needle=fiets', 'nl')).body.data;
    expect(fiets.find((o) => o.text === 'Fiets')?.is_vehicle).toBe(true);
    const tooLong = await browser.json<{ error: { key: string } }>(
      `/index.php/api/v1/reftab/objects?needle=${'x'.repeat(101)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.key).toBe('error_max_length');
  });

  it('opens the cable-damage form only in the pilot zones', async () => {
    const ask = (municipality: unknown) =>
      browser.json<Data<boolean> & { error?: { key: string } }>(
        '/index.php/api/v1/questionnaire/degradation_cable',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ municipality }),
        },
      );
    expect((await ask('11002')).body.data).toBe(true);
    expect((await ask('44021-9000')).body.data).toBe(true);
    expect((await ask('62063')).body.data).toBe(false);
    expect((await ask('99999')).body.data).toBe(false);
    expect((await ask('Antwerpen')).status).toBe(400);
  });
});
