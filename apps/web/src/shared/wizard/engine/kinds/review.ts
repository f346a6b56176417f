import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The answers of the steps before, read back as the PDF will say them; nothing of its own. */
export const review: FieldKind<undefined> = {
  initial: () => undefined,
  answer: () => undefined,
  View: stepCode(() => import('./review-view.tsx').then((module) => module.ReviewView)),
};
