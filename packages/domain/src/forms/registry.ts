import { CABLE_DAMAGE_FORM } from './cable-damage/definition.ts';
import { DAMAGE_FORM } from './damage/definition.ts';
import type { FormDefinition } from './definition.ts';
import { PERSON_FORM } from './person/definition.ts';
import { PHISHING_FORM } from './phishing/definition.ts';
import { PHISHING_OFFICER_FORM } from './phishing-officer/definition.ts';

/** Every declaration form: adding one is its folder and a line here. */
export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  PHISHING_FORM,
  PHISHING_OFFICER_FORM,
  DAMAGE_FORM,
  CABLE_DAMAGE_FORM,
  PERSON_FORM,
];

/** The form a payload belongs to, if any. */
export function definitionOf(
  payload: unknown,
  definitions: readonly FormDefinition[] = FORM_DEFINITIONS,
): FormDefinition | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  return definitions.find((definition) => definition.covers(payload));
}
