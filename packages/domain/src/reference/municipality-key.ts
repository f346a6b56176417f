// The municipality keys without zod: the answers' schemas are in reference-lists.ts (decision 034).

export const MUNICIPALITY_KEY_PATTERN = /^\d{5}$/;
/** A municipality item's tkey, '<NIS>-<postcode>', as the pickers send it: the NIS, then the postcode. */
export const MUNICIPALITY_ITEM_PATTERN = /^(\d{5})-(\d{4})$/;

/** The municipality key (NIS code) inside a municipality item's tkey. */
export function municipalityKeyOf(tkey: string): string {
  return tkey.split('-')[0] ?? '';
}

/** Folds case and accents, so that 'velo', 'Vélo' and 'VÉLO' find the same objects. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
