import { zoneOf } from '../zone-handover/handover-settings.ts';

/**
 * What the person's addition does to a case its zone has handled (issue 30, decision 045): reopens it,
 * or leaves it handled with the "new information" flag. Either way the inbox flags it until an officer
 * of the zone opens it.
 */
export const ADDITION_ON_HANDLED = ['reopen', 'flag'] as const;
export type AdditionOnHandled = (typeof ADDITION_ON_HANDLED)[number];

/** ZONE_ADDITION_ON_HANDLED: every zone's choice, and the zones' own. */
export interface AdditionPolicy {
  readonly default: AdditionOnHandled;
  readonly zones: Readonly<Record<string, AdditionOnHandled>>;
}

const EXAMPLE = 'reopen, or reopen; 5345=flag';

/**
 * ZONE_ADDITION_ON_HANDLED: `reopen` or `flag` for every zone, then a zone's own after its key, entries
 * separated by `;` as ZONE_WORKING_HOURS: `reopen; 5345=flag` (`default=reopen` names every zone's too).
 * Throws a message naming the entry it cannot read.
 */
export function parseAdditionPolicy(text: string, zoneKeys: ReadonlySet<string>): AdditionPolicy {
  let fallback: AdditionOnHandled = 'reopen';
  const zones: Record<string, AdditionOnHandled> = {};
  const seen = new Set<string>();
  const entries = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error(`is empty: write e.g. ${EXAMPLE}`);
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const name = at < 0 ? 'default' : entry.slice(0, at).trim();
    const value = (at < 0 ? entry : entry.slice(at + 1)).trim();
    if (!name || !value) throw new Error(`cannot read "${entry}": write e.g. ${EXAMPLE}`);
    if (seen.has(name)) throw new Error(`names ${name} twice`);
    seen.add(name);
    if (!(ADDITION_ON_HANDLED as readonly string[]).includes(value))
      throw new Error(`the choice of ${name} must be reopen or flag, not "${value}"`);
    const zone = zoneOf(name, zoneKeys);
    if (zone) zones[zone] = value as AdditionOnHandled;
    else fallback = value as AdditionOnHandled;
  }
  return { default: fallback, zones };
}

/** The choice of one zone. */
export const additionOnHandled = (policy: AdditionPolicy, zoneKey: string): AdditionOnHandled =>
  policy.zones[zoneKey] ?? policy.default;
