import { type CablePilotOutcome, ENDPOINT } from '@pow/contracts';
import { cablePilotRequest } from '@pow/domain';
import { apiRequest } from '../api/api-client.ts';

/**
 * POST v1/questionnaire/degradation_cable for a chosen municipality item (spec §7). A refused call or a
 * network failure throws (ApiError); an answer that is not `{ data: boolean }` is a failure too.
 */
export async function checkCablePilot(municipalityTkey: string): Promise<CablePilotOutcome> {
  const { body } = await apiRequest(ENDPOINT.cablePilot, {
    method: 'POST',
    body: cablePilotRequest(municipalityTkey),
  });
  // The answer's schema (zod) comes with the answer, off the damage wizard's first render.
  const { cablePilotOutcome } = await import('./cable-pilot-outcome.ts');
  return cablePilotOutcome(body);
}
