import { APP_BASE, isLocale, STORAGE_PREFIX } from '@pow/domain';
import { QUICK_EXIT_PAGE } from '../external-links.ts';

/**
 * Quick exit's history handling (issue 33, item 8; decision 054). A browser lets no page delete its
 * history entries, so the way out goes back over them: the tab keeps the lowest history index (React
 * Router's `idx`) at which a page with quick exit showed; quick exit goes back to that entry, makes it a
 * neutral page of the portal, cuts off every entry after it with one new entry, and replaces that one with
 * the neutral website. Back then leads to the portal's home page and before it, never to a sensitive page;
 * Forward leads nowhere. A traversal that lands in another document (the tab was reloaded on the way)
 * goes on at its start-up (`continueQuickExit`, called by main.tsx), the page hidden meanwhile.
 */

/** The lowest history index of this tab at which a sensitive page showed. */
const SENSITIVE_FROM = `${STORAGE_PREFIX}quick_exit_from`;
/** A quick exit on its way back: the index it goes back to, and since when. */
const LEAVING = `${STORAGE_PREFIX}quick_exit_leaving`;
/** A way back older than this was cut short (a page of another site on the way): forgotten. */
const LEAVING_FOR_MS = 30_000;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The history index React Router keeps in the entry's state; undefined outside its entries. */
function historyIndex(): number | undefined {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : undefined;
}

function storedIndex(key: string): number | undefined {
  const value = tabStorage()?.getItem(key);
  if (value == null) return undefined;
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 ? index : undefined;
}

/** While a page with quick exit shows: its history entry is one a quick exit must not leave behind. */
export function markSensitiveEntry(): void {
  const index = historyIndex();
  if (index === undefined) return;
  const from = storedIndex(SENSITIVE_FROM);
  if (from !== undefined && from <= index) return;
  try {
    tabStorage()?.setItem(SENSITIVE_FROM, String(index));
  } catch {
    // Storage refused: quick exit replaces the current entry only.
  }
}

/** Nothing of the page shows while the tab goes back over its entries. */
function hidePage(): void {
  document.documentElement.style.visibility = 'hidden';
  document.title = '';
}

/** The portal's home page in the language on screen: what the entries quick exit cuts off become. */
function neutralAddress(): string {
  const segment = window.location.pathname.split('/')[2];
  return `${APP_BASE}/${isLocale(segment) ? segment : 'nl'}/home`;
}

/** At the first sensitive entry: it becomes the home page, what followed it is cut off, then the neutral site. */
function leaveFromHere(): void {
  tabStorage()?.removeItem(LEAVING);
  const neutral = neutralAddress();
  window.history.replaceState(null, '', neutral);
  window.history.pushState(null, '', neutral);
  window.location.replace(QUICK_EXIT_PAGE);
}

/** One step of a quick exit on its way back; false when none is under way. */
function goOn(): boolean {
  const raw = tabStorage()?.getItem(LEAVING);
  if (!raw) return false;
  let leaving: { target?: unknown; at?: unknown };
  try {
    leaving = JSON.parse(raw) as { target?: unknown; at?: unknown };
  } catch {
    leaving = {};
  }
  const { target, at } = leaving;
  if (typeof target !== 'number' || typeof at !== 'number' || Date.now() - at > LEAVING_FOR_MS) {
    tabStorage()?.removeItem(LEAVING);
    return false;
  }
  hidePage();
  const index = historyIndex();
  if (index !== undefined && index > target) window.history.go(target - index);
  else leaveFromHere();
  return true;
}

/**
 * Leaves for a neutral page at once, leaving no way back by Back to the pages that offered quick exit.
 * `beforeLeaving` forgets what must not stay behind (a draft).
 */
export function leaveQuickly(beforeLeaving?: () => void): void {
  beforeLeaving?.();
  // Once more as the page goes: a render still under way (a step's draft saved) may write it again.
  if (beforeLeaving) window.addEventListener('pagehide', () => beforeLeaving(), { once: true });
  hidePage();
  const index = historyIndex();
  const from = storedIndex(SENSITIVE_FROM);
  const storage = tabStorage();
  storage?.removeItem(SENSITIVE_FROM);
  if (!storage || index === undefined || from === undefined || from >= index) {
    // The sensitive pages began with this entry: replacing it is all there is to do.
    window.location.replace(QUICK_EXIT_PAGE);
    return;
  }
  try {
    storage.setItem(LEAVING, JSON.stringify({ target: from, at: Date.now() }));
  } catch {
    window.location.replace(QUICK_EXIT_PAGE);
    return;
  }
  window.history.go(from - index);
}

/**
 * At start-up, and on every return to an entry of this document: a quick exit under way goes on; a page
 * a quick exit left, shown again from the browser's cache (Back from the neutral site), is drawn anew
 * for the address it now has.
 */
export function continueQuickExit(): void {
  goOn();
  window.addEventListener('popstate', () => {
    goOn();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || goOn()) return;
    if (document.documentElement.style.visibility === 'hidden') window.location.reload();
  });
}
