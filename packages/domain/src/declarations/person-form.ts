import { z } from 'zod';
import { FactDescriptionSchema } from '../validation/text.ts';
import {
  createFactDateTimeSchema,
  DeclarationAddressSchema,
  declarationTail,
  OverviewSchema,
} from './common.ts';
import { CRIME_TYPE_CODES } from './crime-types.ts';
import { DeclarantSchema } from './people.ts';
import { type Clock, liveClock } from './rules.ts';

/**
 * The person form's fact. Spec §5 leaves this step's field rules open: they are the fact rules of §5
 * (moment not in the future, description 5–2000), as for phishing and degradation.
 */
export function createPersonFactSchema(now: Clock = liveClock) {
  return z.object(
    {
      type: z.enum(CRIME_TYPE_CODES, { error: 'error_crime_type_required' }),
      address: DeclarationAddressSchema,
      datetime: createFactDateTimeSchema(now),
      description: FactDescriptionSchema,
    },
    { error: 'required_field' },
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
