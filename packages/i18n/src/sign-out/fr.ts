import type { nl } from './nl.ts';

export const fr: Record<keyof typeof nl, string> = {
  title: 'Se déconnecter de Police-on-web ?',
  text: 'Vous êtes arrivé sur cette page depuis un autre site web. Voulez-vous vraiment vous déconnecter de Police-on-web ? Un formulaire que vous n’avez pas encore envoyé sera alors perdu.',
  confirm: 'Se déconnecter',
  stay: 'Rester connecté et revenir à Police-on-web',
};
