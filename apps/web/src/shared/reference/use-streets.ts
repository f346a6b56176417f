import { ENDPOINT, StreetsAnswerSchema } from '@pow/contracts';
import type { StreetItem } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { REFERENCE_STALE_TIME_MS, useQueryLocale } from './reference-query.ts';

export const STREETS_ERROR_KEY = 'reference.streets_error';

/** GET v1/reftab/streets?munKey=…&withTemporaryStreets=…: the streets of one municipality (NIS code). */
export async function fetchStreets(
  munKey: string,
  withTemporaryStreets = false,
  signal?: AbortSignal,
): Promise<StreetItem[]> {
  const query = new URLSearchParams({ munKey, withTemporaryStreets: String(withTemporaryStreets) });
  const { body } = await apiRequest(`${ENDPOINT.streets}?${query}`, signal ? { signal } : {});
  return StreetsAnswerSchema.parse(body).data;
}

/** The streets of `munKey`; idle while no municipality is chosen. */
export function useStreets(munKey: string | undefined, withTemporaryStreets = false) {
  const locale = useQueryLocale();
  return useQuery({
    queryKey: ['reftab', 'streets', munKey, withTemporaryStreets, locale],
    queryFn: ({ signal }) => fetchStreets(munKey ?? '', withTemporaryStreets, signal),
    enabled: Boolean(munKey),
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_STALE_TIME_MS,
  });
}
