import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import type { MomentDraft } from './fact-drafts.ts';
import { moment } from './moment.ts';

/**
 * When all was last seen intact (spec §3 Declaration (degradation) fact): a moment on or before the
 * discovery (the schema's rule), its date with a hint; not required where the field is `optional`.
 */
export const lastSeen: FieldKind<MomentDraft> = {
  ...moment,
  View: stepCode(() => import('./last-seen-view.tsx').then((module) => module.LastSeenView)),
};
