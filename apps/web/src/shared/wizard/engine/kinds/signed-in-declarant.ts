import {
  chooseIdentification,
  type DeclarantDraft,
  declarantPayload,
} from '../../../declaration-steps/declarant-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The declarant as the federal sign-in and the registry know them; no manual identification (phishing). */
export const signedInDeclarant: FieldKind<DeclarantDraft> = {
  initial: () => chooseIdentification('federal'),
  answer: (value) => declarantPayload(value),
  View: stepCode(() =>
    import('./signed-in-declarant-view.tsx').then((module) => module.SignedInDeclarantView),
  ),
};
