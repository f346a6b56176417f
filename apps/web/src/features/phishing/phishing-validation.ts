import {
  type FieldError,
  fieldErrorsOf,
  PhishingDeclarationSchema,
  PhishingOfficerDeclarationSchema,
} from '@pow/domain';
import { contactIssues } from '../../shared/declaration-steps/contact-draft.ts';
import { isBlankContact } from './author-contact-draft.ts';
import { pendingContactIssue, withPendingAdded } from './author-contacts.ts';
import {
  AMOUNTS_PATH,
  AUTHOR_PATH,
  AUTHOR_STEP,
  type OfficerPhishingValues,
  officerPayload,
  type PhishingFacts,
  type PhishingValues,
  phishingPayload,
} from './phishing-values.ts';

// The checks of both phishing wizards: a chunk of its own with zod and the schemas, fetched after the
// wizard's first paint (decision 034); a move asked before it arrives waits for it (useWizardForm).

/** The checks of the facts steps that the payload cannot show: the pending entry and the amounts question. */
function factsIssues(values: PhishingFacts): FieldError[] {
  const issues: FieldError[] = [];
  const pending = isBlankContact(values.pending)
    ? undefined
    : pendingContactIssue(values.pending, values.contacts);
  if (pending)
    issues.push({ key: pending.message, path: [...AUTHOR_PATH, 'pending', ...pending.path.map(String)] });
  if (values.money_lost === '') issues.push({ key: 'required_field', path: [...AMOUNTS_PATH, 'money_lost'] });
  return issues;
}

/** Every issue of the citizen's values: the shared schema on the payload, plus the browser-only checks. */
export function validatePhishing(values: PhishingValues): FieldError[] {
  return [
    ...fieldErrorsOf(PhishingDeclarationSchema, phishingPayload(values, [])),
    ...contactIssues(values.contact, ['declarant']),
    ...factsIssues(values),
  ];
}

export function validateOfficerPhishing(values: OfficerPhishingValues): FieldError[] {
  return [
    ...fieldErrorsOf(PhishingOfficerDeclarationSchema, officerPayload(values, [])),
    ...contactIssues(values.contact, ['victim']),
    ...factsIssues(values),
  ];
}

/** Spec §4: leaving the author-contacts step adds a pending valid entry. */
export function addPendingOnLeave<T extends PhishingFacts>(step: number, values: T): T {
  return step === AUTHOR_STEP ? withPendingAdded(values) : values;
}
