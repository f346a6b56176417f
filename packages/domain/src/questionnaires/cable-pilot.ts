import { z } from 'zod';
import { dataEnvelope } from '../api-envelope.ts';
import { municipalityKeyOf } from '../reference/reference-lists.ts';
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

/** The answer: `{ data: true }` when the form is open for that municipality. */
export const CablePilotAnswerSchema = dataEnvelope(z.boolean());

/** Allowed: go on to /degradation/cable; refused: the local police; failed: spec §8 error_occured. */
export type CablePilotOutcome = 'allowed' | 'refused' | 'failed';

/** What an answer body means; anything but a well-formed answer is a failure, never a 'yes'. */
export function cablePilotOutcome(body: unknown): CablePilotOutcome {
  const parsed = CablePilotAnswerSchema.safeParse(body);
  if (!parsed.success) return 'failed';
  return parsed.data.data ? 'allowed' : 'refused';
}

// A municipality item of the pickers, '<NIS>-<postcode>' (v1/reftab/municipalities).
const MUNICIPALITY_ITEM = /^\d{5}-(\d{4})$/;

/**
 * The place a passed check opens the cable form for (decision 015): the municipality item the check
 * allowed, kept in the tab, and its postcode, as the fact address's municipality. Anything else kept
 * there (an older shape, a hand-edited value) is no pass: undefined.
 */
export function cablePilotPlace(kept: unknown): { municipality: string; post_code: string } | undefined {
  if (typeof kept !== 'string') return undefined;
  const item = MUNICIPALITY_ITEM.exec(kept);
  return item?.[1] ? { municipality: kept, post_code: item[1] } : undefined;
}
