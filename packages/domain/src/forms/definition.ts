import type { Declaration } from '../declarations/declaration.ts';
import type { StepDefinition } from '../wizard/wizard.ts';
import type { FieldStep } from './fields.ts';
import type { AnyShape, Shape, ShapeOf } from './paths.ts';
import type { Condition, SummaryStep, TextKey } from './summary-types.ts';

/** A route the form opens at, under /app/<locale>/ (a form may open at several: damage and graffiti). */
export interface FormRoute {
  /** Unique among the routes of the portal; the web's page for it is found by this name. */
  readonly name: string;
  readonly path: string;
}

/** A tile on the home page that leads to the form (or to the questionnaire before it). */
export interface HomeTile {
  /** The path it opens, e.g. 'person' or 'phishing/questionnaire'. */
  readonly to: string;
  readonly title: TextKey;
  readonly text: TextKey;
}

/**
 * Rules of a declaration that need the server's data rather than the shared schema: every object is one
 * of the objects catalogue, every insurer one of the insurers list, the place is in a cable pilot zone.
 */
export type ReferenceCheck = 'objects' | 'insurers' | 'cable-pilot';

/** Who receives the summary: by eBox (national number) or e-mail. */
export interface SummaryRecipient {
  readonly rrn: string | undefined;
  readonly email: string | undefined;
}

/**
 * A declaration form as data (issue 15): where it opens, its steps in order, what each says in the
 * summary, where its fact took place and who receives its summary. The route tables, the home tiles, the
 * sent page, the wizard, the review step, the PDF and the zone's desk read the same definition.
 */
export interface FormDefinition<P> {
  /** The form's name in the registry. */
  readonly id: string;
  /** What kind of declaration this is, in words (a coded choice: by the payload's value at `by`). */
  readonly title: TextKey | { readonly by: string; readonly keys: Readonly<Record<string, TextKey>> };
  /** Whether a payload is one of this form's (by `form`, then degradation's `category`). */
  readonly covers: (payload: { readonly form?: unknown; readonly category?: unknown }) => boolean;
  /** Who files it: a citizen for themselves or another, or an officer for a victim. */
  readonly filedBy: 'citizen' | 'officer';
  readonly routes: readonly FormRoute[];
  /** The sent page's segment: /app/<locale>/success/<success>. */
  readonly success: string;
  readonly homeTile?: HomeTile;
  /**
   * The wizard's steps. Made of fields (`fieldStep`), the one wizard engine of the web renders them; a form
   * whose steps only name their payload paths still has a page of its own (issue 32).
   */
  readonly steps: readonly (StepDefinition | FieldStep<ShapeOf<P>>)[];
  /** The wizard's page, when the engine renders it. */
  readonly page?: WizardPage<ShapeOf<P>>;
  /** Each step in words; every answer path is one of the payload's (a misspelled one fails the type check). */
  readonly summary: readonly SummaryStep<ShapeOf<P>>[];
  readonly referenceChecks?: readonly ReferenceCheck[];
  /** The municipality key (NIS) of the place the competent zone is found from. */
  placeOfFact(payload: P): string;
  recipient(payload: P): SummaryRecipient;
}

/** What the engine needs of a form beyond its steps. */
export interface WizardPage<S extends Shape = AnyShape> {
  /** The catalogue namespace of the page's title, intro and step names (`steps.<step id>`). */
  readonly texts: string;
  /** Raised when the form's fields change, so that a draft kept in a tab is set aside, not misread. */
  readonly draftVersion: number;
  /** What every payload of the form carries whatever is answered (its name in the API). */
  readonly fixed: Readonly<Record<string, unknown>>;
  /** The quick exit is offered while an answer says the author may be close by (issue 21). */
  readonly quickExit?: Condition<S>;
  /** On a 403, spec §8: the last step says so with the contact button, or the page sends to contact. */
  readonly on403: 'step' | 'contact-us';
}

/**
 * Any form of the registry, whatever its payload: its summary's paths were checked against its own payload
 * where it was defined, and it is only ever handed the payloads it `covers`.
 */
export interface RegisteredForm
  extends Omit<FormDefinition<Declaration>, 'summary' | 'placeOfFact' | 'recipient' | 'steps' | 'page'> {
  readonly summary: readonly SummaryStep<AnyShape>[];
  readonly steps: readonly (StepDefinition | FieldStep)[];
  readonly page?: WizardPage;
  placeOfFact(payload: Declaration): string;
  recipient(payload: Declaration): SummaryRecipient;
}

/** The text key of the form's title for a payload. */
export function titleKeyOf(definition: RegisteredForm, payload: unknown): TextKey | undefined {
  const { title } = definition;
  if (typeof title === 'string') return title;
  const value = (payload as Record<string, unknown> | null)?.[title.by];
  return title.keys[String(value)];
}

/** Whether the web's one wizard engine draws the form: it has a page, and every step is made of fields. */
export function drawnByEngine(definition: RegisteredForm): boolean {
  return definition.page !== undefined && definition.steps.every((step) => 'fields' in step);
}
