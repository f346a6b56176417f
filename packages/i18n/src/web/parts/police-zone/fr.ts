import type { Texts } from './nl.ts';

/** The find-my-police-zone popup in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Trouver votre zone de police',
  intro:
    'Chaque commune fait partie d’une zone de police locale. Votre zone vous aide pour tout ce qui n’est pas urgent : une déclaration, une question sur votre quartier, un rendez-vous.',
  steps_title: 'Comment trouver votre zone sur le site de la police',
  step1: 'Rendez-vous sur le site de la police : <police>www.police.be</police>.',
  step2: 'Tapez votre code postal ou le nom de votre commune dans le champ de recherche des zones de police.',
  step3: 'Choisissez votre zone de police dans la liste des résultats.',
  step4:
    'Vous arrivez sur le site de votre zone, avec l’adresse, les heures d’ouverture et le numéro de téléphone.',
  picture: {
    label:
      'Exemple : sur www.police.be, vous tapez le code postal 9000 dans le champ de recherche et vous choisissez la zone trouvée.',
    address: 'www.police.be',
    search: 'Trouvez votre zone de police',
    button: 'Rechercher',
    result: 'Zone de police Gand',
    go: 'Vers le site',
  },
  search_title: 'Ou cherchez directement ici par code postal',
  postcode: 'Code postal',
  postcode_hint: '4 chiffres, par exemple 9000.',
  search: 'Rechercher',
  searching: 'Recherche en cours…',
  found_one: 'Zone de police compétente pour le code postal {{postcode}} :',
  found_other: 'Zones de police compétentes pour le code postal {{postcode}} :',
  municipalities: 'Pour : {{names}}',
  website: 'Site de {{zone}}',
  no_website: 'Nous ne connaissons pas de site pour cette zone. Cherchez-la sur www.police.be.',
  none: 'Nous n’avons trouvé aucune zone de police pour le code postal {{postcode}}. Vérifiez le code postal.',
  failed: 'La recherche n’a pas abouti. Réessayez, ou cherchez votre zone sur www.police.be.',
  urgent: 'C’est urgent ? Appelez le <tel101>101</tel101>.',
};
