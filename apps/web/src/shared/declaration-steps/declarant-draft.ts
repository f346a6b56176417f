import {
  DEFAULT_NATIONALITY,
  type Identification,
  type PersonType,
  type RegistryPerson,
  registryIdentity,
  rrnBirthDate,
} from '@pow/domain';
import { type AddressDraft, EMPTY_ADDRESS } from '../fields/address-draft.ts';
import type { FieldMessage } from '../fields/field-message.ts';

type Path = readonly (string | number)[];

/** An address of the payload (DeclarationAddressSchema input): the picker's draft and the NIS key. */
export type DeclarantAddress = AddressDraft & { readonly munKey: string };

/**
 * The declarant_authentication step's values (degradation and person forms): the payload's `declarant`
 * input without its contact data, plus `registry_rrn`, which only the browser keeps.
 */
export interface DeclarantDraft {
  /** '' until the person chooses (spec §4 Identification: not identified). */
  readonly identification: Identification | '';
  readonly firstname: string;
  readonly lastname: string;
  /** As typed (manual, shown YY.MM.DD-XXX.CC) or the session's 11 digits (federal). */
  readonly rrn: string;
  /** The registry's (federal); a manual declarant's comes from the rrn when the payload is built. */
  readonly birth_date: string;
  readonly nationality: string;
  readonly address: DeclarantAddress;
  /** Federal: the rrn whose registry record filled and locked the fields; '' until it is found. */
  readonly registry_rrn: string;
}

export const EMPTY_DECLARANT: DeclarantDraft = {
  identification: '',
  firstname: '',
  lastname: '',
  rrn: '',
  birth_date: '',
  nationality: DEFAULT_NATIONALITY,
  address: { ...EMPTY_ADDRESS, munKey: '' },
  registry_rrn: '',
};

/** Spec §4: another way of identifying clears the person fields of the old one. */
export function chooseIdentification(identification: Identification): DeclarantDraft {
  return { ...EMPTY_DECLARANT, identification };
}

/** Names of the signed-in citizen, as the session gives them (SessionInfo). */
export interface SessionIdentity {
  readonly first_name: string;
  readonly last_name: string;
  readonly rrn?: string | undefined;
}

/**
 * Identified through the digital-identity portal (spec §4): names and rrn copied from the session, the
 * rest from the citizen's own registry record; all locked.
 */
export function federalDeclarant(session: SessionIdentity, person: RegistryPerson): DeclarantDraft {
  return {
    identification: 'federal',
    ...registryIdentity(person),
    firstname: session.first_name,
    lastname: session.last_name,
    rrn: session.rrn ?? person.rrn,
    registry_rrn: person.rrn,
  };
}

/**
 * The payload's `declarant` without the contact data (DeclarantSchema input; add contactPayload of the
 * contact step). `type` is the form's: 'organisation' when declaring for an enterprise (cables).
 */
export function declarantPayload(draft: DeclarantDraft, type: PersonType = 'private-person') {
  const { registry_rrn: _local, ...declarant } = draft;
  return {
    ...declarant,
    type,
    birth_date: draft.identification === 'manual' ? (rrnBirthDate(draft.rrn) ?? '') : draft.birth_date,
  };
}

/** The declarant step's, and its manual identification's, properties. */
export interface DeclarantStepProps {
  readonly value: DeclarantDraft;
  readonly onChange: (value: DeclarantDraft) => void;
  /** Errors relative to the payload's declarant: ['identification'], ['rrn'], ['address', 'street']… */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
}
