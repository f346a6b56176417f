import { foldForSearch } from '@pow/domain';

export interface SelectOption {
  /** What the form keeps (a tkey, a street name). Unique within the list. */
  readonly value: string;
  /** What the person reads and what the input shows once chosen. */
  readonly label: string;
  /** More text to match that is not shown, e.g. '+32 32' for a calling code. */
  readonly keywords?: string;
}

/** An option with its text folded once, so filtering a list of 2 800 municipalities stays instant. */
export interface PreparedOption {
  readonly option: SelectOption;
  readonly folded: string;
}

/**
 * Case, accents (spec §5: the filter is case-insensitive; Liège = liege), and the hyphens and
 * apostrophes of Belgian names (Sint-Truiden = sint truiden) do not count.
 */
export function foldQuery(text: string): string {
  return foldForSearch(text)
    .replace(/[\s\-'’.]+/g, ' ')
    .trim();
}

export function prepareOptions(options: readonly SelectOption[]): PreparedOption[] {
  return options.map((option) => ({
    option,
    folded: foldQuery(option.keywords ? `${option.label} ${option.keywords}` : option.label),
  }));
}

/**
 * The options that contain the query, best first: those that start with it, then those with a word
 * that starts with it, then the rest; the list's own order within each group: 'kerk' finds
 * 'Kerkstraat', then 'Oude Kerkstraat', then 'Achterkerkstraat'.
 */
export function filterOptions(prepared: readonly PreparedOption[], query: string): SelectOption[] {
  const needle = foldQuery(query);
  if (needle === '') return prepared.map(({ option }) => option);
  const ranks: [SelectOption[], SelectOption[], SelectOption[]] = [[], [], []];
  for (const { option, folded } of prepared) {
    const at = folded.indexOf(needle);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : folded.charAt(at - 1) === ' ' ? 1 : 2;
    ranks[rank].push(option);
  }
  return ranks.flat();
}

/** The option whose label is exactly what was typed (case and accents aside), when only one is. */
export function exactMatch(prepared: readonly PreparedOption[], query: string): SelectOption | undefined {
  const needle = foldQuery(query);
  if (needle === '') return undefined;
  const found = prepared.filter(({ option }) => foldQuery(option.label) === needle);
  return found.length === 1 ? found[0]?.option : undefined;
}
