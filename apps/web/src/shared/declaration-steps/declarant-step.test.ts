import { DeclarantSchema, type RegistryPerson } from '@pow/domain';
import { EXAMPLE_DEGRADATION_CABLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  chooseIdentification,
  type DeclarantDraft,
  declarantPayload,
  EMPTY_DECLARANT,
  federalDeclarant,
} from './declarant-draft.ts';

/** Jan Peeters (shared/fixtures/test-identities.json) as the national registry gives him. */
const JAN: RegistryPerson = {
  rrn: '85073003328',
  firstname: 'Jan',
  lastname: 'Peeters',
  birth_date: '30/07/1985',
  nationality: 'BE',
  address: {
    street: 'Meir',
    number: '12',
    box: '',
    post_code: '2000',
    municipality: 'Antwerpen',
    munKey: '11002',
  },
};
const SESSION = { first_name: 'Jan', last_name: 'Peeters', rrn: '85073003328' };
const CONTACT = { email: 'jan.peeters@example.be', phone_number: { indicator: '32', number: '' } };

describe('the declarant step values (spec §4 Identification)', () => {
  it('identifies federally with the session names and rrn and the registry record, which the schema takes', () => {
    const draft = federalDeclarant(SESSION, JAN);
    expect(draft).toEqual({
      identification: 'federal',
      firstname: 'Jan',
      lastname: 'Peeters',
      rrn: '85073003328',
      birth_date: '30/07/1985',
      nationality: 'BE',
      address: {
        street: 'Meir',
        number: '12',
        box: '',
        post_code: '2000',
        municipality: 'Antwerpen',
        munKey: '11002',
      },
      registry_rrn: '85073003328',
    });
    const parsed = DeclarantSchema.parse({ ...declarantPayload(draft), ...CONTACT });
    expect(parsed).toMatchObject({ identification: 'federal', type: 'private-person', rrn: '85073003328' });
  });

  it('derives a manual declarant’s birth date from the rrn and keeps the local mark out of the payload', () => {
    const draft: DeclarantDraft = {
      ...chooseIdentification('manual'),
      firstname: 'Emma',
      lastname: 'Lambert',
      rrn: '04.02.29-162.65',
      birth_date: '01/01/1990',
      address: {
        municipality: '21004-1000',
        post_code: '1000',
        munKey: '21004',
        street: 'Rue Neuve',
        number: '1',
        box: '',
      },
    };
    const payload = declarantPayload(draft);
    expect(payload).not.toHaveProperty('registry_rrn');
    expect(payload.birth_date).toBe('29/02/2004');
    expect(DeclarantSchema.parse({ ...payload, ...CONTACT }).rrn).toBe('04022916265');
  });

  it('sends the type of the form: an enterprise’s representative for cable damage', () => {
    const payload = declarantPayload(federalDeclarant(SESSION, JAN), 'organisation');
    expect(payload.type).toBe(EXAMPLE_DEGRADATION_CABLES.declarant.type);
  });

  it('is refused by the schema until a way of identifying is chosen', () => {
    const result = DeclarantSchema.safeParse({ ...declarantPayload(EMPTY_DECLARANT), ...CONTACT });
    expect(result.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([
      ['required_field', ['identification']],
    ]);
  });

  it('clears the old fields when the choice changes', () => {
    expect(chooseIdentification('manual')).toEqual({ ...EMPTY_DECLARANT, identification: 'manual' });
    expect(chooseIdentification('federal').registry_rrn).toBe('');
  });
});
