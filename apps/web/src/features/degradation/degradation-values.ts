import {
  DEGRADATION_STEPS,
  type DeclarationMessageKey,
  type DegradationCategory,
  type FACT_ADDRESS_SOURCES,
  type OverviewChannel,
} from '@pow/domain';
import { type ContactDraft, EMPTY_CONTACT } from '../../shared/declaration-steps/contact-draft.ts';
import { type DeclarantDraft, EMPTY_DECLARANT } from '../../shared/declaration-steps/declarant-draft.ts';
import { chooseVictim, EMPTY_VICTIM, type VictimDraft } from '../../shared/declaration-steps/victim-draft.ts';
import { type AddressDraft, EMPTY_ADDRESS } from '../../shared/fields/address-draft.ts';
import type { AttachmentItem } from '../../shared/wizard/attachments/attachment-list.ts';
import type { GraffitiDraft, ObjectDraft } from './damaged-objects.ts';

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

// The damaged objects' empty values are here, not in damaged-objects.ts: the first render needs these alone.
export const EMPTY_GRAFFITI: GraffitiDraft = {
  complexity: '',
  painting_tool: '',
  readability: '',
  text: '',
  author_signature: '',
  colors: [],
  width: '',
  height: '',
};

export function emptyObject(): ObjectDraft {
  return {
    id: crypto.randomUUID(),
    object: undefined,
    other_text: '',
    brand: '',
    colors: [],
    length: '',
    width: '',
    has_insurance: '',
    company: '',
    policy_number: '',
    start_date: '',
    end_date: '',
    amount: '',
    purchase_price: '',
    description: '',
    graffiti: EMPTY_GRAFFITI,
  };
}

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

/** Spec §2 Cable-damage pilot: the place of the fact is not in a pilot zone (server: the same key). */
export const CABLE_NOT_IN_PILOT_KEY: DeclarationMessageKey = 'error_cable_not_in_pilot';
