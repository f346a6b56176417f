import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** What happened, in the person's words (5 to 2000 characters). */
export const description: FieldKind<string> = {
  initial: () => '',
  answer: (value) => value,
  View: stepCode(() => import('./description-view.tsx').then((module) => module.DescriptionView)),
};
