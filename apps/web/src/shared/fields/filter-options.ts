import { foldForSearch } from '@pow/domain';

export interface SelectOption {
  /** What the form keeps (a tkey, a street name). Unique within the list. */
  readonly value: string;
  /** What the person reads and what the input shows once chosen. */
  readonly label: string;
  /** More text to match that is not shown, e.g. '+32 32' for a calling code. */
  readonly keywords?: string;
  /**
   * Other names the option is found by (a municipality's villages, its names in the other languages):
   * the one that matched is shown under the label, so the person sees why 'Eynatten' found Raeren.
   */
  readonly searchNames?: readonly string[];
  /** Options of one group (a municipality's postcodes) are listed once, by the best match. */
  readonly group?: string;
}

/** An option with its texts folded once, so filtering a list of 1 200 municipalities stays instant. */
export interface PreparedOption {
  readonly option: SelectOption;
  readonly folded: string;
  readonly searchNames: readonly { readonly name: string; readonly folded: string }[];
}

/** An option the query found, with the other name it was found by when not by its label. */
export interface OptionMatch {
  readonly option: SelectOption;
  readonly foundAs?: string;
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
    searchNames: (option.searchNames ?? []).map((name) => ({ name, folded: foldQuery(name) })),
  }));
}

/** Where the query is in a text: at its start (0), at a word's start (1), inside a word (2). */
function position(folded: string, needle: string): 0 | 1 | 2 | undefined {
  const at = folded.indexOf(needle);
  if (at < 0) return undefined;
  return at === 0 ? 0 : folded.charAt(at - 1) === ' ' ? 1 : 2;
}

/** The rank of a match in the label, and in another name (a whole other name ranks 2), by position. */
const LABEL_RANK = [0, 1, 4] as const;
const OTHER_NAME_RANK = [3, 3, 5] as const;
const RANKS = 6;

/**
 * How well an option answers the query, lower first: its label from the start (0) or from a word's
 * start (1); then one of its other names whole (2), or from its or a word's start (3); then inside the
 * label (4) or inside another name (5). A municipality so named comes before another's village ('Hamme'
 * before Merchtem, whose village Hamme is), a whole village name before the start of another ('Mons'
 * before Nivelles's Monstreux).
 */
function matchOf(
  { folded, searchNames }: PreparedOption,
  needle: string,
): { rank: number; foundAs?: string } | undefined {
  const at = position(folded, needle);
  let best: { rank: number; foundAs?: string } | undefined =
    at === undefined ? undefined : { rank: LABEL_RANK[at] };
  for (const other of searchNames) {
    const where = position(other.folded, needle);
    if (where === undefined) continue;
    const rank = other.folded === needle ? 2 : OTHER_NAME_RANK[where];
    if (!best || rank < best.rank) best = { rank, foundAs: other.name };
  }
  return best;
}

/** The first match of each group, or the chosen option where it is one of its group's matches. */
function onePerGroup(matches: readonly OptionMatch[], chosen: string | undefined): OptionMatch[] {
  const chosenMatch = chosen === undefined ? undefined : matches.find((m) => m.option.value === chosen);
  const listed = new Set<string>();
  const shown: OptionMatch[] = [];
  for (const match of matches) {
    const { group } = match.option;
    if (group === undefined) shown.push(match);
    else if (!listed.has(group)) {
      listed.add(group);
      shown.push(chosenMatch && chosenMatch.option.group === group ? chosenMatch : match);
    }
  }
  return shown;
}

/**
 * The options that contain the query, best first (matchOf), the list's own order within a rank: 'kerk'
 * finds 'Kerkstraat', then 'Oude Kerkstraat', then 'Achterkerkstraat'. The options of a group are
 * listed once: by their best match, or by `chosen` (the field's value) when it matches too.
 */
export function filterOptions(
  prepared: readonly PreparedOption[],
  query: string,
  chosen?: string,
): OptionMatch[] {
  const needle = foldQuery(query);
  const ranks: OptionMatch[][] = Array.from({ length: RANKS }, () => []);
  for (const entry of prepared) {
    const match = needle === '' ? { rank: 0 } : matchOf(entry, needle);
    if (!match) continue;
    const { option } = entry;
    ranks[match.rank]?.push(match.foundAs === undefined ? { option } : { option, foundAs: match.foundAs });
  }
  return onePerGroup(ranks.flat(), chosen);
}

/** The option whose label is exactly what was typed (case and accents aside), when only one is. */
export function exactMatch(prepared: readonly PreparedOption[], query: string): SelectOption | undefined {
  const needle = foldQuery(query);
  if (needle === '') return undefined;
  const found = prepared.filter(({ option }) => foldQuery(option.label) === needle);
  return found.length === 1 ? found[0]?.option : undefined;
}
