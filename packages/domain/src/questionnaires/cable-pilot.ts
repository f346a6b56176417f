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
