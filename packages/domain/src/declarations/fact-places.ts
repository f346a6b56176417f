import { type CrimeTypeCode, isLossCrimeType } from './crime-types.ts';

/**
 * Where the fact happened (issue 20): at an address; online (a message, social media, a platform), for
 * the facts that can happen there; or, for a loss, somewhere in a municipality the person knows.
 */
export const FACT_PLACES = ['address', 'online', 'municipality'] as const;
export type FactPlace = (typeof FACT_PLACES)[number];

/** Hate crime, threats, harassment and swindling can happen by message or on a platform. */
export const ONLINE_CRIME_TYPES: readonly CrimeTypeCode[] = ['4513', '0422', '4517', '4711', '0454'];

/** The places a crime type may be declared at: the address always; online or the municipality alone for some. */
export function factPlacesOf(type: unknown): readonly FactPlace[] {
  if (ONLINE_CRIME_TYPES.includes(type as CrimeTypeCode)) return ['address', 'online'];
  if (isLossCrimeType(type)) return ['address', 'municipality'];
  return ['address'];
}
