import { z } from 'zod';
import { AmountSchema } from '../validation/amount.ts';
import { fieldsRule } from '../validation/cross-field.ts';
import {
  DateSchema,
  dateNotInFuture,
  dateOnOrAfter,
  isMomentOnOrBefore,
  type Moment,
} from '../validation/date-time.ts';
import { PositiveIntegerSchema } from '../validation/positive-integer.ts';
import { requiredChoice } from '../validation/required.ts';
import {
  DamageDescriptionSchema,
  FactDescriptionSchema,
  maxLength,
  optionalField,
  requiredString,
  trimmed,
} from '../validation/text.ts';
import {
  createFactDateTimeSchema,
  DateTimeSchema,
  DeclarationAddressSchema,
  declarationTail,
  emailForOrganisation,
  OverviewSchema,
} from './common.ts';
import {
  BRAND_MAX,
  DAMAGE_COLORS,
  DEGRADATION_FACT_TYPES,
  type DegradationCategory,
  FACT_ADDRESS_SOURCES,
  GRAFFITI_COMPLEXITIES,
  GRAFFITI_PAINTING_TOOLS,
  GRAFFITI_READABILITIES,
  GRAFFITI_SIGNATURE_MAX,
  GRAFFITI_TEXT_MAX,
  MAX_COLORS,
  MAX_DAMAGED_OBJECTS,
  OBJECT_TEXT_MAX,
  OTHER_OBJECT_TKEY,
  POLICY_NUMBER_MAX,
} from './degradation-codes.ts';
import { CableVictimSchema, DeclarantSchema, VictimSchema } from './people.ts';
import { type Clock, liveClock, maxItems, pathsRule, readClock } from './rules.ts';

export * from './degradation-codes.ts';

const TKEY = /^\d{4}$/;
const tkey = (test: (value: string) => boolean = () => true) =>
  trimmed(
    requiredString().refine((value) => value === '' || (TKEY.test(value) && test(value)), 'required_field'),
  );
const optionalText = (max: number) =>
  optionalField(z.string({ error: 'required_field' }).check(maxLength(max)));

/**
 * Colours of an object or a graffiti, each at most once: the form's checkboxes cannot repeat one, so a
 * repeated colour is a made-up payload, refused like a colour outside the list (required_field).
 */
export const ColorsSchema = z
  .array(requiredChoice(DAMAGE_COLORS), { error: 'required_field' })
  .check(maxItems(MAX_COLORS))
  .refine((colors) => new Set(colors).size === colors.length, { error: 'required_field' })
  .optional();

/** Spec §3 Damaged object → object: a catalogue item; 'other' carries the person's text. */
export const DamagedObjectItemSchema = z
  .object({ tkey: tkey(), text: optionalText(OBJECT_TEXT_MAX) }, { error: 'required_field' })
  .check(
    fieldsRule(
      ['tkey', 'text'],
      'text',
      ({ tkey, text }) => tkey !== OTHER_OBJECT_TKEY || text !== undefined,
      'required_field',
    ),
  );

/**
 * Spec §3 insurance. With insurance the company is required (an insurers tkey, 9999 for another one);
 * policy number and dates are optional, as people seldom have them at hand, but checked when given:
 * start not in the future, end on or after start.
 */
export function createInsuranceSchema(now: Clock = liveClock) {
  return z.discriminatedUnion(
    'has_insurance',
    [
      z.object({ has_insurance: z.literal('no', { error: 'required_field' }) }),
      z
        .object({
          has_insurance: z.literal('yes', { error: 'required_field' }),
          company: tkey((value) => value !== '0000'),
          policy_number: optionalText(POLICY_NUMBER_MAX),
          start_date: optionalField(dateNotInFuture(readClock(now))),
          end_date: optionalField(DateSchema),
        })
        .check(dateOnOrAfter('end_date', 'start_date')),
    ],
    { error: 'required_field' },
  );
}

/**
 * Spec §3 names a graffiti's sizes `length` and `width`, the words of an object lying flat: the form asked
 * the height of the graffiti and sent it as its `width`, which the summary then printed as its width. On a
 * wall a graffiti has a width and a height, and the payload now says so. A graffiti in the spec's words,
 * told apart by its `length`, is still accepted and read as the form always asked it: `length` along the
 * surface (its width), `width` across it (its height); its issues are then reported at width and height.
 */
function fromSpecSizes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!('length' in value) || 'height' in value) return value;
  const { length, width, ...rest } = value as Record<string, unknown>;
  return { ...rest, width: length, height: width };
}

/** Spec §3 Graffiti; only the type (complexity) is required. Sizes in whole centimetres. */
export const GraffitiSchema = z.preprocess(
  fromSpecSizes,
  z.object(
    {
      complexity: requiredChoice(GRAFFITI_COMPLEXITIES),
      painting_tool: optionalField(requiredChoice(GRAFFITI_PAINTING_TOOLS)),
      readability: optionalField(requiredChoice(GRAFFITI_READABILITIES)),
      text: optionalText(GRAFFITI_TEXT_MAX),
      author_signature: optionalText(GRAFFITI_SIGNATURE_MAX),
      colors: ColorsSchema,
      width: PositiveIntegerSchema,
      height: PositiveIntegerSchema,
    },
    { error: 'required_field' },
  ),
);
export type Graffiti = z.output<typeof GraffitiSchema>;

/** Spec §3 damage: amounts optional but positive when given (estimated), description 1–1500. */
const damage = {
  amount: optionalField(AmountSchema),
  purchase_price: optionalField(AmountSchema),
  description: DamageDescriptionSchema,
};
export const DamageSchema = z.object(damage, { error: 'required_field' });
export const GraffitiDamageSchema = z.object(
  { ...damage, graffiti: GraffitiSchema },
  { error: 'required_field' },
);

/** Spec §3 Damaged object; `damage` is GraffitiDamageSchema in the graffitis sub-form. */
export function createDamagedObjectSchema<D extends z.ZodType>(damage: D, now: Clock = liveClock) {
  return z.object(
    {
      object: DamagedObjectItemSchema,
      brand: optionalText(BRAND_MAX),
      colors: ColorsSchema,
      length: PositiveIntegerSchema,
      width: PositiveIntegerSchema,
      insurance: createInsuranceSchema(now),
      damage,
    },
    { error: 'required_field' },
  );
}
export const DamagedObjectSchema = createDamagedObjectSchema(DamageSchema);
export const GraffitiDamagedObjectSchema = createDamagedObjectSchema(GraffitiDamageSchema);
export type DamagedObject = z.output<typeof DamagedObjectSchema>;

/** At least one object (spec §5 "an object is required"). */
function damagedObjects<D extends z.ZodType>(now: Clock, damage: D) {
  return z
    .array(createDamagedObjectSchema(damage, now), { error: 'required_field' })
    .min(1, { error: 'required_field' })
    .check(maxItems(MAX_DAMAGED_OBJECTS));
}

type Moments = { datetime?: Moment; last_seen_datetime?: Moment };

/**
 * Spec §5: last seen intact on or before the incident, reported on the last-seen time; silent while
 * either moment has an issue of its own. The one copy of this rule (tested through the fact schema).
 */
const lastSeenOnOrBeforeIncident = pathsRule<Moments>(
  [['datetime'], ['last_seen_datetime']],
  ['last_seen_datetime', 'time'],
  ({ datetime, last_seen_datetime }) =>
    !datetime || !last_seen_datetime || isMomentOnOrBefore(last_seen_datetime, datetime),
  'fact_info_last_seen_before_degradation_error',
);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A moment that may be left out: absent, or both fields blank, gives undefined. */
export const OptionalDateTimeSchema = z.preprocess(
  (value) =>
    value === null ||
    (typeof value === 'object' && isBlank((value as Moment).date) && isBlank((value as Moment).time))
      ? undefined
      : value,
  DateTimeSchema.optional(),
);

function factCommon<C extends DegradationCategory>(category: C, now: Clock) {
  return {
    type: z.literal(DEGRADATION_FACT_TYPES[category], { error: 'required_field' }),
    address_source: requiredChoice(FACT_ADDRESS_SOURCES),
    address: DeclarationAddressSchema,
    datetime: createFactDateTimeSchema(now),
    description: FactDescriptionSchema,
    has_traces: z.boolean({ error: 'required_field' }),
  };
}

/** The fact of the various and graffitis sub-forms: fact.type is the sub-form's code. */
export function createDegradationFactSchema<C extends 'various' | 'graffitis'>(
  category: C,
  now: Clock = liveClock,
) {
  return z
    .object({ ...factCommon(category, now), last_seen_datetime: DateTimeSchema }, { error: 'required_field' })
    .check(lastSeenOnOrBeforeIncident);
}

/** The cable fact: no last-seen rule (spec §5), the moment is kept as typed when known; suspect help asked. */
export function createCableFactSchema(now: Clock = liveClock) {
  return z.object(
    {
      ...factCommon('cables', now),
      last_seen_datetime: OptionalDateTimeSchema,
      can_help_with_suspect_identification: z.boolean({ error: 'required_field' }),
    },
    { error: 'required_field' },
  );
}

/** One sub-form's declaration, in the order of the steps (spec §2 Degradation wizard steps). */
function degradationVariant<
  C extends DegradationCategory,
  V extends z.ZodType,
  O extends z.ZodType,
  F extends z.ZodType,
>(category: C, victim: V, damagedObjects: O, fact: F) {
  return z
    .object(
      {
        form: z.literal('degradation', { error: 'required_field' }),
        category: z.literal(category, { error: 'required_field' }),
        declarant: DeclarantSchema,
        victim,
        damaged_objects: damagedObjects,
        fact,
        ...declarationTail,
        overview: OverviewSchema,
      },
      { error: 'required_field' },
    )
    .check(emailForOrganisation());
}

/** `POST v1/information/add`, degradation: discriminated by `category` (various, graffitis, cables). */
export function createDegradationDeclarationSchema(now: Clock = liveClock) {
  return z.discriminatedUnion(
    'category',
    [
      degradationVariant(
        'various',
        VictimSchema,
        damagedObjects(now, DamageSchema),
        createDegradationFactSchema('various', now),
      ),
      degradationVariant(
        'graffitis',
        VictimSchema,
        damagedObjects(now, GraffitiDamageSchema),
        createDegradationFactSchema('graffitis', now),
      ),
      degradationVariant(
        'cables',
        CableVictimSchema,
        damagedObjects(now, DamageSchema),
        createCableFactSchema(now),
      ),
    ],
    { error: 'required_field' },
  );
}
export const DegradationDeclarationSchema = createDegradationDeclarationSchema();
export type DegradationDeclaration = z.output<typeof DegradationDeclarationSchema>;
export type DegradationDeclarationInput = z.input<typeof DegradationDeclarationSchema>;
