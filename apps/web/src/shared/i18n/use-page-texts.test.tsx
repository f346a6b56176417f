import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { type PartTexts, type TextLoaders, usePageTexts } from './use-page-texts.ts';

beforeAll(async () => {
  await setUpI18n('nl');
});

/** Loaders whose nl texts arrive when the test says so. */
function heldBack<T>(texts: T) {
  let release: () => void = () => {};
  const arrived = new Promise<T>((resolve) => {
    release = () => resolve(texts);
  });
  const never = () => new Promise<T>(() => {});
  return { loaders: { nl: () => arrived, fr: never, de: never }, release };
}

describe('usePageTexts with parts', () => {
  it('is ready only once the page and every part have their texts, so the page is drawn whole', async () => {
    const page = heldBack({ title: 'Aangifte' });
    const part = heldBack({ next: 'Volgende' });
    const parts: readonly PartTexts[] = [['wizard', part.loaders as unknown as TextLoaders<'wizard'>]];
    const { result } = renderHook(() =>
      usePageTexts('person', page.loaders as unknown as TextLoaders<'person'>, parts),
    );
    expect(result.current.ready).toBe(false);
    await act(async () => page.release());
    // The page's own texts alone: its stepper would still come later and push the page about.
    expect(result.current.ready).toBe(false);
    await act(async () => part.release());
    expect(result.current.ready).toBe(true);
    expect(result.current.t('title' as never)).toBe('Aangifte');
  });
});
