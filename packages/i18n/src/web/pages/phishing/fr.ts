import type { Texts } from './nl.ts';

/** The phishing declaration, citizen and officer, in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclaration de phishing ou de fraude en ligne',
  intro:
    'Vous avez été escroqué par un faux e-mail, SMS, site web, appel ou via les réseaux sociaux ? Faites votre déclaration ici. Comptez environ 15 minutes. Si vous avez perdu de l’argent, appelez d’abord votre banque et Card Stop au 078 170 170 pour faire bloquer vos cartes et comptes.',
  steps: {
    identification: 'Votre identification',
    victim: 'La victime',
    contact: 'Vos coordonnées',
    author: 'Comment l’escroc vous a-t-il contacté ?',
    amounts: 'Montants perdus',
    fact: 'Que s’est-il passé ?',
    attachments: 'Pièces jointes',
    overview: 'Résumé et envoi',
    officer: 'Vos données de policier',
    officer_victim: 'Rechercher la victime',
    officer_contact: 'Coordonnées de la victime',
    officer_attachments: 'Pièces jointes et envoi',
  },
  identification: {
    mandatory:
      'Pour une déclaration de phishing, la connexion avec eID ou itsme est obligatoire : la police sait ainsi avec certitude qui fait la déclaration.',
    alternatives:
      'Vous n’avez pas de lecteur de carte eID ni itsme ? Rendez-vous au commissariat de votre zone, ou demandez à un policier de faire la déclaration avec vous. Votre banque peut aussi vous aider à installer itsme.',
    name: 'Nom et prénom',
    birth_date: 'Date de naissance',
    address: 'Adresse',
  },
  author: {
    intro:
      'Indiquez tout ce que vous savez sur la manière dont l’escroc vous a contacté : l’adresse e-mail, le site web, le numéro de téléphone ou le compte sur les réseaux sociaux. Ajoutez-en au moins un.',
    list: 'Coordonnées ajoutées',
    none: 'Vous n’avez encore rien ajouté.',
    add_title: 'Ajouter une coordonnée',
    type: 'Type de contact',
    types: {
      email: 'Adresse e-mail',
      url: 'Site web',
      phone: 'Numéro de téléphone',
      account: 'Compte ou profil sur les réseaux sociaux',
    },
    email: 'Adresse e-mail de l’escroc',
    url: 'Adresse du site web',
    url_hint: 'Copiez l’adresse complète, par exemple https://mabanque-securite.example/login.',
    phone: 'Numéro de téléphone de l’escroc',
    account: 'Nom ou identifiant du compte',
    account_hint: 'Par exemple @nom ou le nom que vous avez vu.',
    platform: 'Plateforme',
    platform_hint: 'Par exemple Facebook, Instagram, WhatsApp ou 2ememain.',
    add: 'Ajouter',
    added: 'Ajouté : {{value}}',
    remove: 'Supprimer : {{value}}',
  },
  amounts: {
    question: 'Avez-vous perdu ou viré de l’argent ?',
    yes: 'Oui',
    no: 'Non, aucun argent n’a disparu',
    intro: 'Indiquez pour chaque virement le compte vers lequel l’argent est parti et le montant.',
    row: 'Montant {{number}}',
    iban: 'Numéro de compte (IBAN) vers lequel l’argent est parti',
    amount: 'Montant',
    add: 'Ajouter un autre montant',
    remove: 'Supprimer le montant {{number}}',
  },
  fact: {
    date: 'Date des faits',
    time: 'Heure des faits',
    time_hint: 'Approximativement, si vous ne savez pas exactement.',
    description: 'Décrivez ce qui s’est passé',
    description_hint:
      'Racontez avec vos mots comment cela s’est passé : quel message vous avez reçu, ce que vous avez fait, quelles données vous avez données et ce que vous avez remarqué ensuite.',
  },
  overview: {
    text: 'Résumez votre déclaration en une ou deux phrases',
    text_hint: 'Par exemple : faux SMS de ma banque, 1 250 euros virés.',
    no_amounts: 'Aucun argent perdu',
  },
  officer_voice: {
    author: {
      intro:
        'Indiquez tout ce que la victime sait sur la manière dont l’escroc l’a contactée : l’adresse e-mail, le site web, le numéro de téléphone ou le compte sur les réseaux sociaux. Ajoutez-en au moins un.',
      account_hint: 'Par exemple @nom ou le nom que la victime a vu.',
    },
    amounts: { question: 'La victime a-t-elle perdu ou viré de l’argent ?' },
    fact: {
      time_hint: 'Approximativement, si la victime ne sait pas exactement.',
      description_hint:
        'Décrivez comment cela s’est passé : quel message la victime a reçu, ce qu’elle a fait, quelles données elle a données et ce qu’elle a remarqué ensuite.',
    },
  },
  officer: {
    title: 'Déclaration de phishing au nom d’une victime',
    warning:
      'Vous faites cette déclaration au nom d’une victime. Recherchez la victime avec son numéro de registre national et vérifiez chaque donnée avec elle avant l’envoi.',
    close_warning: 'Fermer l’avertissement',
    last_name: 'Nom',
    first_name: 'Prénom',
    matricule: 'Matricule',
    read_only: 'Ces données proviennent de votre connexion et ne peuvent pas être modifiées ici.',
    lookup_intro: 'Indiquez le numéro de registre national de la victime et cliquez sur « Rechercher ».',
    not_found: 'Aucune victime trouvée pour l’instant. Recherchez d’abord la victime pour continuer.',
    found: 'Victime trouvée',
    contact_intro: 'L’adresse e-mail de la victime est nécessaire : le résumé y est envoyé.',
    email: 'Adresse e-mail de la victime',
    email_confirmation: 'Confirmez l’adresse e-mail de la victime',
    phone: 'Numéro de téléphone de la victime (facultatif)',
  },
};
