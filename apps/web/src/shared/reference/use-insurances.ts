import { ENDPOINT, InsurancesAnswerSchema } from '@pow/contracts';
import type { InsuranceItem } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { REFERENCE_STALE_TIME_MS, useQueryLocale } from './reference-query.ts';

export const INSURANCES_ERROR_KEY = 'reference.insurances_error';

/** GET v1/reftab/insurances: the insurers (spec §3; 9999 is 'other', 0000 never comes). */
export async function fetchInsurances(signal?: AbortSignal): Promise<InsuranceItem[]> {
  const { body } = await apiRequest(ENDPOINT.insurances, signal ? { signal } : {});
  return InsurancesAnswerSchema.parse(body).data;
}

export function useInsurances() {
  const locale = useQueryLocale();
  return useQuery({
    queryKey: ['reftab', 'insurances', locale],
    queryFn: ({ signal }) => fetchInsurances(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_STALE_TIME_MS,
  });
}
