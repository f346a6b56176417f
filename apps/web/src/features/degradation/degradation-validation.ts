import {
  createDegradationDeclarationSchema,
  type DegradationCategory,
  type FieldError,
  fieldErrorsOf,
} from '@pow/domain';
import { contactIssues } from '../../shared/declaration-steps/contact-draft.ts';
import { degradationPayload } from './degradation-payload.ts';
import { CABLE_NOT_IN_PILOT_KEY, type DegradationValues } from './degradation-values.ts';
import { factAddress } from './fact-address.ts';

// A chunk of its own with zod and the schemas, fetched after the wizard's first paint (decision 034).
const schema = createDegradationDeclarationSchema();

/**
 * Every issue of the values now: the shared schema on the payload (what the server will check), the
 * e-mail confirmation, and the pilot answer for the cable form's place (`refusedPlace`: the municipality
 * key the pilot check refused, reported at the fact's municipality).
 */
export function validateDegradation(
  category: DegradationCategory,
  values: DegradationValues,
  refusedPlace?: string,
): FieldError[] {
  const issues = fieldErrorsOf(schema, degradationPayload(category, values, []));
  issues.push(...contactIssues(values.contact, ['declarant']));
  if (category === 'cables' && refusedPlace && factAddress(values)?.munKey === refusedPlace) {
    issues.push({ key: CABLE_NOT_IN_PILOT_KEY, path: ['fact', 'address', 'municipality'] });
  }
  return issues;
}
