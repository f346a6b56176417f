import type { FieldError } from '@pow/domain';
import { EMPTY_PHONE, type PhoneValue } from '../fields/phone-value.ts';

type Path = readonly (string | number)[];

/** The declarant's contact data (spec §3 Person): e-mail with its confirmation (local only), phone. */
export interface ContactDraft {
  readonly email: string;
  readonly email_confirmation: string;
  readonly phone_number: PhoneValue;
}

export const EMPTY_CONTACT: ContactDraft = { email: '', email_confirmation: '', phone_number: EMPTY_PHONE };

/** The payload's part: the confirmation stays in the browser (spec §3). */
export function contactPayload({ email, phone_number }: ContactDraft) {
  return { email, phone_number };
}

/** Spec §5 require_same_email: the check the schema cannot make, at the confirmation's path under `base`. */
export function contactIssues(draft: ContactDraft, base: Path): FieldError[] {
  const same = draft.email.trim().toLowerCase() === draft.email_confirmation.trim().toLowerCase();
  if (draft.email_confirmation.trim() === '')
    return [{ key: 'required_field', path: [...base, 'email_confirmation'] }];
  return same ? [] : [{ key: 'require_same_email', path: [...base, 'email_confirmation'] }];
}
