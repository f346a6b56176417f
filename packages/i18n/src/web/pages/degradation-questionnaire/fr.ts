import type { Texts } from './nl.ts';

/** The damage pre-checks in French; typed against nl.ts. */
export const fr: Texts = {
  questionnaire: {
    title: 'Déclarer un dommage ou des graffitis',
    intro:
      'Répondez d’abord à quelques questions courtes. Une déclaration en ligne n’est possible que pour des faits non urgents survenus en Belgique, sans violence, menaces ni blessés, et si vous ne connaissez pas l’auteur.',
    question: 'Question {{number}} sur 7',
    questions: {
      belgium: 'Le dommage a-t-il eu lieu en Belgique ?',
      violence: 'A-t-on usé de violence contre vous ou contre quelqu’un d’autre ?',
      threats: 'Vous ou quelqu’un d’autre avez-vous été menacé ?',
      injured: 'Quelqu’un a-t-il été blessé ?',
      author: 'Savez-vous qui l’a fait, ou l’auteur est-il encore sur place ?',
      urgent:
        'La police doit-elle venir maintenant : s’agit-il d’un cambriolage, y a-t-il un danger, ou les dégâts continuent-ils ?',
      recent: 'Les faits ont-ils eu lieu il y a moins d’une heure ?',
    },
    yes: 'Oui',
    no: 'Non',
    outcomes: {
      foreign: {
        title: 'Des faits à l’étranger se déclarent sur place',
        text: 'La police belge ne peut pas enregistrer en ligne des faits survenus à l’étranger. Déclarez-les à la police du pays où ils ont eu lieu, de préférence sur place. Vous êtes déjà rentré en Belgique et ce n’est plus possible ? Contactez alors votre zone de police locale : elle vous dira ce que vous pouvez faire.',
      },
      emergency: {
        title: 'Appelez le 101 : ceci ne peut pas être déclaré en ligne',
        text: 'En cas de violence, de menaces, de blessés, d’auteur connu ou d’urgence, la police doit vous parler elle-même. Appelez le <tel>101</tel> (gratuit, jour et nuit) si la police doit venir maintenant. Quelqu’un a besoin d’une aide médicale urgente ? Appelez alors le <tel>112</tel>.',
        more: 'Ce n’est pas ou plus urgent ? Contactez alors votre zone de police locale.',
      },
      'fast-process': {
        title: 'Appelez le 101 : la police peut encore agir rapidement',
        text: 'Les faits viennent de se produire. Appelez tout de suite le <tel>101</tel> : une patrouille peut peut-être encore relever des traces ou retrouver les auteurs, et la police acte alors directement votre plainte.',
        more: 'Une déclaration en ligne n’est traitée que les jours ouvrables, pendant les heures de bureau. Il est trop tôt pour cela.',
      },
      online: {
        title: 'Vous pouvez faire une déclaration en ligne',
        text: 'Choisissez le formulaire qui correspond au dommage. Vous vous connectez d’abord.',
        graffiti: 'Déclarer des graffitis',
        graffiti_text: 'Tags, dessins ou inscriptions sur un mur, une façade, un véhicule ou un autre objet.',
        various: 'Déclarer un autre dommage',
        various_text:
          'Une vitre brisée, une voiture griffée, une boîte aux lettres détruite ou un autre dégât à vos biens.',
        cable: 'Dommages aux câbles (entreprises, projet pilote)',
        cable_text:
          'Pour les gestionnaires de réseau et les autres entreprises dont des câbles ont été endommagés, dans les communes du projet pilote.',
      },
    },
    call_101: 'Appeler le 101',
    local_police: 'Trouver ma zone de police locale',
    restart: 'Recommencer',
  },
  cable: {
    title: 'Déclarer des dégâts aux câbles',
    intro:
      'Les entreprises, comme les gestionnaires de réseau, les sociétés de télécommunications et d’énergie ou les entrepreneurs, peuvent déclarer en ligne les dégâts à leurs câbles. Ce formulaire est un projet pilote : il n’est encore ouvert que dans quelques communes.',
    check_first:
      'Vérifiez d’abord si le formulaire pour les dégâts aux câbles est ouvert dans la commune des dégâts. Le formulaire s’ouvre ensuite, avec cette commune déjà indiquée.',
    enterprise_only_title: 'Uniquement pour les entreprises',
    enterprise_only:
      'Vous faites la déclaration au nom de l’entreprise, avec son numéro d’entreprise. Vous êtes un particulier ? Déclarez alors les dégâts via le <degradation>questionnaire sur les dégâts</degradation>.',
    municipality: 'Commune où se trouvent les dégâts',
    check: 'Vérifier si le formulaire est ouvert',
    checking: 'Vérification en cours…',
    allowed_title: 'Vous pouvez faire la déclaration en ligne',
    allowed_text:
      '{{municipality}} participe au projet pilote. Continuez vers le formulaire ; vous vous connectez d’abord.',
    allowed_action: 'Vers le formulaire pour dégâts aux câbles',
    refused_title: 'Pas encore en ligne dans cette commune',
    refused_text:
      'Le formulaire en ligne pour les dégâts aux câbles est un projet pilote et n’est pas encore ouvert pour {{municipality}}. Déclarez les dégâts à la zone de police locale de cette commune : cherchez ses coordonnées ci-dessous.',
    refused_danger:
      'Y a-t-il un danger, par exemple à cause d’un câble électrique ou d’une conduite de gaz endommagés ? Appelez alors tout de suite le <tel>112</tel>.',
    refused_action: 'Chercher la zone de police',
    failed_title: 'La vérification n’a pas abouti',
  },
};
