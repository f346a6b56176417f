import type { Texts } from './nl.ts';

/** Contact dialog, form, questionnaire and technical contact in French; typed against nl.ts. */
export const fr: Texts = {
  dialog: {
    title: 'Nous contacter',
    reason: {
      faq: 'Une question sur Police-on-web',
      privacy: 'Une question sur vos données personnelles',
      accessibility: 'Un problème d’accessibilité',
      technical: 'Signaler un problème technique',
    },
    cancel: 'Annuler',
    purpose_title: 'À quoi sert ce formulaire ?',
    purpose: {
      faq: 'Ce formulaire vous permet de poser une question sur le site Police-on-web : son fonctionnement, ce que vous pouvez y faire ou ce que vous n’y trouvez pas.',
      privacy:
        'Ce formulaire vous permet de poser une question sur la manière dont Police-on-web traite vos données personnelles, ou de demander à exercer vos droits.',
      accessibility:
        'Ce formulaire vous permet de signaler un problème d’accessibilité sur Police-on-web, ou de demander une information sous une autre forme.',
      technical:
        'Ce formulaire vous permet de signaler un problème technique qui vous a empêché d’envoyer votre déclaration, afin que nous puissions l’examiner.',
    },
    not_for:
      'Il ne sert pas à déclarer des faits, et il ne permet pas d’obtenir une aide urgente. C’est urgent ? Appelez le <tel112>112</tel112> ou le <tel101>101</tel101>.',
    follow_up:
      'Vous avez une question sur une déclaration que vous avez déjà faite ? Contactez la zone de police qui la traite.',
    acknowledge: 'OK, j’ai compris',
  },
  form: {
    all_required: 'Tous les champs sont obligatoires.',
    email: 'Adresse e-mail',
    email_hint: 'Notre réponse vous sera envoyée à cette adresse.',
    email_confirmation: 'Adresse e-mail, une seconde fois',
    email_confirmation_hint:
      'Tapez-la à nouveau, pour qu’une faute de frappe n’empêche pas notre réponse de vous parvenir.',
    lastname: 'Nom',
    firstname: 'Prénom',
    body: 'Votre message',
    body_hint:
      'N’écrivez pas de données sensibles, comme un numéro de registre national ou des informations médicales, sauf si c’est vraiment nécessaire pour votre question.',
    count_one: 'Il reste {{count}} caractère.',
    count_other: 'Il reste {{count}} caractères.',
    over_one: '{{count}} caractère de trop.',
    over_other: '{{count}} caractères de trop.',
    consent:
      'J’accepte que la police utilise ces données pour répondre à mon message, et qu’elle les conserve ensuite pendant 1 an.',
    privacy_link:
      'Découvrez comment nous traitons vos données dans la <privacy>déclaration de confidentialité (s’ouvre dans une nouvelle fenêtre)</privacy>.',
    honeypot: 'Laissez ce champ vide',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    retrying: 'L’envoi n’a pas abouti. Nous réessayons dans quelques secondes.',
    retry_now: 'Réessayer maintenant',
    kept: 'Ce que vous avez écrit est conservé : vous pourrez réessayer plus tard.',
    sent: 'Votre message a été envoyé. Merci. Vous recevrez une réponse à l’adresse e-mail indiquée.',
  },
  questionnaire: {
    title: 'Nous contacter : trois questions courtes',
    intro: 'Répondez à ces questions pour trouver rapidement le bon interlocuteur.',
    question: 'Question {{number}} sur 3',
    q1: 'Est-ce urgent, ou se passe-t-il maintenant quelque chose qui demande l’intervention de la police ?',
    q2: 'Voulez-vous déclarer des faits à la police, comme un vol, une dégradation ou une escroquerie ?',
    q3: 'Votre question porte-t-elle sur le site Police-on-web lui-même ?',
    yes: 'Oui',
    no: 'Non',
    answer_title: 'Que pouvez-vous faire ?',
    procedure1:
      'Appelez immédiatement le <tel112>112</tel112> si vous avez besoin d’une aide médicale urgente ou des pompiers, ou le <tel101>101</tel101> si vous avez besoin d’urgence de la police. Ces deux numéros sont gratuits et joignables jour et nuit. Le formulaire de contact et la déclaration en ligne ne conviennent pas aux situations urgentes.',
    procedure2:
      'Certains faits peuvent être déclarés en ligne : choisissez-les sur la <home>page d’accueil</home>. Ce n’est pas possible pour vos faits, ou vous avez un doute ? Contactez alors votre zone de police locale ou rendez-vous dans un commissariat.',
    procedure3_yes:
      'Posez votre question sur Police-on-web avec le formulaire de contact. Nous répondons par e-mail, les jours ouvrables.',
    procedure3_no:
      'Pour les autres questions à la police, vous trouverez les bonnes coordonnées sur la page de contact de la police. Pour une question sur votre quartier ou sur une déclaration, votre zone de police locale vous aidera.',
    action_contact_form: 'Ouvrir le formulaire de contact',
    action_police_contact: 'Vers la page de contact de la police',
    action_local_police: 'Contacter la police locale',
    restart: 'Recommencer',
  },
  technical: {
    error_azure_403:
      'La sécurité de la plateforme a bloqué votre déclaration. Signalez-nous ce problème pour que nous puissions le résoudre. Vous souhaitez que vos faits soient traités aujourd’hui encore ? Contactez alors votre zone de police locale.',
    contact_us: 'Signaler le problème',
    contact_us_success:
      'Merci, votre signalement a été envoyé. Nous examinons le problème. Pour un traitement rapide de vos faits, vous pouvez entre-temps contacter votre zone de police locale.',
  },
};
