import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { type AmountsDraft, EMPTY_AMOUNT } from './amount-drafts.ts';

/** The money lost (spec §3 Stolen amount): the question, then each account the money went to and how much. */
export const amounts: FieldKind<AmountsDraft> = {
  initial: () => ({ money_lost: '', amounts: [EMPTY_AMOUNT] }),
  answer: (value) => (value.money_lost === 'yes' ? value.amounts : []),
  // The question is the browser's: the payload only has the list.
  issues: (value, at) =>
    value.money_lost === '' ? [{ key: 'required_field', path: [...at, 'money_lost'] }] : [],
  View: stepCode(() => import('./amounts-view.tsx').then((module) => module.AmountsView)),
};
