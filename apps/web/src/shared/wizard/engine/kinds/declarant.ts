import {
  type DeclarantDraft,
  declarantPayload,
  EMPTY_DECLARANT,
} from '../../../declaration-steps/declarant-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/**
 * The declarant's identification: the federal sign-in, or typed by hand (spec §4 Identification); a
 * private person, unless the form fixes the type (the cable form's `declarant.type`: an organisation).
 */
export const declarant: FieldKind<DeclarantDraft> = {
  initial: () => EMPTY_DECLARANT,
  answer: (value, { answer, at }) =>
    declarantPayload(value, answer(`${at}.type`) === 'organisation' ? 'organisation' : 'private-person'),
  View: stepCode(() => import('./declarant-view.tsx').then((module) => module.DeclarantView)),
};
