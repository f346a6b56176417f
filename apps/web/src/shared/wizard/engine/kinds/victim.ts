import { EMPTY_VICTIM, type VictimDraft, victimPayload } from '../../../declaration-steps/victim-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/**
 * For whom the declaration is made (spec §4): the declarant, another person, or an organisation from the
 * register; a new choice clears the old one's fields. An organisation gets the summary by e-mail (the
 * channel follows it).
 */
export const victim: FieldKind<VictimDraft> = {
  initial: () => EMPTY_VICTIM,
  answer: (value) => victimPayload(value),
  View: stepCode(() => import('./victim-view.tsx').then((module) => module.VictimView)),
};
