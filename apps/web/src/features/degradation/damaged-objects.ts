import type {
  DamageColor,
  GRAFFITI_COMPLEXITIES,
  GRAFFITI_PAINTING_TOOLS,
  GRAFFITI_READABILITIES,
  ObjectItem,
} from '@pow/domain';

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
  /** Asked in the graffitis sub-form only. */
  readonly graffiti: GraffitiDraft;
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
