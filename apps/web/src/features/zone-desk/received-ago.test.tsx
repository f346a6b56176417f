import type { ZoneSheet } from '@pow/contracts/zone-desk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { receivedAgo } from './sheet-view.tsx';
import { ZoneDeskPage } from './zone-desk-page.tsx';

const ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const OFFICER = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: { ...CITIZEN_SESSION.info, matricule: '71234', zone: '5345', role: 'officer' },
};
const SHEET: ZoneSheet = {
  state: 'new',
  version: 1,
  owner: null,
  taken_at: null,
  reopened_at: null,
  handled_by: null,
  handled_at: null,
  outcome: null,
  closing_note: null,
  summary_failed: false,
  contacted_by: null,
  contacted_at: null,
  flags: [],
  history: [],
  id: ID,
  register: '2026-5345-000042',
  form: 'phishing',
  form_title: 'Phishing en online fraude',
  // Monday 2 November 2026, 23:30 in Brussels.
  received_at: '2026-11-02T22:30:00.000Z',
  language: 'nl',
  zone_name: 'Antwerpen',
  sections: [],
  attachments: [],
  handover: null,
  passed_on: { banks: [], takedown: null },
  officers: [{ matricule: '71234', name: 'Tom Claes' }],
  addenda: [],
  related: [],
};

describe('how long ago a declaration was received', () => {
  it('counts Brussels calendar days, in the unit one says it in', () => {
    const received = new Date(SHEET.received_at);
    // 00:10 on the 3rd in Brussels, still the 2nd in UTC: a day later where the desk is.
    expect(receivedAgo(received, new Date('2026-11-02T23:10:00Z'))).toEqual({ unit: 'days', count: 1 });
    expect(receivedAgo(received, new Date('2026-11-02T22:50:00Z'))).toEqual({ unit: 'days', count: 0 });
    expect(receivedAgo(received, new Date('2026-11-15T12:00:00Z'))).toEqual({ unit: 'days', count: 13 });
    expect(receivedAgo(received, new Date('2026-12-24T12:00:00Z'))).toEqual({ unit: 'weeks', count: 7 });
    expect(receivedAgo(received, new Date('2027-04-02T12:00:00Z'))).toEqual({ unit: 'months', count: 5 });
    expect(receivedAgo(received, new Date('2029-01-02T12:00:00Z'))).toEqual({ unit: 'years', count: 2 });
  });
});

describe.each([
  ['nl', '2026-11-23T09:00:00Z', 'Ontvangen op02/11/2026 23:30 (3 weken geleden)'],
  ['fr', '2027-01-05T09:00:00Z', 'Reçue le02/11/2026 23:30 (il y a 2 mois)'],
  ['de', '2026-11-03T09:00:00Z', 'Eingegangen am02/11/2026 23:30 (vor 1 Tag)'],
  ['de', '2026-11-02T22:45:00Z', 'Eingegangen am02/11/2026 23:30 (heute)'],
] as const)('the sheet in %s', (locale, now, said) => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    resetPageFocus();
  });

  it(`says when it was received and how long ago, at ${now}`, async () => {
    await setUpI18n(locale);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    stubApi(() => ({ body: { data: SHEET } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/${locale}/zone?declaration=${ID}`);
    const ago = await screen.findByTestId('zone-sheet-received-ago');
    expect(ago.closest('div')?.textContent).toBe(said);
  });
});
