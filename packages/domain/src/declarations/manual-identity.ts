import { foldForSearch } from '../reference/reference-lists.ts';

interface Names {
  readonly firstname: string;
  readonly lastname: string;
}

/** A name as it is compared: no accents, case, hyphens, apostrophes or double spaces. */
const words = (name: string) =>
  foldForSearch(name)
    .split(/[\s'’-]+/)
    .filter(Boolean);

/**
 * Whether the names a person typed are those the national registry holds for the rrn they typed
 * (issue 20: manual identification is checked, not taken on trust). The last name must be the
 * registry's; the first names may stop early ("Jan" for "Jan Pieter"), as people write them.
 */
export function namesMatch(typed: Names, registry: Names): boolean {
  const last = words(typed.lastname);
  const first = words(typed.firstname);
  const registryFirst = words(registry.firstname);
  return (
    last.length > 0 &&
    last.join(' ') === words(registry.lastname).join(' ') &&
    first.length > 0 &&
    first.every((word, index) => registryFirst[index] === word)
  );
}
