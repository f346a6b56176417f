import type { MyDeclaration, MyDeclarations } from '@pow/contracts/my-declarations';
import { formatFileSize } from '@pow/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { DeclarationPage } from './declaration-page.tsx';
import { MyDeclarationsPage } from './my-declarations-page.tsx';

const ID = '6f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10';
const JAN = { ...CITIZEN_SESSION, info: { ...CITIZEN_SESSION.info, first_name: 'Jan', rrn: '85073003328' } };
const LIST: MyDeclarations = {
  rows: [
    {
      id: ID,
      register: '2026-5345-000042',
      form: 'phishing',
      form_title: 'Phishing en online fraude',
      received_at: '2026-11-27T15:29:50.000Z',
      zone_name: 'Antwerpen',
      stage: 'at_zone',
    },
  ],
  page: 1,
  page_size: 20,
  total: 1,
};
const DECLARATION: MyDeclaration = {
  ...LIST.rows[0]!,
  add_hint:
    'Kreeg u nog een bericht van de oplichter, of ziet u een betaling die u niet deed? Voeg het hier toe.',
  overview_method: 'email',
  fallback: true,
  summary_available: true,
  passed_on: { banks: [], takedown: null },
  stages: [
    { stage: 'received', state: 'done', at: '2026-11-27T15:29:50.000Z', expected_at: null },
    { stage: 'summary_made', state: 'done', at: '2026-11-27T15:29:55.000Z', expected_at: null },
    { stage: 'summary_delivered', state: 'done', at: '2026-11-27T15:29:58.000Z', expected_at: null },
    { stage: 'at_zone', state: 'done', at: '2026-11-27T15:30:00.000Z', expected_at: null },
    { stage: 'in_treatment', state: 'ahead', at: null, expected_at: '2026-11-30T08:30:00.000Z' },
    { stage: 'handled', state: 'ahead', at: null, expected_at: null },
  ],
  addenda: [
    {
      number: 1,
      received_at: '2026-11-28T10:00:00.000Z',
      text: 'Nog een sms gekregen.',
      attachments: [{ filename: 'sms.png', size: 2048 }],
      delivered_by: 'ebox',
      summary_failed: false,
      zone_at: '2026-11-28T10:00:05.000Z',
    },
  ],
};
const LINE = 'Vandaag kreeg ik nog een sms van hetzelfde nummer.';

describe('my declarations', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetPageFocus();
  });

  it('lists the declarations in words, each leading to its page', async () => {
    const calls = stubApi(() => ({ body: { data: LIST } }), JAN);
    renderInApp(<MyDeclarationsPage />, '/nl/my-declarations');
    const row = await screen.findByTestId('my-declaration-2026-5345-000042');
    expect(calls[0]?.path).toBe('v1/my-declarations?lang=nl');
    expect(row.textContent).toContain('Phishing en online fraude');
    expect(row.textContent).toContain('27/11/2026 16:29');
    expect(screen.getByTestId('my-declaration-stage').textContent).toBe('Bij de politiezone');
    expect(row.querySelector('a')?.getAttribute('href')).toBe(`/nl/my-declarations/${ID}`);
    expect(screen.getByTestId('my-declarations-count').textContent).toBe('1 aangifte');
  });

  it('says there are none, and why one typed by hand is not there', async () => {
    stubApi(() => ({ body: { data: { rows: [], page: 1, page_size: 20, total: 0 } } }), JAN);
    renderInApp(<MyDeclarationsPage />, '/nl/my-declarations');
    await screen.findByTestId('my-declarations-empty');
    expect(screen.getByTestId('my-declarations').textContent).toContain(
      'rijksregisternummer dat u zelf intypte',
    );
  });

  it('shows the timeline: each stage in words with its time, the next one expected', async () => {
    stubApi(() => ({ body: { data: DECLARATION } }), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    await screen.findByTestId('my-declaration-timeline');
    const stage = (name: string) => screen.getByTestId(`timeline-${name}`);
    expect(stage('received').textContent).toBe('✓Klaar: Aangifte ontvangenop 27/11/2026 16:29');
    expect(stage('summary_delivered').textContent).toContain('Uw eBox was niet bereikbaar');
    expect(stage('at_zone').textContent).toContain('Bij de politiezone Antwerpen');
    expect(stage('in_treatment').getAttribute('aria-current')).toBe('step');
    expect(stage('in_treatment').textContent).toContain(
      'Volgt nog: In behandeling bij de politiezoneverwacht rond 30/11/2026 09:30',
    );
    expect(stage('handled').textContent).not.toContain('verwacht');
    // What may be added: the form's hint for its kind of fact, then where it goes.
    expect(screen.getByTestId('add-information-hint').textContent).toBe(
      `${DECLARATION.add_hint} De politiezone krijgt wat u toevoegt bij uw aangifte, en u ontvangt een bevestiging als pdf.`,
    );
    expect(screen.getByTestId('my-declaration-pdf').getAttribute('href')).toBe(
      `/index.php/api/v1/my-declarations/${ID}/summary.pdf`,
    );
    const addendum = screen.getByTestId('addendum-1');
    expect(addendum.textContent).toContain('Aanvulling 1, ontvangen op 28/11/2026 11:00');
    expect(addendum.textContent).toContain(`sms.png (${formatFileSize(2048, 'nl')})`);
    expect(addendum.textContent).toContain('Bevestiging bezorgd in uw eBox');
    expect(addendum.textContent).toContain('Bij de politiezone sinds 28/11/2026 11:00');
  });

  it('says when the zone usually takes a declaration up while too few recent cases give a time', async () => {
    const stages = DECLARATION.stages.map((stage) => ({ ...stage, expected_at: null }));
    stubApi(() => ({ body: { data: { ...DECLARATION, stages } } }), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    await screen.findByTestId('my-declaration-timeline');
    expect(screen.getByTestId('timeline-in_treatment').textContent).toContain(
      'In behandeling bij de politiezonegewoonlijk binnen 2 werkdagen',
    );
    expect(screen.getByTestId('timeline-handled').textContent).not.toContain('gewoonlijk');
  });

  it('tells a summary that failed, with no download', async () => {
    const failed: MyDeclaration = {
      ...DECLARATION,
      summary_available: false,
      stages: DECLARATION.stages.map((stage) =>
        stage.stage === 'summary_made'
          ? { ...stage, state: 'failed', at: null }
          : stage.stage === 'summary_delivered'
            ? { ...stage, state: 'skipped', at: null }
            : stage,
      ),
    };
    stubApi(() => ({ body: { data: failed } }), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    await screen.findByTestId('my-declaration-timeline');
    expect(screen.getByTestId('timeline-summary_made').textContent).toContain(
      'Probleem: Uw samenvatting kon niet',
    );
    expect(screen.getByTestId('timeline-summary_delivered').textContent).toContain('Niet van toepassing:');
    expect(screen.queryByTestId('my-declaration-pdf')).toBeNull();
    expect(screen.getByTestId('my-declaration').textContent).toContain('Er is geen samenvatting');
  });

  it("says another person's declaration is not found", async () => {
    stubApi(() => ({ status: 404, body: { error: { key: 'error_404' } } }), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    expect((await screen.findByTestId('my-declaration-missing')).textContent).toContain(
      'Deze aangifte bestaat niet',
    );
  });

  it('checks the text as the description is checked, sending nothing too short', async () => {
    const calls = stubApi(() => ({ body: { data: DECLARATION } }), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    const input = (await screen.findByTestId('add-information-text-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'kort' } });
    fireEvent.click(screen.getByTestId('add-information-send'));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('add-information-text').textContent).toContain(
      'Gebruik minstens 5 en hoogstens 2000 tekens.',
    );
    expect(document.activeElement).toBe(input);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends an addition with one Idempotency-Key through a retry, and a new one for the next', async () => {
    let posts = 0;
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { body: { data: DECLARATION } };
      posts++;
      // The first answer is lost on the way back.
      if (posts === 1) return 'network-error';
      return { body: { data: { number: posts - 1, received_at: '2026-11-28T10:05:00.000Z' } } };
    }, JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    const input = (await screen.findByTestId('add-information-text-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: LINE } });
    fireEvent.click(screen.getByTestId('add-information-send'));
    await waitFor(() =>
      expect(screen.getByTestId('add-information-error').textContent).toContain(
        'Er is een technisch probleem',
      ),
    );
    expect(input.value).toBe(LINE);
    fireEvent.click(screen.getByTestId('add-information-send'));
    await waitFor(() =>
      expect(screen.getByTestId('add-information-sent').textContent).toBe(
        'Bedankt. Uw aanvulling 1 is ontvangen en gaat naar de politiezone.',
      ),
    );
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'Nog iets anders.' } });
    fireEvent.click(screen.getByTestId('add-information-send'));
    await waitFor(() =>
      expect(screen.getByTestId('add-information-sent').textContent).toContain('aanvulling 2'),
    );

    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.path)).toEqual(Array(3).fill(`v1/my-declarations/${ID}/addenda`));
    expect(sent[0]!.body).toEqual({ text: LINE, attachments: [] });
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it("shows the server's word on the text at the text, and a lost session with a way to sign in", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: { key: 'error_invalid_characters', path: ['text'] } },
    };
    stubApi((call) => (call.method === 'GET' ? { body: { data: DECLARATION } } : answer), JAN);
    renderInApp(<DeclarationPage />, `/nl/my-declarations/${ID}`);
    const input = (await screen.findByTestId('add-information-text-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: LINE } });
    fireEvent.click(screen.getByTestId('add-information-send'));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('add-information-error').textContent).toBe('');

    answer = { status: 401, body: { error: { key: 'error_no_session' } } };
    fireEvent.change(input, { target: { value: `${LINE} Meer.` } });
    fireEvent.click(screen.getByTestId('add-information-send'));
    const error = screen.getByTestId('add-information-error');
    await waitFor(() => expect(error.textContent).toContain('U bent niet (meer) aangemeld'));
    expect(error.querySelector('a')?.getAttribute('href')).toContain('/index.php/app/login?redirect=');
  });
});
