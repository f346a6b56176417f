import type { StepDefinition } from '../wizard/wizard.ts';
import type { AnyShape, Shape } from './paths.ts';
import type { Condition, TextKey } from './summary-types.ts';

/**
 * The field kinds a form's steps are made of (decision 046): the names of the texts each shows, and, for
 * a kind that answers beside another under the same path (the contact data in `declarant`), the paths
 * below it that are its own. The web registers one component per kind (apps/web/src/shared/wizard/engine);
 * a kind named here and not registered there, or a text a field does not give, fails the type check.
 */
export const FIELD_KINDS = {
  /** The person form's eight crime types and "another fact" (spec §2). */
  'crime-type': { texts: [] },
  /** How the declarant identifies: the federal sign-in or typed by hand. */
  declarant: { texts: [] },
  /** The declarant's e-mail (twice) and phone. */
  contact: { texts: [], answers: ['email', 'email_confirmation', 'phone_number'] },
  /** Where it happened: an address, or for some crime types online or a municipality only. */
  'fact-place': {
    texts: [
      'legend',
      'address',
      'municipality',
      'address_hint',
      'online_note',
      'place_address',
      'place_online',
      'place_online_hint',
      'place_municipality',
      'place_municipality_hint',
    ],
  },
  /** When it happened: a date, not in the future, and an hour. */
  moment: { texts: ['date', 'time', 'time_hint'] },
  /** What happened, in the person's words. */
  description: { texts: ['label', 'hint'] },
  /** Photos and documents, uploaded as they are chosen. */
  attachments: { texts: [] },
  /** The answers of every step before, read back, each with a way back to its step. */
  review: { texts: [] },
  /** How the summary reaches its owner: eBox or e-mail. */
  channel: { texts: [] },
  /** The spam trap no person sees (spec §5 dog_color). */
  honeypot: { texts: [] },
} as const satisfies Record<
  string,
  { readonly texts: readonly string[]; readonly answers?: readonly string[] }
>;

export type FieldKindName = keyof typeof FIELD_KINDS;

/** A text, or one chosen by an answer of the form (a crime type's own hint), else `otherwise`. */
export type FieldText<S extends Shape = AnyShape> =
  | TextKey
  | {
      readonly by: S['paths'];
      readonly keys: Readonly<Record<string, TextKey>>;
      readonly otherwise: TextKey;
    };

type TextNames<K extends FieldKindName> = (typeof FIELD_KINDS)[K]['texts'];
type TextsOf<K extends FieldKindName, S extends Shape> =
  TextNames<K> extends readonly []
    ? { readonly texts?: never }
    : { readonly texts: { readonly [N in TextNames<K>[number]]: FieldText<S> } };

/**
 * One field of a step: its kind, where its answer goes in the payload ('' for none, the review), the
 * texts its kind shows, and when it is asked at all. Typed by the payload's shape: a path it does not
 * have fails the type check.
 */
export type FieldUse<S extends Shape = AnyShape> = {
  readonly [K in FieldKindName]: {
    readonly kind: K;
    readonly at: S['paths'] | '';
    readonly when?: Condition<S>;
  } & TextsOf<K, S>;
}[FieldKindName];

/** A step of the wizard made of fields; the payload paths it answers for are its fields'. */
export interface FieldStep<S extends Shape = AnyShape> extends StepDefinition {
  readonly fields: readonly FieldUse<S>[];
}

/**
 * A step from its fields: a server refusal at any of their paths (or at `also`, parts of the payload no
 * field asks, like the form's name) leads back to it.
 */
export function fieldStep<S extends Shape>(
  step: Omit<StepDefinition, 'paths'> & {
    readonly fields: readonly FieldUse<S>[];
    readonly also?: readonly string[];
  },
): FieldStep<S> {
  const { also = [], ...rest } = step;
  const paths = [...step.fields.flatMap(answeredPaths), ...also].map((at) => at.split('.'));
  return { ...rest, paths };
}

/** The payload paths a field answers for. */
function answeredPaths(field: FieldUse): string[] {
  const kind: { readonly texts: readonly string[]; readonly answers?: readonly string[] } =
    FIELD_KINDS[field.kind];
  if (field.at === '') return [];
  return kind.answers ? kind.answers.map((below) => `${field.at}.${below}`) : [field.at];
}

/** The text a field shows for `name`, chosen by the answers when it depends on them. */
export function fieldTextKey(text: FieldText, answer: (path: string) => unknown): TextKey {
  if (typeof text === 'string') return text;
  return text.keys[String(answer(text.by))] ?? text.otherwise;
}

/** Every text key a field may show, for the catalogue checks. */
export function fieldTextKeys(field: FieldUse): TextKey[] {
  const texts: Readonly<Record<string, FieldText>> = field.texts ?? {};
  return Object.values(texts).flatMap((text) =>
    typeof text === 'string' ? [text] : [...Object.values(text.keys), text.otherwise],
  );
}
