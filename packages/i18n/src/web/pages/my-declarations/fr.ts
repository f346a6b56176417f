import type { Texts } from './nl.ts';

/** My declarations in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Mes déclarations',
  intro:
    'Suivez ici les déclarations que vous avez faites en vous connectant avec eID ou itsme, et celles que la police a établies pour vous.',
  manual_note:
    'Vous avez fait une déclaration en tapant vous-même un numéro de registre national ? Elle n’apparaît pas ici : seule la connexion prouve votre identité.',
  count_one: '{{count}} déclaration',
  count_other: '{{count}} déclarations',
  empty: 'Vous n’avez pas encore de déclaration ici.',
  loading: 'Chargement de vos déclarations…',
  caption: 'Vos déclarations, les plus récentes d’abord',
  row: {
    form: 'Type de déclaration',
    received: 'Reçue le',
    zone: 'Zone de police',
    stage: 'Où en est-elle ?',
  },
  stages: {
    received: 'Reçue',
    summary_made: 'Résumé établi',
    summary_delivered: 'Résumé remis',
    at_zone: 'À la zone de police',
    in_treatment: 'En traitement',
    handled: 'Traitée',
  },
  paging: {
    label: 'Pages',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}} sur {{pages}}',
  },
  declaration: {
    title: 'Déclaration {{register}}',
    back: 'Retour à mes déclarations',
    register: 'Numéro d’identification',
    form: 'Type de déclaration',
    received: 'Reçue le',
    zone: 'Zone de police',
    loading: 'Chargement de votre déclaration…',
  },
  timeline: {
    title: 'Où en est votre déclaration ?',
    state: {
      done: 'Fait :',
      failed: 'Problème :',
      skipped: 'Sans objet :',
      ahead: 'À venir :',
    },
    received: 'Déclaration reçue',
    summary_made: 'Résumé établi',
    summary_made_failed:
      'Votre résumé n’a pas pu être établi. La police vous contactera dans les 48 heures ouvrables.',
    summary_delivered: 'Envoi du résumé',
    summary_delivered_ebox: 'Résumé remis dans votre eBox',
    summary_delivered_email: 'Résumé envoyé par e-mail',
    summary_delivered_fallback: 'Votre eBox n’était pas joignable : le résumé est parti par e-mail',
    summary_delivered_failed:
      'Votre résumé n’a pas pu vous être remis. La police vous contactera dans les 48 heures ouvrables.',
    summary_delivered_skipped: 'Pas de résumé à envoyer',
    at_zone: 'À la zone de police {{zone}}',
    in_treatment: 'En traitement à la zone de police',
    handled: 'Traitée par la zone de police',
    at: 'le {{moment}}',
    expected: 'prévu vers le {{moment}}',
    hours:
      'La zone de police traite les déclarations en ligne les jours ouvrables pendant les heures de bureau. Les heures prévues sont une estimation fondée sur les dernières semaines et en tiennent compte.',
  },
  summary: {
    title: 'Résumé',
    download: 'Télécharger le résumé (PDF)',
    pending: 'Votre résumé n’est pas encore prêt. Il apparaîtra ici dès qu’il sera établi.',
    failed: 'Il n’y a pas de résumé de cette déclaration. La police vous contactera.',
  },
  addenda: {
    title: 'Ce que vous avez ajouté ensuite',
    none: 'Vous n’avez encore rien ajouté.',
    item: 'Complément {{number}}, reçu le {{moment}}',
    files: 'Pièces jointes',
    delivered_ebox: 'Confirmation remise dans votre eBox',
    delivered_email: 'Confirmation envoyée par e-mail',
    sending: 'Envoi de la confirmation…',
    failed: 'La confirmation n’a pas pu être envoyée. La zone de police a bien reçu votre complément.',
    at_zone: 'À la zone de police depuis le {{moment}}',
    to_zone: 'En route vers la zone de police',
  },
  add: {
    title: 'Ajouter des informations',
    intro:
      'Un détail vous revient, ou vous avez reçu un nouveau message ou vu un paiement ? Ajoutez-le ici. La zone de police le reçoit avec votre déclaration et vous recevez une confirmation en PDF.',
    text: 'Que voulez-vous ajouter ?',
    text_hint: 'Au moins 5 et au plus 2000 caractères.',
    files_title: 'Pièces jointes (facultatif)',
    send: 'Envoyer les informations',
    uploading: 'Vos pièces jointes sont d’abord chargées…',
    sending: 'Envoi de votre complément…',
    sent: 'Merci. Votre complément {{number}} a bien été reçu et part à la zone de police.',
    sign_in_again: 'Se reconnecter',
  },
  errors: {
    error_404:
      'Cette déclaration n’existe pas, vous n’y avez pas accès, ou elle a été supprimée au terme du délai de conservation.',
  },
};
