import { CABLE_DAMAGE_FORM } from './cable-damage/definition.ts';
import { DAMAGE_FORM } from './damage/definition.ts';
import type { FormDefinition, HomeTile, RegisteredForm, SummaryRecipient } from './definition.ts';
import { PERSON_FORM } from './person/definition.ts';
import { PHISHING_FORM } from './phishing/definition.ts';
import { PHISHING_OFFICER_FORM } from './phishing-officer/definition.ts';

/**
 * Every declaration form, in the order of the home tiles. A new form is its folder and a line here
 * (docs/adding-a-form.md): its payload joins the schema the API checks (`declarations/declaration.ts`),
 * its texts are found by its folder's name. Each definition is typed by its own payload; `covers` decides
 * which payloads reach it.
 */
const REGISTRY = [PHISHING_FORM, PHISHING_OFFICER_FORM, DAMAGE_FORM, CABLE_DAMAGE_FORM, PERSON_FORM] as const;

export const FORM_DEFINITIONS: readonly RegisteredForm[] = REGISTRY;

/** The payload of any registered form: the union the API accepts. */
export type RegisteredPayload = (typeof REGISTRY)[number] extends infer D
  ? D extends FormDefinition<infer P>
    ? P
    : never
  : never;

/** A form's name in the API's payloads (`form`): its id, unless it kept an older name (spec §4). */
export function payloadFormOf(definition: RegisteredForm): string {
  return String(definition.page?.fixed.form ?? definition.id);
}

/** The forms of `POST v1/information/add`, as payloads name them; degradation is told apart by `category`. */
export const DECLARATION_FORMS = [
  ...new Set(FORM_DEFINITIONS.map((definition) => payloadFormOf(definition))),
] as [RegisteredPayload['form'], ...RegisteredPayload['form'][]];
export type DeclarationForm = RegisteredPayload['form'];

/** The form a payload belongs to, if any. */
export function definitionOf(
  payload: unknown,
  definitions: readonly RegisteredForm[] = FORM_DEFINITIONS,
): RegisteredForm | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  return definitions.find((definition) => definition.covers(payload));
}

function requireDefinition(declaration: RegisteredPayload): RegisteredForm {
  const definition = definitionOf(declaration);
  // The declaration schema and the registry cover the same forms (registry.test.ts).
  if (!definition) throw new Error(`no form definition covers ${declaration.form}`);
  return definition;
}

/** The municipality key (NIS) the competent zone is found from (issue 4), as the form defines it. */
export function placeOfFact(declaration: RegisteredPayload): string {
  return requireDefinition(declaration).placeOfFact(declaration);
}

/** Who receives the summary of a declaration, as its form defines it. */
export function recipientOf(declaration: RegisteredPayload): SummaryRecipient {
  return requireDefinition(declaration).recipient(declaration);
}

/** The sent pages' segments (success/:form), one per form that has its own. */
export function successFormsOf(definitions: readonly RegisteredForm[] = FORM_DEFINITIONS): readonly string[] {
  return [...new Set(definitions.map((definition) => definition.success))];
}

/** The forms' tiles on the home page, in the registry's order, each with the id of its form. */
export function homeTilesOf(
  definitions: readonly RegisteredForm[] = FORM_DEFINITIONS,
): readonly (HomeTile & { readonly form: string })[] {
  return definitions.flatMap(({ id, homeTile }) => (homeTile ? [{ form: id, ...homeTile }] : []));
}
