import type { z } from 'zod';
import { MUNICIPALITY_ITEM_PATTERN, municipalityKeyOf } from '../reference/reference-lists.ts';
import type { CableQuestionnaireRequestSchema } from '../reference/registries.ts';

/**
 * The cable-damage pilot check of spec §2 (/degradation/cable/questionnaire, `POST
 * v1/questionnaire/degradation_cable`): the person picks a municipality; the form is open only when the
 * municipality's police zone is in the pilot (the server's CABLE_PILOT_ZONES).
 */

export type CablePilotRequest = z.input<typeof CableQuestionnaireRequestSchema>;

/** The body of the check for a chosen municipality item (tkey `<NIS>-<postcode>`): its NIS key. */
export function cablePilotRequest(municipalityTkey: string): CablePilotRequest {
  return { municipality: municipalityKeyOf(municipalityTkey) };
}

/**
 * The place a passed check opens the cable form for (decision 015): the municipality item the check
 * allowed, kept in the tab, and its postcode, as the fact address's municipality. Anything else kept
 * there (an older shape, a hand-edited value) is no pass: undefined.
 */
export function cablePilotPlace(kept: unknown): { municipality: string; post_code: string } | undefined {
  if (typeof kept !== 'string') return undefined;
  const item = MUNICIPALITY_ITEM_PATTERN.exec(kept);
  return item?.[2] ? { municipality: kept, post_code: item[2] } : undefined;
}
