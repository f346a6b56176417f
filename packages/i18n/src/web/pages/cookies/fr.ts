import type { Texts } from './nl.ts';

/** The cookie policy in French; typed against nl.ts. */
export const fr: Texts = {
  intro:
    'Police-on-web utilise le moins de cookies possible et ne les partage avec personne. Vous lirez ici lesquels, à quoi ils servent et comment les régler.',
  sections: {
    s1: {
      title: 'Qu’est-ce qu’un cookie ?',
      p1: 'Un cookie est un petit fichier texte qu’un site enregistre sur votre appareil. Il permet au site de retenir quelque chose, par exemple que vous êtes connecté·e.',
      p2: 'Police-on-web utilise aussi le stockage local de votre navigateur, qui fonctionne de la même manière. Ce qui est dit ici des cookies s’y applique aussi.',
    },
    s2: {
      title: 'À quoi servent nos cookies ?',
      p1: 'Uniquement à faire fonctionner le site et, si vous le souhaitez, à retenir votre langue. Nous n’utilisons pas de cookies pour des statistiques, de la publicité ou les réseaux sociaux.',
    },
    s3: {
      title: 'Cookies essentiels',
      p1: 'Ces cookies sont nécessaires au fonctionnement et à la sécurité du site. Ils sont toujours activés.',
      list: {
        session:
          '<b>pow_session</b> : retient que vous êtes connecté·e. Expire 2 heures après votre dernière activité, ou quand vous vous déconnectez.',
        consent: '<b>pow_cookies</b> : retient votre choix concernant les cookies, pendant 180 jours.',
      },
    },
    s4: {
      title: 'Cookies fonctionnels',
      p1: 'Ces cookies retiennent votre langue, pour que vous ne deviez pas la choisir à chaque visite. Ils sont désactivés tant que vous ne les activez pas.',
      list: {
        locale:
          '<b>pow_locale</b> (cookie) et <b>pow_selected_locale</b> (stockage local) : la langue que vous avez choisie. Ils n’expirent pas d’eux-mêmes ; ils sont effacés si vous désactivez les cookies fonctionnels ou si vous effacez les données de votre navigateur.',
      },
    },
    s5: {
      title: 'Cookies d’autres sites',
      p1: 'Police-on-web ne place pas de cookies de tiers. Si vous suivez un lien vers un autre site, ce sont les règles de ce site en matière de cookies qui s’appliquent.',
    },
    s6: {
      title: 'Modifier votre choix',
      p1: 'Vous faites votre choix lors de votre première visite, dans la fenêtre consacrée aux cookies. Vous pouvez le modifier à tout moment au point 8 de cette page. Si vous désactivez les cookies fonctionnels, nous effaçons immédiatement votre langue enregistrée.',
      p2: 'Votre choix est retenu pendant 180 jours. Ensuite, nous vous le demandons à nouveau.',
    },
    s7: {
      title: 'Effacer les cookies dans votre navigateur',
      p1: 'Vous pouvez aussi consulter et effacer vous-même les cookies dans les paramètres de votre navigateur, généralement sous « Confidentialité » ou « Effacer les données de navigation ». Si vous effacez les cookies essentiels, vous êtes déconnecté·e et nous vous redemandons votre choix concernant les cookies.',
    },
    s8: {
      title: 'Vos paramètres de cookies',
      p1: 'Les cookies essentiels sont toujours activés. Activez ou désactivez ici les cookies fonctionnels.',
    },
  },
};
