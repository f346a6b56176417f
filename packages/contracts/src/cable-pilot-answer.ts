import { CablePilotAnswerSchema } from './answers.ts';

/** Allowed: go on to /degradation/cable; refused: the local police; failed: spec §8 error_occured. */
export type CablePilotOutcome = 'allowed' | 'refused' | 'failed';

/** What a `v1/questionnaire/degradation_cable` answer means; anything malformed is a failure, never a 'yes'. */
export function cablePilotOutcome(body: unknown): CablePilotOutcome {
  const parsed = CablePilotAnswerSchema.safeParse(body);
  if (!parsed.success) return 'failed';
  return parsed.data.data ? 'allowed' : 'refused';
}
