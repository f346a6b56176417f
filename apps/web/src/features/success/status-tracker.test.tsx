import type { DeclarationStatus } from '@pow/contracts';
import deTexts from '@pow/i18n/web/pages/success/de.json';
import frTexts from '@pow/i18n/web/pages/success/fr.json';
import nlTexts from '@pow/i18n/web/pages/success/nl.json';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { StatusTracker } from './status-tracker.tsx';

const status = (value: number, extra: Partial<DeclarationStatus> = {}): DeclarationStatus => ({
  status: value,
  overview_method: 'ebox',
  unit_name: 'PZ Antwerpen',
  fallback: false,
  passed_on: { banks: [], takedown: null },
  ...extra,
});

const texts = (locale: 'nl' | 'fr' | 'de') => i18next.getFixedT(locale, 'success') as TFunction<'success'>;

function show(answer: DeclarationStatus | undefined, gaveUp = false, locale: 'nl' | 'fr' | 'de' = 'nl') {
  return render(<StatusTracker t={texts(locale)} answer={answer} gaveUp={gaveUp} />);
}

/** The rerender of an already shown tracker, as the page does when an answer arrives. */
function next(view: ReturnType<typeof show>, answer: DeclarationStatus | undefined, gaveUp = false) {
  view.rerender(<StatusTracker t={texts('nl')} answer={answer} gaveUp={gaveUp} />);
}

const step = (id: 'received' | 'summary' | 'zone') => screen.getByTestId(`tracker-step-${id}`);
/** What a step says, its state in words included (the mark before it is hidden from screen readers). */
const said = (id: 'received' | 'summary' | 'zone') => step(id).querySelector('.tracker__text')?.textContent;
const states = () => ['received', 'summary', 'zone'].map((id) => step(id as 'zone').dataset.state);
const announced = () => screen.getByTestId('tracker-announcement').textContent;

describe('status tracker (spec §2, §4)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    i18next.addResourceBundle('nl', 'success', nlTexts);
    i18next.addResourceBundle('fr', 'success', frTexts);
    i18next.addResourceBundle('de', 'success', deTexts);
  });
  afterEach(cleanup);

  it('starts with the declaration received and the summary being sent, in an ordered list', () => {
    show(undefined);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(states()).toEqual(['done', 'current', 'upcoming']);
    // The state is in words, not in colour only.
    expect(said('received')).toBe('Klaar: Aangifte ontvangen');
    expect(said('summary')).toBe('Bezig: Uw samenvatting wordt verstuurd…');
    expect(said('zone')).toBe('Volgt nog: Doorsturen naar de politiezone');
    expect(step('summary').getAttribute('aria-current')).toBe('step');
    expect(step('summary').querySelector('.spinner')).not.toBeNull();
    // The live region exists from the start, empty: the arrival state is not read twice.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps showing "sending" for status 0 and 1, without announcing anything', () => {
    const view = show(undefined);
    next(view, status(0));
    next(view, status(1));
    expect(states()).toEqual(['done', 'current', 'upcoming']);
    expect(announced()).toBe('');
  });

  it('moves to "summary sent to your eBox" at status 2 and announces it politely', () => {
    const view = show(undefined);
    next(view, status(2));
    expect(states()).toEqual(['done', 'done', 'current']);
    expect(said('summary')).toBe('Klaar: Samenvatting verstuurd naar uw eBox');
    expect(said('zone')).toBe('Bezig: Uw aangifte wordt naar de politiezone gestuurd…');
    expect(step('zone').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('status').getAttribute('class')).toContain('visually-hidden');
    expect(announced()).toBe('Samenvatting verstuurd naar uw eBox.');
  });

  it('says "sent by e-mail" when the e-mail was the chosen channel', () => {
    const view = show(undefined);
    next(view, status(2, { overview_method: 'email' }));
    expect(said('summary')).toBe('Klaar: Samenvatting verstuurd per e-mail');
  });

  it('ends at "sent to the police zone <unit>", nothing current any more, and says to keep the identifier', () => {
    const view = show(undefined);
    next(view, status(2));
    next(view, status(3));
    expect(states()).toEqual(['done', 'done', 'done']);
    expect(said('zone')).toBe('Klaar: Verstuurd naar de politiezone PZ Antwerpen');
    expect(screen.getByTestId('status-tracker').querySelector('[aria-current]')).toBeNull();
    expect(screen.getByTestId('status-tracker').querySelector('.spinner')).toBeNull();
    expect(announced()).toBe(
      'Samenvatting verstuurd naar uw eBox. Uw aangifte is verstuurd naar de politiezone PZ Antwerpen. Bewaar uw identificatienummer.',
    );
  });

  it('warns when the eBox failed and the PDF went by e-mail instead', () => {
    const view = show(undefined);
    next(view, status(3, { overview_method: 'email', fallback: true }));
    expect(states()).toEqual(['done', 'warning', 'done']);
    expect(said('summary')).toBe(
      'Let op: Uw eBox was niet bereikbaar: we hebben de pdf-samenvatting daarom per e-mail verstuurd.',
    );
    expect(step('summary').querySelector('.tracker__mark')?.textContent).toBe('!');
    expect(announced()).toContain('Uw eBox was niet bereikbaar');
    expect(announced()).toContain('PZ Antwerpen');
  });

  it('tells at -1 that the summary could not be made and the police call within 48 working hours', () => {
    const view = show(undefined);
    next(view, status(-1));
    expect(states()).toEqual(['done', 'error', 'upcoming']);
    expect(said('summary')).toBe(
      'Probleem: Uw samenvatting kon niet worden gemaakt. De politie neemt binnen 48 werkuren contact met u op.',
    );
    expect(said('zone')).toBe('Volgt nog: Uw aangifte gaat wel naar de politiezone PZ Antwerpen');
    expect(announced()).toContain('48 werkuren');
  });

  it('says calmly that the summary will follow when polling ended without a final status', () => {
    const view = show(undefined);
    next(view, status(1), true);
    expect(states()).toEqual(['done', 'upcoming', 'upcoming']);
    expect(said('summary')).toBe('Volgt nog: Uw samenvatting volgt later');
    expect(screen.getByTestId('tracker-later').textContent).toContain(
      'U hoeft niet op deze pagina te wachten',
    );
    expect(screen.getByTestId('status-tracker').querySelector('.spinner')).toBeNull();
    expect(screen.getByTestId('status-tracker').className).not.toContain('error');
    expect(announced()).toContain('Uw aangifte is goed ontvangen');
  });

  it('keeps the summary result when polling ends at status 2', () => {
    const view = show(undefined);
    next(view, status(2), true);
    expect(states()).toEqual(['done', 'done', 'upcoming']);
    expect(said('zone')).toBe('Volgt nog: Uw aangifte wordt doorgestuurd naar de bevoegde politiezone');
  });

  it.each([
    ['fr', 'Terminé : Envoyée à la zone de police PZ Antwerpen'],
    ['de', 'Erledigt: An die Polizeizone PZ Antwerpen gesendet'],
  ] as const)('speaks %s', (locale, zone) => {
    show(status(3), false, locale);
    expect(said('zone')).toBe(zone);
  });
});
