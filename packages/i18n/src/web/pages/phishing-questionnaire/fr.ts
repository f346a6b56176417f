import type { Texts } from './nl.ts';

/** The phishing questionnaire in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Phishing et fraude en ligne',
  intro:
    'Répondez à quelques questions courtes. Vous saurez si vous pouvez faire une déclaration en ligne, ou ce que vous avez intérêt à faire.',
  card_first:
    'Vous avez donné les données de votre carte bancaire ou vos codes bancaires ? Faites bloquer votre carte tout de suite via Card Stop au <tel>078 170 170</tel> (jour et nuit) et prévenez votre banque. Continuez ensuite ici.',
  question: 'Question {{number}}',
  questions: {
    lost_money:
      'Avez-vous perdu de l’argent, ou avez-vous donné les données de votre carte bancaire ou des codes de votre banque (code PIN, codes de votre lecteur de carte, une confirmation dans votre application bancaire ou dans itsme) ?',
    impersonation:
      'Avez-vous été trompé par un message, un appel ou un site web qui se faisait passer pour votre banque, un service public, un service de livraison ou une personne que vous connaissez ?',
    purchase:
      'Avez-vous acheté ou commandé quelque chose à une boutique en ligne ou à une entreprise qui n’a pas livré, ou qui a livré autre chose que ce qui était promis ?',
    reacted:
      'Avez-vous cliqué sur un lien, ouvert une pièce jointe, installé une application, ou donné des données personnelles ou un mot de passe ?',
  },
  yes: 'Oui',
  no: 'Non',
  procedures: {
    procedure1: {
      title: 'Faites une déclaration de phishing en ligne',
      text: 'Vous êtes victime de phishing. Faites une déclaration avec le formulaire en ligne. Vous vous connectez avec votre carte d’identité électronique ou avec itsme : c’est obligatoire pour une déclaration de phishing. Gardez à portée de main les messages, les adresses des sites web et les numéros de compte vers lesquels vous avez versé de l’argent.',
      more: 'Ce n’est pas encore fait ? Faites bloquer votre carte via Card Stop au <tel>078 170 170</tel> et prévenez votre banque : elle peut peut-être encore arrêter un paiement.',
      action: 'Faire une déclaration de phishing',
    },
    procedure2: {
      title: 'Protégez-vous : une déclaration n’est pas nécessaire pour l’instant',
      text: 'Vous n’avez pas perdu d’argent ni donné de données bancaires. Limitez le risque : changez tout de suite le mot de passe que vous avez donné, partout où vous l’utilisez, et activez la vérification en deux étapes. Vous avez installé une application ou ouvert une pièce jointe ? Supprimez l’application et faites analyser votre appareil par un antivirus. Surveillez vos extraits de compte ces prochaines semaines.',
      more: 'De l’argent disparaît plus tard, ou quelqu’un utilise vos données ? Répondez alors à nouveau aux questions.',
    },
    procedure3: {
      title: 'Déclarez l’escroquerie avec le formulaire général',
      text: 'Ce qui vous est arrivé n’est pas du phishing, mais bien une escroquerie : par exemple un faux vendeur sur un site de seconde main, un faux placement ou une personne rencontrée en ligne qui vous a demandé de l’argent. Déclarez-la avec le formulaire pour les autres faits non urgents et choisissez-y « escroquerie ».',
      more: 'Prévenez aussi tout de suite votre banque : elle peut peut-être encore arrêter un paiement.',
      action: 'Vers le formulaire pour les faits non urgents',
    },
    procedure4: {
      title: 'Vous avez seulement reçu un message suspect',
      text: 'Une déclaration n’est pas nécessaire. Ne cliquez pas sur les liens, ne répondez pas, et supprimez le message après l’avoir transféré. Sur Safeonweb, le site du Centre pour la Cybersécurité Belgique, vous apprenez à reconnaître les faux messages.',
      more: 'Le message venait d’une personne que vous connaissez ? Prévenez-la par un autre moyen : son compte a peut-être été piraté.',
      action: 'Vers Safeonweb',
    },
    procedure5: {
      title: 'Signalez-le au Point de contact du SPF Economie',
      text: 'Une boutique en ligne ou une entreprise qui ne livre pas, livre autre chose ou vous trompe se signale au Point de contact du SPF Economie. Le Point de contact examine ces pratiques et peut agir contre les boutiques en ligne frauduleuses.',
      more: 'Demandez à votre banque ou à l’émetteur de votre carte si le paiement peut être annulé, et gardez votre commande, votre preuve de paiement et les messages.',
      action: 'Vers le Point de contact',
    },
  },
  report_title: 'Transférer un message suspect',
  report:
    'Transférez les e-mails et messages suspects à <email>{{email}}</email>. Pour un SMS ou un message de chat, envoyez une capture d’écran. Les faux sites web sont ainsi bloqués plus vite.',
  restart: 'Recommencer',
};
