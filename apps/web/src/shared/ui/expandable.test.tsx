import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ExpandableGroup, ExpandableSection } from './expandable.tsx';

describe('ExpandableGroup', () => {
  beforeAll(() => setUpI18n('de'));
  afterEach(cleanup);

  it('opens and closes every section with one button', () => {
    const { container } = render(
      <ExpandableGroup>
        <ExpandableSection level={2} title="Eins">
          a
        </ExpandableSection>
        <ExpandableSection level={2} title="Zwei" defaultOpen>
          b
        </ExpandableSection>
      </ExpandableGroup>,
    );
    const sections = () => Array.from(container.querySelectorAll('details')).map((details) => details.open);
    expect(sections()).toEqual([false, true]);
    act(() => screen.getByRole('button', { name: 'Alle aufklappen' }).click());
    expect(sections()).toEqual([true, true]);
    act(() => screen.getByRole('button', { name: 'Alle zuklappen' }).click());
    expect(sections()).toEqual([false, false]);
  });
});

describe('ErrorBoundary', () => {
  afterEach(cleanup);

  it('shows the fallback instead of a page that fails, and recovers on another page', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const { rerender } = render(
        <ErrorBoundary resetKey="/a" fallback={<p>fallback</p>}>
          <Broken />
        </ErrorBoundary>,
      );
      expect(screen.getByText('fallback')).toBeTruthy();
      rerender(
        <ErrorBoundary resetKey="/b" fallback={<p>fallback</p>}>
          <p>next page</p>
        </ErrorBoundary>,
      );
      expect(screen.getByText('next page')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
