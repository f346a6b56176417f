import { isCrimeTypeCode } from '@pow/domain';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';
import type { CrimeTypeChoice } from './crime-type-options.ts';

/** The person form's crime type; 'other' and no choice are no type (spec §3: a code or null). */
export const crimeType: FieldKind<CrimeTypeChoice | ''> = {
  initial: () => '',
  answer: (choice) => (isCrimeTypeCode(choice) ? choice : null),
  View: stepCode(() => import('./crime-type-view.tsx').then((module) => module.CrimeTypeView)),
};
