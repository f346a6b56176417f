import {
  type DeclarationStatus,
  DeclarationStatusAnswerSchema,
  ENDPOINT,
  type StatusRequest,
} from '@pow/contracts';
import { apiRequest } from '../../shared/api/api-client.ts';

/** POST v1/information/status (spec §7) for the declaration `guid` of this session. */
export async function fetchDeclarationStatus(guid: string, signal?: AbortSignal): Promise<DeclarationStatus> {
  const { body } = await apiRequest(ENDPOINT.informationStatus, {
    method: 'POST',
    body: { guid } satisfies StatusRequest,
    ...(signal ? { signal } : {}),
  });
  return DeclarationStatusAnswerSchema.parse(body).data;
}
