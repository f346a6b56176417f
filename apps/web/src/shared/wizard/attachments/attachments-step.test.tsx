import { formatFileSize } from '@pow/domain';
import nl from '@pow/i18n/web/nl.json';
import wizardNl from '@pow/i18n/web/parts/wizard/nl.json';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../test-support.ts';
import type { ApiError } from '../../api/api-client.ts';
import { stubApi } from '../../fields/field-test-support.tsx';
import { loadPageTexts } from '../../i18n/use-page-texts.ts';
import type { AttachmentItem } from './attachment-list.ts';
import { AttachmentsStep } from './attachments-step.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { UploadContext } from './upload-context.ts';

/** The step as a form holds it: the list in state, the declaration's upload context around it. */
function Harness({ onBlocked }: { readonly onBlocked: (error: ApiError) => void }) {
  const [items, setItems] = useState<readonly AttachmentItem[]>([]);
  return (
    <UploadContext.Provider value={{ police: false, onBlocked }}>
      <AttachmentsStep items={items} onItems={(change) => setItems((current) => change(current))} />
    </UploadContext.Provider>
  );
}

function renderStep() {
  const onBlocked = vi.fn();
  render(
    <MemoryRouter initialEntries={['/nl/person']}>
      <Harness onBlocked={onBlocked} />
    </MemoryRouter>,
  );
  return onBlocked;
}

const png = (name: string, content = name) => new File([content], name, { type: 'image/png' });

/** Chooses files in the step's file input, as the browser's picker does. */
async function choose(...files: File[]) {
  const input = (await screen.findByTestId('attachments-input')) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const item = (name: string) =>
  screen.getAllByTestId('attachment').find((element) => element.textContent?.includes(name)) as HTMLElement;
const stateOf = (name: string) => item(name)?.dataset.state;

/** Waits for the nth request (from 1) to be sent, and answers it. */
async function request(count: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1] as FakeXhr;
}

async function removeWithConfirmation(name: string) {
  fireEvent.click(within(item(name)).getByTestId('attachment-remove'));
  const dialog = await screen.findByTestId('confirm-remove');
  expect(dialog.textContent).toContain(`Wilt u “${name}” verwijderen?`);
  fireEvent.click(screen.getByTestId('confirm-remove-yes'));
}

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AttachmentsStep (spec §4 Attachments, §5 Uploads)', () => {
  it('adds, uploads with a progress bar, fails, retries once however often clicked, removes after confirming', async () => {
    const calls = stubApi(() => ({ body: { data: { ok: true } } }));
    const sent = FakeXhr.install();
    renderStep();
    expect(screen.getByText(wizardNl.attachments.none)).toBeTruthy();

    await choose(png('brief.png'), png('foto.png'));
    const first = await request(1);
    expect(first.fileName()).toBe('brief.png');
    // One at a time: the second waits, added.
    expect(stateOf('brief.png')).toBe('uploading');
    expect(stateOf('foto.png')).toBe('added');
    expect(item('foto.png').textContent).toContain(wizardNl.attachments.state.added);

    act(() => first.progress(50, 100));
    const bar = within(item('brief.png')).getByRole('progressbar') as HTMLProgressElement;
    expect(bar.value).toBe(0.5);
    expect(bar.getAttribute('aria-label')).toBe('Opladen van brief.png');
    expect(item('brief.png').textContent).toContain(`${wizardNl.attachments.state.uploading} 50 %`);

    act(() => first.accept('s-brief'));
    await waitFor(() => expect(stateOf('brief.png')).toBe('uploaded'));
    expect(within(item('brief.png')).queryByRole('progressbar')).toBeNull();

    const second = await request(2);
    act(() => second.answer(500, '<html>down</html>'));
    await waitFor(() => expect(stateOf('foto.png')).toBe('failed'));
    expect(item('foto.png').textContent).toContain(nl.error_upload);

    // Retry: a double click starts one upload, not two (both clicks land before the page redraws).
    const retry = within(item('foto.png')).getByRole('button', { name: wizardNl.attachments.retry });
    act(() => {
      retry.click();
      retry.click();
    });
    const third = await request(3);
    // No fourth upload: an absence only shows over time. A slow machine can make this pass without
    // proving much, never fail it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(3);
    expect(stateOf('foto.png')).toBe('uploading');
    act(() => third.accept('s-foto'));
    await waitFor(() => expect(stateOf('foto.png')).toBe('uploaded'));

    // Removing asks first, then deletes the upload on the server.
    fireEvent.click(within(item('brief.png')).getByTestId('attachment-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-no'));
    expect(screen.getAllByTestId('attachment')).toHaveLength(2);
    await removeWithConfirmation('brief.png');
    await waitFor(() => expect(screen.getAllByTestId('attachment')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'v1/upload/s-brief',
    ]);
  });

  it('stops the upload of a file removed while it is on its way', async () => {
    const calls = stubApi(() => ({ body: { data: { ok: true } } }));
    FakeXhr.install();
    renderStep();
    await choose(png('groot.png'));
    const upload = await request(1);
    act(() => upload.progress(10, 100));
    await removeWithConfirmation('groot.png');
    expect(upload.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('attachments-list')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('refuses a file that is no image or pdf, and the same content twice, naming them', async () => {
    FakeXhr.install();
    renderStep();
    await choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByTestId('attachments-refused').textContent).toContain('“notes.txt” kan niet'),
    );
    await choose(png('a.png', 'same'));
    await request(1);
    await choose(png('b.png', 'same'));
    await waitFor(() =>
      expect(screen.getByTestId('attachments-refused').textContent).toBe(nl.error_upload_duplicate),
    );
    expect(screen.getAllByTestId('attachment')).toHaveLength(1);
  });

  it('shows a file the server refuses as refused, naming it, with only Remove, counting toward nothing', async () => {
    FakeXhr.install();
    renderStep();
    await choose(png('factuur.png', 'MZ not a picture'));
    const refused = await request(1);
    act(() =>
      refused.answer(415, {
        error: { key: 'error_upload_accept', params: { filename: 'factuur.png' } },
      }),
    );
    await waitFor(() => expect(stateOf('factuur.png')).toBe('refused'));
    expect(item('factuur.png').textContent).toContain(
      `${wizardNl.attachments.state.refused} — “factuur.png” kan niet worden toegevoegd`,
    );
    expect(
      within(item('factuur.png')).queryByRole('button', { name: wizardNl.attachments.retry }),
    ).toBeNull();
    expect(screen.getByTestId('attachments-step').textContent).toContain(
      `${formatFileSize(0, 'nl')} van de 10 MB gebruikt`,
    );

    // It holds nothing up: a photo goes up beside it, then the refused one is removed.
    await choose(png('foto.png'));
    const photo = await request(2);
    act(() => photo.accept('s-foto'));
    await waitFor(() => expect(stateOf('foto.png')).toBe('uploaded'));
    await removeWithConfirmation('factuur.png');
    await waitFor(() => expect(screen.getAllByTestId('attachment')).toHaveLength(1));
  });

  it('offers to renew an ended session in a new window (401), and tells a blocked upload (403)', async () => {
    FakeXhr.install();
    const onBlocked = renderStep();
    await choose(png('sessie.png'));
    const expired = await request(1);
    act(() => expired.answer(401, { error: { key: 'error_upload_no_session' } }));
    const link = await screen.findByTestId('attachments-refresh-session');
    expect(link.getAttribute('href')).toBe('/index.php/app/login?redirect=%2Fapp%2Fnl%2Frefreshed');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(item('sessie.png').textContent).toContain(nl.error_upload_no_session);
    expect(onBlocked).not.toHaveBeenCalled();

    await choose(png('waf.png'));
    const blocked = await request(2);
    act(() => blocked.answer(403, '<html>blocked</html>'));
    await waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    expect(onBlocked.mock.calls[0]?.[0]).toMatchObject({ status: 403 });
  });
});
