import { fromRegistryAddress } from '@pow/domain';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import { foundFor, type VictimLookupDraft } from './officer-drafts.ts';

/** The victim an officer declares for, found in the registry by rrn (spec §4 police flow). */
export const victimLookup: FieldKind<VictimLookupDraft> = {
  initial: () => ({ rrn: '', person: undefined }),
  answer: (value) => {
    const { person } = value;
    return {
      // Spec §4: only a successful look-up marks the victim verified (require_rrn_search otherwise).
      verified: foundFor(value) !== undefined,
      type: 'private-person',
      firstname: person?.firstname ?? '',
      lastname: person?.lastname ?? '',
      rrn: person?.rrn ?? value.rrn,
      birth_date: person?.birth_date ?? '',
      nationality: person?.nationality ?? '',
      address: person ? fromRegistryAddress(person.address) : undefined,
    };
  },
  View: stepCode(() => import('./victim-lookup-view.tsx').then((module) => module.VictimLookupView)),
};
