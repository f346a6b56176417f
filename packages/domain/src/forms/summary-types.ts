import type { StepDefinition } from '../wizard/wizard.ts';
import type { AnyShape, Shape } from './paths.ts';

/** What a summary is made of: how a form says its answers, and what `summarise` gives. */

/**
 * A text of the catalogues, named `namespace:key.path`: 'phishing:fact.date' is the question of the
 * phishing form's fact date, as the form asks it; 'summary:…' holds the summary's own words.
 */
export type TextKey = `${string}:${string}`;

/** How a value is said to a person (say.ts); a choice names the text of each coded value. */
export type Say =
  | 'text'
  | 'date'
  | 'moment'
  | 'amount'
  | 'iban'
  | 'phone'
  | 'rrn'
  | 'enterprise-number'
  | 'address'
  | 'nationality'
  | 'insurer'
  | 'centimetres'
  | 'attachments'
  | 'author-contact'
  /** An object of the catalogue `{ tkey, text }`: its name in the reader's language, else the person's words. */
  | 'object'
  | { readonly choice: Readonly<Record<string, TextKey>> }
  /**
   * A code of the police's own lists: its name; for the police (the zone's sheet and PDF) the code after
   * it in brackets. The person never reads the code.
   */
  | { readonly coded: Readonly<Record<string, TextKey>> }
  /** A list of coded values, each the text `prefix + value` (colours). */
  | { readonly each: TextKey };

/**
 * The items below are typed by the shape of their context, the payload or a list's element, so that every
 * path is one of its paths (paths.ts); untyped, any path.
 */

/** Shown only when the value at `at` (relative to the same context) is one of `is`. */
export interface Condition<out S extends Shape = AnyShape> {
  readonly at: S['paths'];
  readonly is: readonly unknown[];
}

/** One question and its answer; `at` is a dotted path from the context ('' is the context itself). */
export interface AnswerItem<out S extends Shape = AnyShape> {
  /** The question, or one per value of the answer's own field `by` (a contact's type). */
  readonly question: TextKey | { readonly by: string; readonly keys: Readonly<Record<string, TextKey>> };
  readonly at: S['paths'];
  readonly say: Say;
  readonly when?: Condition<S>;
}

/**
 * A list of the payload (objects, amounts, contacts): with a title each element is a group of its own
 * answers ('Voorwerp 1: Auto', {{number}} and {{name}} from `name`); without one its answers follow flat.
 * The list's items and `name` are paths of its element.
 */
export type ListItem<S extends Shape = AnyShape> = S['lists'] extends infer List
  ? List extends { readonly list: infer L extends string; readonly element: infer E extends Shape }
    ? ListOf<S, L, E>
    : never
  : never;

interface ListOf<S extends Shape, out L extends string, out E extends Shape> {
  readonly list: L;
  readonly title?: TextKey;
  readonly name?: E['paths'];
  /**
   * The element's code in the object catalogue (`object.tkey`): a reader other than the person reads its
   * name from the catalogue in their own language ('Façade', not the 'Gevel' the person chose); `name`
   * is said when the catalogue has none (the person's own words for "another object").
   */
  readonly code?: E['paths'];
  readonly items: readonly SummaryItem<E>[];
  /**
   * The sum of the elements' amounts at `at`, said under `question` before the elements when there are
   * two or more (the amounts lost: one total, in euros, the only currency an amount is taken in).
   */
  readonly total?: { readonly question: TextKey; readonly at: E['paths'] };
  readonly when?: Condition<S>;
}

export type SummaryItem<S extends Shape = AnyShape> = AnswerItem<S> | ListItem<S>;

/** What a step of the form says in the summary, under the step's own title. */
export interface SummaryStep<out S extends Shape = AnyShape> {
  readonly step: string;
  readonly title: TextKey;
  /**
   * The title the police read (the zone's sheet and PDF) when the person's speaks to the person: 'Uw
   * identificatie' is 'De aangever' to them.
   */
  readonly police?: TextKey;
  readonly items: readonly SummaryItem<S>[];
  /** Said when the step holds no answer (no attachments). */
  readonly empty?: TextKey;
}

/**
 * Who reads a summary: the person who declared (the review step, their PDF), or the police (the zone's
 * sheet, its PDF and the hand-over), to whom the headings speak of the declarant in the third person.
 */
export type SummaryReader = 'person' | 'police';

/** The part of a form definition `summarise` reads. */
export interface SummaryDefinition {
  readonly steps: readonly StepDefinition[];
  readonly summary: readonly SummaryStep[];
}

/** Reference data and texts, in the summary's language: the caller knows where they live. */
export interface SummaryLookups {
  /** A catalogue text; `values` fill its `{{name}}` markers. */
  readonly text: (key: TextKey, values?: Readonly<Record<string, string | number>>) => string;
  /** '4000 Liège' for a municipality item key (`<NIS>-<postcode>`). */
  readonly municipality: (tkey: string) => string | undefined;
  readonly nationality: (countryCode: string) => string | undefined;
  readonly insurer: (tkey: string) => string | undefined;
  /**
   * An object of the catalogue by its tkey, undefined for "another object"; without it an object is
   * said as the person chose it, in their language (their own review).
   */
  readonly object?: (tkey: string) => string | undefined;
  readonly attachment: (
    id: string,
  ) => { readonly filename: string; readonly size: number; readonly sha256?: string } | undefined;
  /**
   * An answer as this reader says it, by the question it answers: the police read a birth date with the
   * age (`policeReading`); without it, as said.
   */
  readonly answer?: (question: TextKey, said: string) => string;
}

export interface SummaryAnswer {
  readonly kind: 'answer';
  readonly question: string;
  readonly answer: string;
}
export interface SummaryGroup {
  readonly kind: 'group';
  readonly title: string;
  readonly answers: readonly SummaryAnswer[];
}
export type SummaryEntry = SummaryAnswer | SummaryGroup;

export interface SummarySection {
  readonly step: string;
  /** The step's place in the form (1-based), for its Change link. */
  readonly number: number;
  readonly title: string;
  readonly entries: readonly SummaryEntry[];
  /** Said instead of entries when the step holds none. */
  readonly note?: string;
}
