import type { FormGate } from '@pow/domain';
import { type ComponentType, lazy } from 'react';
import { type CableCheckFirst, passedCablePilot } from '../../cable-pilot/cable-pilot-pass.ts';

/** A check the tab must have passed before a form opens (WizardPage.gate of the form's definition). */
export interface Gate {
  /** Whether the tab has passed it; asked once, when the form's page opens. */
  readonly passed: () => boolean;
  /** Where a person who has not is sent, and the router state that tells that page why. */
  readonly to: string;
  readonly state: unknown;
  /** What the form's page says of it above the form; the page waits for its code, so nothing moves. */
  readonly Notice: ComponentType;
  /** Fetches the notice's code: asked when the page opens, alongside its first step's. */
  readonly loadNotice: () => Promise<unknown>;
}

// Only a form behind the gate fetches its notice (decision 034).
const loadPilotNotice = () => import('../../cable-pilot/pilot-notice.tsx');

/** Every gate by its name; a gate the domain names and this table lacks fails the type check. */
export const FORM_GATES: { readonly [G in FormGate]: Gate } = {
  // Decision 015: the cable form opens only after a passed pilot check in this tab; without one the
  // person goes to the check, which says why.
  'cable-pilot': {
    passed: () => passedCablePilot() !== undefined,
    to: 'degradation/cable/questionnaire',
    state: { checkFirst: true } satisfies CableCheckFirst,
    Notice: lazy(() => loadPilotNotice().then((module) => ({ default: module.PilotNotice }))),
    loadNotice: loadPilotNotice,
  },
};
