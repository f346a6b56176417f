import { CountriesAnswerSchema, ENDPOINT } from '@pow/contracts';
import type { CountryItem } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { REFERENCE_STALE_TIME_MS, useQueryLocale } from './reference-query.ts';

export const COUNTRIES_ERROR_KEY = 'reference.countries_error';

/** GET v1/reftab/countries: name, nationality and calling code of every country, Belgium first. */
export async function fetchCountries(signal?: AbortSignal): Promise<CountryItem[]> {
  const { body } = await apiRequest(ENDPOINT.countries, signal ? { signal } : {});
  return CountriesAnswerSchema.parse(body).data;
}

export function useCountries() {
  const locale = useQueryLocale();
  return useQuery({
    queryKey: ['reftab', 'countries', locale],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_STALE_TIME_MS,
  });
}
