import type { Texts } from './nl.ts';

/** Steps shared by several declaration forms, in French; typed against nl.ts. */
export const fr: Texts = {
  contact: {
    intro: 'Ces coordonnées permettent à la police de vous contacter au sujet de votre déclaration.',
    email: 'Adresse e-mail',
    email_hint: 'Vous y recevrez la confirmation, et le résumé si vous n’utilisez pas eBox.',
    email_confirmation: 'Confirmez votre adresse e-mail',
    email_confirmation_hint: 'Tapez à nouveau votre adresse e-mail, pour éviter une faute de frappe.',
    phone: 'Numéro de téléphone (facultatif)',
  },
  victim: {
    legend: 'Pour qui faites-vous la déclaration ?',
    me: 'Pour moi-même',
    someone_else: 'Pour quelqu’un d’autre',
    someone_else_hint:
      'Par exemple un membre de votre famille qui ne peut pas faire la déclaration lui-même.',
    organisation: 'Pour une entreprise ou une organisation',
    organisation_hint: 'Le résumé est alors envoyé par e-mail.',
    organisation_only: 'Cette déclaration n’est possible que pour une entreprise.',
    person_title: 'Données de la victime',
    firstname: 'Prénom',
    lastname: 'Nom',
    birth_date: 'Date de naissance (facultatif)',
    nationality: 'Nationalité',
    address: 'Adresse de la victime',
    email: 'Adresse e-mail de la victime (facultatif)',
    phone: 'Numéro de téléphone de la victime (facultatif)',
    organisation_title: 'Entreprise',
    organisation_chosen: 'Entreprise choisie',
    organisation_number: 'Numéro d’entreprise',
    organisation_address: 'Adresse du siège',
    change_organisation: 'Choisir une autre entreprise',
  },
  overview: {
    channel_legend: 'Comment voulez-vous recevoir le résumé de votre déclaration ?',
    ebox: 'Dans mon eBox',
    ebox_hint:
      'La boîte aux lettres sécurisée des autorités. Si cela ne fonctionne pas, nous l’envoyons par e-mail.',
    email: 'Par e-mail',
    email_hint: 'En fichier PDF, à l’adresse e-mail que vous avez donnée.',
    organisation_email: 'Pour une entreprise, le résumé est envoyé par e-mail.',
    check: 'Vérifiez vos données',
    change: 'Modifier : {{step}}',
    empty: 'Non rempli',
    yes: 'Oui',
    no: 'Non',
  },
};
