import { cablePilotPlace } from '@pow/domain';
import { clearDraft, readDraft, writeDraft } from '../wizard/draft-store.ts';

/**
 * The passed cable pilot check of this tab (decision 015): the municipality item the check allowed.
 * /degradation/cable opens only with it, on that municipality. It is kept like the wizard's drafts
 * (the tab's sessionStorage: it survives the sign-in round trip, is forgotten when the tab closes and
 * at logout), and in memory as well, so that a browser refusing storage can still go from the check
 * to the form.
 */
const NAME = 'degradation-cable-pilot';
let kept: string | undefined;

/** After an 'allowed' answer: the municipality item (`<NIS>-<postcode>`) the check was asked for. */
export function rememberCablePilot(municipality: string): void {
  kept = municipality;
  writeDraft(NAME, municipality);
}

/** The place of the last passed check of this tab, or undefined: no check passed here. */
export function passedCablePilot() {
  return cablePilotPlace(readDraft(NAME) ?? kept);
}

/** Forgets the pass (tests). */
export function forgetCablePilot(): void {
  kept = undefined;
  clearDraft(NAME);
}

/** Router state of /degradation/cable when it sends a person to the check without a pass. */
export interface CableCheckFirst {
  readonly checkFirst: true;
}

export const isCheckFirst = (state: unknown): state is CableCheckFirst =>
  typeof state === 'object' && state !== null && (state as CableCheckFirst).checkFirst === true;
