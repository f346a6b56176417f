import type { Organisation } from '@pow/domain';

/** Where generated enterprises are: a real street of a municipality and its main postcode. */
export interface StreetPlace {
  street: string;
  postcode: string;
  municipality: string;
  munKey: string;
}

const TRADES = [
  'Bakkerij',
  'Boulangerie',
  'Brasserie',
  'Garage',
  'Immo',
  'Transport',
  'Bouwbedrijf',
  'Construction',
  'Menuiserie',
  'Schrijnwerkerij',
  'Apotheek',
  'Pharmacie',
  'Elektro',
  'Dakwerken',
  'Toitures',
  'Kapsalon',
  'Fleuriste',
  'Bloemenhandel',
  'Drukkerij',
  'Imprimerie',
  'Traiteur',
  'Slagerij',
  'Boucherie',
  'Fietsen',
  'Optiek',
  'Informatique',
  'Kabelwerken',
  'Schilderwerken',
  'Autohandel',
  'Metzgerei',
];
const FAMILIES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Renard',
  'Schmitz',
  'Meyer',
  'Hoffmann',
  'Vermeulen',
  'Claessens',
  'Lemaire',
];
const LEGAL_FORMS = ['BV', 'NV', 'CV', 'VZW', 'SRL', 'SA', 'SC', 'ASBL', 'GmbH'];

/** A small deterministic generator (mulberry32): the same enterprises on every start. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid Belgian enterprise number from 8 digits: the last two are 97 − (first eight mod 97). */
export function enterpriseNumberFrom(base: number): string {
  const eight = String(base).padStart(8, '0');
  return eight + String(97 - (Number(eight) % 97)).padStart(2, '0');
}

/**
 * Plausible enterprises for the test register: trade + family names, valid numbers, real streets.
 * Enough of them share words ('Bakkerij', 'Peeters') that a broad search has to be narrowed.
 */
export function generateEnterprises(
  count: number,
  places: StreetPlace[],
  taken: Set<string>,
): Organisation[] {
  if (places.length === 0) throw new Error('no streets to place generated enterprises');
  const next = random(5731);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const result: Organisation[] = [];
  const names = new Set<string>();
  while (result.length < count) {
    const name = `${pick(TRADES)} ${pick(FAMILIES)}`;
    // First digit 0 or 1, as every Belgian enterprise number.
    const number = enterpriseNumberFrom(Math.floor(next() * 20_000_000));
    if (names.has(name) || taken.has(number)) continue;
    names.add(name);
    taken.add(number);
    const place = pick(places);
    result.push({
      name,
      number,
      legal_form: pick(LEGAL_FORMS),
      address: {
        street: place.street,
        number: String(1 + Math.floor(next() * 180)),
        box: '',
        post_code: place.postcode,
        municipality: place.municipality,
        munKey: place.munKey,
      },
    });
  }
  return result;
}
