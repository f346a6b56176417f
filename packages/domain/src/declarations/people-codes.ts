// The codes and limits of people without zod: the schemas are in people.ts (decision 034).

/** Spec §3 Person type: a private person, or someone acting for an enterprise. */
export const PERSON_TYPES = ['private-person', 'organisation'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** Spec §3 Other fields: for whom the declarant declares. */
export const DECLARE_FOR = ['me', 'someone-else', 'organisation'] as const;
export type DeclareFor = (typeof DECLARE_FOR)[number];

/** Spec §4 Identification: through the digital-identity portal, or manually with the rrn. */
export const IDENTIFICATIONS = ['federal', 'manual'] as const;
export type Identification = (typeof IDENTIFICATIONS)[number];

export const DEFAULT_NATIONALITY = 'BE';
export const ORGANISATION_NAME_MAX = 200;
export const LEGAL_FORM_MAX = 100;
