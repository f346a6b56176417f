import { ENDPOINT } from '@pow/contracts';
import type { RegistryPerson } from '@pow/domain';
import { ApiError, apiRequest } from '../api/api-client.ts';

/** POST v1/person/find (officers only): the national registry's person with this rrn (11 digits). */
export async function findPerson(rrn: string, signal?: AbortSignal): Promise<RegistryPerson> {
  const { body } = await apiRequest(ENDPOINT.personFind, {
    method: 'POST',
    body: { rrn },
    ...(signal ? { signal } : {}),
  });
  // The answer's schema (zod) is fetched with the answer, off the first render of the steps that ask.
  const { personFound } = await import('./person-found.ts');
  return personFound(body);
}

/** Spec §8: the message of a failed rrn look-up, by HTTP status. */
export function personLookupErrorKey(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  switch (status) {
    case 400:
      return 'error_rrn_invalid';
    case 401:
      return 'error_rrn_not_authorized';
    case 404:
      return 'error_rrn_no_match';
    case 502:
    case 503:
      return 'error_rrn_not_available';
    default:
      return 'error_occured';
  }
}
