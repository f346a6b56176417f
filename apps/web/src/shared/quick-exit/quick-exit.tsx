import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_EXIT_PAGE } from '../external-links.ts';
import './quick-exit.css';

/** Escape pressed this many times within this time leaves, as the button does. */
const ESCAPE_PRESSES = 3;
const ESCAPE_WINDOW_MS = 2000;

/**
 * Leaves for a neutral page at once, replacing the current history entry so that Back does not return
 * to what the person was reading. `beforeLeaving` forgets what must not stay behind (a draft).
 */
export function leaveQuickly(beforeLeaving?: () => void): void {
  beforeLeaving?.();
  window.location.replace(QUICK_EXIT_PAGE);
}

/**
 * Quick exit (issue 21): a button always in view and Escape pressed three times, on the pages someone
 * may have to hide at once from a person who walks in (sexual violence, intimate images, harassment,
 * threats, assault).
 */
export function QuickExit({ beforeLeaving }: { readonly beforeLeaving?: () => void }) {
  const { t } = useTranslation();
  const latest = useRef(beforeLeaving);
  latest.current = beforeLeaving;

  useEffect(() => {
    let presses: number[] = [];
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = Date.now();
      presses = [...presses.filter((at) => now - at < ESCAPE_WINDOW_MS), now];
      if (presses.length >= ESCAPE_PRESSES) leaveQuickly(latest.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="quick-exit" data-testid="quick-exit">
      {/* A link, so it leaves even before the page's script has taken over (decision 032) or without it. */}
      <a
        className="quick-exit__button"
        href={QUICK_EXIT_PAGE}
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          leaveQuickly(latest.current);
        }}
        aria-describedby="quick-exit-hint"
        data-testid="quick-exit-button"
      >
        {t('quick_exit.button')}
      </a>
      <span id="quick-exit-hint" className="visually-hidden">
        {t('quick_exit.hint')}
      </span>
    </div>
  );
}
