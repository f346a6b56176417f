import { DEV_FIELDS_PATH, splitAppPath } from '@pow/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { localeForSegment } from './app/use-active-locale.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { setSuspendForTexts } from './shared/i18n/use-page-texts.ts';
import { continueQuickExit } from './shared/quick-exit/leaving.ts';
import { closeHydrationGate } from './shared/ui/hydration-gate.ts';
import { takeOverWhenDrawn } from './shared/ui/prepainted-page.ts';
import './app/styles.css';

const FAILED_TO_LOAD = [
  ['nl', 'Police-on-web kon niet worden geladen. Laad de pagina opnieuw. Is het dringend? Bel 112 of 101.'],
  ['fr', 'Police-on-web n’a pas pu être chargé. Rechargez la page. C’est urgent ? Appelez le 112 ou le 101.'],
  [
    'de',
    'Police-on-web konnte nicht geladen werden. Laden Sie die Seite neu. Ist es dringend? Rufen Sie 112 oder 101 an.',
  ],
] as const;

/** Set on the root by the prerender (scripts/build-web.ts) when it holds the page's HTML. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set instead on a form's first view, drawn to be replaced, not taken over (decision 037). */
const PREPAINTED_ATTRIBUTE = 'data-prepainted';

// A quick exit on its way back over this tab's entries goes on before anything is drawn (issue 33).
continueQuickExit();

const path = window.location.pathname.replace(/^\/app(?=\/|$)/, '');
const appPath = splitAppPath(path);
const locale = localeForSegment(appPath.locale);

initI18n(locale).then(
  async () => {
    const root = document.getElementById('root');
    if (!root) return;
    if (appPath.path === DEV_FIELDS_PATH) {
      // A chunk of its own: the portal's first download does not carry the test page.
      const { mountFieldsPage } = await import('./dev/fields-entry.tsx');
      mountFieldsPage(root);
    } else if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      // The server sent this page drawn (docs/decisions/032): take it over instead of drawing it again.
      setSuspendForTexts(true);
      closeHydrationGate();
      hydrateRoot(root, <App prerendered />, {
        // React recovers by drawing again; the cause says what differed (production keeps only a code).
        onRecoverableError: (error, info) =>
          console.error(error, error instanceof Error ? error.cause : undefined, info.componentStack ?? ''),
      });
    } else if (root.hasAttribute(PREPAINTED_ATTRIBUTE)) {
      takeOverWhenDrawn(root, (live) => {
        const app = createRoot(live);
        // Hidden until its page is ready, so nothing is urgent: a transition lets its renders yield,
        // not block the phone while the person reads the drawn view.
        startTransition(() => app.render(<App />));
      });
    } else createRoot(root).render(<App />);
  },
  (error: unknown) => {
    console.error('Could not load the interface texts', error);
    // Without its texts the app cannot say anything in the person's language: say it in all three.
    const root = document.getElementById('root');
    for (const [lang, text] of FAILED_TO_LOAD) {
      const paragraph = document.createElement('p');
      paragraph.lang = lang;
      paragraph.textContent = text;
      root?.append(paragraph);
    }
  },
);
