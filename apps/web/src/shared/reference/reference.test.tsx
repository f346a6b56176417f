import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { ApiError } from '../api/api-client.ts';
import { stubApi } from '../fields/field-test-support.tsx';
import { organisationSearchErrorKey } from './find-organisations.ts';
import { personLookupErrorKey } from './find-person.ts';
import { getOrganisation } from './get-organisation.ts';
import { useCountries } from './use-countries.ts';
import { useInsurances } from './use-insurances.ts';
import { useMunicipalities } from './use-municipalities.ts';
import { OBJECT_SEARCH_DEBOUNCE_MS, useObjects } from './use-objects.ts';
import { useStreets } from './use-streets.ts';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const MUNICIPALITY = { tkey: '11002-2000', text: '2000 Antwerpen', postcode: '2000', munText: 'Antwerpen' };

describe('reference-data hooks (spec §7 v1/reftab/*)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await setUpI18n('nl');
  });

  it('fetch the list in the interface language, and again in another language', async () => {
    const calls = stubApi((call) => ({
      body: { data: [{ ...MUNICIPALITY, text: call.language === 'fr' ? '2000 Anvers' : '2000 Antwerpen' }] },
    }));
    const { result } = renderHook(() => useMunicipalities(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.[0]?.text).toBe('2000 Antwerpen'));
    await act(() => i18next.changeLanguage('fr'));
    await waitFor(() => expect(result.current.data?.[0]?.text).toBe('2000 Anvers'));
    expect(calls.map((call) => [call.method, call.path, call.language])).toEqual([
      ['GET', 'v1/reftab/municipalities', 'nl'],
      ['GET', 'v1/reftab/municipalities', 'fr'],
    ]);
  });

  it('report a failed or malformed answer as an error', async () => {
    stubApi((call) =>
      call.path === 'v1/reftab/countries'
        ? { status: 503, body: { error: { key: 'error_occured' } } }
        : { body: { data: [{ tkey: '0001' }] } },
    );
    const countries = renderHook(() => useCountries(), { wrapper: wrapper() });
    const insurances = renderHook(() => useInsurances(), { wrapper: wrapper() });
    await waitFor(() => expect(countries.result.current.isError).toBe(true));
    await waitFor(() => expect(insurances.result.current.isError).toBe(true));
  });

  it('ask for streets only once a municipality is chosen', async () => {
    const calls = stubApi(() => ({ body: { data: [{ text: 'Meir', munKey: '11002' }] } }));
    const { result, rerender } = renderHook(({ munKey }) => useStreets(munKey), {
      wrapper: wrapper(),
      initialProps: { munKey: undefined as string | undefined },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ munKey: '11002' });
    await waitFor(() => expect(result.current.data).toEqual([{ text: 'Meir', munKey: '11002' }]));
    expect(calls.map((call) => call.path)).toEqual([
      'v1/reftab/streets?munKey=11002&withTemporaryStreets=false',
    ]);
  });

  it('ask for objects 300 ms after the last key (spec §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(() => ({ body: { data: [] } }));
    const { rerender } = renderHook(({ needle }) => useObjects(needle), {
      wrapper: wrapper(),
      initialProps: { needle: '' },
    });
    rerender({ needle: 'v' });
    rerender({ needle: 've' });
    rerender({ needle: 'vél' });
    await act(() => vi.advanceTimersByTimeAsync(OBJECT_SEARCH_DEBOUNCE_MS - 50));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(['v1/reftab/objects?needle=v%C3%A9l']),
    );
  });
});

describe('registry look-ups (spec §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [400, 'error_rrn_invalid'],
    [401, 'error_rrn_not_authorized'],
    [404, 'error_rrn_no_match'],
    [502, 'error_rrn_not_available'],
    [503, 'error_rrn_not_available'],
    [500, 'error_occured'],
    [0, 'error_occured'],
  ])('rrn look-up status %i gives %s', (status, key) => {
    expect(personLookupErrorKey(new ApiError(status, 'x'))).toBe(key);
  });

  it('enterprise search: 422 asks to narrow, the rest is the generic error', () => {
    expect(organisationSearchErrorKey(new ApiError(422, 'x'))).toBe('error_enterprise_search_please_narrow');
    expect(organisationSearchErrorKey(new ApiError(500, 'x'))).toBe('error_occured');
    expect(organisationSearchErrorKey(new TypeError('malformed'))).toBe('error_occured');
  });

  it('asks for an enterprise by its 10 digits', async () => {
    const organisation = {
      name: 'Kabelnet Vlaanderen',
      number: '0712123421',
      legal_form: 'NV',
      address: { street: 'Meir', number: '50', box: '', post_code: '2000', municipality: 'Antwerpen' },
    };
    const calls = stubApi(() => ({ body: { data: organisation } }));
    await expect(getOrganisation('0.712.123.421')).resolves.toEqual(organisation);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'v1/organisation/get',
      body: { number: '0712123421' },
    });
  });
});
