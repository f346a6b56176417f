import type { StepDefinition } from '../wizard/wizard.ts';
import type { FieldStep } from './fields.ts';
import type { AnyShape, Shape, ShapeOf } from './paths.ts';
import type { Condition, SummaryStep, TextKey } from './summary-types.ts';
import { valueAt } from './value-at.ts';

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
 * of the objects catalogue, every insurer one of the insurers list, the place is in a cable pilot zone,
 * a lost object (the person form, issue 33) is one of the objects catalogue.
 */
export type ReferenceCheck = 'objects' | 'insurers' | 'cable-pilot' | 'lost-object';

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
  /**
   * What kind of declaration this is, in words, as the person's list, page, PDF and messages name it: one
   * text, or one by the payload's value at the dotted path `by` (the damage form's category, the person
   * form's crime type), `otherwise` when that value has none.
   */
  readonly title:
    | TextKey
    | {
        readonly by: string;
        readonly keys: Readonly<Record<string, TextKey>>;
        readonly otherwise?: TextKey;
      };
  /** Whether a payload is one of this form's (by `form`, then degradation's `category`). */
  readonly covers: (payload: { readonly form?: unknown; readonly category?: unknown }) => boolean;
  /** Who files it: a citizen for themselves or another, or an officer for a victim. */
  readonly filedBy: 'citizen' | 'officer';
  readonly routes: readonly FormRoute[];
  /** The sent page's segment: /app/<locale>/success/<success>. */
  readonly success: string;
  readonly homeTile?: HomeTile;
  /**
   * After Send (issue 33): what the person can do next (the sent page) and what they may add later (My
   * declarations), for the kind of fact they declared; none for a form filed by an officer.
   */
  readonly hints?: { readonly next: ByAnswer; readonly add: ByAnswer };
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

/**
 * A text chosen by an answer: one text, or one by the payload's value at the dotted path `by` (the
 * damage form's category, the person form's crime type), `otherwise` when that value has none.
 */
export type ByAnswer =
  | TextKey
  | {
      readonly by: string;
      readonly keys: Readonly<Record<string, TextKey>>;
      readonly otherwise?: TextKey;
    };

/** The text of a `ByAnswer` for a payload. */
export function byAnswerKeyOf(choice: ByAnswer, payload: unknown): TextKey | undefined {
  if (typeof choice === 'string') return choice;
  return choice.keys[String(valueAt(payload, choice.by))] ?? choice.otherwise;
}

/** Every text a `ByAnswer` may give. */
export function byAnswerKeys(choice: ByAnswer): TextKey[] {
  if (typeof choice === 'string') return [choice];
  return [...Object.values(choice.keys), ...(choice.otherwise ? [choice.otherwise] : [])];
}

/** The form's hint for a payload: what to do next, or what may be added later (`FormDefinition.hints`). */
export function hintKeyOf(
  definition: RegisteredForm,
  hint: 'next' | 'add',
  payload: unknown,
): TextKey | undefined {
  const hints = definition.hints;
  return hints && byAnswerKeyOf(hints[hint], payload);
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
  /** The test ids of the page and its stepper, `<testId>-page` and `<testId>-wizard`: the form's id unless said. */
  readonly testId?: string;
  /** The keys (in `texts`) of the page's title and of its introduction: 'title' and 'intro' unless said. */
  readonly title?: string;
  /**
   * Instead of an introduction, a warning under the title until it is closed (an officer declares for a
   * victim, spec §6): the keys of its text and of its close button; its test id is its text's key, dots
   * made hyphens ('officer-warning', its button '…-close').
   */
  readonly warning?: { readonly text: string; readonly close: string };
  /** The page is where its people land (the officer's phishing form): no breadcrumbs back to home. */
  readonly landing?: boolean;
  /**
   * What a route has of its own, by its name, where a form opens at several (damage and graffiti): the
   * answers it adds to `fixed` (its `category`), the keys of its title and introduction; each route
   * keeps a draft of its own.
   */
  readonly routes?: Readonly<Record<string, RoutePage>>;
  /** The key (in `texts`) of the introduction: 'intro' unless said (a route's own, `routes`). */
  readonly intro?: string;
  /** The name of the tab's draft: the form's id unless said (a route's own, `routes`). */
  readonly draft?: string;
  /** The pages between home and the form in the breadcrumbs (the damage forms: theft and degradation). */
  readonly trail?: readonly { readonly title: TextKey; readonly to: string }[];
  /** A check the tab must have passed before the form opens, else the person is sent to it (decision 015). */
  readonly gate?: FormGate;
}

/** A form's page at one of its routes (WizardPage.routes). */
export interface RoutePage {
  readonly fixed: Readonly<Record<string, unknown>>;
  readonly title: string;
  readonly intro: string;
}

/** The checks a form may need to have been passed in the tab: the cable pilot (decision 015). */
export type FormGate = 'cable-pilot';

/**
 * Any form of the registry, whatever its payload: its summary's paths were checked against its own payload
 * where it was defined, and it is only ever handed the payloads it `covers`.
 */
export interface RegisteredForm
  extends Omit<FormDefinition<AnyPayload>, 'summary' | 'placeOfFact' | 'recipient' | 'steps' | 'page'> {
  readonly summary: readonly SummaryStep<AnyShape>[];
  readonly steps: readonly (StepDefinition | FieldStep)[];
  readonly page?: WizardPage;
  placeOfFact(payload: AnyPayload): string;
  recipient(payload: AnyPayload): SummaryRecipient;
}

/** Any form's payload, as the registry hands it on (the union of them all is `Declaration`). */
export interface AnyPayload {
  readonly form: string;
}

/** The text key of the form's title for a payload. */
export function titleKeyOf(definition: RegisteredForm, payload: unknown): TextKey | undefined {
  const { title } = definition;
  if (typeof title === 'string') return title;
  return title.keys[String(valueAt(payload, title.by))] ?? title.otherwise;
}

/**
 * The form as it opens at one of its routes (WizardPage.routes): its fixed answers with the route's, the
 * route's title and introduction, and a draft of the route's own; the form itself where the route has
 * nothing of its own.
 */
export function atRoute(definition: RegisteredForm, route: string): RegisteredForm {
  const page = definition.page;
  const own = page?.routes?.[route];
  if (!page || !own) return definition;
  const fixed = { ...page.fixed, ...own.fixed };
  return { ...definition, page: { ...page, fixed, title: own.title, intro: own.intro, draft: route } };
}

/** Whether the web's one wizard engine draws the form: it has a page, and every step is made of fields. */
export function drawnByEngine(definition: RegisteredForm): boolean {
  return definition.page !== undefined && definition.steps.every((step) => 'fields' in step);
}
