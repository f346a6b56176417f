import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { setUpI18n } from '../../test-support.ts';
import { NciiPage } from './ncii-page.tsx';
import { SexualViolencePage } from './sexual-violence-page.tsx';

describe('NCII page (spec §2)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on the adult help and switches to the under-18 help with its warning', async () => {
    stubApi(() => ({}));
    renderInApp(<NciiPage />, '/nl/NCII');
    await screen.findByTestId('ncii-page');
    expect(screen.getByTestId('ncii-list').querySelectorAll('li')).toHaveLength(3);
    expect((screen.getByTestId('ncii-age-adult') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('ncii-victim-phone').getAttribute('href')).toBe('tel:080012800');
    // The image-removal service: five paragraphs, then its link and the closing warning.
    const heading = screen.getByRole('heading', {
      level: 3,
      name: 'Beelden laten blokkeren met StopNCII.org',
    });
    const after: Element[] = [];
    for (
      let next = heading.nextElementSibling;
      next && !next.querySelector('a');
      next = next.nextElementSibling
    )
      after.push(next);
    expect(after.map((element) => element.tagName)).toEqual(['P', 'P', 'P', 'P', 'P']);
    expect(screen.getByTestId('ncii-stopncii-warning')).toBeTruthy();
    expect(screen.queryByTestId('ncii-minor')).toBeNull();
    // The way back to the sexual-violences page.
    expect(screen.getAllByRole('link', { name: 'Seksueel geweld' })[0]?.getAttribute('href')).toBe(
      '/nl/sexual-violences',
    );

    fireEvent.click(screen.getByTestId('ncii-age-minor'));
    const minor = screen.getByTestId('ncii-minor');
    expect(minor.querySelector('a[href="tel:116000"]')).not.toBeNull();
    expect(minor.querySelector('a[href="mailto:116000@childfocus.org"]')).not.toBeNull();
    expect(screen.getByTestId('ncii-minor-warning').className).toContain('callout--error');
    expect(screen.queryByTestId('ncii-adult')).toBeNull();
  });
});

describe('sexual-violence page (spec §2, §9)', () => {
  beforeAll(() => setUpI18n('de'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the 24/7 care, the one-week and 72-hour limits, with telephone links', async () => {
    stubApi(() => ({}));
    renderInApp(<SexualViolencePage />, '/de/sexual-violence');
    const page = await screen.findByTestId('sexual-violence-page');
    const text = page.textContent ?? '';
    expect(text).toContain('rund um die Uhr');
    expect(text).toContain('weniger als eine Woche');
    expect(text).toContain('72 Stunden');
    expect(page.querySelector('a[href="tel:112"]')).not.toBeNull();
    expect(page.querySelector('a[href="tel:101"]')).not.toBeNull();
  });
});
