import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The declaration summed up in a sentence or two, on the overview (the phishing fact's `overview`). */
export const overviewText: FieldKind<string> = {
  initial: () => '',
  answer: (value) => value,
  View: stepCode(() => import('./overview-text-view.tsx').then((module) => module.OverviewTextView)),
};
