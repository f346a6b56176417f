import {
  type DeclarantDraft,
  declarantPayload,
  EMPTY_DECLARANT,
} from '../../../declaration-steps/declarant-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The declarant's identification: the federal sign-in, or typed by hand (spec §4 Identification). */
export const declarant: FieldKind<DeclarantDraft> = {
  initial: () => EMPTY_DECLARANT,
  answer: (value) => declarantPayload(value),
  View: stepCode(() => import('./declarant-view.tsx').then((module) => module.DeclarantView)),
};
