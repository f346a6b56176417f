import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { z } from 'zod';

/**
 * Streaming reader of the BeST Address open-data CSV extracts of FPS BOSA ('openaddress-bevlg.csv',
 * '-bebru.csv', '-bewal.csv'): one row per address, reduced here to one street per municipality and names.
 * Memory grows with the number of distinct streets (about a hundred thousand for Belgium), never with the
 * number of addresses (about five million).
 */

/** The header of the extracts, in order (checked against published samples; only the names matter here). */
export const BEST_CSV_COLUMNS = [
  'EPSG:31370_x',
  'EPSG:31370_y',
  'EPSG:4326_lat',
  'EPSG:4326_lon',
  'address_id',
  'box_number',
  'house_number',
  'municipality_id',
  'municipality_name_de',
  'municipality_name_fr',
  'municipality_name_nl',
  'postcode',
  'postname_fr',
  'postname_nl',
  'street_id',
  'streetname_de',
  'streetname_fr',
  'streetname_nl',
  'region_code',
  'status',
] as const;

/** The columns the importer reads; a file without any of them is refused. */
export const REQUIRED_COLUMNS = [
  'municipality_id',
  'streetname_nl',
  'streetname_fr',
  'streetname_de',
  'status',
] as const;

type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
type BestRow = Record<RequiredColumn, string | undefined>;

export interface BestStreet {
  /** NIS code of the municipality, as of 2025. */
  nis: string;
  /** '' where the street has no name in that language. */
  nameNl: string;
  nameFr: string;
  nameDe: string;
  /** No current address in the street yet: every address is proposed, reserved or otherwise not current. */
  temporary: boolean;
}

export interface BestImportStats {
  /** Data rows read (addresses). */
  rows: number;
  /** Rows with status 'retired'. */
  retired: number;
  /** Rows without a street name in any language. */
  withoutStreet: number;
  /** Rows whose municipality_id is not a five-digit NIS code. */
  badMunicipality: number;
  /** Rows whose pre-2025 NIS code was mapped to the 2025 one. */
  remapped: number;
  /** Distinct streets yielded. */
  streets: number;
  /** Of which temporary. */
  temporary: number;
}

export function emptyStats(): BestImportStats {
  return { rows: 0, retired: 0, withoutStreet: 0, badMunicipality: 0, remapped: 0, streets: 0, temporary: 0 };
}

const NIS_PATTERN = /^\d{5}$/;

const MunicipalityChangesFile = z.object({
  changes: z.array(
    z.object({ oldNis: z.string().regex(NIS_PATTERN), newNis: z.string().regex(NIS_PATTERN) }),
  ),
});

export const MUNICIPALITY_CHANGES_FILE = path.resolve(
  import.meta.dirname,
  '../../seed/reference/municipality-changes.json',
);

/**
 * Old NIS code → 2025 NIS code, following chains (a code changed in 2019 and again in 2025 maps to the
 * last one). Codes that did not change are absent: look them up with `?? nis`.
 */
export function buildNisMap(changes: ReadonlyArray<{ oldNis: string; newNis: string }>): Map<string, string> {
  const next = new Map<string, string>();
  for (const { oldNis, newNis } of changes) {
    if (oldNis !== newNis) next.set(oldNis, newNis);
  }
  const resolved = new Map<string, string>();
  for (const start of next.keys()) {
    let code = start;
    const seen = new Set<string>([code]);
    for (let step = next.get(code); step !== undefined; step = next.get(code)) {
      if (seen.has(step)) throw new Error(`municipality changes loop at NIS ${step}`);
      seen.add(step);
      code = step;
    }
    resolved.set(start, code);
  }
  return resolved;
}

/** Reads the old → new NIS mapping shipped in apps/api/seed/reference/municipality-changes.json. */
export function loadNisMap(file: string = MUNICIPALITY_CHANGES_FILE): Map<string, string> {
  const parsed = MunicipalityChangesFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is malformed: ${parsed.error.message}`);
  return buildNisMap(parsed.data.changes);
}

function cleanName(value: string | undefined): string {
  return (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** What the importer does with an address of that status: count it as current, as not yet current, or skip it. */
function statusKind(status: string | undefined): 'current' | 'temporary' | 'skip' {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'current') return 'current';
  if (value === 'retired') return 'skip';
  return 'temporary';
}

function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new Error(`not a BeST address CSV: missing column(s) ${missing.join(', ')}`);
  }
  return names;
}

export interface ParseBestOptions {
  /** Old → 2025 NIS codes (see loadNisMap); empty to keep the codes of the file. */
  nisMap: ReadonlyMap<string, string>;
  /** Filled in while the stream is read; complete once the generator is done. */
  stats?: BestImportStats;
}

/**
 * Reads a BeST address CSV (bytes or text, UTF-8, with or without BOM) and yields each street once per
 * municipality and set of names. A street is yielded as soon as one current address is seen; streets with
 * only not-yet-current addresses are yielded, as temporary, after the last row. Retired addresses are skipped.
 */
export async function* parseBestStreets(
  input: Readable,
  options: ParseBestOptions,
): AsyncGenerator<BestStreet, void, undefined> {
  const stats = options.stats ?? emptyStats();
  const parser = parse({
    bom: true,
    columns: checkHeader,
    skip_empty_lines: true,
    trim: false,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  /** Keys of the streets already yielded as current. */
  const done = new Set<string>();
  /** Streets seen with not-yet-current addresses only, so far. */
  const pending = new Map<string, BestStreet>();

  try {
    for await (const row of parser as AsyncIterable<BestRow>) {
      stats.rows += 1;
      const kind = statusKind(row.status);
      if (kind === 'skip') {
        stats.retired += 1;
        continue;
      }
      const fileNis = (row.municipality_id ?? '').trim();
      if (!NIS_PATTERN.test(fileNis)) {
        stats.badMunicipality += 1;
        continue;
      }
      const nis = options.nisMap.get(fileNis) ?? fileNis;
      if (nis !== fileNis) stats.remapped += 1;
      const street: BestStreet = {
        nis,
        nameNl: cleanName(row.streetname_nl),
        nameFr: cleanName(row.streetname_fr),
        nameDe: cleanName(row.streetname_de),
        temporary: kind === 'temporary',
      };
      if (!street.nameNl && !street.nameFr && !street.nameDe) {
        stats.withoutStreet += 1;
        continue;
      }
      const key = `${street.nis}\u0000${street.nameNl}\u0000${street.nameFr}\u0000${street.nameDe}`;
      if (done.has(key)) continue;
      if (kind === 'temporary') {
        if (!pending.has(key)) pending.set(key, street);
        continue;
      }
      pending.delete(key);
      done.add(key);
      stats.streets += 1;
      yield street;
    }

    for (const street of pending.values()) {
      stats.streets += 1;
      stats.temporary += 1;
      yield street;
    }
  } finally {
    // Also when the caller stops early: release the file and the parser.
    parser.destroy();
    input.destroy();
  }
}
