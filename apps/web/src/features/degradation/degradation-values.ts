import {
  DEGRADATION_FACT_TYPES,
  DEGRADATION_STEPS,
  type DeclarationMessageKey,
  type DegradationCategory,
  type FACT_ADDRESS_SOURCES,
  type OverviewChannel,
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
import {
  chooseVictim,
  EMPTY_VICTIM,
  type VictimDraft,
  victimPayload,
} from '../../shared/declaration-steps/victim-draft.ts';
import { type AddressDraft, EMPTY_ADDRESS } from '../../shared/fields/address-draft.ts';
import type { AttachmentItem } from '../../shared/wizard/attachments/attachment-list.ts';
import { emptyObject, type ObjectDraft, objectPayload } from './damaged-objects.ts';

type YesNo = '' | 'yes' | 'no';

/** The fact information step as typed (spec §3 Declaration (degradation) fact). */
export interface FactDraft {
  readonly address_source: (typeof FACT_ADDRESS_SOURCES)[number] | '';
  /** Typed only when the source is 'other'. */
  readonly address: AddressDraft;
  /** The discovery of the damage (the fact's datetime). */
  readonly date: string;
  readonly time: string;
  /** When everything was last seen intact. */
  readonly last_seen_date: string;
  readonly last_seen_time: string;
  readonly has_traces: YesNo;
  readonly description: string;
  /** Cables only. */
  readonly can_help: YesNo;
}

export const EMPTY_FACT: FactDraft = {
  address_source: '',
  address: EMPTY_ADDRESS,
  date: '',
  time: '',
  last_seen_date: '',
  last_seen_time: '',
  has_traces: '',
  description: '',
  can_help: '',
};

/** The whole degradation wizard as typed: plain JSON, kept as the tab's draft. */
export interface DegradationValues {
  readonly declarant: DeclarantDraft;
  readonly contact: ContactDraft;
  readonly victim: VictimDraft;
  readonly objects: readonly ObjectDraft[];
  readonly fact: FactDraft;
  readonly attachments: readonly AttachmentItem[];
  readonly channel: OverviewChannel | '';
  readonly dog_color: string;
}

/** The empty form of a sub-form: cable damage is declared for an enterprise only (spec §2, §6). */
export function initialDegradationValues(category: DegradationCategory): DegradationValues {
  return {
    declarant: EMPTY_DECLARANT,
    contact: EMPTY_CONTACT,
    victim: category === 'cables' ? chooseVictim('organisation') : EMPTY_VICTIM,
    objects: [emptyObject()],
    fact: EMPTY_FACT,
    attachments: [],
    // Spec §4: an organisation victim gets the summary by e-mail.
    channel: category === 'cables' ? 'email' : '',
    dog_color: '',
  };
}

/** The municipality a passed cable pilot check opened the form for (cablePilotPlace of @pow/domain). */
export interface PilotPlace {
  readonly municipality: string;
  readonly post_code: string;
}

/**
 * Decision 015: the cable form opens on the municipality its pilot check allowed, as the fact's
 * address ('another address', street and number still to give). A place the person already chose or
 * typed is theirs and is kept.
 */
export function withPilotPlace(values: DegradationValues, place: PilotPlace): DegradationValues {
  const { fact } = values;
  const untouched =
    fact.address_source === '' || (fact.address_source === 'other' && fact.address.municipality === '');
  if (!untouched) return values;
  return {
    ...values,
    fact: {
      ...fact,
      address_source: 'other',
      address: { ...EMPTY_ADDRESS, municipality: place.municipality, post_code: place.post_code },
    },
  };
}

/** The form's steps, as its definition in packages/domain gives them. */
export { DEGRADATION_STEPS };

export type DegradationStepId =
  | 'declarant_authentication'
  | 'declarant_contact_data'
  | 'victim_info'
  | 'damaged_objects'
  | 'fact_information'
  | 'attachments'
  | 'declaration_overview';

/** The step number (from 1) of a step id. */
export const stepNumber = (id: DegradationStepId) =>
  DEGRADATION_STEPS.findIndex((step) => step.id === id) + 1;

/** The declarant's address once known (registry or typed), as the fact's address when the damage happened there. */
export function declarantAddress(declarant: DeclarantDraft) {
  return declarant.address.municipality.trim() === '' ? undefined : declarant.address;
}

/** The victim's address, as the fact's address when the damage happened there. */
export function victimAddress(values: DegradationValues) {
  const { victim } = values;
  switch (victim.declare_for) {
    case 'me':
      return declarantAddress(values.declarant);
    case 'someone-else':
      return toDeclarationAddress(victim.person.address);
    case 'organisation':
      return victim.organisation && victimPayload(victim).address;
    default:
      return undefined;
  }
}

/** The fact's address by its source (spec §3 Other fields: victim, declarant or other). */
export function factAddress(values: DegradationValues) {
  switch (values.fact.address_source) {
    case 'victim':
      return victimAddress(values);
    case 'declarant':
      return declarantAddress(values.declarant);
    case 'other':
      return toDeclarationAddress(values.fact.address);
    default:
      return undefined;
  }
}

const yesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes');

function factPayload(category: DegradationCategory, values: DegradationValues) {
  const { fact } = values;
  return {
    type: DEGRADATION_FACT_TYPES[category],
    address_source: fact.address_source,
    address: factAddress(values),
    datetime: { date: fact.date, time: fact.time },
    last_seen_datetime: { date: fact.last_seen_date, time: fact.last_seen_time },
    description: fact.description,
    has_traces: yesNo(fact.has_traces),
    ...(category === 'cables' ? { can_help_with_suspect_identification: yesNo(fact.can_help) } : {}),
  };
}

/** `POST v1/information/add` (spec §3 Declaration (degradation)); the server checks it with the same schema. */
export function degradationPayload(
  category: DegradationCategory,
  values: DegradationValues,
  attachmentIds: readonly string[],
) {
  return {
    form: 'degradation' as const,
    category,
    declarant: {
      // Spec §2, §6: the cable form is for declarant type organisation only.
      ...declarantPayload(values.declarant, category === 'cables' ? 'organisation' : 'private-person'),
      ...contactPayload(values.contact),
    },
    victim: victimPayload(values.victim),
    damaged_objects: values.objects.map((object) => objectPayload(object, category === 'graffitis')),
    fact: factPayload(category, values),
    attachments: [...attachmentIds],
    overview: { channel: values.channel },
    dog_color: values.dog_color,
  };
}

/** Spec §2 Cable-damage pilot: the place of the fact is not in a pilot zone (server: the same key). */
export const CABLE_NOT_IN_PILOT_KEY: DeclarationMessageKey = 'error_cable_not_in_pilot';
