import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { renderInApp, stubApi } from '../contact/contact-test-support.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { FeedbackSection } from './feedback-section.tsx';

describe('feedback section (spec §2)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    for (const locale of ['nl', 'fr', 'de'] as const) await loadPageTexts('feedback', locale);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setUpI18n('nl');
  });

  it.each([
    ['fr', ['1 étoile', '2 étoiles', '3 étoiles', '4 étoiles', '5 étoiles']],
    ['nl', ['1 ster', '2 sterren', '3 sterren', '4 sterren', '5 sterren']],
    ['de', ['1 Stern', '2 Sterne', '3 Sterne', '4 Sterne', '5 Sterne']],
  ] as const)('names the stars as a radio group in %s, singular below 2 in French', async (locale, names) => {
    await setUpI18n(locale);
    stubApi(() => ({}));
    renderInApp(<FeedbackSection page={`/${locale}/faq`} />);
    const group = await screen.findByTestId('feedback-rating');
    expect(group.tagName).toBe('FIELDSET');
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.slice(1)),
    ).toEqual(names);
  });

  it('asks for stars and the acknowledgement, then sends the page, the rating and the text', async () => {
    const calls = stubApi(() => ({ body: { data: { ok: true } } }));
    renderInApp(<FeedbackSection page="/nl/faq" />);
    fireEvent.click(await screen.findByTestId('feedback-send'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('feedback-star-1')));
    expect(screen.getByTestId('feedback-rating').textContent).toContain('Dit veld is verplicht.');
    expect(screen.getByTestId('feedback-acknowledge').textContent).toContain('Dit veld is verplicht.');
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByTestId('feedback-star-4'));
    fireEvent.change(screen.getByTestId('feedback-text-input'), { target: { value: ' Heel duidelijk. ' } });
    fireEvent.click(screen.getByTestId('feedback-acknowledge-input'));
    fireEvent.click(screen.getByTestId('feedback-send'));
    const thanks = await screen.findByTestId('feedback-thanks');
    expect(thanks.textContent).toContain('Bedankt voor uw mening');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'v1/feedback',
        language: 'nl',
        body: { page: '/nl/faq', rating: 4, text: 'Heel duidelijk.', acknowledged: true, dog_color: '' },
      },
    ]);
  });

  it('counts the characters left and refuses more than 1000', async () => {
    const calls = stubApi(() => ({}));
    renderInApp(<FeedbackSection page="/nl/home" />);
    const text = (await screen.findByTestId('feedback-text-input')) as HTMLTextAreaElement;
    expect(screen.getByTestId('character-count').textContent).toBe('Nog 1000 tekens over.');
    fireEvent.change(text, { target: { value: 'x'.repeat(999) } });
    expect(screen.getByTestId('character-count').textContent).toBe('Nog 1 teken over.');
    fireEvent.change(text, { target: { value: 'x'.repeat(1002) } });
    expect(screen.getByTestId('character-count').textContent).toBe('2 tekens te veel.');
    fireEvent.click(screen.getByTestId('feedback-star-2'));
    fireEvent.click(screen.getByTestId('feedback-acknowledge-input'));
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(screen.getByTestId('feedback-text').textContent).toContain('hoogstens 1000'));
    expect(calls).toEqual([]);
  });

  it('says so when sending fails, and keeps what was written', async () => {
    stubApi(() => ({ status: 500, body: { error: { key: 'error_occured' } } }));
    renderInApp(<FeedbackSection page="/nl/home" />);
    fireEvent.click(await screen.findByTestId('feedback-star-5'));
    fireEvent.click(screen.getByTestId('feedback-acknowledge-input'));
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(
      await screen.findByText('Uw mening kon niet worden verstuurd. Probeer het later opnieuw.'),
    ).toBeTruthy();
    expect((screen.getByTestId('feedback-star-5') as HTMLInputElement).checked).toBe(true);
  });
});
