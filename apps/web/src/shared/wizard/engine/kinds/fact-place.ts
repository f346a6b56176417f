import { toDeclarationAddress } from '../../../declaration-steps/address.ts';
import { EMPTY_ADDRESS } from '../../../fields/address-draft.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { type FactPlaceDraft, placeOf } from './fact-drafts.ts';

/** Where it happened (issue 20): at an address; online or in a municipality for the types that allow it. */
export const factPlace: FieldKind<FactPlaceDraft> = {
  initial: () => ({ place: '', address: EMPTY_ADDRESS }),
  answer: (value, { answer, at }) => {
    const place = placeOf(value, answer(`${at}.type`));
    return place === 'online' ? { place } : { place, address: toDeclarationAddress(value.address) };
  },
  View: stepCode(() => import('./fact-place-view.tsx').then((module) => module.FactPlaceView)),
};
