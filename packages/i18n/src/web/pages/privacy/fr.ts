import type { Texts } from './nl.ts';

/** The page /privacy in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclaration de confidentialité',
  intro:
    'Vous lirez ici quelles données personnelles Police-on-web traite, pourquoi, combien de temps nous les conservons et quels sont vos droits.',
  contact_button: 'Poser une question sur la vie privée',
  sections: {
    s1: {
      title: 'Qui est responsable de vos données ?',
      p1: 'Police-on-web est le service en ligne de la police intégrée en Belgique. La police fédérale gère le site et est responsable du traitement des données que vous transmettez par ce site.',
      p2: 'Dès que votre déclaration est parvenue à la zone de police compétente, cette zone est également responsable de la suite du traitement de votre dossier.',
    },
    s2: {
      title: 'Sur quoi porte cette déclaration ?',
      p1: 'Sur les données que vous encodez sur Police-on-web ou qui sont nécessaires au fonctionnement du site : lors de la connexion, dans une déclaration, dans le formulaire de contact, dans le formulaire d’avis et dans les fichiers journaux techniques.',
      p2: 'Les sites vers lesquels nous renvoyons ont leur propre déclaration de confidentialité.',
    },
    s3: {
      title: 'Quelles données traitons-nous ?',
      list: {
        identity:
          'Lors de la connexion : vos nom, prénom, numéro de registre national et adresse e-mail, tels que le service d’authentification de l’État fédéral les transmet.',
        declaration:
          'Dans une déclaration : vos coordonnées, les données de la victime, la description des faits, ce que vous savez de l’auteur, des montants et des numéros de compte, et les pièces jointes que vous ajoutez.',
        contact: 'Dans le formulaire de contact : vos nom, prénom, adresse e-mail et votre message.',
        feedback:
          'Dans le formulaire d’avis : le nombre d’étoiles, votre texte, la page et la langue. Nous vous demandons de ne pas y écrire de données personnelles.',
        technical:
          'Des données techniques : votre adresse IP, le type de navigateur et le moment de votre visite, dans les fichiers journaux du serveur.',
      },
    },
    s4: {
      title: 'Pourquoi traitons-nous vos données ?',
      list: {
        declare:
          'pour enregistrer votre déclaration, la transmettre à la zone de police compétente et vous en envoyer un résumé ;',
        answer: 'pour répondre à vos questions posées via le formulaire de contact ;',
        improve: 'pour améliorer le site grâce aux avis que vous donnez ;',
        secure: 'pour garder le site sûr et disponible, et détecter les abus.',
      },
      p1: 'Nous n’utilisons jamais vos données à des fins publicitaires et ne les vendons à personne.',
    },
    s5: {
      title: 'Sur quelle base légale ?',
      sub: {
        declarations: {
          title: 'Déclarations',
          p1: 'Une déclaration est un traitement effectué par la police. Il repose sur la loi sur la fonction de police et sur le titre 2 de la loi du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel.',
        },
        contact: {
          title: 'Formulaire de contact et avis',
          p1: 'Nous traitons ces données pour exécuter une mission d’intérêt public : informer et aider les citoyens (article 6.1.e du Règlement général sur la protection des données, RGPD). Pour le formulaire de contact, nous vous demandons en outre votre consentement.',
        },
        cookies: {
          title: 'Cookies et fichiers journaux',
          p1: 'Les cookies essentiels et les fichiers journaux sont nécessaires au fonctionnement et à la sécurité du site (article 6.1.e du RGPD). Nous ne plaçons de cookies fonctionnels qu’avec votre consentement.',
        },
      },
    },
    s6: {
      title: 'Qui reçoit vos données ?',
      p1: 'Votre déclaration est transmise à la zone de police compétente et enregistrée dans le système d’information de la police. Si la loi le prévoit, les autorités judiciaires, comme le parquet, reçoivent aussi vos données.',
      p2: 'Les messages du formulaire de contact sont transmis au service qui traite la question. Les prestataires qui gèrent techniquement le site agissent uniquement pour le compte de la police et selon ses instructions.',
      p3: 'Nous ne transmettons vos données à personne d’autre.',
    },
    s7: {
      title: 'Vos données vont-elles à l’étranger ?',
      p1: 'Nous ne transmettons pas vos données à des pays situés hors de l’Union européenne, sauf si une loi ou un traité international de coopération policière l’exige.',
    },
    s8: {
      title: 'Comment protégeons-nous vos données ?',
      p1: 'La connexion à Police-on-web est chiffrée. Seules les personnes qui ont besoin de vos données pour leur mission y ont accès, et cet accès est enregistré. Votre connexion s’arrête d’elle-même après 2 heures d’inactivité.',
    },
    s9: {
      title: 'Combien de temps conservons-nous vos données ?',
      sub: {
        declarations: {
          title: 'Déclarations',
          p1: 'Les déclarations sont conservées dans le système d’information de la police aussi longtemps que le permet la loi sur la fonction de police. Ce délai dépend du type de faits.',
        },
        other: {
          title: 'Formulaire de contact, e-mails et fichiers journaux',
          list: {
            contact: 'les messages du formulaire de contact et les e-mails qui s’y rapportent : 1 an ;',
            feedback: 'votre avis sur une page : 1 an ;',
            logs: 'les fichiers journaux techniques : 1 mois au maximum ;',
            session:
              'votre connexion : jusqu’à ce que vous vous déconnectiez, et au maximum 2 heures après votre dernière activité.',
          },
        },
      },
    },
    s10: {
      title: 'Quels sont vos droits ?',
      p1: 'Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en faire limiter le traitement et de vous y opposer. Si vous avez donné votre consentement, vous pouvez le retirer à tout moment.',
      p2: 'Pour les données du formulaire de contact et de votre avis, vous exercez ces droits auprès du délégué à la protection des données (point 12.1).',
      p3: 'Pour les données que la police traite dans le cadre de ses missions, comme votre déclaration, vous exercez vos droits de manière indirecte, via l’Organe de contrôle de l’information policière (point 12.2). C’est ce que prévoit la loi du 30 juillet 2018.',
    },
    s11: {
      title: 'Cookies',
      p1: 'Police-on-web utilise uniquement des cookies essentiels et, avec votre consentement, des cookies fonctionnels qui retiennent votre langue. Tout est expliqué dans la <cookies>politique en matière de cookies</cookies>.',
    },
    s12: {
      title: 'Contact et plaintes',
      sub: {
        dpo: {
          title: 'Délégué à la protection des données',
          p1: 'La police fédérale dispose d’un délégué à la protection des données. Vous voulez poser une question ou exercer vos droits ? Utilisez le bouton « Poser une question sur la vie privée » au bas de ce point.',
        },
        supervisor: {
          title: 'Autorité de contrôle',
          p1: 'Vous n’êtes pas d’accord avec notre réponse ? Vous pouvez porter plainte auprès de l’Organe de contrôle de l’information policière (COC), l’autorité de contrôle de la police. Plus d’informations sur le <coc>site de l’Organe de contrôle</coc>.',
        },
      },
    },
    s13: {
      title: 'Modifications',
      p1: 'Nous adaptons cette déclaration lorsque le site ou la législation change. Consultez donc cette page de temps en temps.',
    },
  },
};
