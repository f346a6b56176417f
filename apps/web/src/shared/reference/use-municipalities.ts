import { ENDPOINT } from '@pow/contracts';
import type { MunicipalityItem } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { REFERENCE_STALE_TIME_MS, useQueryLocale } from './reference-query.ts';

/** Spec §8 'Error while fetching …': the catalogue text shown when the list cannot be fetched. */
export const MUNICIPALITIES_ERROR_KEY = 'reference.municipalities_error';

/** GET v1/reftab/municipalities: every postcode–municipality pair, in the interface language. */
export async function fetchMunicipalities(signal?: AbortSignal): Promise<MunicipalityItem[]> {
  const { body } = await apiRequest(ENDPOINT.municipalities, signal ? { signal } : {});
  // The answer's schema (zod) comes with the answer, off the first render of the steps that ask.
  const { municipalitiesOf } = await import('./municipalities-answer.ts');
  return municipalitiesOf(body);
}

export function useMunicipalities() {
  const locale = useQueryLocale();
  return useQuery({
    queryKey: ['reftab', 'municipalities', locale],
    queryFn: ({ signal }) => fetchMunicipalities(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_STALE_TIME_MS,
  });
}
