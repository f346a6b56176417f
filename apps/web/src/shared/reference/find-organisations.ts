import { ENDPOINT, OrganisationPageAnswerSchema } from '@pow/contracts';
import type { Organisation } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/api-client.ts';

export interface OrganisationCriteria {
  readonly name: string;
  readonly postcode?: string | undefined;
  readonly page: number;
}

export interface OrganisationPage {
  readonly items: readonly Organisation[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** POST v1/organisation/find: one page (10 rows) of the enterprises matching a name and postcode. */
export async function findOrganisations(
  criteria: OrganisationCriteria,
  signal?: AbortSignal,
): Promise<OrganisationPage> {
  const body = {
    name: criteria.name,
    page: criteria.page,
    ...(criteria.postcode ? { postcode: criteria.postcode } : {}),
  };
  const answer = await apiRequest(ENDPOINT.organisationFind, {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
  return OrganisationPageAnswerSchema.parse(answer.body).data;
}

/** Spec §8: 422 asks to narrow the search; anything else is the generic error. */
export function organisationSearchErrorKey(error: unknown): string {
  return error instanceof ApiError && error.status === 422
    ? 'error_enterprise_search_please_narrow'
    : 'error_occured';
}

/** The page of `criteria`; idle until a search is asked. The previous page stays while the next loads. */
export function useOrganisationSearch(criteria: OrganisationCriteria | undefined) {
  return useQuery({
    queryKey: ['organisation', 'find', criteria],
    queryFn: ({ signal }) => findOrganisations(criteria as OrganisationCriteria, signal),
    enabled: criteria !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
