import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import {
  type AuthorContactsDraft,
  authorContactPayload,
  EMPTY_AUTHOR_CONTACTS,
} from './author-contact-draft.ts';

/**
 * How the author reached the victim (spec §3 Fact-author contact): a list of at least one, each entry
 * checked before it is added; its checks with the schema are `authorContactsChecks` (field-checks.ts).
 */
export const authorContacts: FieldKind<AuthorContactsDraft> = {
  initial: () => EMPTY_AUTHOR_CONTACTS,
  answer: (value) => value.contacts.map(authorContactPayload),
  View: stepCode(() => import('./author-contacts-view.tsx').then((module) => module.AuthorContactsView)),
};
