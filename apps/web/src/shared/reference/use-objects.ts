import { ENDPOINT, ObjectsAnswerSchema } from '@pow/contracts';
import type { ObjectItem } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/api-client.ts';
import { REFERENCE_STALE_TIME_MS, useQueryLocale } from './reference-query.ts';

export const OBJECTS_ERROR_KEY = 'reference.objects_error';
/** Spec §9: the object search waits 300 ms after the last key before it asks. */
export const OBJECT_SEARCH_DEBOUNCE_MS = 300;

/** GET v1/reftab/objects?needle=…: at most 50 objects whose name or category contains the needle. */
export async function fetchObjects(needle: string, signal?: AbortSignal): Promise<ObjectItem[]> {
  const query = new URLSearchParams({ needle });
  const { body } = await apiRequest(`${ENDPOINT.objects}?${query}`, signal ? { signal } : {});
  return ObjectsAnswerSchema.parse(body).data;
}

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Objects matching what is typed, asked 300 ms after the last key; the previous answer stays meanwhile. */
export function useObjects(needle: string) {
  const locale = useQueryLocale();
  const settled = useDebouncedValue(needle.trim(), OBJECT_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['reftab', 'objects', settled, locale],
    queryFn: ({ signal }) => fetchObjects(settled, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_STALE_TIME_MS,
  });
}
