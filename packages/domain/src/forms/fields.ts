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
  /**
   * When a fact that may be repeated happened (issue 33): once, a date and an hour as `moment` asks
   * them, or over a period, from one date to another; the person form's own (its chunk comes with it).
   */
  'moment-or-period': {
    texts: [
      'legend',
      'once',
      'period',
      'period_hint',
      'date',
      'time',
      'time_hint',
      'start_date',
      'end_date',
      'end_date_hint',
      'start_name',
    ],
    answers: ['datetime', 'period'],
  },
  /**
   * What was lost (issue 33): the object from the objects catalogue, its brand, serial number and, for
   * a device that has one, its IMEI; the person form's own (its chunk comes with it).
   */
  'lost-object': {
    texts: [
      'legend',
      'search',
      'search_hint',
      'other',
      'other_hint',
      'brand',
      'serial_number',
      'serial_number_hint',
      'imei',
      'imei_hint',
    ],
  },
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
  /** The declarant as the federal sign-in and the registry know them, no manual way (phishing). */
  'signed-in-declarant': { texts: ['mandatory', 'alternatives'] },
  /** For whom: the declarant, another person, or an organisation from the register. */
  victim: { texts: [] },
  /** How the author reached the victim: e-mail addresses, websites, phones, accounts; at least one. */
  'author-contacts': {
    texts: [
      'intro',
      'list',
      'none',
      'add_title',
      'type',
      'type_email',
      'type_url',
      'type_phone',
      'type_account',
      'email',
      'url',
      'url_hint',
      'phone',
      'account',
      'account_hint',
      'platform',
      'platform_hint',
      'add',
      'added',
      'remove',
    ],
  },
  /**
   * Whether money was lost, and if so each account it went to and how much; `none` is said when every row
   * was removed (each may be, issue 33).
   */
  amounts: { texts: ['question', 'yes', 'no', 'intro', 'row', 'iban', 'amount', 'add', 'remove', 'none'] },
  /** The declaration summed up in a sentence or two, on the overview. */
  'overview-text': { texts: ['label', 'hint'] },
  /** The officer's own names and matricule, from the police session, read-only. */
  officer: { texts: ['intro', 'last_name', 'first_name', 'matricule'] },
  /** The victim an officer declares for, found in the registry by rrn. */
  'victim-lookup': { texts: ['intro', 'name', 'birth_date', 'address', 'not_found'] },
  /** The victim's e-mail (twice) and phone, typed by the officer. */
  'victim-contact': {
    texts: ['intro', 'email', 'email_confirmation', 'phone'],
    answers: ['email', 'email_confirmation', 'phone_number'],
  },
  /** The cable form's victim: an enterprise from the register, nothing else (spec §2, §6). */
  'enterprise-victim': { texts: [] },
  /** The damaged objects, at least one: each from the objects catalogue, its insurance and damage. */
  'damaged-objects': { texts: ['intro'] },
  /** The same, each object with its graffiti: type, tool, text, signature, colours, size (spec §3). */
  'graffiti-objects': { texts: ['intro'] },
  /** Where the damage happened: the victim's, the declarant's or another address. */
  'damage-place': { texts: [], answers: ['address_source', 'address'] },
  /** The same for the cable form: starts on its pilot's municipality, refused outside the pilot. */
  'cable-place': { texts: [], answers: ['address_source', 'address'] },
  /** When all was last seen intact: a date, with a hint, and an hour, on or before the discovery. */
  'last-seen': { texts: ['date', 'date_hint', 'time', 'time_hint'] },
  /** A question answered yes or no. */
  'yes-no': { texts: ['legend', 'hint', 'yes', 'no'] },
  /**
   * Whether the transfers may be passed at once to the banks' fraud desks, and with a yes the account the
   * money left from; asked only when money left (decision 048).
   */
  'bank-notice': { texts: ['legend', 'hint', 'yes', 'no', 'account', 'account_hint'] },
  /** Whether the author's web and e-mail addresses may go to Safeonweb; asked only when there are some. */
  'takedown-consent': { texts: ['legend', 'hint', 'yes', 'no'] },
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
 * texts its kind shows, and when it is asked at all (the graffiti form's objects: by its category).
 * Typed by the payload's shape: a path it does not have fails the type check.
 */
export type FieldUse<S extends Shape = AnyShape> = {
  readonly [K in FieldKindName]: {
    readonly kind: K;
    readonly at: S['paths'] | '';
    readonly when?: Condition<S>;
    /** Its name on the page, its elements' test ids (a kind asked twice in a form: yes or no). */
    readonly id?: string;
    /** Asked, but it may stay blank: not marked as required (the cable form's last-seen moment). */
    readonly optional?: boolean;
    /**
     * What answers the question instead of the person (issue 33): `sign-in`, a citizen signed in through
     * the federal sign-in (eID or itsme) is identified by it and not asked how they identify; they may
     * still choose to type their data.
     */
    readonly answeredBy?: 'sign-in';
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
