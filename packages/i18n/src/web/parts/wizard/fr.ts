import type { Texts } from './nl.ts';

/** The declaration wizard shared by every form, in French; typed against nl.ts. */
export const fr: Texts = {
  steps: 'Étapes de votre déclaration',
  step_of: 'Étape {{step}} sur {{total}}',
  progress: '{{done}} étapes sur {{total}} sont complètes',
  state: {
    done: 'complète',
    error: 'contient une erreur',
    current: 'étape en cours',
    todo: 'à compléter',
  },
  next: 'Étape suivante',
  back: 'Étape précédente',
  send: 'Envoyer la déclaration',
  sending: 'Votre déclaration est en cours d’envoi…',
  uploading_first: 'Vos pièces jointes sont d’abord envoyées…',
  blocked: 'Complétez d’abord l’étape {{step}}.',
  draft_restored: 'Nous avons rétabli ce que vous aviez déjà rempli dans cette fenêtre.',
  start_over: 'Recommencer',
  start_over_confirm_title: 'Recommencer ?',
  start_over_confirm: 'Tout ce que vous avez rempli dans ce formulaire sera effacé.',
  sign_in_again: 'Se reconnecter',
  sign_in_again_hint: 'Ce que vous avez déjà rempli reste conservé dans cette fenêtre.',
  change: 'Modifier : {{step}}',
  remove_item: {
    title: 'Supprimer ?',
    text: 'Voulez-vous supprimer « {{name}} » ?',
    confirm: 'Oui, supprimer',
    cancel: 'Non, garder',
  },
  attachments: {
    title: 'Pièces jointes',
    intro:
      'Ajoutez si vous le souhaitez des photos ou des documents qui éclairent votre déclaration, comme des captures d’écran de messages, des preuves de paiement ou des photos des dégâts. Cette étape n’est pas obligatoire.',
    rules: 'Photos (comme .jpg ou .png) et fichiers PDF, 10 Mo au total au maximum.',
    add: 'Choisir des fichiers',
    list: 'Fichiers ajoutés',
    none: 'Vous n’avez pas encore ajouté de pièce jointe.',
    used: '{{used}} des 10 Mo utilisés',
    state: {
      added: 'Prêt à être envoyé',
      uploading: 'Envoi en cours',
      uploaded: 'Envoyé',
      failed: 'Non envoyé',
    },
    lost: 'Ce fichier n’était pas encore envoyé quand la page a été rechargée. Ajoutez-le à nouveau.',
    remove_button: 'Supprimer',
    retry: 'Réessayer',
    remove: 'Supprimer : {{name}}',
    upload_progress: 'Envoi de {{name}}',
    refresh_session: 'Renouveler votre session (ouvre une nouvelle fenêtre)',
    refresh_hint:
      'Revenez ensuite dans cette fenêtre et réessayez : les fichiers et ce que vous avez rempli restent ici.',
  },
};
