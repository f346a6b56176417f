import type { Locale, SummaryLookups } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';
import type { Db } from '../db/database.ts';
import { countryList } from '../reference-data/countries.ts';
import { insuranceItems, municipalityItems, objectCatalogue } from '../reference-data/reference-queries.ts';
import { readSeed } from '../reference-data/seed-files.ts';

/** A summary's attachment: what the person uploaded, with the hash the zone checks it by. */
export interface SummaryFile {
  readonly id: string;
  readonly filename: string;
  readonly size: number;
  readonly sha256: string;
}

type Tables = Pick<SummaryLookups, 'municipality' | 'nationality' | 'insurer' | 'object'>;

/**
 * The reference data a summary names things by, in each language, read once per process: the lists are
 * the reftab answers', which change only with a new seed and a restart.
 */
export function summaryLookupSource(db: Db) {
  const tables = new Map<Locale, Promise<Tables>>();
  const load = async (locale: Locale): Promise<Tables> => {
    const [municipalities, insurers, objects] = await Promise.all([
      municipalityItems(db, locale),
      insuranceItems(db, locale),
      objectCatalogue(db, locale),
    ]);
    const countries = countryList(locale, readSeed('nationalities'), readSeed('countries'));
    const byMunicipality = new Map(municipalities.map((item) => [item.tkey, item.text]));
    const byInsurer = new Map(insurers.map((item) => [item.tkey, item.text]));
    const byCountry = new Map(countries.map((item) => [item.tkey, item.nationality]));
    // "Another object" is said in the person's own words, not as the catalogue's "Ander voorwerp".
    const byObject = new Map(objects.filter((item) => !item.isOther).map((item) => [item.tkey, item.text]));
    return {
      municipality: (tkey) => byMunicipality.get(tkey),
      insurer: (tkey) => byInsurer.get(tkey),
      nationality: (code) => byCountry.get(code),
      object: (tkey) => byObject.get(tkey),
    };
  };
  return async (locale: Locale, files: readonly SummaryFile[]): Promise<SummaryLookups> => {
    let loading = tables.get(locale);
    if (!loading) {
      loading = load(locale);
      loading.catch(() => tables.delete(locale));
      tables.set(locale, loading);
    }
    const byId = new Map(files.map((file) => [file.id, file]));
    return { ...(await loading), text: summaryText(locale), attachment: (id) => byId.get(id) };
  };
}
