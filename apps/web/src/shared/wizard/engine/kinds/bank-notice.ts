import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { type BankNoticeDraft, moneyLeft } from './passed-on-drafts.ts';

/**
 * Issue 31 item 4 (decision 048): the transfers passed at once to the banks' fraud desks. Asked only when
 * money left, so the payload has no answer otherwise; the account only with a yes.
 */
export const bankNotice: FieldKind<BankNoticeDraft> = {
  initial: () => ({ consent: 'no', account: '' }),
  answer: (value, { answer }) =>
    moneyLeft(answer)
      ? value.consent === 'yes'
        ? { consent: true, account: value.account }
        : { consent: false }
      : undefined,
  View: stepCode(() => import('./bank-notice-view.tsx').then((module) => module.BankNoticeView)),
};
