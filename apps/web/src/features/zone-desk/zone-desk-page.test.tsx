import type { ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { ZoneDeskPage } from './zone-desk-page.tsx';

const ID = '0b6f1c52-3f4e-4a59-9a7e-2d1c8e5b7a10';
const FILE_ID = '5d2a9e41-7c3b-4f08-8e6d-1a2b3c4d5e6f';
const OFFICER = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: { ...CITIZEN_SESSION.info, matricule: '68421', zone: '5277', role: 'officer' },
};
const CASE = {
  state: 'new',
  version: 1,
  owner: null,
  taken_at: null,
  reopened_at: null,
  handled_by: null,
  handled_at: null,
  outcome: null,
  closing_note: null,
  summary_failed: true,
  contacted_by: null,
  contacted_at: null,
  flags: ['contact_person'],
  history: [],
} satisfies Partial<ZoneSheet>;
const SHEET: ZoneSheet = {
  ...CASE,
  id: ID,
  register: '2026-5277-000007',
  form: 'degradation',
  form_title: 'Dégradation de biens',
  received_at: '2026-11-24T09:30:00.000Z',
  language: 'nl',
  zone_name: 'Liège',
  sections: [
    {
      step: 'fact',
      number: 1,
      title: 'Les faits',
      entries: [{ kind: 'answer', question: 'Quand ?', answer: '20/11/2026' }],
    },
  ],
  attachments: [],
  handover: null,
  passed_on: { banks: [], takedown: null },
  officers: [
    { matricule: '68421', name: 'Julie Leroy' },
    { matricule: '69012', name: 'Marc Dubois' },
    { matricule: '66390', name: 'Sophie Renard' },
  ],
  addenda: [
    {
      number: 1,
      received_at: '2026-11-25T08:15:00.000Z',
      language: 'nl',
      text: 'Er is nog een tag bijgekomen op de achtergevel.',
      attachments: [
        {
          id: FILE_ID,
          filename: 'achtergevel.jpg',
          content_type: 'image/jpeg',
          size: 2048,
          sha256: 'ab'.repeat(32),
        },
      ],
      handover: null,
    },
  ],
  related: [],
};
/** A hand-over whose last retry failed: the sheet offers "Send again". */
const FAILED = {
  state: 'failed',
  delivered_at: null,
  failed_attempts: 21,
  last_error: 'HTTP 503',
  last_attempt_at: '2026-11-24T19:31:00.000Z',
} as const;
const INBOX: ZoneInbox = {
  rows: [
    {
      id: ID,
      register: SHEET.register,
      form: 'degradation',
      form_title: SHEET.form_title,
      fact_type: '5102',
      received_at: SHEET.received_at,
      age_minutes: 125,
      place: 'Liège',
      person: 'Marie Dubois',
      state: 'new',
      owner: null,
      owner_name: null,
      flags: ['contact_person'],
    },
  ],
  page: 1,
  page_size: 20,
  total: 1,
  more: false,
};

describe("the zone's desk", () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetPageFocus();
  });

  it('asks the inbox with the filters of the address and shows the contact flag', async () => {
    const calls = stubApi(() => ({ body: { data: INBOX } }), OFFICER);
    renderInApp(<ZoneDeskPage />, '/fr/zone?state=new&q=Dubois');
    await screen.findByTestId(`zone-row-${SHEET.register}`);
    expect(calls[0]?.path).toBe('v1/zone/declarations?q=Dubois&state=new&page=1&lang=fr');
    expect(screen.getByTestId('zone-flag-contact_person').textContent).toContain('48 heures ouvrables');
    expect(screen.queryByTestId('zone-log-link')).toBeNull();
  });

  it('says "more than 1,000" of a count it stopped, and pages on while the pages are full', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({
      ...INBOX.rows[0]!,
      id: `0b6f1c52-3f4e-4a59-9a7e-${String(index).padStart(12, '0')}`,
      register: `2026-5277-${String(index).padStart(6, '0')}`,
    }));
    stubApi(() => ({ body: { data: { ...INBOX, rows, total: 1000, more: true } } }), OFFICER);
    renderInApp(<ZoneDeskPage />, '/fr/zone?page=50');
    await screen.findByTestId(`zone-row-${rows[0]!.register}`);
    expect(screen.getByTestId('zone-count').textContent).toBe(
      'Plus de 1\u202f000 déclarations. Affinez la recherche ou les filtres pour en voir le nombre exact.',
    );
    expect(screen.getByText('Page 50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a malformed filter in words', async () => {
    stubApi(() => ({ status: 400, body: { error: { key: 'error_zone_filter' } } }), OFFICER);
    renderInApp(<ZoneDeskPage />, '/fr/zone?from=2026-03-02&to=2026-03-01');
    expect((await screen.findByTestId('zone-error')).textContent).toContain('vérifiez les dates');
  });

  it('offers what the state allows, and reads the sheet again when a colleague was first', async () => {
    let sheetReads = 0;
    const calls = stubApi((call) => {
      if (call.method === 'GET') {
        sheetReads++;
        return { body: { data: SHEET } };
      }
      return { status: 409, body: { error: { key: 'error_zone_stale' } } };
    }, OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}&lang=fr`);
    await screen.findByTestId('zone-sheet');
    expect(screen.getByTestId('zone-take')).toBeTruthy();
    expect(screen.getByTestId('zone-contacted')).toBeTruthy();
    expect(screen.queryByTestId('zone-handle-form')).toBeNull();

    fireEvent.click(screen.getByTestId('zone-take'));
    await waitFor(() => expect(screen.getByTestId('zone-message').textContent).toContain('Un collègue'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `v1/zone/declarations/${ID}/action`,
      body: { action: 'take', version: 1 },
    });
    await waitFor(() => expect(sheetReads).toBe(2));
  });

  it('shows what the person added later, in their words and language, with its files', async () => {
    stubApi(() => ({ body: { data: SHEET } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    const addendum = await screen.findByTestId('zone-addendum-1');
    expect(addendum.textContent).toContain('Complément 1, reçu le 25/11/2026 09:15');
    expect(addendum.textContent).toContain('Langue du complément\u202f: Néerlandais');
    expect(addendum.querySelector('[lang="nl"]')?.textContent).toBe(SHEET.addenda[0]!.text);
    const file = screen.getByTestId('zone-download-addendum-attachment');
    expect(file.getAttribute('href')).toBe(
      `/index.php/api/v1/zone/declarations/${ID}/addenda/1/attachments/${FILE_ID}`,
    );
    expect(file.textContent).toBe('Télécharger achtergevel.jpg (complément 1)');
    // The type found in the file's content, beside the name it was sent under.
    expect(file.nextElementSibling?.textContent).toBe(`JPEG, 2\u00a0Ko – SHA-256 ${'ab'.repeat(32)}`);
  });

  it('links each file by its id: two photos both called image.jpg stay apart', async () => {
    const photos = ['9f0e8d7c-6b5a-4c3d-8e1f-0a1b2c3d4e5f', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'];
    const attachments = photos.map((id) => ({
      id,
      filename: 'image.jpg',
      content_type: 'image/jpeg',
      size: 1024,
      sha256: 'cd'.repeat(32),
    }));
    stubApi(() => ({ body: { data: { ...SHEET, attachments } } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    await screen.findByTestId('zone-sheet');
    const links = screen.getAllByTestId('zone-download-attachment');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      photos.map((photo) => `/index.php/api/v1/zone/declarations/${ID}/attachments/${photo}`),
    );
    expect(links.map((link) => link.textContent)).toEqual(['Télécharger image.jpg', 'Télécharger image.jpg']);
  });

  it('says where the hand-over to the police information system is, in words', async () => {
    const retrying = {
      state: 'pending',
      delivered_at: null,
      failed_attempts: 2,
      last_error: 'HTTP 503',
      last_attempt_at: '2026-11-24T09:31:00.000Z',
    } as const;
    stubApi(() => ({ body: { data: { ...SHEET, handover: retrying } } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    expect((await screen.findByTestId('zone-sheet-handover')).textContent).toBe(
      'Pas encore transmise\u202f: 2 tentatives échouées, la dernière le 24/11/2026 10:31 (HTTP 503). Une nouvelle tentative suivra automatiquement.',
    );
    cleanup();
    const delivered = { ...retrying, state: 'delivered', delivered_at: '2026-11-24T09:32:00.000Z' } as const;
    stubApi(() => ({ body: { data: { ...SHEET, handover: delivered } } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    expect((await screen.findByTestId('zone-sheet-handover')).textContent).toBe(
      'Transmise le 24/11/2026 10:32',
    );
    expect(screen.queryByTestId('zone-resend')).toBeNull();
  });

  it('sends a failed hand-over again and shows it under way', async () => {
    const calls = stubApi(
      (call) =>
        call.method === 'GET'
          ? { body: { data: { ...SHEET, handover: FAILED } } }
          : { body: { data: { ...FAILED, state: 'pending', failed_attempts: 0, last_error: null } } },
      OFFICER,
    );
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    expect((await screen.findByTestId('zone-handover')).textContent).toBe(
      'Non transmise après 21 tentatives (dernière erreur\u202f: HTTP 503). Envoyez à nouveau la déclaration, ou transmettez-la vous-même au système d’information.',
    );
    const resend = screen.getByTestId('zone-resend');
    expect(resend.textContent).toBe('Envoyer à nouveau');
    fireEvent.click(resend);
    await waitFor(() =>
      expect(screen.getByTestId('zone-handover').textContent).toBe('Transmission en cours…'),
    );
    expect(screen.queryByTestId('zone-resend')).toBeNull();
    expect(screen.getByTestId('zone-resend-message').textContent).toBe('La transmission a été relancée.');
    expect(calls.find((call) => call.method === 'POST')).toEqual(
      expect.objectContaining({ path: `v1/zone/declarations/${ID}/handover`, body: undefined }),
    );
  });

  it("shows an addition's hand-over beside it, and reads the sheet again when it was sent already", async () => {
    const waiting = { ...FAILED, last_error: 'declaration not handed over yet' };
    let sheetReads = 0;
    const calls = stubApi((call) => {
      if (call.method === 'GET') {
        sheetReads++;
        return {
          body: { data: { ...SHEET, addenda: [{ ...SHEET.addenda[0]!, handover: waiting }] } },
        };
      }
      return { status: 409, body: { error: { key: 'error_zone_handover_not_failed' } } };
    }, OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    const addendum = await screen.findByTestId('zone-addendum-1');
    expect(addendum.querySelector('[data-testid="zone-handover-1"]')?.textContent).toBe(
      'Non transmis après 21 tentatives (dernière erreur\u202f: la déclaration elle-même n’est pas encore transmise). Envoyez à nouveau le complément, ou transmettez-le vous-même au système d’information.',
    );
    expect(screen.queryByTestId('zone-resend')).toBeNull();
    fireEvent.click(screen.getByTestId('zone-resend-1'));
    await waitFor(() =>
      expect(screen.getByTestId('zone-resend-message-1').textContent).toContain('déjà relancée'),
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      `v1/zone/declarations/${ID}/addenda/1/handover`,
    );
    await waitFor(() => expect(sheetReads).toBe(2));
  });

  it('shows no hand-over where the desk alone receives declarations', async () => {
    stubApi(() => ({ body: { data: SHEET } }), OFFICER);
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    await screen.findByTestId('zone-sheet');
    expect(screen.queryByTestId('zone-sheet-handover')).toBeNull();
  });

  it('takes the declaration and then offers to close it with an outcome and a note', async () => {
    stubApi(
      (call) =>
        call.method === 'GET'
          ? { body: { data: SHEET } }
          : {
              body: {
                data: {
                  ...CASE,
                  state: 'in_treatment',
                  version: 2,
                  owner: '68421',
                  taken_at: SHEET.received_at,
                  history: [
                    {
                      version: 2,
                      at: '2026-11-25T09:00:00.000Z',
                      action: 'take',
                      by: '68421',
                      assignee: null,
                      outcome: null,
                      note: null,
                    },
                  ],
                },
              },
            },
      OFFICER,
    );
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    fireEvent.click(await screen.findByTestId('zone-take'));
    await screen.findByTestId('zone-handle-form');
    expect(screen.getByTestId('zone-sheet-state').textContent).toBe('En traitement');
    expect(screen.getByTestId('zone-sheet-owner').textContent).toBe('Julie Leroy (matricule 68421)');
    expect(screen.getByTestId('zone-sheet-history').textContent).toBe(
      '25/11/2026 10:00 Julie Leroy (matricule 68421) a pris la déclaration en charge',
    );
    expect(screen.queryByTestId('zone-take')).toBeNull();
    // The button pressed is gone: focus is on the section's heading, not lost.
    expect(document.activeElement?.textContent).toBe('Traitement');
    // Hers to give: to any colleague of the zone but herself.
    fireEvent.keyDown(screen.getByTestId('zone-assignee-input'), { key: 'ArrowDown' });
    const assignees = screen.getAllByRole('option').map((option) => option.textContent);
    expect(assignees).toEqual(['Marc Dubois (matricule 69012)', 'Sophie Renard (matricule 66390)']);
  });

  it("offers a colleague's case only a working note; closes 'information only' without a note", async () => {
    const colleagues = { ...CASE, state: 'in_treatment', version: 3, owner: '69012', flags: [] } as const;
    const calls = stubApi(
      (call) =>
        call.method === 'GET'
          ? { body: { data: { ...SHEET, ...colleagues } } }
          : { status: 403, body: { error: { key: 'error_zone_not_owner' } } },
      OFFICER,
    );
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    await screen.findByTestId('zone-working-note-form');
    expect(screen.getByTestId('zone-sheet-owner').textContent).toBe('Marc Dubois (matricule 69012)');
    for (const action of ['zone-take', 'zone-release', 'zone-reopen', 'zone-assign-form', 'zone-handle-form'])
      expect(screen.queryByTestId(action)).toBeNull();
    fireEvent.change(screen.getByTestId('zone-working-note'), { target: { value: 'Banque appelée.' } });
    fireEvent.submit(screen.getByTestId('zone-working-note-form'));
    await waitFor(() =>
      expect(screen.getByTestId('zone-message').textContent).toBe(
        'Seul le gestionnaire du dossier ou un responsable peut le faire.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'note',
      version: 3,
      note: 'Banque appelée.',
    });
    cleanup();

    // Her own case: the closing note becomes optional once "information only" is chosen.
    const handling = stubApi(
      () => ({ body: { data: { ...SHEET, ...colleagues, owner: '68421' } } }),
      OFFICER,
    );
    renderInApp(<ZoneDeskPage />, `/fr/zone?declaration=${ID}`);
    await screen.findByTestId('zone-handle-form');
    const note = screen.getByTestId('zone-note') as HTMLTextAreaElement;
    expect(note.required).toBe(true);
    // Sent without an outcome: nothing is sent, the outcome's field says so and has the focus.
    fireEvent.submit(screen.getByTestId('zone-handle-form'));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('zone-outcome-input'));
    expect(handling.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.keyDown(screen.getByTestId('zone-outcome-input'), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'Pour information uniquement' }));
    expect(note.required).toBe(false);
    expect(screen.getByLabelText('Note de clôture (facultative)')).toBe(note);
  });
});
