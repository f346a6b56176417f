/** A name of the payload, if it is one (a company's victim has `name`, a person first and last names). */
const nameIn = (part: unknown, key: string): string => {
  const value = (part as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * What the desk's search looks in (`zone_inbox.search`): the register number and the names of the
 * declarant and of the victim, person or company, in lower case. Written with the inbox's row; the
 * search matches any part of it (by trigrams, migration 0009, or along the zone's index: inbox-query.ts)
 * with a word lowered the same way (`deskSearchWord`): plain LIKE or strpos, cheaper on each row than
 * ILIKE (bench/zone-desk.ts).
 */
export function deskSearchText(register: string, payload: unknown): string {
  const { declarant, victim } = (payload ?? {}) as { declarant?: unknown; victim?: unknown };
  return [
    register,
    nameIn(declarant, 'firstname'),
    nameIn(declarant, 'lastname'),
    nameIn(victim, 'firstname'),
    nameIn(victim, 'lastname'),
    nameIn(victim, 'name'),
  ]
    .join(' ')
    .toLowerCase();
}

/** A word the officer typed, as `deskSearchText` keeps names. */
export const deskSearchWord = (word: string): string => word.toLowerCase();
