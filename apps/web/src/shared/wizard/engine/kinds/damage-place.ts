import { passedCablePilot } from '../../../cable-pilot/cable-pilot-pass.ts';
import { withPageTexts } from '../../../i18n/use-page-texts.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import {
  CABLE_NOT_IN_PILOT_KEY,
  type DamagePlaceDraft,
  damageAddress,
  EMPTY_DAMAGE_PLACE,
  followOffered,
  withPilotPlace,
} from './damage-place-drafts.ts';

// Its texts (the damage forms' 'degradation-steps') come with its code (decision 034).
const View = stepCode(() =>
  withPageTexts('degradation-steps', import('./damage-place-view.tsx')).then(
    (module) => module.DamagePlaceView,
  ),
);

/**
 * Where the damage happened (spec §3 Declaration (degradation) fact): the source of its address and the
 * address, the victim's or the declarant's read from their answers, or another one typed.
 */
export const damagePlace: FieldKind<DamagePlaceDraft> = {
  initial: () => EMPTY_DAMAGE_PLACE,
  answer: (value, { answer }) => ({
    address_source: value.address_source,
    address: damageAddress(value, answer),
  }),
  // The victim's address and the declarant's, one place, are offered once (issue 33).
  follow: followOffered,
  View,
};

/**
 * The cable form's place (decision 015): it starts on the municipality the tab's pilot check allowed, so
 * does a draft kept from before the check whose place was not chosen yet (once the session is known,
 * as a signed-in person's e-mail is); a place the pilot refuses is reported at its municipality.
 */
export const cablePlace: FieldKind<DamagePlaceDraft> = {
  ...damagePlace,
  initial: () => withPilotPlace(EMPTY_DAMAGE_PLACE, passedCablePilot()),
  fromSession: (value) => withPilotPlace(value, passedCablePilot()),
  issues: (value, at) =>
    value.refused === undefined
      ? []
      : [{ key: CABLE_NOT_IN_PILOT_KEY, path: [...at, 'address', 'municipality'] }],
  // A refusal is of the place it was asked for: another place (the victim's changed) is not refused.
  follow: (value, answer) => {
    const offered = followOffered(value, answer);
    return offered.refused !== undefined && damageAddress(offered, answer)?.munKey !== offered.refused
      ? { ...offered, refused: undefined }
      : offered;
  },
};
