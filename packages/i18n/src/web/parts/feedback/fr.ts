import type { Texts } from './nl.ts';

/** The feedback section in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Cette page vous a-t-elle été utile ?',
  intro: 'Votre avis nous aide à rendre Police-on-web plus clair et plus simple.',
  rating: 'Combien d’étoiles donnez-vous à cette page ?',
  rating_hint: '1 étoile : pas du tout utile. 5 étoiles : très utile.',
  stars_one: '{{count}} étoile',
  stars_other: '{{count}} étoiles',
  text: 'Que pouvons-nous améliorer ?',
  text_optional: '(facultatif)',
  text_hint:
    'N’écrivez pas de données personnelles, comme votre nom, votre adresse, votre numéro de téléphone ou votre numéro de registre national.',
  count_one: 'Il reste {{count}} caractère.',
  count_other: 'Il reste {{count}} caractères.',
  over_one: '{{count}} caractère de trop.',
  over_other: '{{count}} caractères de trop.',
  acknowledge:
    'Je comprends que ceci n’est ni une plainte ni une déclaration, que je ne recevrai pas de réponse et que je n’écris pas de données personnelles ici.',
  not_for:
    'Vous voulez déclarer des faits, porter plainte ou poser une question ? Contactez votre zone de police locale. C’est urgent ? Appelez le 101 ou le 112.',
  honeypot: 'Laissez ce champ vide',
  send: 'Envoyer mon avis',
  sending: 'Envoi en cours…',
  thanks_title: 'Merci pour votre avis',
  thanks: 'Nous lisons toutes les réactions et nous les utilisons pour améliorer ce site.',
  failed: 'Votre avis n’a pas pu être envoyé. Réessayez plus tard.',
};
