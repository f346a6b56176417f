import {
  type ContactDraft,
  contactIssues,
  contactPayload,
  EMPTY_CONTACT,
} from '../../../declaration-steps/contact-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The declarant's e-mail, typed twice, and phone; the e-mail starts as the signed-in person's. */
export const contact: FieldKind<ContactDraft> = {
  initial: (session) => {
    const email = session?.email ?? '';
    return { ...EMPTY_CONTACT, email, email_confirmation: email };
  },
  fromSession: (value, session) =>
    value.email === '' && value.email_confirmation === '' && session.email
      ? { ...value, email: session.email, email_confirmation: session.email }
      : value,
  answer: (value) => contactPayload(value),
  issues: (value, at) => contactIssues(value, at),
  View: stepCode(() => import('./contact-view.tsx').then((module) => module.ContactView)),
};
