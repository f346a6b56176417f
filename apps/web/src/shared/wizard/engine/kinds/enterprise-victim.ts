import { chooseVictim, type VictimDraft } from '../../../declaration-steps/victim-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { victim } from './victim.ts';

/**
 * The cable form's victim (spec §2, §6): an enterprise from the register, the only choice, so chosen
 * from the start (and the channel follows it: e-mail).
 */
export const enterpriseVictim: FieldKind<VictimDraft> = {
  ...victim,
  initial: () => chooseVictim('organisation'),
  View: stepCode(() => import('./enterprise-victim-view.tsx').then((module) => module.EnterpriseVictimView)),
};
