import { DEFAULT_NATIONALITY, type DeclareFor, type Organisation } from '@pow/domain';
import { type AddressDraft, EMPTY_ADDRESS } from '../fields/address-draft.ts';
import { EMPTY_PHONE, type PhoneValue } from '../fields/phone-value.ts';
import { fromRegistryAddress, toDeclarationAddress } from './address.ts';

/** Another person as victim, typed by the declarant. */
export interface OtherPersonDraft {
  readonly firstname: string;
  readonly lastname: string;
  readonly birth_date: string;
  readonly nationality: string;
  readonly address: AddressDraft;
  readonly email: string;
  readonly phone_number: PhoneValue;
}

/** The victim step's values (spec §4: me, someone else, or an organisation chosen from the register). */
export interface VictimDraft {
  readonly declare_for: DeclareFor | '';
  readonly person: OtherPersonDraft;
  readonly organisation: Organisation | undefined;
}

const EMPTY_PERSON: OtherPersonDraft = {
  firstname: '',
  lastname: '',
  birth_date: '',
  nationality: DEFAULT_NATIONALITY,
  address: EMPTY_ADDRESS,
  email: '',
  phone_number: EMPTY_PHONE,
};

export const EMPTY_VICTIM: VictimDraft = { declare_for: '', person: EMPTY_PERSON, organisation: undefined };

/** Spec §4: an organisation victim gets the summary by e-mail only (`answer`: the payload's). */
export const forOrganisation = (answer: (path: string) => unknown) =>
  answer('victim.declare_for') === 'organisation';

/** Spec §4: changing the choice clears the old person fields. */
export function chooseVictim(declareFor: DeclareFor): VictimDraft {
  return { ...EMPTY_VICTIM, declare_for: declareFor };
}

/** The payload's `victim` (VictimSchema input). */
export function victimPayload(draft: VictimDraft) {
  switch (draft.declare_for) {
    case 'me':
      return { declare_for: 'me' as const };
    case 'someone-else': {
      const { address, ...person } = draft.person;
      return {
        declare_for: 'someone-else' as const,
        type: 'private-person' as const,
        ...person,
        address: toDeclarationAddress(address),
      };
    }
    case 'organisation':
      if (!draft.organisation) return { declare_for: 'organisation' as const };
      return {
        declare_for: 'organisation' as const,
        type: 'organisation' as const,
        name: draft.organisation.name,
        number: draft.organisation.number,
        legal_form: draft.organisation.legal_form,
        address: fromRegistryAddress(draft.organisation.address),
      };
    default:
      return { declare_for: draft.declare_for };
  }
}
