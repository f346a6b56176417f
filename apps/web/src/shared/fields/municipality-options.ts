import { type MunicipalityItem, municipalityKeyOf } from '@pow/domain';
import type { SelectOption } from './filter-options.ts';

/**
 * The postcode–municipality pairs as options of a select: found by their villages and the
 * municipality's names in every language too, and listed once per municipality (issue 33).
 */
export function municipalityOptions(items: readonly MunicipalityItem[]): SelectOption[] {
  return items.map((item) => ({
    value: item.tkey,
    label: item.text,
    group: municipalityKeyOf(item.tkey),
    ...(item.searchNames ? { searchNames: item.searchNames } : {}),
  }));
}
