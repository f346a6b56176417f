import { type ContactDraft, EMPTY_CONTACT } from '../../../declaration-steps/contact-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { contact } from './contact.ts';

/** The victim's e-mail (twice) and phone, typed by the officer: the contact data, never the session's. */
export const victimContact: FieldKind<ContactDraft> = {
  initial: () => EMPTY_CONTACT,
  answer: contact.answer,
  issues: contact.issues,
  View: stepCode(() => import('./victim-contact-view.tsx').then((module) => module.VictimContactView)),
};
