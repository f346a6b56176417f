import type { Texts } from './nl.ts';

/** The damage declaration's page (various damage, graffiti, cable damage) in French; typed against nl.ts. */
export const fr: Texts = {
  title: {
    various: 'Déclaration de dégradation',
    graffitis: 'Déclaration de graffiti',
    cables: 'Déclaration de dégâts aux câbles',
  },
  intro: {
    various:
      'Votre bien a été endommagé, par exemple votre voiture, votre boîte aux lettres, votre clôture ou une vitre ? Faites votre déclaration ici. Comptez environ 15 minutes. Gardez à portée de main des photos des dégâts et, si vous êtes assuré, votre police d’assurance.',
    graffitis:
      'Un graffiti a été réalisé sur votre façade, votre mur, votre voiture ou un autre bien ? Faites votre déclaration ici. Comptez environ 15 minutes. Prenez d’abord des photos du graffiti avant de le faire enlever.',
    cables:
      'Dégradation ou vol de câbles (cuivre, fibre optique, électricité) dans une commune du projet pilote. Vous faites cette déclaration au nom de l’entreprise propriétaire ou gestionnaire des câbles.',
  },
  pilot: {
    title: 'Un projet pilote dans quelques communes',
    text: 'Le projet pilote est ouvert à {{municipality}} : cette commune est déjà indiquée comme lieu des dégâts. Les dégâts ont eu lieu dans une autre commune ? <check>Vérifiez d’abord si le formulaire y est ouvert</check>.',
  },
  steps: {
    declarant_authentication: 'Votre identification',
    declarant_contact_data: 'Vos coordonnées',
    victim_info: 'La victime',
    damaged_objects: 'Objets endommagés',
    fact_information: 'Que s’est-il passé ?',
    attachments: 'Pièces jointes',
    declaration_overview: 'Résumé et envoi',
  },
};
