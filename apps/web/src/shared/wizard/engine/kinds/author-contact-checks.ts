import {
  completeWebAddress,
  FACT_AUTHOR_CONTACT_TYPES,
  FactAuthorContactSchema,
  factAuthorContactField,
  factAuthorContactIdentity,
  formatPhone,
} from '@pow/domain';
import type { FieldChecks } from '../field-kind.ts';
import {
  type AuthorContactDraft,
  type AuthorContactsDraft,
  authorContactPayload,
  EMPTY_AUTHOR_CONTACT,
  isBlankContact,
} from './author-contact-draft.ts';

/** The contact an entry stands for, the same for every way of typing it; undefined while it is invalid. */
function identityOf(draft: AuthorContactDraft): string | undefined {
  const result = FactAuthorContactSchema.safeParse(authorContactPayload(draft));
  return result.success ? factAuthorContactIdentity(result.data) : undefined;
}

/**
 * The first issue of the entry being added, or undefined when it may be added: its own rules, then it
 * must not be a contact of the list already (error_fact_author_contact_duplicate, at its value).
 */
export function pendingContactIssue(
  draft: AuthorContactDraft,
  contacts: readonly AuthorContactDraft[],
): { message: string; path: readonly PropertyKey[] } | undefined {
  const result = FactAuthorContactSchema.safeParse(authorContactPayload(draft));
  if (!result.success) return result.error.issues[0];
  const identity = factAuthorContactIdentity(result.data);
  if (contacts.some((contact) => identityOf(contact) === identity)) {
    return { message: 'error_fact_author_contact_duplicate', path: [factAuthorContactField(draft.type)] };
  }
  return undefined;
}

/** A key for an entry of the list: the contact it stands for, which the list holds once. */
export function authorContactKey(draft: AuthorContactDraft): string {
  return identityOf(draft) ?? `${draft.type}-${authorContactText(draft)}`;
}

/** How an entry reads in the list and the overview. */
export function authorContactText(draft: AuthorContactDraft): string {
  if (draft.type === FACT_AUTHOR_CONTACT_TYPES.phone) return formatPhone(draft.phone);
  if (draft.type === FACT_AUTHOR_CONTACT_TYPES.account) return `${draft.value} (${draft.platform})`;
  return draft.value.trim();
}

/**
 * Spec §4: leaving the step adds a pending entry that is valid, so what the person typed but did not
 * "Add" is not lost; an invalid one, or one already in the list, stays where it is, with its message. A
 * website goes in the list as the schema keeps it, completed (`www.…` is `https://www.…`, issue 33).
 */
export function withPendingAdded(value: AuthorContactsDraft): AuthorContactsDraft {
  const { pending } = value;
  if (isBlankContact(pending) || pendingContactIssue(pending, value.contacts)) return value;
  const added =
    pending.type === FACT_AUTHOR_CONTACT_TYPES.url
      ? { ...pending, value: completeWebAddress(pending.value) }
      : pending;
  return { contacts: [...value.contacts, added], pending: EMPTY_AUTHOR_CONTACT };
}

/**
 * The author-contacts field's checks with the schema (a chunk with zod, FieldChecks): the entry being
 * typed, at `pending` under the field; leaving the step adds it when it is valid.
 */
export const authorContactsChecks: FieldChecks<AuthorContactsDraft> = {
  issues: (value, at) => {
    const issue = isBlankContact(value.pending)
      ? undefined
      : pendingContactIssue(value.pending, value.contacts);
    return issue ? [{ key: issue.message, path: [...at, 'pending', ...issue.path.map(String)] }] : [];
  },
  onLeave: withPendingAdded,
};
