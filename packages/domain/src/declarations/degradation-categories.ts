// The sub-forms and their fact types apart from the other codes: a damage wizard's first render needs
// these alone (the report of a refused Send, spec §7), not the colours and graffiti lists (decision 034).

/** Spec §3 Other fields: the sub-forms of the degradation wizard ('various' is /degradation). */
export const DEGRADATION_CATEGORIES = ['various', 'graffitis', 'cables'] as const;
export type DegradationCategory = (typeof DEGRADATION_CATEGORIES)[number];

/**
 * fact.type of each sub-form. The spec gives codes for phishing (5731) and the person form only; these are
 * the portal's own, in a block none of those codes uses, until the police information system's codes are
 * known (then only this table changes, and stored declarations keep their `category`).
 */
export const DEGRADATION_FACT_TYPES = {
  various: '5101',
  graffitis: '5102',
  cables: '5103',
} as const satisfies Record<DegradationCategory, string>;
