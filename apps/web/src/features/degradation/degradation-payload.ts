import { DEGRADATION_FACT_TYPES, type DegradationCategory } from '@pow/domain';
import { contactPayload } from '../../shared/declaration-steps/contact-draft.ts';
import { declarantPayload } from '../../shared/declaration-steps/declarant-draft.ts';
import { victimPayload } from '../../shared/declaration-steps/victim-draft.ts';
import type { GraffitiDraft, ObjectDraft } from './damaged-objects.ts';
import type { DegradationValues, FactDraft } from './degradation-values.ts';
import { factAddress } from './fact-address.ts';

// What is sent, built only to be sent, checked or read back: it comes with the validation, the review
// step's code or Send, never with the wizard's first render (decision 034).

/** Spec §3 insurance: only 'yes' carries the company, the policy and its dates. */
function insurancePayload(draft: ObjectDraft) {
  if (draft.has_insurance !== 'yes') return { has_insurance: draft.has_insurance };
  return {
    has_insurance: 'yes' as const,
    company: draft.company,
    policy_number: draft.policy_number,
    start_date: draft.start_date,
    end_date: draft.end_date,
  };
}

/** A text typed before 'there is no text' was chosen is not sent. */
function graffitiPayload(graffiti: GraffitiDraft) {
  return {
    ...graffiti,
    text: graffiti.readability === 'none' ? '' : graffiti.text,
    colors: [...graffiti.colors],
  };
}

/**
 * One entry of the payload's `damaged_objects` (DamagedObjectSchema input): blanks stay blank strings,
 * the shared schema reads them as absent. The graffiti goes with the damage in the graffitis sub-form.
 */
export function objectPayload(draft: ObjectDraft, withGraffiti: boolean) {
  const object = draft.object;
  return {
    object: object
      ? { tkey: object.tkey, text: object.isOther ? draft.other_text : object.text }
      : { tkey: '', text: '' },
    brand: draft.brand,
    colors: [...draft.colors],
    length: draft.length,
    width: draft.width,
    insurance: insurancePayload(draft),
    damage: {
      amount: draft.amount,
      purchase_price: draft.purchase_price,
      description: draft.description,
      ...(withGraffiti ? { graffiti: graffitiPayload(draft.graffiti) } : {}),
    },
  };
}

const yesNo = (value: FactDraft['has_traces']) => (value === '' ? undefined : value === 'yes');

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
