import { PORTAL_MODE_ATTRIBUTE } from '@pow/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../shared/consent/cookie-jar.ts';
import { resetPageFocus } from '../shared/ui/page.tsx';
import { clearCookies, setUpI18n } from '../test-support.ts';
import { App } from './app.tsx';

type Answer = Record<string, unknown>;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const citizen = (expiresInMinutes = 120): Answer => ({
  result: true,
  session: 's1',
  version: '2.0.1',
  usertype: 'citizen',
  info: {
    first_name: 'Jan',
    last_name: 'Peeters',
    email: 'jan@example.be',
    language: 'nl',
    rrn: '85073003328',
  },
  expires_at: inMinutes(expiresInMinutes),
});
const officer = (expiresInMinutes = 120): Answer => ({
  ...citizen(expiresInMinutes),
  usertype: 'policeman',
  info: {
    first_name: 'Sofie',
    last_name: 'Janssens',
    email: 's@police.be',
    language: 'nl',
    matricule: 'P123456',
  },
});

let sessionAnswer: Answer | 'fail' = { result: false };
let refreshAnswer: Answer = citizen();
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (sessionAnswer === 'fail') return new Response('{}', { status: 503 });
  const data = url.endsWith('/v1/session/refresh') && init?.method === 'POST' ? refreshAnswer : sessionAnswer;
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

function start(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  return render(<App queryClient={queryClient} />);
}

describe('App: routes, redirects and frame (spec §2)', () => {
  beforeAll(() => setUpI18n('nl'));
  beforeEach(async () => {
    await setUpI18n('nl');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    resetPageFocus();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCookies();
    localStorage.clear();
    // Each test a tab of its own: one signed in before says its session ended (issue 33).
    sessionStorage.clear();
  });

  it('shows the loading page first, then sends an anonymous visitor from /app/fr to /app/fr/home', async () => {
    sessionAnswer = { result: false };
    // As main.tsx does: the texts of the address's language are loaded before the first render.
    await setUpI18n('fr');
    start('/app/fr');
    expect(screen.getByTestId('loading-page')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Police-on-web' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/app/fr/home');
    expect(document.documentElement.lang).toBe('fr');
    // The page sets its title in an effect, which may run just after its heading is drawn.
    await waitFor(() => expect(document.title).toBe('Accueil | Police-on-web'));
    // The session look-up says which language the person reads.
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-Language')).toBe('fr');
  });

  it.each([
    ['demonstration', 1],
    ['production', 0],
  ])('shows the demonstration banner in the frame only in a %s install', async (mode, shown) => {
    sessionAnswer = { result: false };
    document.documentElement.setAttribute(PORTAL_MODE_ATTRIBUTE, mode);
    try {
      start('/app/nl/home');
      await screen.findByRole('heading', { level: 1, name: 'Welkom op Police-on-web' });
      const banners = screen.queryAllByText('Demonstratie met fictieve personen: niets bereikt de politie.');
      expect(banners).toHaveLength(shown);
      if (shown) expect(screen.getByRole('banner').contains(banners[0]!)).toBe(true);
    } finally {
      document.documentElement.removeAttribute(PORTAL_MODE_ATTRIBUTE);
    }
  });

  it('asks an anonymous citizen for cookie consent, with no logout in the menu', async () => {
    sessionAnswer = { result: false };
    start('/app/nl/home');
    expect(await screen.findByRole('dialog', { name: 'Cookies op Police-on-web' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toBeTruthy();
  });

  it('does not ask for consent on the cookies page', async () => {
    sessionAnswer = { result: false };
    start('/app/nl/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cookies op Police-on-web' })).toBeNull();
    expect(
      screen.getByRole('switch', { name: 'Functionele cookies (mijn taalkeuze onthouden)' }),
    ).toBeTruthy();
  });

  it('sends an officer from /app to the officer phishing page with read-only identity', async () => {
    sessionAnswer = officer();
    start('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phishingaangifte namens een slachtoffer' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/app/phishing');
    const matricule = screen.getByLabelText('Stamnummer') as HTMLInputElement;
    expect(matricule.value).toBe('P123456');
    expect(matricule.readOnly).toBe(true);
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Janssens');
    const logout = (screen.getByRole('button', { name: 'Afmelden' }) as HTMLButtonElement).form!;
    expect(logout.method).toBe('post');
    expect(logout.getAttribute('action')).toBe('/index.php/app/logout');
    expect((logout.elements.namedItem('lang') as HTMLInputElement).value).toBe('nl');
    // Officers see no consent dialog and no footer links.
    expect(screen.queryByRole('dialog', { name: 'Cookies op Police-on-web' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacyverklaring' })).toBeNull();
  });

  it('sends an officer opening a citizen form back through /loading to their landing page', async () => {
    sessionAnswer = officer();
    start('/app/de/person');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phishing-Anzeige im Namen eines Opfers' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/app/de/phishing');
  });

  it('gives only home after a failed session look-up', async () => {
    sessionAnswer = 'fail';
    start('/app/nl/cookies');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe(
      '/app/nl',
    );
  });

  it('shows a failed sign-in as a negative notification and removes the parameter', async () => {
    sessionAnswer = { result: false };
    writeCookie('pow_cookies', 'essential', 60);
    start('/app/nl/home?signin=signin_failed');
    expect(await screen.findByText(/Het aanmelden is niet gelukt/)).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(
      screen
        .getByText(/Het aanmelden is niet gelukt/)
        .closest('[aria-live]')
        ?.getAttribute('aria-live'),
    ).toBe('assertive');
  });

  it('names the person signed in, and says the session ended when the tab finds it gone, instead of leaving for the sign-in', async () => {
    sessionAnswer = citizen();
    writeCookie('pow_cookies', 'essential', 60);
    const first = start('/app/nl/home');
    const person = await screen.findByTestId('menu-person');
    expect(person.textContent).toBe('Aangemeld als Jan Peeters');
    expect(person.getAttribute('title')).toBe('Aangemeld als Jan Peeters');
    first.unmount();

    // The same tab, later: the session is gone. A protected page says so rather than leave.
    sessionAnswer = { result: false };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    start('/app/nl/my-declarations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uw sessie is afgelopen' })).toBeTruthy();
    expect(window.location.pathname).toBe('/app/nl/signed-out');
    expect(window.location.search).toBe('?reason=expired');
    expect(screen.queryByTestId('menu-person')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('sends a tab never signed in from a protected page to the sign-in, without a word of an ended session', async () => {
    sessionAnswer = { result: false };
    writeCookie('pow_cookies', 'essential', 60);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    start('/app/nl/my-declarations');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/index.php/app/login')));
    expect(screen.queryByRole('heading', { name: 'Uw sessie is afgelopen' })).toBeNull();
    assign.mockRestore();
  });

  it('shows the About dialog with the version of the session', async () => {
    sessionAnswer = citizen();
    writeCookie('pow_cookies', 'all', 60);
    start('/app/nl/home');
    await screen.findByRole('heading', { level: 1, name: 'Welkom op Police-on-web' });
    act(() => screen.getByRole('button', { name: 'Over Police-on-web' }).click());
    const about = await screen.findByRole('dialog', { name: 'Over Police-on-web' });
    expect(about.textContent).toContain('Versie 2.0.1');
  });

  it('warns before the session ends and renews it without leaving the page', async () => {
    sessionAnswer = officer(4);
    refreshAnswer = officer(120);
    start('/app/fr/phishing');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Déclaration de phishing au nom d’une victime',
    });
    const warning = await screen.findByRole('alertdialog', { name: 'Votre session va bientôt expirer' });
    expect(warning.textContent).toContain('Votre session se termine dans 4 minutes.');
    act(() => screen.getByRole('button', { name: 'Rester connecté' }).click());
    await waitFor(() => expect(warning.hasAttribute('open')).toBe(false));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/v1/session/refresh') && init?.method === 'POST',
      ),
    ).toBe(true);
    // Same page, same element: nothing was unmounted, so nothing typed would be lost.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Déclaration de phishing au nom d’une victime' }),
    ).toBe(heading);
    expect(window.location.pathname).toBe('/app/fr/phishing');
  });
});
