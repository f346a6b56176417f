import { encodeWebsite, FACT_AUTHOR_CONTACT_TYPES, type FactAuthorContactType } from '@pow/domain';
import { EMPTY_PHONE, type PhoneValue } from '../../../fields/phone-value.ts';

/** Spec §3 Fact-author contact, as typed: one shape for the four kinds, so switching kind keeps nothing stale. */
export interface AuthorContactDraft {
  readonly type: FactAuthorContactType | 0;
  readonly value: string;
  readonly platform: string;
  readonly phone: PhoneValue;
}

export const EMPTY_AUTHOR_CONTACT: AuthorContactDraft = {
  type: 0,
  value: '',
  platform: '',
  phone: EMPTY_PHONE,
};

/** The author-contacts field (spec §4): the list, and the entry being typed before "Add". */
export interface AuthorContactsDraft {
  readonly contacts: readonly AuthorContactDraft[];
  readonly pending: AuthorContactDraft;
}

export const EMPTY_AUTHOR_CONTACTS: AuthorContactsDraft = { contacts: [], pending: EMPTY_AUTHOR_CONTACT };

export const AUTHOR_CONTACT_KINDS = Object.entries(FACT_AUTHOR_CONTACT_TYPES) as readonly [
  keyof typeof FACT_AUTHOR_CONTACT_TYPES,
  FactAuthorContactType,
][];

/** The payload's entry (spec §3): a website is URL-encoded before sending. */
export function authorContactPayload(draft: AuthorContactDraft) {
  switch (draft.type) {
    case FACT_AUTHOR_CONTACT_TYPES.email:
      return { type: draft.type, value: draft.value };
    case FACT_AUTHOR_CONTACT_TYPES.url:
      return { type: draft.type, value: encodeWebsite(draft.value) };
    case FACT_AUTHOR_CONTACT_TYPES.phone:
      return { type: draft.type, ...draft.phone };
    case FACT_AUTHOR_CONTACT_TYPES.account:
      return { type: draft.type, value: draft.value, platform: draft.platform };
    default:
      return { type: draft.type };
  }
}

/** Nothing typed yet in the entry being added. */
export function isBlankContact(draft: AuthorContactDraft): boolean {
  return draft.value.trim() === '' && draft.platform.trim() === '' && draft.phone.number.trim() === '';
}
