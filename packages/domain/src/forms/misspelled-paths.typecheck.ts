import type { PersonDeclaration } from '../declarations/person-form.ts';
import type { FormDefinition } from './definition.ts';
import { PERSON_FORM } from './person/definition.ts';

/**
 * A definition that must not compile, proved by the type check itself (npm run typecheck, never run):
 * each line marked below names a path the person form's payload does not have. Were such a path
 * accepted, its expected error would be missing and the type check would fail on the marker.
 */
export const MISSPELLED: FormDefinition<PersonDeclaration> = {
  ...PERSON_FORM,
  summary: [
    {
      step: 'fact_information',
      title: 'person:steps.fact_information',
      items: [
        // @ts-expect-error 'fact.descripton' is no path of the person form's payload
        { question: 'person:fact.description', at: 'fact.descripton', say: 'text' },
        {
          question: 'person:fact.address',
          at: 'fact.address',
          say: 'address',
          // @ts-expect-error nor is a condition on 'fact.plac'
          when: { at: 'fact.plac', is: [] },
        },
        // @ts-expect-error nor a list the payload does not have
        { list: 'damaged_objects', items: [] },
      ],
    },
  ],
};
