import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { renderInApp, stubApi } from '../contact/contact-test-support.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { parseZones } from './find-police-zones.ts';
import { PoliceZoneDialog } from './police-zone-dialog.tsx';

const ANTWERP = [
  {
    key: '5344',
    code: '5344',
    name: 'PZ Antwerpen',
    website: 'https://www.politieantwerpen.be',
    munKey: '11002',
    munText: 'Antwerpen',
  },
];

describe('police zones of a postcode', () => {
  it('groups the municipalities by zone and keeps only web addresses as links', () => {
    expect(
      parseZones({
        data: [
          {
            key: 'A',
            code: null,
            name: 'Zone A',
            website: 'javascript:alert(1)',
            munKey: '1',
            munText: 'Een',
          },
          { key: 'A', code: null, name: 'Zone A', website: null, munKey: '2', munText: 'Twee' },
          { key: 'B', code: '1', name: 'Zone B', website: 'https://b.example', munKey: '3', munText: 'Drie' },
        ],
      }),
    ).toEqual([
      { key: 'A', name: 'Zone A', website: undefined, municipalities: ['Een', 'Twee'] },
      { key: 'B', name: 'Zone B', website: 'https://b.example/', municipalities: ['Drie'] },
    ]);
    expect(() => parseZones({ data: {} })).toThrow();
  });
});

describe('find-my-police-zone popup (spec §2)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('police-zone', 'nl');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows four steps with the picture in the interface language', async () => {
    stubApi(() => ({}));
    renderInApp(<PoliceZoneDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Uw politiezone vinden' });
    expect(dialog.querySelectorAll('.zone-steps > li')).toHaveLength(4);
    const picture = screen.getByRole('img');
    expect(picture.textContent).toContain('Zoek uw politiezone');
  });

  it('checks the postcode, then answers with the zone and its website', async () => {
    const calls = stubApi((call) => ({ body: { data: call.path.endsWith('2000') ? ANTWERP : [] } }));
    renderInApp(<PoliceZoneDialog open onClose={() => undefined} />);
    const postcode = (await screen.findByTestId('zone-postcode-input')) as HTMLInputElement;
    fireEvent.change(postcode, { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('zone-search-button'));
    expect(await screen.findByText('Vul een postcode van 4 cijfers in.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(postcode, { target: { value: '2000' } });
    fireEvent.click(screen.getByTestId('zone-search-button'));
    const link = await screen.findByTestId('zone-website');
    expect(link.getAttribute('href')).toBe('https://www.politieantwerpen.be/');
    expect(link.textContent).toBe('Website van PZ Antwerpen');
    expect(calls[0]?.path).toBe('v1/reftab/police-zones?postcode=2000');

    fireEvent.change(postcode, { target: { value: '9999' } });
    fireEvent.click(screen.getByTestId('zone-search-button'));
    await waitFor(() =>
      expect(screen.getByTestId('zone-status').textContent).toContain(
        'We vonden geen politiezone voor postcode 9999.',
      ),
    );
  });
});
