import type { nl } from './nl.ts';

export const fr: Record<keyof typeof nl, string> = {
  title: 'Connexion de test',
  citizen_heading: 'Se connecter en tant que citoyen',
  police_heading: 'Se connecter en tant que policier',
  notice:
    "Ceci est le service de connexion de test de l'installation de démonstration. Aucune identité réelle n'est utilisée : choisissez une des personnes fictives ci-dessous.",
  citizen_intro: 'Choisissez la personne et le moyen avec lesquels vous souhaitez vous connecter.',
  police_intro: "Choisissez l'agent avec lequel vous souhaitez vous connecter.",
  rrn: 'Numéro de registre national',
  birth_date: 'Date de naissance',
  matricule: 'Matricule',
  zone: 'Zone de police',
  sign_in_eid: "Se connecter avec l'eID",
  sign_in_itsme: 'Se connecter avec itsme',
  sign_in_officer: 'Se connecter',
  cancel: 'Annuler et revenir',
  unknown_person: "Cette personne n'est pas connue du service de connexion de test.",
  language: 'Langue',
  expired: 'Cette connexion a expiré. Recommencez la connexion depuis le portail.',
};
