import { z } from 'zod';
import { FactDescriptionSchema } from '../validation/text.ts';
import {
  createFactDateTimeSchema,
  DeclarationAddressSchema,
  declarationTail,
  MunicipalityPlaceSchema,
  OverviewSchema,
} from './common.ts';
import { CRIME_TYPE_CODES, type CrimeTypeCode, isLossCrimeType } from './crime-types.ts';
import { DeclarantSchema } from './people.ts';
import { type Clock, liveClock, pathsRule } from './rules.ts';

/**
 * Where the fact happened (issue 20): at an address; online (a message, social media, a platform), for
 * the facts that can happen there; or, for a loss, somewhere in a municipality the person knows.
 */
export const FACT_PLACES = ['address', 'online', 'municipality'] as const;
export type FactPlace = (typeof FACT_PLACES)[number];

/** Hate crime, threats, harassment and swindling can happen by message or on a platform. */
export const ONLINE_CRIME_TYPES: readonly CrimeTypeCode[] = ['4513', '0422', '4517', '4711', '0454'];

/** The places a crime type may be declared at: the address always; online or the municipality alone for some. */
export function factPlacesOf(type: unknown): readonly FactPlace[] {
  if (ONLINE_CRIME_TYPES.includes(type as CrimeTypeCode)) return ['address', 'online'];
  if (isLossCrimeType(type)) return ['address', 'municipality'];
  return ['address'];
}

/**
 * The person form's fact. Spec §5 leaves this step's field rules open: they are the fact rules of §5
 * (moment not in the future, description 5–2000), as for phishing and degradation. The place is an
 * address unless said otherwise (a payload without `place`, as the spec describes it, is at an address).
 */
export function createPersonFactSchema(now: Clock = liveClock) {
  const shared = {
    type: z.enum(CRIME_TYPE_CODES, { error: 'error_crime_type_required' }),
    datetime: createFactDateTimeSchema(now),
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
