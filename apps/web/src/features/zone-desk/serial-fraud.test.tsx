import type { CountryPicture, ZoneRelated } from '@pow/contracts/zone-desk';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { RelatedList } from './related-list.tsx';
import { ZoneDeskPage } from './zone-desk-page.tsx';

const SUPERVISOR = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: { ...CITIZEN_SESSION.info, matricule: '66390', zone: '5277', role: 'supervisor' },
};
const OWN_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const RELATED: ZoneRelated[] = [
  {
    kind: 'iban',
    value: 'BE71096123456769',
    total: 25,
    declarations: [
      {
        register: '2026-5345-000012',
        zone: 'Antwerpen',
        own_zone: false,
        id: null,
        received_at: '2026-11-27T08:15:00.000Z',
        form: 'phishing',
        form_title: 'Phishing et fraude en ligne',
      },
      {
        register: '2026-5277-000003',
        zone: 'Liège',
        own_zone: true,
        id: OWN_ID,
        received_at: '2026-11-26T16:40:00.000Z',
        form: 'phishing',
        form_title: 'Phishing et fraude en ligne',
      },
    ],
  },
];
const PICTURE: CountryPicture = {
  since: '2026-10-29T10:00:00.000Z',
  more: false,
  rows: [
    {
      kind: 'iban',
      value: 'BE71096123456769',
      bank: 'Belfius Bank',
      declarations: 3,
      zones: [
        { zone: 'Antwerpen', declarations: 2 },
        { zone: 'Liège', declarations: 1 },
      ],
      first_at: '2026-11-26T16:40:00.000Z',
      last_at: '2026-11-27T08:15:00.000Z',
    },
  ],
};

/** The desk's texts loaded, as the desk's page waits for them before drawing a view. */
function WithTexts({ children }: { children: ReactNode }) {
  return usePageTexts('zone').ready ? children : null;
}

describe('serial fraud on the desk', () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetPageFocus();
  });

  it("lists another zone's declaration by its number only, and opens one of the officer's own zone", async () => {
    stubApi(() => ({ body: { data: {} } }), SUPERVISOR);
    renderInApp(
      <WithTexts>
        <RelatedList related={RELATED} lang="fr" />
      </WithTexts>,
      `/fr/zone?declaration=x&lang=fr`,
    );
    const iban = await screen.findByTestId('zone-related-iban');
    expect(within(iban).getByRole('heading').textContent).toBe(
      'Numéro de compte (IBAN)\u202f: BE71096123456769',
    );
    expect(iban.textContent).toContain(
      'Figure aussi dans 25 autres déclarations Les 2 plus récentes sont affichées.',
    );
    expect(iban.textContent).toContain(
      '2026-5345-000012 Antwerpen, reçue le 27/11/2026 09:15 (Phishing et fraude en ligne)',
    );
    expect(
      within(iban)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/fr/zone?declaration=${OWN_ID}&lang=fr`]);
    expect(within(iban).getByRole('link').getAttribute('aria-label')).toBe(
      'Ouvrir la fiche 2026-5277-000003',
    );
    expect(iban.textContent).toContain('Liège (votre zone)');
  });

  it('says so when no other declaration names what the sheet names', async () => {
    stubApi(() => ({ body: { data: {} } }), SUPERVISOR);
    renderInApp(
      <WithTexts>
        <RelatedList related={[]} lang="fr" />
      </WithTexts>,
      '/fr/zone',
    );
    expect((await screen.findByTestId('zone-related-none')).textContent).toBe(
      'Aucune donnée de cette déclaration ne figure dans une autre déclaration.',
    );
  });

  it("shows a supervisor the country's picture, with its counts by zone and its CSV", async () => {
    const calls = stubApi(() => ({ body: { data: PICTURE } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone?country');
    const row = await screen.findByTestId('zone-country-iban');
    expect(calls.map((call) => call.path)).toContain('v1/zone/country-picture?lang=fr');
    expect(row.textContent).toContain('Belfius Bank');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Antwerpen\u202f: 2', 'Liège\u202f: 1']);
    expect(screen.getByTestId('zone-country-export').getAttribute('href')).toBe(
      '/index.php/api/v1/zone/country-picture.csv?lang=fr',
    );
  });

  it('tells an officer who is no supervisor that the page is not theirs', async () => {
    stubApi(() => ({ status: 403, body: { error: { key: 'error_no_rights' } } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone?country');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByTestId('zone-country-rows')).toBeNull();
  });
});
