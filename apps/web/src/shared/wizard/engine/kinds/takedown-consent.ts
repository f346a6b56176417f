import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { hasSuspiciousAddress } from './passed-on-drafts.ts';

/**
 * Issue 31 item 5 (decision 048): the author's web and e-mail addresses forwarded to Safeonweb. Asked
 * only when there are some; no until the person says yes.
 */
export const takedownConsent: FieldKind<'yes' | 'no'> = {
  initial: () => 'no',
  answer: (value, { answer }) => (hasSuspiciousAddress(answer) ? value === 'yes' : undefined),
  View: stepCode(() => import('./takedown-consent-view.tsx').then((module) => module.TakedownConsentView)),
};
