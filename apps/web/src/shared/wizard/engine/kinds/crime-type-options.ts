import { CRIME_TYPES, type CrimeType, type CrimeTypeCode, isLossCrimeType } from '@pow/domain';

/**
 * The crime type step's last choice: "another fact", which no code stands for (spec §3 has eight codes).
 * Choosing it never completes the step (error_crime_type_required); the step's message sends the person
 * home to another route. See docs/decisions/013-person-form.md.
 */
export const OTHER_CRIME_TYPE = 'other';
export type CrimeTypeChoice = CrimeTypeCode | typeof OTHER_CRIME_TYPE;

export interface CrimeTypeOption {
  readonly value: CrimeTypeChoice;
  readonly label: string;
  readonly name: CrimeType['name'] | typeof OTHER_CRIME_TYPE;
}

/**
 * Spec §2: the eight types sorted by their label in the interface language (its own collation: 'É'
 * with 'E', case ignored), with 'other' always last whatever its label.
 */
export function crimeTypeOptions(
  label: (name: CrimeType['name']) => string,
  otherLabel: string,
  locale: string,
): CrimeTypeOption[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const known = CRIME_TYPES.map((type) => ({ value: type.code, label: label(type.name), name: type.name }));
  known.sort((a, b) => collator.compare(a.label, b.label));
  return [...known, { value: OTHER_CRIME_TYPE, label: otherLabel, name: OTHER_CRIME_TYPE }];
}

/** Spec §2: the loss of an object or a document (0575, 0574) has its own description hint. */
export function descriptionHintKey(choice: CrimeTypeChoice | ''): 'fact.hint_loss' | 'fact.hint_other' {
  return isLossCrimeType(choice) ? 'fact.hint_loss' : 'fact.hint_other';
}
