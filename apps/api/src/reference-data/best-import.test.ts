import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEST_CSV_COLUMNS,
  type BestStreet,
  buildNisMap,
  emptyStats,
  loadNisMap,
  parseBestStreets,
} from './best-import.ts';
import { openCsvSources } from './import-streets.ts';

// Synthetic rows in the real format of the BeST extracts (header of openaddress-be*.csv).
const SAMPLE = path.join(import.meta.dirname, 'fixtures/best-sample.csv');
const nisMap = loadNisMap();

async function collect(input: Readable, stats = emptyStats()): Promise<BestStreet[]> {
  const streets: BestStreet[] = [];
  for await (const street of parseBestStreets(input, { nisMap, stats })) streets.push(street);
  return streets;
}

const street = (nis: string, names: { nl?: string; fr?: string; de?: string }, temporary = false) => ({
  nis,
  nameNl: names.nl ?? '',
  nameFr: names.fr ?? '',
  nameDe: names.de ?? '',
  temporary,
});

const EXPECTED = [
  street('11002', { nl: 'Meir' }),
  street('21004', { nl: 'Nieuwstraat', fr: 'Rue Neuve' }),
  street('21004', { nl: 'Grote Markt', fr: 'Grand-Place' }),
  street('21004', { nl: 'Boterstraat', fr: 'Rue au Beurre' }),
  street('63023', { de: 'Kirchstraße' }),
  street('62063', { fr: 'Rue Léopold' }),
  street('71072', { nl: 'Grote Markt' }),
  street('44088', { nl: 'Brusselsesteenweg' }),
  street('24062', { nl: 'Bondgenotenlaan' }),
  street('44021', { nl: 'Graslei' }),
  street('24062', { nl: 'Vaartkom' }, true),
];

describe('parseBestStreets', () => {
  it('yields each street once per municipality and names, current streets first', async () => {
    const stats = emptyStats();
    const streets = await collect(createReadStream(SAMPLE), stats);
    expect(streets).toEqual(EXPECTED);
    expect(stats).toEqual({
      rows: 21,
      retired: 2,
      withoutStreet: 1,
      badMunicipality: 1,
      remapped: 2,
      streets: EXPECTED.length,
      temporary: 1,
    });
  });

  it('keeps both names of a Brussels street and the German name of an Eupen street', async () => {
    const streets = await collect(createReadStream(SAMPLE));
    expect(streets.filter((s) => s.nis === '21004' && s.nameFr === 'Rue Neuve')).toEqual([
      street('21004', { nl: 'Nieuwstraat', fr: 'Rue Neuve' }),
    ]);
    expect(streets.filter((s) => s.nis === '63023')).toEqual([street('63023', { de: 'Kirchstraße' })]);
  });

  it('maps pre-2025 NIS codes to the 2025 ones and merges the street found under both codes', async () => {
    const streets = await collect(createReadStream(SAMPLE));
    const codes = new Set(streets.map((s) => s.nis));
    expect(codes.has('71022')).toBe(false); // Hasselt before its merger with Kortessem
    expect(codes.has('44040')).toBe(false); // Melle, now Merelbeke-Melle
    expect(streets.filter((s) => s.nameNl === 'Grote Markt' && s.nis === '71072')).toHaveLength(1);
  });

  it('skips retired addresses and marks streets without a current address as temporary', async () => {
    const streets = await collect(createReadStream(SAMPLE));
    expect(streets.find((s) => s.nameNl === 'Korenlei')).toBeUndefined(); // retired addresses only
    expect(streets.find((s) => s.nameNl === 'Bondgenotenlaan')?.temporary).toBe(false);
    expect(streets.find((s) => s.nameNl === 'Graslei')?.temporary).toBe(false); // proposed, then current
    expect(streets.find((s) => s.nameNl === 'Vaartkom')?.temporary).toBe(true); // proposed only
  });

  it('reads a file with a byte-order mark and CRLF line ends the same way', async () => {
    const text = `\ufeff${readFileSync(SAMPLE, 'utf8').replace(/\n/g, '\r\n')}`;
    const streets = await collect(Readable.from([Buffer.from(text, 'utf8')]));
    expect(streets).toEqual(EXPECTED);
  });

  it('refuses a CSV that is not a BeST address extract', async () => {
    const input = Readable.from(['postcode,street\n1000,Rue Neuve\n']);
    await expect(collect(input)).rejects.toThrow(
      /not a BeST address CSV: missing column\(s\) municipality_id/,
    );
  });

  it('accepts the full published header', async () => {
    const header = BEST_CSV_COLUMNS.join(',');
    const row = ',,,,1,,1,21004,,Bruxelles,Brussel,1000,,,1,,Rue Neuve,Nieuwstraat,BE-BRU,current';
    expect(await collect(Readable.from([`${header}\n${row}\n`]))).toEqual([
      street('21004', { nl: 'Nieuwstraat', fr: 'Rue Neuve' }),
    ]);
  });
});

describe('NIS code changes', () => {
  it('maps the shipped 2019 and 2025 changes, following chains and leaving unchanged codes out', () => {
    expect(nisMap.get('11007')).toBe('11002'); // Borsbeek → Antwerpen (2025)
    expect(nisMap.get('44036')).toBe('44085'); // Lovendegem → Lievegem (2019)
    expect(nisMap.get('11056')).toBe('46030'); // Zwijndrecht → Beveren-Kruibeke-Zwijndrecht (2025)
    expect(nisMap.has('11002')).toBe(false); // Antwerpen kept its code
    expect(
      buildNisMap([
        { oldNis: '10001', newNis: '10002' },
        { oldNis: '10002', newNis: '10003' },
      ]),
    ).toEqual(
      new Map([
        ['10001', '10003'],
        ['10002', '10003'],
      ]),
    );
  });

  it('refuses a loop', () => {
    expect(() =>
      buildNisMap([
        { oldNis: '10001', newNis: '10002' },
        { oldNis: '10002', newNis: '10001' },
      ]),
    ).toThrow(/loop/);
  });
});

/** A minimal .zip (deflated entries, no data descriptors), enough for the reader under test. */
function makeZip(entries: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('openCsvSources', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'best-import-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads every .csv inside a published-style .zip, ignoring other entries', async () => {
    const zipFile = path.join(dir, 'openaddress-bevlg.zip');
    await writeFile(
      zipFile,
      makeZip([
        { name: 'readme.txt', data: Buffer.from('not a csv') },
        { name: 'openaddress-bevlg.csv', data: readFileSync(SAMPLE) },
      ]),
    );
    const names: string[] = [];
    const streets: BestStreet[] = [];
    for await (const source of openCsvSources(zipFile)) {
      names.push(source.name);
      streets.push(...(await collect(source.stream)));
    }
    expect(names).toEqual(['openaddress-bevlg.zip:openaddress-bevlg.csv']);
    expect(streets).toEqual(EXPECTED);
  });

  it('reads a plain .csv file as it is', async () => {
    const sources = [];
    for await (const source of openCsvSources(SAMPLE)) {
      sources.push(source.name);
      expect(await collect(source.stream)).toEqual(EXPECTED);
    }
    expect(sources).toEqual(['best-sample.csv']);
  });

  it('refuses a .zip without any .csv', async () => {
    const zipFile = path.join(dir, 'empty.zip');
    await writeFile(zipFile, makeZip([{ name: 'readme.txt', data: Buffer.from('nothing') }]));
    const read = async () => {
      for await (const source of openCsvSources(zipFile)) source.stream.resume();
    };
    await expect(read()).rejects.toThrow(/no \.csv file inside/);
  });
});
