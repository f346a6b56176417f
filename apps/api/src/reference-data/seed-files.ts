import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The reference seed shipped with the project (apps/api/seed/reference; sources in SOURCES.md there). */
export const REFERENCE_DIR = path.resolve(import.meta.dirname, '../../seed/reference');

const Names = z.object({ nl: z.string(), fr: z.string(), de: z.string() });
const PartialNames = z.object({
  nl: z.string().optional(),
  fr: z.string().optional(),
  de: z.string().optional(),
});

const MunicipalitiesFile = z.object({
  municipalities: z.array(
    z.object({ nis: z.string().regex(/^\d{5}$/), names: Names, postcodes: z.array(z.string()) }),
  ),
});
const PostcodesFile = z.object({
  postcodes: z.array(
    z.object({ postcode: z.string(), names: PartialNames, municipalities: z.array(z.string()) }),
  ),
});
const LocalitiesFile = z.object({
  localities: z.array(
    z.object({
      postcode: z.string(),
      locality: z.string(),
      isMainMunicipality: z.boolean(),
      municipalityNis2025: z.string().nullable(),
    }),
  ),
});
const ZonesFile = z.object({
  zones: z.array(
    z.object({
      code: z.string().nullable(),
      name: z.string(),
      predecessorCodes: z.array(z.string()),
      language: z.string(),
      municipalities: z.array(z.string()),
      website: z.string().nullable(),
      /** The zone's name in the other languages where it has one (Brussels's bilingual zones). */
      names: z.object({ fr: z.string(), de: z.string() }).optional(),
    }),
  ),
});
const StreetsFile = z.object({
  streets: z.array(
    z.object({
      nis: z.string().regex(/^\d{5}$/),
      nl: z.string().optional(),
      fr: z.string().optional(),
      de: z.string().optional(),
      temporary: z.boolean().optional(),
    }),
  ),
});
const InsurersFile = z.array(z.object({ tkey: z.string().regex(/^\d{4}$/), names: Names }));
const Words = z.array(z.string().min(2));
const ObjectsFile = z.array(
  z.object({
    tkey: z.string(),
    fkey: z.string(),
    category: Names,
    names: Names,
    is_vehicle: z.boolean(),
    /** Everyday words for the object, which the search also finds it by. */
    words: z.object({ nl: Words, fr: Words, de: Words }).optional(),
  }),
);
const CountriesFile = z.array(
  z.object({
    alpha2: z.string().length(2),
    // The shared file has no nationality for some territories.
    nationality: z.record(z.string(), z.string().nullable()),
    callingCodes: z.array(z.string()),
  }),
);
const NationalitiesFile = z.record(z.string().length(2), Names);

export type ZoneSeed = z.infer<typeof ZonesFile>['zones'][number];
export type MunicipalitySeed = z.infer<typeof MunicipalitiesFile>['municipalities'][number];

/** Every file the reference tables are loaded from, in load order; their hash decides a reload. */
export const REFERENCE_FILES = {
  municipalities: ['be-municipalities-2025.json', MunicipalitiesFile],
  postcodes: ['be-postcodes.json', PostcodesFile],
  localities: ['be-postcode-localities-2013.json', LocalitiesFile],
  zones: ['be-police-zones.json', ZonesFile],
  streets: ['streets.json', StreetsFile],
  insurers: ['insurers.json', InsurersFile],
  objects: ['objects.json', ObjectsFile],
  countries: ['countries-nl-fr-de.json', CountriesFile],
  nationalities: ['nationalities.json', NationalitiesFile],
} as const;

type Files = typeof REFERENCE_FILES;
export type ReferenceSeed = { [K in keyof Files]: z.infer<Files[K][1]> };

export function readSeedText(file: string): string {
  return readFileSync(path.join(REFERENCE_DIR, file), 'utf8');
}

// The seed ships with the code and never changes while it runs: each file is read and checked once.
const seeds = new Map<keyof Files, unknown>();

/** Reads and checks one seed file; a malformed file stops the start-up with the file's name. */
export function readSeed<K extends keyof Files>(name: K): ReferenceSeed[K] {
  if (!seeds.has(name)) {
    const [file, schema] = REFERENCE_FILES[name];
    const parsed = schema.safeParse(JSON.parse(readSeedText(file)));
    if (!parsed.success) throw new Error(`reference seed ${file} is malformed: ${parsed.error.message}`);
    seeds.set(name, parsed.data);
  }
  return seeds.get(name) as ReferenceSeed[K];
}
