import { splitAppPath } from '@pow/domain';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { localeForSegment } from './app/use-active-locale.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './app/styles.css';

const FAILED_TO_LOAD = [
  ['nl', 'Police-on-web kon niet worden geladen. Laad de pagina opnieuw. Is het dringend? Bel 112 of 101.'],
  ['fr', 'Police-on-web n’a pas pu être chargé. Rechargez la page. C’est urgent ? Appelez le 112 ou le 101.'],
  [
    'de',
    'Police-on-web konnte nicht geladen werden. Laden Sie die Seite neu. Ist es dringend? Rufen Sie 112 oder 101 an.',
  ],
] as const;

const path = window.location.pathname.replace(/^\/app(?=\/|$)/, '');
const locale = localeForSegment(splitAppPath(path).locale);

initI18n(locale).then(
  () => {
    const root = document.getElementById('root');
    if (root) createRoot(root).render(<App />);
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
