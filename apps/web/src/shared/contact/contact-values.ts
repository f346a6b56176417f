import { type ContactRequest, ContactRequestSchema, isFilled, toFieldError } from '@pow/domain';
import type { FieldMessage } from '../fields/field-message.ts';

/** What the contact form holds: the request's fields plus the e-mail confirmation (local only, spec §3). */
export interface ContactValues {
  readonly email: string;
  readonly emailConfirmation: string;
  readonly lastname: string;
  readonly firstname: string;
  readonly body: string;
  readonly consent: boolean;
  readonly dog_color: string;
}

export type ContactField = Exclude<keyof ContactValues, 'dog_color'>;
export type ContactErrors = Partial<Record<ContactField, FieldMessage>>;

/** Spec §3: the form starts with the e-mail, last name and first name of the session, when there is one. */
export interface ContactPrefill {
  readonly email?: string | undefined;
  readonly lastname?: string | undefined;
  readonly firstname?: string | undefined;
}

export function initialContactValues(prefill: ContactPrefill = {}): ContactValues {
  const email = prefill.email ?? '';
  return {
    email,
    // An address from the session is confirmed already; typing it twice would only add work.
    emailConfirmation: email,
    lastname: prefill.lastname ?? '',
    firstname: prefill.firstname ?? '',
    body: '',
    consent: false,
    dog_color: '',
  };
}

export function toContactRequest(values: ContactValues): ContactRequest {
  return {
    email: values.email.trim(),
    lastname: values.lastname.trim(),
    firstname: values.firstname.trim(),
    consent: values.consent as true,
    body: values.body.trim(),
    dog_color: values.dog_color,
  };
}

const FIELDS: readonly string[] = ['email', 'lastname', 'firstname', 'body', 'consent'];

/**
 * Every field's message: the server's own schema (ContactRequestSchema, spec §5), then the local check
 * that the confirmation equals the e-mail (require_same_email; compared without case, as mail servers do).
 */
export function contactErrors(values: ContactValues): ContactErrors {
  const errors: Partial<Record<ContactField, FieldMessage>> = {};
  const result = ContactRequestSchema.safeParse(toContactRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const { key, path, params } = toFieldError(issue);
      const field = path[0];
      if (typeof field !== 'string' || !FIELDS.includes(field)) continue;
      const name = field as ContactField;
      errors[name] ??= params ? { key, params } : { key };
    }
  }
  if (!isFilled(values.emailConfirmation)) errors.emailConfirmation = { key: 'required_field' };
  else if (values.emailConfirmation.trim().toLowerCase() !== values.email.trim().toLowerCase())
    errors.emailConfirmation = { key: 'require_same_email' };
  return errors;
}
