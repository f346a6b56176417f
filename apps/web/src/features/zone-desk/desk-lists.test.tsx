import type { ZoneAccessLog, ZoneFiled, ZoneInbox } from '@pow/contracts/zone-desk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { ZoneDeskPage } from './zone-desk-page.tsx';

/** Issue 30, items 3, 4, 5 and 7: the inbox's rows and filters, "filed by me", the access log. */
const ID = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER = '7e6d5c4b-3a29-4187-9654-3210fedcba98';
const SUPERVISOR = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: { ...CITIZEN_SESSION.info, matricule: '66390', zone: '5277', role: 'supervisor' },
};
const ROW: ZoneInbox['rows'][number] = {
  id: ID,
  register: '2026-5277-000042',
  form: 'person',
  form_title: 'Fait non urgent contre des personnes',
  fact_type: '0422',
  received_at: '2026-11-24T09:30:00.000Z',
  age_minutes: 185,
  place: 'Liège',
  person: 'Marie Dubois',
  state: 'in_treatment',
  owner: '68421',
  owner_name: 'Julie Leroy',
  flags: ['handover_failed'],
};
const INBOX: ZoneInbox = { rows: [ROW], page: 1, page_size: 20, total: 1, more: false };

describe("the desk's lists", () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetPageFocus();
  });

  it('says on each row what happened, where, about whom, whose it is and how long it waits', async () => {
    stubApi(() => ({ body: { data: INBOX } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone');
    const row = await screen.findByTestId(`zone-row-${ROW.register}`);
    const text = row.textContent ?? '';
    // Threats, not "a non-urgent fact against persons".
    expect(within(row).getByTestId('zone-row-fact').textContent).toBe('Menaces');
    for (const said of ['Liège', 'Marie Dubois', 'Julie Leroy (matricule 68421)', 'En traitement'])
      expect(text).toContain(said);
    expect(within(row).getByTestId('zone-row-age').textContent).toBe('3 h');
    expect(within(row).getByTestId('zone-flag-handover_failed').textContent).toContain(
      'Transmission au système d’information échouée',
    );
  });

  it('filters on what happened, on whose, and sorts the oldest first, in the address and the query', async () => {
    const calls = stubApi(() => ({ body: { data: INBOX } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone');
    await screen.findByTestId(`zone-row-${ROW.register}`);
    fireEvent.change(screen.getByTestId('zone-filter-fact-type'), { target: { value: '0422' } });
    fireEvent.change(screen.getByTestId('zone-filter-owner'), { target: { value: 'none' } });
    fireEvent.change(screen.getByTestId('zone-filter-sort'), { target: { value: 'oldest' } });
    fireEvent.click(screen.getByTestId('zone-apply'));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        'v1/zone/declarations?fact_type=0422&owner=none&sort=oldest&page=1&lang=fr',
      ),
    );
    expect(
      screen.getByRole('list', { name: 'Déclarations reçues, les plus anciennes d’abord' }),
    ).toBeTruthy();
  });

  it('lists what the officer filed: their own zone’s opens, another zone’s is read only', async () => {
    const filed: ZoneFiled = {
      rows: [
        {
          id: ID,
          register: '2026-5277-000050',
          zone_name: 'Liège',
          own_zone: true,
          filed_at: '2026-11-24T09:30:00.000Z',
          state: 'handled',
          at_zone_at: '2026-11-24T09:31:00.000Z',
          taken_at: '2026-11-24T10:00:00.000Z',
          handled_at: '2026-11-25T08:00:00.000Z',
        },
        {
          id: OTHER,
          register: '2026-5415-000007',
          zone_name: 'Gand',
          own_zone: false,
          filed_at: '2026-11-23T09:30:00.000Z',
          state: null,
          at_zone_at: null,
          taken_at: null,
          handled_at: null,
        },
      ],
      page: 1,
      page_size: 20,
      total: 2,
    };
    const calls = stubApi(() => ({ body: { data: filed } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone?filed');
    const own = await screen.findByTestId('zone-filed-2026-5277-000050');
    expect(calls[0]?.path).toBe('v1/zone/filed?page=1&lang=fr');
    expect(within(own).getByRole('link', { name: '2026-5277-000050' }).getAttribute('href')).toBe(
      `/fr/zone?declaration=${ID}`,
    );
    expect(within(own).getByTestId('zone-filed-state').textContent).toBe('Traitée');
    const other = screen.getByTestId('zone-filed-2026-5415-000007');
    expect(within(other).queryByRole('link')).toBeNull();
    expect(other.textContent).toContain('Autre zone\u202f: consultation seule');
    expect(within(other).getByTestId('zone-filed-zone').textContent).toBe('Gand');
    expect(within(other).getByTestId('zone-filed-state').textContent).toBe('En route vers la zone');
  });

  it('filters the access log, shows its times to the second and exports what is filtered', async () => {
    const log: ZoneAccessLog = {
      rows: [
        {
          at: '2026-11-24T09:30:07.000Z',
          officer_name: 'Julie Leroy',
          matricule: '68421',
          register: ROW.register,
          action: 'refused',
          filename: null,
          subject: 'handle: error_zone_not_owner',
          address: '127.0.0.1',
        },
      ],
      page: 1,
      page_size: 20,
      total: 1,
    };
    const calls = stubApi(() => ({ body: { data: log } }), SUPERVISOR);
    renderInApp(<ZoneDeskPage />, '/fr/zone?log');
    const line = await screen.findByTestId('zone-log-line-refused');
    expect(line.textContent).toContain('24/11/2026 10:30:07');
    expect(line.textContent).toContain('Action refusée');
    fireEvent.change(screen.getByTestId('zone-log-filter-matricule'), { target: { value: ' 68421 ' } });
    fireEvent.change(screen.getByTestId('zone-log-filter-action'), { target: { value: 'refused' } });
    fireEvent.click(screen.getByTestId('zone-log-apply'));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('v1/zone/access-log?matricule=68421&action=refused&page=1'),
    );
    expect(screen.getByTestId('zone-log-export').getAttribute('href')).toBe(
      '/index.php/api/v1/zone/access-log.csv?matricule=68421&action=refused&lang=fr',
    );
  });
});
