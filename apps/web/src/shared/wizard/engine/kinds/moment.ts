import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import type { MomentDraft } from './fact-drafts.ts';

/** When it happened: a date, not in the future, and an hour. */
export const moment: FieldKind<MomentDraft> = {
  initial: () => ({ date: '', time: '' }),
  answer: (value) => ({ date: value.date, time: value.time }),
  View: stepCode(() => import('./moment-view.tsx').then((module) => module.MomentView)),
};
