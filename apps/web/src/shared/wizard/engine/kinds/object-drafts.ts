import type {
  DamageColor,
  GRAFFITI_COMPLEXITIES,
  GRAFFITI_PAINTING_TOOLS,
  GRAFFITI_READABILITIES,
  ObjectItem,
} from '@pow/domain';

// The damaged objects as typed, and the payload's entries they make: small, in the engine's chunk (the
// kind's draft and answer); their fields are damaged-objects-view.tsx.

type Choice<T extends readonly string[]> = T[number] | '';

/** The graffiti of an object as typed (spec §3 Graffiti); only its type (complexity) is required. */
export interface GraffitiDraft {
  readonly complexity: Choice<typeof GRAFFITI_COMPLEXITIES>;
  readonly painting_tool: Choice<typeof GRAFFITI_PAINTING_TOOLS>;
  readonly readability: Choice<typeof GRAFFITI_READABILITIES>;
  readonly text: string;
  readonly author_signature: string;
  readonly colors: readonly DamageColor[];
  readonly width: string;
  readonly height: string;
}

/** The catalogue item chosen for an object, as much of it as the form needs once the search is gone. */
export interface ChosenObject {
  readonly tkey: string;
  readonly text: string;
  /** The 'other object' entry: the person names the object in `other_text`. */
  readonly isOther: boolean;
}

/** One damaged object as typed (spec §3 Damaged object). */
export interface ObjectDraft {
  /** Identity of the entry in the list (React keys, focus after adding); never sent. */
  readonly id: string;
  readonly object: ChosenObject | undefined;
  readonly other_text: string;
  readonly brand: string;
  readonly colors: readonly DamageColor[];
  readonly length: string;
  readonly width: string;
  readonly has_insurance: '' | 'yes' | 'no';
  readonly company: string;
  readonly policy_number: string;
  readonly start_date: string;
  readonly end_date: string;
  readonly amount: string;
  readonly purchase_price: string;
  readonly description: string;
  /** Asked by the graffiti-objects kind only. */
  readonly graffiti: GraffitiDraft;
}

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

/** A catalogue item as kept in the draft. */
export function chosenObject(item: ObjectItem): ChosenObject {
  return { tkey: item.tkey, text: item.text, isOther: item.isOther };
}

/** The object's name as the person knows it: the catalogue's, or their own for 'other'. */
export function objectName(draft: ObjectDraft): string {
  if (!draft.object) return '';
  return draft.object.isOther && draft.other_text.trim() !== '' ? draft.other_text.trim() : draft.object.text;
}

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
 * the shared schema reads them as absent. The graffiti goes with the damage in the graffiti form.
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
