import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { openPromise as openZip } from 'yauzl';
import { loadConfig } from '../config/config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { refStreets } from '../db/schema.ts';
import { type BestStreet, emptyStats, loadNisMap, parseBestStreets } from './best-import.ts';

/**
 * Operator command: loads the streets of the official BeST address extracts into ref_streets (source 'best').
 *
 *   node apps/api/src/reference-data/import-streets.ts openaddress-bevlg.zip openaddress-bebru.zip ...
 *
 * Takes .csv files or the .zip files as published (every .csv inside is read, without unpacking to disk).
 * Uses the database of the server configuration (DATABASE_URL, else PGlite under DATA_DIR). Runs in one
 * transaction: all or nothing. Streets already present (same municipality and names) are left as they are.
 */

const BATCH_SIZE = 1000;

const USAGE = `Usage: node apps/api/src/reference-data/import-streets.ts <file.csv|file.zip> [more files...]
Loads the streets of BeST address CSV extracts (openaddress-be*.zip from the BOSA open-data portal)
into ref_streets. Database: DATABASE_URL, or PGlite under DATA_DIR (default ./.data).`;

export interface CsvSource {
  name: string;
  stream: Readable;
}

/** The CSV streams of one input file: the file itself, or each .csv entry of a .zip, one after the other. */
export async function* openCsvSources(file: string): AsyncGenerator<CsvSource, void, undefined> {
  if (!file.toLowerCase().endsWith('.zip')) {
    yield { name: path.basename(file), stream: createReadStream(file) };
    return;
  }
  const zip = await openZip(file);
  let found = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/') || !entry.fileName.toLowerCase().endsWith('.csv')) continue;
      found += 1;
      // The caller reads this stream to its end before asking for the next entry.
      yield {
        name: `${path.basename(file)}:${entry.fileName}`,
        stream: await zip.openReadStreamPromise(entry),
      };
    }
  } finally {
    zip.close();
  }
  if (found === 0) throw new Error(`${file}: no .csv file inside`);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts one batch; returns how many rows were new. */
async function insertBatch(tx: Tx, streets: readonly BestStreet[]): Promise<number> {
  if (streets.length === 0) return 0;
  const inserted = await tx
    .insert(refStreets)
    .values(streets.map((street) => ({ ...street, source: 'best' })))
    .onConflictDoNothing({
      target: [refStreets.nis, refStreets.nameNl, refStreets.nameFr, refStreets.nameDe],
    })
    .returning({ id: refStreets.id });
  return inserted.length;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const nisMap = loadNisMap();
  const config = loadConfig();
  const database = await openDatabase(config);
  const started = Date.now();
  let total = 0;
  let inserted = 0;
  try {
    await database.db.transaction(async (tx) => {
      for (const file of args) {
        for await (const source of openCsvSources(file)) {
          const stats = emptyStats();
          let batch: BestStreet[] = [];
          for await (const street of parseBestStreets(source.stream, { nisMap, stats })) {
            batch.push(street);
            if (batch.length >= BATCH_SIZE) {
              inserted += await insertBatch(tx, batch);
              batch = [];
            }
          }
          inserted += await insertBatch(tx, batch);
          total += stats.streets;
          console.log(
            `${source.name}: ${stats.rows} addresses, ${stats.streets} streets (${stats.temporary} temporary); ` +
              `skipped ${stats.retired} retired, ${stats.withoutStreet} without street name, ` +
              `${stats.badMunicipality} without NIS code; ${stats.remapped} addresses mapped to 2025 NIS codes`,
          );
        }
      }
    });
  } finally {
    await database.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `ref_streets (${database.kind}): ${inserted} streets added, ${total - inserted} already present; ${seconds} s`,
  );
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
