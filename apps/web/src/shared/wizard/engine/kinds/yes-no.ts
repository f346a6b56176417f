import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

export type YesNoDraft = '' | 'yes' | 'no';

/** A question answered yes or no: true or false in the payload, nothing while not answered. */
export const yesNo: FieldKind<YesNoDraft> = {
  initial: () => '',
  answer: (value) => (value === '' ? undefined : value === 'yes'),
  View: stepCode(() => import('./yes-no-view.tsx').then((module) => module.YesNoView)),
};
