import { z } from 'zod';
import { FactDescriptionSchema } from '../validation/text.ts';
import {
  createFactDateTimeSchema,
  DeclarationAddressSchema,
  declarationTail,
  MunicipalityPlaceSchema,
  OverviewSchema,
} from './common.ts';
import { CRIME_TYPE_CODES, type CrimeTypeCode } from './crime-types.ts';
import { type FactPlace, factPlacesOf } from './fact-places.ts';
import { DeclarantSchema } from './people.ts';
import { type Clock, liveClock, pathsRule } from './rules.ts';

export * from './fact-places.ts';

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
