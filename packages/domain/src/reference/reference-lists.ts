import { z } from 'zod';
import { MUNICIPALITY_KEY_PATTERN } from './municipality-key.ts';

export * from './municipality-key.ts';

/**
 * Reference lists of spec §3, as the API answers them (`v1/reftab/*`), texts in the X-Language language.
 * A municipality item is one postcode–municipality pair; its tkey is `<NIS>-<postcode>` and the NIS code
 * before the dash is the municipality key (munKey) that streets, zones and the cable pilot take. Its
 * text is the postcode and the municipality's name.
 */
export const MunicipalityItemSchema = z.object({
  tkey: z.string(),
  text: z.string(),
  postcode: z.string(),
  munText: z.string(),
  /**
   * The other names the pair is found by: the sections and villages of that postcode in the
   * municipality ('Eynatten' for 4731 Raeren) and, on the municipality's first pair, its names in the
   * other languages ('Luik', 'Liège' for Lüttich). Absent when there are none.
   */
  searchNames: z.array(z.string()).optional(),
});
export type MunicipalityItem = z.infer<typeof MunicipalityItemSchema>;

export const MunicipalityKeySchema = z.string().trim().regex(MUNICIPALITY_KEY_PATTERN, 'required_field');

export const StreetItemSchema = z.object({ text: z.string(), munKey: z.string() });
export type StreetItem = z.infer<typeof StreetItemSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const StreetsQuerySchema = z.object({
  munKey: MunicipalityKeySchema,
  withTemporaryStreets: booleanQuery,
});

export const CountryItemSchema = z.object({
  tkey: z.string(),
  name: z.string(),
  nationality: z.string(),
  /** International calling code without '+', e.g. '32'. */
  prefix: z.string(),
});
export type CountryItem = z.infer<typeof CountryItemSchema>;

export const InsuranceItemSchema = z.object({ tkey: z.string(), text: z.string() });
export type InsuranceItem = z.infer<typeof InsuranceItemSchema>;

/** tkey of 'not specified / other' in every list; 0000 never appears among insurers (spec §3). */
export const NOT_SPECIFIED_TKEY = '9999';
/** fkey of the 'other' object category. */
export const OTHER_OBJECT_FKEY = '999';
export const OBJECT_SEARCH_MAX_RESULTS = 50;
export const OBJECT_NEEDLE_MAX_LENGTH = 100;

export const ObjectItemSchema = z.object({
  tkey: z.string(),
  fkey: z.string(),
  text: z.string(),
  category: z.string(),
  /** The needle was found in the object's own name (not only in its category's). */
  hasNeedle: z.boolean(),
  isNotSpecified: z.boolean(),
  isOther: z.boolean(),
  is_vehicle: z.boolean(),
});
export type ObjectItem = z.infer<typeof ObjectItemSchema>;

export const ObjectsQuerySchema = z.object({
  needle: z.string().trim().max(OBJECT_NEEDLE_MAX_LENGTH, 'error_max_length').optional(),
});

/** `v1/reftab/police-zones?postcode=`: the zone competent for each municipality of a postcode. */
export const PoliceZonesQuerySchema = z.object({
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'required_field'),
});
export const PoliceZoneItemSchema = z.object({
  key: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  munKey: z.string(),
  munText: z.string(),
});
export type PoliceZoneItem = z.infer<typeof PoliceZoneItemSchema>;
