/**
 * Spec §3 Crime type codes of the person form. `name` is an identifier for code and translations
 * (crime_types.<name>), not a label.
 */
export const CRIME_TYPES = [
  { code: '4315', name: 'assault' },
  { code: '4513', name: 'hate_crime' },
  { code: '0422', name: 'threats' },
  { code: '4517', name: 'psychological_harassment' },
  { code: '4711', name: 'sexual_harassment' },
  { code: '0454', name: 'swindling' },
  { code: '0575', name: 'object_loss' },
  { code: '0574', name: 'document_loss' },
] as const;
export type CrimeType = (typeof CRIME_TYPES)[number];
export type CrimeTypeCode = CrimeType['code'];

export const CRIME_TYPE_CODES = CRIME_TYPES.map((type) => type.code) as [CrimeTypeCode, ...CrimeTypeCode[]];

export function isCrimeTypeCode(value: unknown): value is CrimeTypeCode {
  return typeof value === 'string' && (CRIME_TYPE_CODES as readonly string[]).includes(value);
}

/** Spec §2: the loss of an object (0575) or a document (0574) gets its own description hint. */
export function isLossCrimeType(code: unknown): boolean {
  return code === '0575' || code === '0574';
}

/**
 * Facts whose author may be close by, so that the form offers quick exit (issue 21): assault, threats,
 * psychological and sexual harassment.
 */
export const QUICK_EXIT_CRIME_TYPES: readonly CrimeTypeCode[] = ['4315', '0422', '4517', '4711'];

export function offersQuickExit(code: unknown): boolean {
  return QUICK_EXIT_CRIME_TYPES.includes(code as CrimeTypeCode);
}

/**
 * Facts that may go on for days or weeks (issue 33): threats and harassment, given as a period (from one
 * date to another) rather than as one moment, when the person says they were repeated.
 */
export const REPEATED_CRIME_TYPES: readonly CrimeTypeCode[] = ['0422', '4517', '4711'];

export function isRepeatedCrimeType(code: unknown): boolean {
  return REPEATED_CRIME_TYPES.includes(code as CrimeTypeCode);
}

/** The loss of an object (0575): what was lost is asked as a catalogue object, its brand and numbers. */
export const LOST_OBJECT_CRIME_TYPE: CrimeTypeCode = '0575';

/** The objects of the catalogue that have an IMEI: a phone, a tablet, a smartwatch. */
export const OBJECTS_WITH_IMEI: readonly string[] = ['0701', '0703', '0707'];

/** The longest serial number kept of a lost object (a bicycle's frame number, a laptop's serial). */
export const SERIAL_NUMBER_MAX = 50;
