import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  meta,
  refInsurers,
  refMunicipalities,
  refObjects,
  refPoliceZones,
  refPostcodes,
  refStreets,
} from '../db/schema.ts';
import { buildZoneIndex, zoneKeyOf } from './police-zones.ts';
import { REFERENCE_FILES, readSeed, readSeedText } from './seed-files.ts';

/** Bump when the way the seed is turned into rows changes, so that every database reloads it. */
const LOADER_VERSION = '2';
const SEED_KEY = 'reference_seed';

/** Postcode–municipality pairs the upstream data gets wrong (see seed/reference/SOURCES.md). */
const WRONG_PAIRS = new Set(['1160-21001']);

export function seedVersion(): string {
  const hash = createHash('sha256').update(LOADER_VERSION);
  for (const [file] of Object.values(REFERENCE_FILES)) hash.update(readSeedText(file));
  return hash.digest('hex');
}

async function batchInsert<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Loads the reference seed into the database when it changed since the last start (one transaction,
 * so a reader never sees half a list). Streets loaded by the BeST importer are kept.
 */
export async function loadReferenceData(db: Db): Promise<'loaded' | 'up-to-date'> {
  const version = seedVersion();
  const [current] = await db.select().from(meta).where(eq(meta.key, SEED_KEY));
  if (current?.value === version) return 'up-to-date';

  const { municipalities } = readSeed('municipalities');
  const { postcodes } = readSeed('postcodes');
  const { zones } = readSeed('zones');
  const { streets } = readSeed('streets');
  const insurers = readSeed('insurers');
  const objects = readSeed('objects');
  const zoneIndex = buildZoneIndex(zones);
  const known = new Set(municipalities.map((m) => m.nis));
  // A pair is named by its municipality (reference-queries.ts): the postal names, raw labels such as
  // 'Schaarbeek + Brussel (Van Praet, Teichmann Brug)', are no longer kept (columns to drop).
  const pairs = postcodes.flatMap((postcode) =>
    postcode.municipalities
      .filter((nis) => known.has(nis) && !WRONG_PAIRS.has(`${postcode.postcode}-${nis}`))
      .map((nis) => ({ postcode: postcode.postcode, nis, nameNl: '', nameFr: '', nameDe: '' })),
  );

  return db.transaction(async (tx) => {
    // Several instances may start at once: one loads, the others find the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(5731)`);
    const [again] = await tx.select().from(meta).where(eq(meta.key, SEED_KEY));
    if (again?.value === version) return 'up-to-date' as const;
    await tx.delete(refPostcodes);
    await tx.delete(refMunicipalities);
    await tx.delete(refPoliceZones);
    await tx.delete(refInsurers);
    await tx.delete(refObjects);
    await tx.delete(refStreets).where(eq(refStreets.source, 'seed'));
    await tx.insert(refPoliceZones).values(
      zones.map((zone) => ({
        key: zoneKeyOf(zone),
        code: zone.code,
        name: zone.name,
        names: zone.names ?? null,
        website: zone.website,
        language: zone.language,
      })),
    );
    await batchInsert(
      municipalities.map((m) => ({
        nis: m.nis,
        nameNl: m.names.nl,
        nameFr: m.names.fr,
        nameDe: m.names.de,
        zoneKey: zoneIndex.get(m.nis)!.key,
      })),
      (chunk) => tx.insert(refMunicipalities).values(chunk),
    );
    await batchInsert(pairs, (chunk) => tx.insert(refPostcodes).values(chunk));
    await batchInsert(
      streets.map((s) => ({
        nis: s.nis,
        nameNl: s.nl ?? '',
        nameFr: s.fr ?? '',
        nameDe: s.de ?? '',
        temporary: s.temporary ?? false,
        source: 'seed',
      })),
      (chunk) => tx.insert(refStreets).values(chunk).onConflictDoNothing(),
    );
    await tx
      .insert(refInsurers)
      .values(
        insurers.map((i) => ({ tkey: i.tkey, nameNl: i.names.nl, nameFr: i.names.fr, nameDe: i.names.de })),
      );
    await tx.insert(refObjects).values(
      objects.map((o) => ({
        tkey: o.tkey,
        fkey: o.fkey,
        categoryNl: o.category.nl,
        categoryFr: o.category.fr,
        categoryDe: o.category.de,
        nameNl: o.names.nl,
        nameFr: o.names.fr,
        nameDe: o.names.de,
        isVehicle: o.is_vehicle,
      })),
    );
    await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: version })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
    return 'loaded' as const;
  });
}
