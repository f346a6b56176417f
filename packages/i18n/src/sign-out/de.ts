import type { nl } from './nl.ts';

export const de: Record<keyof typeof nl, string> = {
  title: 'Von Police-on-web abmelden?',
  text: 'Sie sind über eine andere Website auf diese Seite gekommen. Möchten Sie sich wirklich von Police-on-web abmelden? Ein Formular, das Sie noch nicht abgeschickt haben, geht dann verloren.',
  confirm: 'Abmelden',
  stay: 'Angemeldet bleiben und zu Police-on-web zurückkehren',
};
