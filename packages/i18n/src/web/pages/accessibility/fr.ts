import type { Texts } from './nl.ts';

/** The accessibility statement in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclaration d’accessibilité',
  dates: 'Établie le 19/02/2025. Révisée le 04/03/2025.',
  contact_button: 'Signaler un problème d’accessibilité',
  find_zone: 'Trouver ma zone de police',
  ombudsman: {
    title: 'Médiateur fédéral',
    text: 'Le Médiateur fédéral traite les plaintes concernant l’accessibilité des sites des services publics fédéraux. Son aide est gratuite.',
    link: 'Vers le site du Médiateur fédéral',
  },
  sections: {
    intro: {
      title: 'Introduction',
      p1: 'La police fédérale veut rendre Police-on-web accessible à tous, y compris aux personnes en situation de handicap. Cette déclaration s’applique au site Police-on-web en français, en néerlandais et en allemand.',
      p2: 'Elle suit la loi du 19 juillet 2018 relative à l’accessibilité des sites internet et des applications mobiles des organismes du secteur public.',
    },
    conformity: {
      title: 'État de conformité',
      p1: 'Police-on-web est partiellement conforme aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1, niveau AA. Ce qui n’est pas encore conforme ou n’a pas encore été vérifié est décrit sous « Contenu non accessible ».',
    },
    preparation: {
      title: 'Établissement de cette déclaration',
      p1: 'Cette déclaration a été établie le 19/02/2025 et révisée le 04/03/2025. Elle repose sur une évaluation par l’équipe qui développe le site, à l’aide des tests suivants, relancés à chaque modification :',
      list: {
        axe: 'des contrôles automatiques avec axe-core sur les règles des WCAG 2.1 niveaux A et AA, sur chaque page, en néerlandais, en français et en allemand, y compris avec les fenêtres consacrées aux cookies, au contact et aux zones de police ouvertes ;',
        keyboard:
          'des tests qui parcourent le formulaire de contact et la saisie d’une adresse entièrement au clavier ;',
        width: 'des contrôles sur un écran de 320 pixels de large, comme un petit smartphone.',
      },
      p2: 'Les tests automatiques ne trouvent pas tous les problèmes. Un audit complet par un expert indépendant et des tests avec des utilisateurs de lecteurs d’écran n’ont pas encore eu lieu.',
    },
    inaccessible: {
      title: 'Contenu non accessible',
      p1: 'Ce contenu n’est pas (encore) entièrement accessible ou pas entièrement vérifié :',
      list: {
        screenreaders:
          'Le site n’a pas encore été entièrement testé avec des lecteurs d’écran comme NVDA, JAWS ou VoiceOver. Il peut rester des problèmes que les tests automatiques ne voient pas.',
        pdf: 'Le résumé de votre déclaration (PDF) n’est peut-être pas entièrement accessible.',
        external:
          'Les sites et documents d’autres organisations vers lesquels nous renvoyons, comme le site fédéral de déclaration de vol, ne relèvent pas de cette déclaration.',
        german: 'Le guide de l’Institut pour l’égalité des femmes et des hommes n’existe pas en allemand.',
      },
    },
    alternatives: {
      title: 'Autres moyens de nous joindre',
      p1: 'Vous n’arrivez pas à faire votre déclaration en ligne ? Vous pouvez toujours vous rendre dans un commissariat ou vous adresser à votre zone de police locale. Un policier vous aidera. C’est urgent ? Appelez le <tel>112</tel> ou le <tel>101</tel>.',
    },
    contact: {
      title: 'Contact',
      p1: 'Vous rencontrez un problème d’accessibilité, ou vous avez besoin d’une information sous une autre forme ? Signalez-le-nous avec le formulaire de contact. Nous répondons dès que possible.',
      p2: 'Vous n’êtes pas satisfait·e de notre réponse ? Vous pouvez alors porter plainte auprès du Médiateur fédéral.',
    },
    improvements: {
      title: 'Améliorations',
      p1: 'Nous continuons à améliorer l’accessibilité :',
      list: {
        screenreaders: 'des tests avec des lecteurs d’écran sur ordinateur et sur smartphone ;',
        audit: 'un audit par un expert indépendant ;',
        users: 'des tests avec des personnes en situation de handicap ;',
        new_pages: 'chaque nouvelle page passe les mêmes tests automatiques avant sa mise en ligne.',
      },
      p2: 'Nous mettons cette déclaration à jour après chaque modification importante.',
    },
  },
};
