import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QUICK_EXIT_PAGE } from '../external-links.ts';
import { leaveQuickly, markSensitiveEntry } from './leaving.ts';
import './quick-exit.css';

/** Escape pressed this many times within this time leaves, as the button does. */
const ESCAPE_PRESSES = 3;
const ESCAPE_WINDOW_MS = 2000;

/**
 * How to browse privately (issue 33): where the page offers quick exit, in the flow of the page, short.
 * Quick exit keeps Back from returning here; only a private window keeps the browser's history clean.
 */
function PrivateBrowsing() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="quick-exit-private" aria-labelledby={titleId} data-testid="private-browsing">
      <h2 id={titleId} className="quick-exit-private__title">
        {t('quick_exit.private_title')}
      </h2>
      <p>{t('quick_exit.private')}</p>
    </aside>
  );
}

/**
 * Quick exit (issue 21): a button always in view and Escape pressed three times, on the pages someone
 * may have to hide at once from a person who walks in (sexual violence, intimate images, harassment,
 * threats, assault); each entry such a page makes in the tab's history is one the exit leaves no way
 * back to (leaving.ts), and the page says how to browse privately.
 */
export function QuickExit({ beforeLeaving }: { readonly beforeLeaving?: () => void }) {
  const { t } = useTranslation();
  const latest = useRef(beforeLeaving);
  latest.current = beforeLeaving;
  const { key } = useLocation();

  // Each history entry this page shows in (a step of the form may make one) is a sensitive one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marked again for each entry, by its key.
  useEffect(() => {
    markSensitiveEntry();
  }, [key]);

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
    <>
      <PrivateBrowsing />
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
    </>
  );
}
