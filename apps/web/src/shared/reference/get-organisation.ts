import { ENDPOINT, OrganisationAnswerSchema } from '@pow/contracts';
import { normalizeEnterpriseNumber, type Organisation } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';

/** POST v1/organisation/get: one enterprise by its number (10 digits; dots and spaces are dropped). */
export async function getOrganisation(number: string, signal?: AbortSignal): Promise<Organisation> {
  const body = { number: normalizeEnterpriseNumber(number) };
  const answer = await apiRequest(ENDPOINT.organisationGet, {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
  return OrganisationAnswerSchema.parse(answer.body).data;
}

/** The enterprise with `number`; idle while there is none. */
export function useOrganisation(number: string | undefined) {
  return useQuery({
    queryKey: ['organisation', 'get', number && normalizeEnterpriseNumber(number)],
    queryFn: ({ signal }) => getOrganisation(number ?? '', signal),
    enabled: Boolean(number),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
