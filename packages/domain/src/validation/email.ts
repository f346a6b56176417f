import { fieldsRule } from './cross-field.ts';
import { requiredFormat, trimmed } from './text.ts';

/** Spec §5 e-mail limits (RFC 5321 sizes). */
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// RFC 5322 dot-atom: no spaces, quotes or leading, trailing or doubled dots.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// A DNS label: 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/** Spec §5: 6 to 254 characters, local part 1 to 64, DNS labels, top-level domain of 2 to 63 letters. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) {
    return false;
  }
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '')
  );
}

/**
 * Spec §5 "e-mail and confirmation must be equal", after trimming and ignoring case: a confirmation exists
 * to catch typing slips, and mail systems do not tell Jan@ from jan@.
 */
export function isSameEmail(email: unknown, confirmation: unknown): boolean {
  return (
    typeof email === 'string' &&
    typeof confirmation === 'string' &&
    email.trim().toLowerCase() === confirmation.trim().toLowerCase()
  );
}

/** A required e-mail address (required_field, then require_email_format). */
export const EmailSchema = trimmed(requiredFormat(isValidEmail, 'require_email_format'));

/** Object rule: the confirmation equals the e-mail, else require_same_email on the confirmation. */
export function sameEmail(field: string, confirmation: string) {
  return fieldsRule(
    [field, confirmation],
    confirmation,
    (values) => isSameEmail(values[field], values[confirmation]),
    'require_same_email',
  );
}
