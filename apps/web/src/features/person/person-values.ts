import {
  type FactPlace,
  factPlacesOf,
  isCrimeTypeCode,
  type OverviewChannel,
  PERSON_STEPS,
} from '@pow/domain';
import { toDeclarationAddress } from '../../shared/declaration-steps/address.ts';
import {
  type ContactDraft,
  contactPayload,
  EMPTY_CONTACT,
} from '../../shared/declaration-steps/contact-draft.ts';
import {
  type DeclarantDraft,
  declarantPayload,
  EMPTY_DECLARANT,
} from '../../shared/declaration-steps/declarant-draft.ts';
import { type AddressDraft, EMPTY_ADDRESS } from '../../shared/fields/address-draft.ts';
import type { AttachmentItem } from '../../shared/wizard/attachments/attachment-list.ts';
import type { CrimeTypeChoice } from './crime-type-options.ts';

/** The fact information step as typed (spec §2: address, date and time, description). */
export interface PersonFactDraft {
  /** Where it happened, when the crime type offers a choice (online, the municipality only). */
  readonly place: FactPlace | '';
  readonly address: AddressDraft;
  readonly date: string;
  readonly time: string;
  readonly description: string;
}

export const EMPTY_PERSON_FACT: PersonFactDraft = {
  place: '',
  address: EMPTY_ADDRESS,
  date: '',
  time: '',
  description: '',
};

/** The whole person form as typed: plain JSON, kept as the tab's draft. */
export interface PersonValues {
  readonly crime_type: CrimeTypeChoice | '';
  /** Quick exit keeps the draft only when the person asked for it (absent in drafts made before). */
  readonly keep_draft?: boolean;
  readonly declarant: DeclarantDraft;
  readonly contact: ContactDraft;
  readonly fact: PersonFactDraft;
  readonly attachments: readonly AttachmentItem[];
  readonly channel: OverviewChannel | '';
  readonly dog_color: string;
}

/** The empty form; the contact e-mail starts as the session's, which the person may change. */
export function initialPersonValues(email = ''): PersonValues {
  return {
    crime_type: '',
    declarant: EMPTY_DECLARANT,
    contact: { ...EMPTY_CONTACT, email, email_confirmation: email },
    fact: EMPTY_PERSON_FACT,
    attachments: [],
    channel: '',
    dog_color: '',
  };
}

/** The form's steps, as its definition in packages/domain gives them. */
export { PERSON_STEPS };

export type PersonStepId =
  | 'crime_type'
  | 'declarant_authentication'
  | 'declarant_contact_data'
  | 'fact_information'
  | 'attachments'
  | 'declaration_overview';

/** The step number (from 1) of a step id. */
export const stepNumber = (id: PersonStepId) => PERSON_STEPS.findIndex((step) => step.id === id) + 1;

/** The crime type code of the choice; 'other' and no choice are no type (spec §3: code or null). */
export function factType(values: Pick<PersonValues, 'crime_type'>) {
  return isCrimeTypeCode(values.crime_type) ? values.crime_type : null;
}

/**
 * Where the fact happened: the place chosen if the crime type offers it, else at an address (a choice
 * made for another crime type no longer counts).
 */
export function factPlace(values: Pick<PersonValues, 'crime_type' | 'fact'>): FactPlace {
  const { place } = values.fact;
  return place !== '' && factPlacesOf(values.crime_type).includes(place) ? place : 'address';
}

/** `POST v1/information/add` of the person form (spec §3 Declaration (person form)). */
export function personPayload(values: PersonValues, attachmentIds: readonly string[]) {
  const place = factPlace(values);
  return {
    form: 'person' as const,
    declarant: { ...declarantPayload(values.declarant), ...contactPayload(values.contact) },
    fact: {
      type: factType(values),
      place,
      ...(place === 'online' ? {} : { address: toDeclarationAddress(values.fact.address) }),
      datetime: { date: values.fact.date, time: values.fact.time },
      description: values.fact.description,
    },
    attachments: [...attachmentIds],
    overview: { channel: values.channel },
    dog_color: values.dog_color,
  };
}
