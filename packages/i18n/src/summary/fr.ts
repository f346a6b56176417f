import type { SummaryTexts } from './nl.ts';

/** The summary of a declaration, in French; typed against nl.ts. */
export const fr: SummaryTexts = {
  product: 'Police-on-web',
  title: 'Résumé de votre déclaration',
  title_officer: 'Résumé de la déclaration',
  register: 'Numéro d’identification',
  keep_register:
    'Conservez ce numéro : il vous sera demandé si vous contactez la police au sujet de cette déclaration.',
  received: 'Reçue le',
  zone: 'Zone de police compétente',
  form: 'Type de déclaration',
  filed_by: 'Établie par',
  officer: '{{name}}, matricule {{matricule}}',
  next_title: 'Et maintenant ?',
  next: 'Votre déclaration a été transmise à la zone de police {{zone}}. Elle est traitée les jours ouvrables pendant les heures de bureau. La police ne vous contacte que si le dossier le nécessite. C’est urgent ? Appelez le 101 (police) ou le 112 (aide médicale, pompiers).',
  next_officer:
    'La déclaration a été transmise à la zone de police {{zone}} et est traitée les jours ouvrables pendant les heures de bureau. La victime n’est contactée que si le dossier le nécessite.',
  document:
    'Ce document est un résumé de la déclaration telle que la police l’a reçue via Police-on-web. Ce n’est pas un procès-verbal.',
  page: 'Page {{page}}/{{pages}}',
  mail_subject: 'Votre déclaration {{register}} à la police',
  mail_text:
    'Bonjour,\n\nVous trouverez en pièce jointe le résumé de votre déclaration {{register}}, reçue le {{date}}. Elle a été transmise à la zone de police {{zone}}.\n\nConservez le numéro d’identification {{register}}.\n\nC’est urgent ? Appelez le 101 (police) ou le 112 (aide médicale, pompiers).\n\nPolice-on-web – la police intégrée',
  addendum: {
    title: 'Complément à votre déclaration',
    number: 'Complément numéro',
    received: 'Complément reçu le',
    declaration_received: 'Déclaration reçue le',
    next: 'Ce complément a été transmis à la zone de police {{zone}} avec votre déclaration {{register}}. Il est traité les jours ouvrables pendant les heures de bureau. La police ne vous contacte que si le dossier le nécessite.',
    text_title: 'Ce que vous avez ajouté',
    files_title: 'Pièces jointes',
    no_files: 'Vous n’avez pas ajouté de pièce jointe.',
    document:
      'Ce document confirme les informations que vous avez ajoutées à votre déclaration via Police-on-web. Ce n’est pas un procès-verbal.',
    mail_subject: 'Complément à votre déclaration {{register}}',
    mail_text:
      'Bonjour,\n\nVous trouverez en pièce jointe la confirmation des informations que vous avez ajoutées le {{date}} à votre déclaration {{register}}. Elles ont été transmises à la zone de police {{zone}}.\n\nC’est urgent ? Appelez le 101 (police) ou le 112 (aide médicale, pompiers).\n\nPolice-on-web – la police intégrée',
  },
  forms: {
    phishing: 'Phishing et fraude en ligne',
    phishing_officer: 'Phishing et fraude en ligne (déclaration par la police)',
    various: 'Dégradation de biens',
    graffitis: 'Graffiti',
    cables: 'Dégâts aux câbles',
    person: 'Fait non urgent contre des personnes',
  },
  answers: {
    optional_marker: 'facultatif',
    yes: 'Oui',
    no: 'Non',
    box: 'boîte {{box}}',
    street_typed: '(rue tapée, non choisie dans la liste des rues)',
    moment: '{{date}} à {{time}}',
    account: '{{account}} sur {{platform}}',
    centimetres: '{{size}} cm',
    attachment: '{{name}} ({{size}})',
    attachment_hash: '{{name}} ({{size}}), SHA-256 {{sha256}}',
    no_attachments: 'Aucune pièce jointe',
    legal_form: 'Forme juridique',
    crime_type: '{{name}} ({{code}})',
    officer_zone: 'Zone de police du policier',
  },
  review: {
    title: 'Vérifiez vos réponses',
    intro: 'Tout est correct ? « Modifier » vous ramène à une étape ; vous revenez ensuite ici.',
  },
};
