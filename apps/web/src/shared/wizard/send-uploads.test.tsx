import type { FieldError, StepDefinition } from '@pow/domain';
import nl from '@pow/i18n/web/nl.json';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../contact/contact-test-support.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import type { AttachmentItem } from './attachments/attachment-list.ts';
import { AttachmentsStep } from './attachments/attachments-step.tsx';
import { FakeXhr } from './attachments/fake-xhr.ts';
import { Stepper } from './stepper.tsx';
import { useDeclarationSend } from './use-declaration-send.tsx';
import { useWizardForm } from './use-wizard-form.ts';

/**
 * Send and the uploads of the attachments step together (spec §4 Attachments, §8): a file on its way
 * is waited for, not sent twice; a refused upload during Send is told as §8 asks. In a file of its
 * own: the 403 debug report is sent once per page load, that is once per test file here.
 */

interface Values {
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
    form: 'uploads-demo',
    owner: '85073003328',
    version: 1,
    steps: STEPS,
    initial: () => ({ attachments: [] }),
    validate: noIssues,
  });
  const send = useDeclarationSend<Values>({
    form,
    successForm: 'person',
    attachmentsStep: 2,
    attachments: (values) => values.attachments,
    setAttachments: (change) => form.update((values) => ({ attachments: change(values.attachments) })),
    payload: (_, ids) => ({ form: 'person', attachments: ids }),
    on403: 'step',
    factType: () => '4711',
  });
  return (
    <Stepper form={form} titles={['Fact', 'Attachments', 'Overview']} {...send}>
      {form.wizard.current === 2 && (
        <AttachmentsStep
          items={form.values.attachments}
          onItems={(change) => form.update((values) => ({ attachments: change(values.attachments) }))}
        />
      )}
    </Stepper>
  );
}

function Sent() {
  const location = useLocation();
  return <p data-testid="sent">{location.pathname + location.search}</p>;
}

/** The demo form on its attachments step, the fact done, as after a reload. */
function renderAtAttachments() {
  sessionStorage.setItem(
    'pow_draft_uploads-demo',
    JSON.stringify({
      version: 1,
      values: { attachments: [] },
      wizard: {
        current: 2,
        furthest: 3,
        steps: [1, 2, 3].map((step) => ({ done: step === 1, error: false, mounted: step < 3 })),
      },
      idempotencyKey: '5e0b8a52-4a39-4c1f-8d43-96a1f7d3c2b0',
    }),
  );
  renderInApp(
    <Routes>
      <Route path="/nl/person" element={<Demo />} />
      <Route path="/nl/success/person" element={<Sent />} />
    </Routes>,
    '/nl/person',
  );
}

/** Adds a file on the attachments step and waits for its upload to start; answers that request. */
async function addFileAndGoToOverview(name: string): Promise<FakeXhr> {
  const input = (await screen.findByTestId('attachments-input')) as HTMLInputElement;
  Object.defineProperty(input, 'files', {
    value: [new File([name], name, { type: 'image/png' })],
    configurable: true,
  });
  fireEvent.change(input);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('attachment').dataset.state).toBe('uploading'));
  act(() => fireEvent.click(screen.getByTestId('wizard-next')));
  await screen.findByTestId('wizard-send');
  return FakeXhr.sent[0] as FakeXhr;
}

const stepState = (id: string) => screen.getByTestId(`step-${id}`).dataset.state;

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Send with an upload on its way', () => {
  it('waits for the running upload instead of sending the file a second time', async () => {
    const calls = stubApi(
      () => ({ body: { data: { guid: 'g-7', register: '2026-5345-000007' } } }),
      CITIZEN_SESSION,
    );
    const sent = FakeXhr.install();
    renderAtAttachments();
    const upload = await addFileAndGoToOverview('bewijs.png');
    fireEvent.click(screen.getByTestId('wizard-send'));
    await waitFor(() =>
      expect(screen.getByTestId('wizard-send').textContent).toBe('Uw bijlagen worden eerst opgeladen…'),
    );
    expect(sent).toHaveLength(1);
    act(() => upload.accept('s-bewijs'));
    expect((await screen.findByTestId('sent')).textContent).toBe(
      '/nl/success/person?request=g-7&register=2026-5345-000007',
    );
    expect(sent).toHaveLength(1);
    expect(calls.filter((call) => call.path === 'v1/information/add').map((call) => call.body)).toEqual([
      { form: 'person', attachments: ['s-bewijs'] },
    ]);
  });

  it('goes back to the attachments step with the way to renew the session when the upload meets a 401', async () => {
    stubApi(() => ({ body: { data: { ok: true } } }), CITIZEN_SESSION);
    FakeXhr.install();
    renderAtAttachments();
    const upload = await addFileAndGoToOverview('sessie.png');
    fireEvent.click(screen.getByTestId('wizard-send'));
    act(() => upload.answer(401, { error: { key: 'error_upload_no_session' } }));
    await waitFor(() => expect(stepState('attachments')).toBe('error'));
    expect(screen.getByTestId('step-error').textContent).toBe(nl.error_upload_no_session);
    expect(screen.getByTestId('attachments-refresh-session').getAttribute('href')).toBe(
      '/index.php/app/login?redirect=%2Fapp%2Fnl%2Frefreshed',
    );
  });

  it('sends without a file the server refuses during Send, which then waits only to be removed', async () => {
    const calls = stubApi(
      () => ({ body: { data: { guid: 'g-8', register: '2026-5345-000008' } } }),
      CITIZEN_SESSION,
    );
    FakeXhr.install();
    renderAtAttachments();
    const upload = await addFileAndGoToOverview('factuur.png');
    fireEvent.click(screen.getByTestId('wizard-send'));
    act(() =>
      upload.answer(415, { error: { key: 'error_upload_accept', params: { filename: 'factuur.png' } } }),
    );
    await screen.findByTestId('sent');
    expect(calls.filter((call) => call.path === 'v1/information/add').map((call) => call.body)).toEqual([
      { form: 'person', attachments: [] },
    ]);
  });

  it('says uploading failed until the failed file is removed, then the step is clear again', async () => {
    stubApi(() => ({ body: { data: { ok: true } } }), CITIZEN_SESSION);
    FakeXhr.install();
    renderAtAttachments();
    const upload = await addFileAndGoToOverview('bewijs.png');
    fireEvent.click(screen.getByTestId('wizard-send'));
    act(() => upload.answer(503, { error: { key: 'error_upload' } }));
    await waitFor(() => expect(stepState('attachments')).toBe('error'));
    expect(screen.getByTestId('step-error').textContent).toBe(nl.error_upload);

    fireEvent.click(screen.getByTestId('attachment-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-yes'));
    await waitFor(() => expect(screen.queryByTestId('step-error')).toBeNull());
    expect(stepState('attachments')).not.toBe('error');
  });

  it('tells a 403 on the upload like a blocked Send: error_403 on the last step, contact us, one debug report', async () => {
    const calls = stubApi(() => ({ body: { data: { ok: true } } }), CITIZEN_SESSION);
    FakeXhr.install();
    renderAtAttachments();
    const upload = await addFileAndGoToOverview('waf.png');
    fireEvent.click(screen.getByTestId('wizard-send'));
    act(() => upload.answer(403, '<html>blocked</html>'));
    await waitFor(() => expect(stepState('overview')).toBe('error'));
    expect(screen.getByTestId('step-error').textContent).toBe(nl.error_403);
    expect(screen.getByTestId('step-overview').querySelector('[aria-current="step"]')).not.toBeNull();
    expect(await screen.findByTestId('contact-us')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === 'v1/debug/network')).toBe(true));
    expect(calls.filter((call) => call.path === 'v1/debug/network').map((call) => call.body)).toEqual([
      {
        code: 403,
        url: window.location.href,
        timestamp: 'Tue, 06 May 2025 08:05:00 GMT',
        content: { endpoint: 'v1/upload/batch', factType: '4711' },
      },
    ]);
    expect(calls.some((call) => call.path === 'v1/information/add')).toBe(false);

    // Once per page load: a second blocked Send reports nothing more.
    fireEvent.click(screen.getByTestId('wizard-send'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1]?.answer(403, '<html>blocked</html>'));
    await waitFor(() => expect(screen.getByTestId('wizard-send').textContent).toBe('Aangifte versturen'));
    expect(calls.filter((call) => call.path === 'v1/debug/network')).toHaveLength(1);
  });
});
