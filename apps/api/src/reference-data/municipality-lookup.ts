import { foldForSearch } from '@pow/domain';
import { readSeed } from './seed-files.ts';

/**
 * Finds the municipality key (NIS) of an address given as postcode and municipality name, as the
 * registries give it: the municipality of that postcode whose name matches in any language, or the
 * postcode's only municipality.
 */
export function municipalityKeyFinder(): (postcode: string, municipality: string) => string | undefined {
  const { municipalities } = readSeed('municipalities');
  const byPostcode = new Map<string, typeof municipalities>();
  for (const m of municipalities) {
    for (const postcode of m.postcodes) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), m]);
  }
  return (postcode, municipality) => {
    const candidates = byPostcode.get(postcode) ?? [];
    const name = foldForSearch(municipality);
    const match = candidates.find((m) => Object.values(m.names).some((n) => foldForSearch(n) === name));
    return (match ?? (candidates.length === 1 ? candidates[0] : undefined))?.nis;
  };
}
