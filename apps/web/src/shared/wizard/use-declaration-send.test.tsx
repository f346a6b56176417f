import { DebugReportSchema, type FieldError, type StepDefinition } from '@pow/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { stubApi } from '../fields/field-test-support.tsx';
import { TextField } from '../fields/text-field.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import type { AttachmentItem } from './attachments/attachment-list.ts';
import { Stepper } from './stepper.tsx';
import { debugReport, useDeclarationSend } from './use-declaration-send.tsx';
import { useWizardForm } from './use-wizard-form.ts';

interface Values {
  readonly description: string;
  readonly attachments: readonly AttachmentItem[];
}

const STEPS: readonly StepDefinition[] = [
  { id: 'fact', paths: [['fact']] },
  { id: 'attachments', skippable: true, paths: [['attachments']] },
  { id: 'overview', paths: [['overview']] },
];
const noIssues = (): readonly FieldError[] => [];

function Demo() {
  const form = useWizardForm<Values>({
    form: 'send-demo',
    owner: '85073003328',
    version: 1,
    steps: STEPS,
    initial: () => ({ description: 'Een valse sms.', attachments: [] }),
    validate: noIssues,
  });
  const send = useDeclarationSend<Values>({
    form,
    successForm: 'person',
    attachmentsStep: 2,
    attachments: (values) => values.attachments,
    setAttachments: (change) =>
      form.update((values) => ({ ...values, attachments: change(values.attachments) })),
    payload: (values, ids) => ({
      form: 'person',
      fact: { description: values.description },
      attachments: ids,
    }),
    on403: 'step',
  });
  return (
    <Stepper form={form} titles={['Fact', 'Attachments', 'Overview']} {...send}>
      {form.wizard.current === 1 && (
        <TextField
          label="Description"
          value={form.values.description}
          onValueChange={(description) => form.update((values) => ({ ...values, description }))}
          error={form.errorAt(['fact', 'description'])}
          testId="description"
        />
      )}
    </Stepper>
  );
}

function Sent() {
  const location = useLocation();
  return <p data-testid="sent">{location.pathname + location.search}</p>;
}

/** The demo form on its last step, as after a reload of a finished draft. */
function renderAtOverview() {
  sessionStorage.setItem(
    'pow_draft_send-demo',
    JSON.stringify({
      version: 1,
      values: { description: 'Een valse sms.', attachments: [] },
      wizard: {
        current: 3,
        furthest: 3,
        steps: [1, 2, 3].map(() => ({ done: true, error: false, mounted: true })),
      },
      idempotencyKey: 'b7d2c8a4-1b7e-4d1c-9a55-3f4b2c1d0e9f',
    }),
  );
  return render(
    <MemoryRouter initialEntries={['/nl/person']}>
      <Routes>
        <Route path="/nl/person" element={<Demo />} />
        <Route path="/nl/success/person" element={<Sent />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('useDeclarationSend', () => {
  it('sends once with the draft’s Idempotency-Key, then shows the sent page and forgets the draft', async () => {
    const calls = stubApi(() => ({ body: { data: { guid: 'g-1', register: '2026-5345-000001' } } }));
    const headers: (string | null)[] = [];
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers).get('Idempotency-Key'));
      return fetchStub(input, init);
    });
    renderAtOverview();
    fireEvent.click(screen.getByTestId('wizard-send'));
    fireEvent.click(screen.getByTestId('wizard-send'));
    expect((await screen.findByTestId('sent')).textContent).toBe(
      '/nl/success/person?request=g-1&register=2026-5345-000001',
    );
    expect(calls.filter((call) => call.path === 'v1/information/add')).toHaveLength(1);
    expect(headers).toEqual(['b7d2c8a4-1b7e-4d1c-9a55-3f4b2c1d0e9f']);
    expect(sessionStorage.getItem('pow_draft_send-demo')).toBeNull();
  });

  it('takes a 400 back to the step of its field, with the server’s message there', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: { key: 'error_minmax_length', params: { min: 5, max: 2000 }, path: ['fact', 'description'] },
      },
    }));
    renderAtOverview();
    fireEvent.click(screen.getByTestId('wizard-send'));
    await waitFor(() => expect(screen.getByTestId('step-fact').dataset.state).toBe('error'));
    expect(screen.getByTestId('description').textContent).toContain(
      'Gebruik minstens 5 en hoogstens 2000 tekens.',
    );
    expect(screen.getByTestId('step-error').textContent).toBe(
      'Dit deel van het formulier is nog niet volledig of bevat een fout.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('description-input')));
  });

  it.each([
    [401, 'U bent niet (meer) aangemeld. Meld u opnieuw aan om verder te gaan.', 'sign-in-again'],
    [403, 'Uw aangifte werd door de beveiliging van het platform tegengehouden', undefined],
    [429, 'probeer het binnen een uur opnieuw', undefined],
    [500, 'Er is een technisch probleem opgetreden.', undefined],
  ])('answers %s on the last step', async (status, text, testId) => {
    stubApi((call) =>
      call.path === 'v1/debug/network' ? { body: { data: { ok: true } } } : { status, body: {} },
    );
    renderAtOverview();
    fireEvent.click(screen.getByTestId('wizard-send'));
    await waitFor(() => expect(screen.getByTestId('step-error').textContent).toContain(text));
    expect(screen.getByTestId('step-overview').dataset.state).toBe('error');
    if (testId)
      expect(screen.getByTestId(testId).getAttribute('href')).toContain('/index.php/app/login?redirect=');
  });
});

describe('debugReport (spec §7 v1/debug/network)', () => {
  const url = 'http://localhost:8080/app/nl/person';

  it('names the blocked answer, its Date header, the page, the failed endpoint and the fact type', () => {
    expect(
      debugReport({ status: 403, date: 'Tue, 06 May 2025 08:05:00 GMT' }, 'v1/information/add', '4711', url),
    ).toEqual({
      code: 403,
      url,
      timestamp: 'Tue, 06 May 2025 08:05:00 GMT',
      content: { endpoint: 'v1/information/add', factType: '4711' },
    });
  });

  it('falls back on the browser’s clock without a Date header, and on null without a fact type', () => {
    const report = debugReport(
      { status: 403, date: undefined },
      'v1/upload/batch',
      undefined,
      url,
      () => new Date(Date.UTC(2025, 4, 6, 8, 5)),
    );
    expect(report.timestamp).toBe('Tue, 06 May 2025 08:05:00 GMT');
    expect(report.content).toEqual({ endpoint: 'v1/upload/batch', factType: null });
    expect(DebugReportSchema.safeParse(report).success).toBe(true);
  });
});
