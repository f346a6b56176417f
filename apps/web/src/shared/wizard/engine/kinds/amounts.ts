import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { type AmountsDraft, EMPTY_AMOUNT } from './amount-drafts.ts';

/** The money lost (spec §3 Stolen amount): the question, then each account the money went to and how much. */
export const amounts: FieldKind<AmountsDraft> = {
  initial: () => ({ money_lost: '', amounts: [EMPTY_AMOUNT] }),
  answer: (value) => (value.money_lost === 'yes' ? value.amounts : []),
  // The question is the browser's: the payload only has the list. With a yes, at least one row (each
  // may be removed, the only one too: issue 33), said where the rows were (`rows`).
  issues: (value, at) =>
    value.money_lost === ''
      ? [{ key: 'required_field', path: [...at, 'money_lost'] }]
      : value.money_lost === 'yes' && value.amounts.length === 0
        ? [{ key: 'required_field', path: [...at, 'rows'] }]
        : [],
  View: stepCode(() => import('./amounts-view.tsx').then((module) => module.AmountsView)),
};
