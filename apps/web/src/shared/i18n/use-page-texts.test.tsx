import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import type { PageNamespace } from './page-texts.ts';
import { usePageTexts } from './use-page-texts.ts';

/** The downloads of the namespaces' texts, each ending when the test says so. */
const downloads = vi.hoisted(() => new Map<string, Promise<unknown>>());

vi.mock('./page-texts.ts', () => ({
  fetchPageTexts: (ns: string) => downloads.get(ns) ?? new Promise(() => {}),
}));

/** Texts of `ns` that arrive on release(). */
function heldBack(ns: PageNamespace, texts: unknown) {
  let release: () => void = () => {};
  downloads.set(
    ns,
    new Promise((resolve) => {
      release = () => resolve(texts);
    }),
  );
  return { release };
}

const PARTS: readonly PageNamespace[] = ['wizard'];

beforeAll(async () => {
  await setUpI18n('nl');
});

describe('usePageTexts with parts', () => {
  it('is ready only once the page and every part have their texts, so the page is drawn whole', async () => {
    const page = heldBack('person', { title: 'Aangifte' });
    const part = heldBack('wizard', { next: 'Volgende' });
    const { result } = renderHook(() => usePageTexts('person', PARTS));
    expect(result.current.ready).toBe(false);
    await act(async () => page.release());
    // The page's own texts alone: its stepper would still come later and push the page about.
    expect(result.current.ready).toBe(false);
    await act(async () => part.release());
    expect(result.current.ready).toBe(true);
    expect(result.current.t('title' as never)).toBe('Aangifte');
  });
});
