// The damage forms' codes and limits without zod: the schemas are in degradation.ts (decision 034).

export * from './degradation-categories.ts';

/** Spec §3 Other fields: where the fact's address was taken from. */
export const FACT_ADDRESS_SOURCES = ['victim', 'declarant', 'other'] as const;

/** Spec §3 Graffiti. `complexity` is the graffiti's type, which spec §5 requires. */
export const GRAFFITI_COMPLEXITIES = ['complex', 'simple', 'graffiti-mural', 'unknown'] as const;
export const GRAFFITI_PAINTING_TOOLS = ['marker', 'spray', 'other', 'unknown'] as const;
export const GRAFFITI_READABILITIES = ['none', 'unreadable', 'readable'] as const;

/** Colour keys of objects and graffiti; the interface translates them (the spec gives no list). */
export const DAMAGE_COLORS = [
  'black',
  'white',
  'grey',
  'silver',
  'gold',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
  'beige',
  'multicoloured',
] as const;
export type DamageColor = (typeof DAMAGE_COLORS)[number];

/** The 'other object' of the catalogue (its only item of category fkey 999): its text is the person's own. */
export const OTHER_OBJECT_TKEY = '9901';

export const MAX_DAMAGED_OBJECTS = 20;
export const MAX_COLORS = DAMAGE_COLORS.length;
export const BRAND_MAX = 100;
export const OBJECT_TEXT_MAX = 200;
export const POLICY_NUMBER_MAX = 50;
export const GRAFFITI_TEXT_MAX = 500;
export const GRAFFITI_SIGNATURE_MAX = 200;
