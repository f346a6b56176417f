import { z } from 'zod';
import { ImeiSchema } from '../validation/imei.ts';
import { FactDescriptionSchema, maxLength, optionalField } from '../validation/text.ts';
import {
  createFactDateTimeSchema,
  createFactPeriodSchema,
  DeclarationAddressSchema,
  declarationTail,
  MunicipalityPlaceSchema,
  OverviewSchema,
} from './common.ts';
import {
  CRIME_TYPE_CODES,
  type CrimeTypeCode,
  isRepeatedCrimeType,
  LOST_OBJECT_CRIME_TYPE,
  SERIAL_NUMBER_MAX,
} from './crime-types.ts';
import { DamagedObjectItemSchema } from './degradation.ts';
import { BRAND_MAX } from './degradation-codes.ts';
import { type FactPlace, factPlacesOf } from './fact-places.ts';
import { DeclarantSchema } from './people.ts';
import { type Clock, liveClock, pathsRule } from './rules.ts';

export * from './fact-places.ts';

const optionalText = (max: number) =>
  optionalField(z.string({ error: 'required_field' }).check(maxLength(max)));

/**
 * What was lost (issue 33), for a loss of an object (0575): the object from the objects catalogue (the
 * person's own words for "another object"), its brand, serial number and, for a phone, tablet or watch,
 * its IMEI (15 digits, Luhn), all but the object optional.
 */
export const LostObjectSchema = z.object(
  {
    object: DamagedObjectItemSchema,
    brand: optionalText(BRAND_MAX),
    serial_number: optionalText(SERIAL_NUMBER_MAX),
    imei: optionalField(ImeiSchema),
  },
  { error: 'required_field' },
);
export type LostObject = z.output<typeof LostObjectSchema>;

type FactRules = {
  type: CrimeTypeCode;
  datetime?: unknown;
  period?: unknown;
  lost_object?: unknown;
};

/**
 * The person form's fact. Spec §5 leaves this step's field rules open: they are the fact rules of §5
 * (moment not in the future, description 5–2000), as for phishing and degradation. The place is an
 * address unless said otherwise (a payload without `place`, as the spec describes it, is at an address).
 * Issue 33: a threat or a harassment that was repeated is given as a `period` instead of its moment
 * (`datetime`), and a lost object is said by its `lost_object`; neither is taken for another type.
 */
export function createPersonFactSchema(now: Clock = liveClock) {
  const shared = {
    type: z.enum(CRIME_TYPE_CODES, { error: 'error_crime_type_required' }),
    datetime: createFactDateTimeSchema(now).optional(),
    period: createFactPeriodSchema(now).optional(),
    lost_object: LostObjectSchema.optional(),
    description: FactDescriptionSchema,
  };
  return z
    .discriminatedUnion(
      'place',
      [
        z.object({ ...shared, place: z.literal('address').optional(), address: DeclarationAddressSchema }),
        z.object({ ...shared, place: z.literal('online') }),
        z.object({ ...shared, place: z.literal('municipality'), address: MunicipalityPlaceSchema }),
      ],
      { error: 'required_field' },
    )
    .check(
      pathsRule<{ type: CrimeTypeCode; place?: FactPlace }>(
        [['type'], ['place']],
        ['place'],
        ({ type, place }) => factPlacesOf(type).includes(place ?? 'address'),
        'required_field',
      ),
      // When: its moment, or for a repeated fact the period it went on.
      pathsRule<FactRules>(
        [['type'], ['datetime'], ['period']],
        ['datetime'],
        ({ datetime, period }) => datetime !== undefined || period !== undefined,
        'required_field',
      ),
      pathsRule<FactRules>(
        [['type'], ['datetime'], ['period']],
        ['period'],
        ({ type, datetime, period }) =>
          period === undefined || (datetime === undefined && isRepeatedCrimeType(type)),
        'required_field',
      ),
      // What was lost, for a loss of an object only.
      pathsRule<FactRules>(
        [['type'], ['lost_object']],
        ['lost_object', 'object', 'tkey'],
        ({ type, lost_object }) => type !== LOST_OBJECT_CRIME_TYPE || lost_object !== undefined,
        'required_field',
      ),
      pathsRule<FactRules>(
        [['type'], ['lost_object']],
        ['lost_object'],
        ({ type, lost_object }) => lost_object === undefined || type === LOST_OBJECT_CRIME_TYPE,
        'required_field',
      ),
    );
}

/** `POST v1/information/add`, person form (/person, 6 steps): no victim step, the declarant is the victim. */
export function createPersonDeclarationSchema(now: Clock = liveClock) {
  return z.object(
    {
      form: z.literal('person', { error: 'required_field' }),
      declarant: DeclarantSchema,
      fact: createPersonFactSchema(now),
      ...declarationTail,
      overview: OverviewSchema,
    },
    { error: 'required_field' },
  );
}
export const PersonDeclarationSchema = createPersonDeclarationSchema();
export type PersonDeclaration = z.output<typeof PersonDeclarationSchema>;
export type PersonDeclarationInput = z.input<typeof PersonDeclarationSchema>;
