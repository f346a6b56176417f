import type { Texts } from './nl.ts';

/** The page /faq in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Questions fréquentes',
  intro:
    'Vous trouverez ici les réponses aux questions qu’on nous pose le plus souvent. Cliquez sur une question pour lire la réponse.',
  sections: {
    general: {
      title: 'Généralités',
      questions: {
        types: {
          title: 'Quels faits puis-je déclarer en ligne ?',
          p1: 'Sur Police-on-web, vous pouvez déclarer les faits non urgents suivants :',
          list: {
            theft:
              'un vol : de vélo, de cyclomoteur ou de speed pedelec, à l’étalage, dans un véhicule, ou un autre vol simple (via le site fédéral de déclaration de vol) ;',
            damage: 'une dégradation de votre bien, comme des graffitis ou des dégâts à des câbles ;',
            phishing: 'le phishing et d’autres escroqueries en ligne ;',
            person:
              '<person>d’autres faits contre des personnes</person>, comme le harcèlement, l’escroquerie, un délit de haine, ou la perte d’un objet ou d’un document.',
          },
          p2: 'Vous pouvez aussi y déclarer votre système d’alarme ou votre caméra, et demander une surveillance de votre habitation pendant votre absence.',
          p3: 'Vos faits ne figurent pas dans la liste, ou vous ne remplissez pas les conditions ci-dessous ? Rendez-vous alors dans un commissariat. Les violences sexuelles ne se déclarent pas en ligne : lisez les <sv>informations sur les violences sexuelles</sv>.',
        },
        who: {
          title: 'Qui peut faire une déclaration en ligne ?',
          p1: 'Toute personne qui possède une carte d’identité belge, si toutes ces conditions sont remplies :',
          list: {
            belgium: 'les faits se sont produits en Belgique ;',
            unknown_author: 'l’auteur est inconnu ;',
            no_violence: 'aucune violence n’a été utilisée, et personne n’a été menacé ni blessé ;',
            no_break_in: 'il n’y a pas eu d’effraction ;',
            not_urgent: 'la police ne doit pas intervenir d’urgence ;',
            listed: 'le type de faits figure dans la liste de ce site.',
          },
          p2: 'Vous n’habitez pas en Belgique ou vous n’avez pas de carte d’identité belge ? Contactez la zone de police locale ou rendez-vous dans un commissariat.',
        },
        identify: {
          title: 'Comment me connecter ?',
          p1: 'Vous vous connectez via le service d’authentification de l’État fédéral : avec votre carte d’identité électronique et un lecteur de carte, ou avec une application comme itsme. Votre nom et vos autres données sont alors remplis pour vous.',
          p2: 'Pour certaines déclarations, vous pouvez aussi vous identifier avec votre numéro de registre national (11 chiffres, il figure sur votre carte d’identité). Pour une déclaration de phishing, la connexion via le service d’authentification est obligatoire.',
        },
        after: {
          title: 'Que se passe-t-il après ma déclaration ?',
          p1: 'Votre déclaration est envoyée à la zone de police compétente pour le lieu des faits, et elle est enregistrée dans le système d’information de la police.',
          p2: 'Vous recevez un résumé en PDF dans votre eBox ou par e-mail. Conservez le numéro de votre déclaration : vous en aurez besoin si vous contactez plus tard la police ou votre assureur.',
          p3: 'Les déclarations en ligne sont traitées les jours ouvrables, pendant les heures de bureau. Si le résumé n’a pas pu être créé, la police vous contacte dans les 48 heures ouvrables.',
        },
        contacted: {
          title: 'Serai-je contacté·e ?',
          p1: 'Seulement si votre dossier le demande, par exemple si la police a besoin de plus d’informations. Si vous n’avez plus de nouvelles, cela ne veut pas dire que votre déclaration n’a pas été traitée.',
        },
        zone: {
          title: 'Quelle zone de police traite ma déclaration ?',
          p1: 'La zone de police du lieu où les faits se sont produits. Une déclaration de phishing est envoyée à la zone de police de votre domicile, car ces faits n’ont pas de lieu précis.',
          p2: 'Vous voulez savoir de quelle zone il s’agit ?',
        },
        someone_else: {
          title: 'Puis-je faire une déclaration pour quelqu’un d’autre ou pour une entreprise ?',
          p1: 'Oui. Dans le formulaire, vous choisissez si vous faites la déclaration pour vous-même, pour quelqu’un d’autre ou pour une entreprise. Une entreprise se recherche par son nom ou son numéro d’entreprise ; le résumé est alors envoyé par e-mail.',
        },
        urgent: {
          title: 'C’est urgent. Que dois-je faire ?',
          p1: 'Appelez le <tel>112</tel> pour une ambulance ou les pompiers, et le <tel>101</tel> pour la police. Ces deux numéros sont gratuits et joignables jour et nuit. N’utilisez jamais Police-on-web ni le formulaire de contact pour une urgence.',
        },
      },
    },
    phishing: {
      title: 'Phishing et escroqueries en ligne',
      questions: {
        what: {
          title: 'Qu’est-ce que le phishing ?',
          p1: 'Avec le phishing, des escrocs se font passer pour votre banque, un service public, un service de livraison ou une personne que vous connaissez. Ils envoient un e-mail, un SMS ou un message avec un lien vers un faux site, pour obtenir vos codes, les données de votre carte ou votre argent.',
        },
        recognise: {
          title: 'Comment reconnaître un message de phishing ?',
          list: {
            pressure:
              'Le message vous met sous pression : votre compte va être bloqué, vous devez payer tout de suite.',
            link: 'Il vous demande de cliquer sur un lien, d’ouvrir une pièce jointe ou d’installer une application.',
            codes:
              'Il vous demande votre mot de passe, votre code PIN ou les codes de votre lecteur de carte. Une banque ou un service public ne les demande jamais par message.',
            sender:
              'L’adresse de l’expéditeur ou du lien ressemble à la vraie, mais elle est légèrement différente.',
          },
          p1: 'Vous avez un doute ? Ne cliquez pas, et contactez vous-même l’expéditeur via un numéro ou un site que vous connaissez. Vous trouverez d’autres conseils sur <safeonweb>Safeonweb</safeonweb>.',
        },
        received: {
          title: 'J’ai reçu un message suspect, mais je n’ai rien fait. Que faire ?',
          p1: 'Transférez le message à <email>{{email}}</email> (pour un SMS : une capture d’écran), puis supprimez-le. Les liens suspects sont ainsi bloqués plus vite et vous protégez d’autres personnes. Une déclaration n’est pas nécessaire.',
        },
        victim: {
          title: 'Je me suis fait piéger. Que dois-je faire ?',
          p1: 'Agissez vite, dans cet ordre :',
          steps: {
            card: 'Vous avez donné les données de votre carte bancaire ou de crédit ? Faites bloquer la carte immédiatement via Card Stop au <tel>078 170 170</tel>, jour et nuit.',
            bank: 'Prévenez tout de suite votre banque. Elle peut peut-être encore arrêter des paiements suspects.',
            passwords:
              'Vous avez donné un mot de passe ? Changez-le immédiatement, partout où vous l’utilisez.',
            forward: 'Transférez le message à <email>{{email}}</email>.',
            declare:
              'Vous avez perdu de l’argent, ou quelqu’un a utilisé vos données ? Faites une déclaration. Commencez par le <phishing>court questionnaire sur le phishing</phishing>.',
          },
          p2: 'Conservez les messages, les adresses web et les preuves de vos paiements : vous en aurez besoin pour votre déclaration et pour votre banque.',
        },
        shopping: {
          title: 'J’ai acheté quelque chose en ligne et je ne l’ai jamais reçu. Est-ce du phishing ?',
          p1: 'Pas toujours. Une boutique en ligne qui ne livre pas ou un faux vendeur relève souvent de la fraude à la consommation. Signalez-le au <consumer>Point de contact du SPF Économie</consumer>. Si vous avez été escroqué·e et avez perdu de l’argent, vous pouvez aussi faire une déclaration.',
        },
        phishing_zone: {
          title: 'Quelle zone de police traite ma déclaration de phishing ?',
          p1: 'La zone de police de votre domicile. Vous ne devez pas la choisir vous-même.',
        },
      },
    },
    other: {
      title: 'Autres questions',
      questions: {
        other: {
          title: 'J’ai une autre question',
        },
      },
    },
  },
  find_zone: 'Trouver ma zone de police',
};
