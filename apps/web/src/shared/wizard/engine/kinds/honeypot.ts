import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** The spam trap (spec §5 dog_color): empty from a person; the server keeps nothing that fills it. */
export const honeypot: FieldKind<string> = {
  initial: () => '',
  answer: (value) => value,
  View: stepCode(() => import('./honeypot-view.tsx').then((module) => module.HoneypotView)),
};
