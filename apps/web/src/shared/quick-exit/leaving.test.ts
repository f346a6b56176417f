import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_EXIT_PAGE } from '../external-links.ts';
import { continueQuickExit, leaveQuickly, markSensitiveEntry } from './leaving.ts';

/** The tab at history index `idx` (React Router's), on `path`. */
const at = (idx: number, path = '/app/fr/sexual-violence') =>
  window.history.replaceState({ usr: null, key: `k${idx}`, idx }, '', path);

describe('quick exit leaves no way back by Back (issue 33)', () => {
  let replace: ReturnType<typeof vi.spyOn>;
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.style.visibility = '';
    replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the lowest history index at which a sensitive page showed', () => {
    at(3);
    markSensitiveEntry();
    at(5);
    markSensitiveEntry();
    expect(sessionStorage.getItem('pow_quick_exit_from')).toBe('3');
    at(1);
    markSensitiveEntry();
    expect(sessionStorage.getItem('pow_quick_exit_from')).toBe('1');
  });

  it('replaces the entry it is pressed on when the sensitive pages began there', () => {
    at(2);
    markSensitiveEntry();
    const forget = vi.fn();
    leaveQuickly(forget);
    expect(forget).toHaveBeenCalledOnce();
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_PAGE);
    // And once more as the page goes, after whatever a render still under way wrote.
    window.dispatchEvent(new Event('pagehide'));
    expect(forget).toHaveBeenCalledTimes(2);
    expect(go).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('goes back to the first sensitive entry, then makes it home and cuts off what followed', () => {
    at(1);
    markSensitiveEntry();
    at(4, '/app/fr/NCII');
    leaveQuickly();
    expect(go).toHaveBeenCalledWith(-3);
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('hidden');

    // Arrived (the traversal's popstate, or a new document's start-up): home, a new entry, the neutral site.
    at(1, '/app/fr/sexual-violences');
    const push = vi.spyOn(window.history, 'pushState');
    continueQuickExit();
    expect(push).toHaveBeenCalledWith(null, '', '/app/fr/home');
    expect(window.location.pathname).toBe('/app/fr/home');
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_PAGE);
    expect(sessionStorage.getItem('pow_quick_exit_leaving')).toBeNull();
    expect(sessionStorage.getItem('pow_quick_exit_from')).toBeNull();
  });

  it('goes on back from an entry still after the first sensitive one', () => {
    sessionStorage.setItem('pow_quick_exit_leaving', JSON.stringify({ target: 1, at: Date.now() }));
    at(3);
    continueQuickExit();
    expect(go).toHaveBeenCalledWith(-2);
    expect(replace).not.toHaveBeenCalled();
  });

  it('forgets a way back cut short long ago, and shows the page', () => {
    sessionStorage.setItem('pow_quick_exit_leaving', JSON.stringify({ target: 1, at: Date.now() - 60_000 }));
    at(3, '/app/nl/home');
    continueQuickExit();
    expect(go).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
    expect(sessionStorage.getItem('pow_quick_exit_leaving')).toBeNull();
  });
});
