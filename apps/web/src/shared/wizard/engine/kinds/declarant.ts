import {
  chooseIdentification,
  type DeclarantDraft,
  declarantPayload,
  EMPTY_DECLARANT,
} from '../../../declaration-steps/declarant-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/**
 * The federal sign-in answers how a citizen identifies where the form says so (`answeredBy: 'sign-in'`,
 * issue 33): a session with a national number starts the field identified through it, never over a
 * choice the person made.
 */
const bySignIn = (value: DeclarantDraft, rrn: string | undefined, answeredBy: string | undefined) =>
  answeredBy === 'sign-in' && rrn && value.identification === '' ? chooseIdentification('federal') : value;

/**
 * The declarant's identification: the federal sign-in, or typed by hand (spec §4 Identification); a
 * private person, unless the form fixes the type (the cable form's `declarant.type`: an organisation).
 */
export const declarant: FieldKind<DeclarantDraft> = {
  initial: (session, field) => bySignIn(EMPTY_DECLARANT, session?.rrn, field?.answeredBy),
  fromSession: (value, session, field) => bySignIn(value, session.rrn, field?.answeredBy),
  answer: (value, { answer, at }) =>
    declarantPayload(value, answer(`${at}.type`) === 'organisation' ? 'organisation' : 'private-person'),
  View: stepCode(() => import('./declarant-view.tsx').then((module) => module.DeclarantView)),
};
