import { focusDialogStart } from './dialog-focus.ts';

/** What every page of the app draws first (ui/page.tsx), and the loading page does not. */
const PAGE_HEADING = 'h1.page__title';

/**
 * A form's first view sent drawn at build time (decision 037) is not hydrated: the person's draft, step
 * and identity were not known there. `mount` draws the app in an element beside it, hidden; once the
 * app shows a page of its own (its heading), that element takes the drawn one's place, in the frame of
 * that render. Until then the person reads the drawn page, which nothing can be typed into and lost.
 */
export function takeOverWhenDrawn(drawn: HTMLElement, mount: (live: HTMLElement) => void): void {
  const live = document.createElement('div');
  live.hidden = true;
  drawn.after(live);
  const observer = new MutationObserver(() => {
    if (!live.querySelector(PAGE_HEADING)) return;
    observer.disconnect();
    drawn.remove();
    live.id = drawn.id;
    live.hidden = false;
    // A dialog the app opened while hidden (the cookie dialog, a draft's notice) could not take the
    // focus then: it takes it now, so a keyboard or a screen reader is in it as on any other page.
    const dialog = live.querySelector<HTMLDialogElement>('dialog[open]');
    if (dialog && !dialog.contains(document.activeElement)) focusDialogStart(dialog);
  });
  observer.observe(live, { childList: true, subtree: true });
  mount(live);
}
