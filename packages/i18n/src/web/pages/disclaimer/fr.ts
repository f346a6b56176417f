import type { Texts } from './nl.ts';

/** The page /disclaimer in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Clause de non-responsabilité',
  intro: 'Ces conditions s’appliquent à toute personne qui utilise le site Police-on-web.',
  card: {
    title: 'Contact',
    urgent: 'C’est urgent ? Appelez le <tel>112</tel> (ambulance, pompiers) ou le <tel>101</tel> (police).',
    website:
      'Une question sur ce site ? Lisez les <faq>questions fréquentes</faq> ; la dernière question vous permet aussi de nous envoyer un message.',
    zone: 'Une question sur votre déclaration ou sur votre quartier ? Contactez votre zone de police locale.',
    find_zone: 'Trouver ma zone de police',
  },
  sections: {
    s1: {
      title: 'Objet de ce site',
      p1: 'Police-on-web est le guichet en ligne de la police belge. Vous pouvez y déclarer certains faits non urgents, y trouver des informations et contacter la police. La police fédérale gère le site.',
    },
    s2: {
      title: 'Contact',
      p1: 'Vous avez une question ? Voici à qui vous adresser.',
    },
    s3: {
      title: 'Pas d’aide urgente',
      p1: 'Police-on-web et le formulaire de contact ne sont pas prévus pour les situations urgentes. Les déclarations et les messages sont traités les jours ouvrables, pendant les heures de bureau. C’est urgent ? Appelez le <tel>112</tel> ou le <tel>101</tel>.',
    },
    s4: {
      title: 'Exactitude des informations',
      p1: 'Nous faisons de notre mieux pour que les informations de ce site soient exactes, complètes et à jour. Une erreur reste toutefois possible, ou une information peut être dépassée. Les informations sont générales et ne remplacent pas un conseil personnel. Vous remarquez une erreur ? Signalez-la-nous.',
    },
    s5: {
      title: 'Disponibilité',
      p1: 'Nous essayons de garder le site toujours disponible, mais il peut être temporairement inaccessible en raison d’une maintenance ou d’un problème technique. Une déclaration ne passe pas ? Réessayez plus tard ou rendez-vous dans un commissariat.',
    },
    s6: {
      title: 'Liens vers d’autres sites',
      p1: 'Ce site renvoie vers des sites d’autres autorités et organisations. Nous ne sommes pas responsables de leur contenu ; leurs propres conditions et déclaration de confidentialité s’y appliquent.',
    },
    s7: {
      title: 'Responsabilité',
      p1: 'La police n’est pas responsable des dommages causés par l’utilisation de ce site ou des informations qu’il contient, ou par son indisponibilité temporaire, sauf en cas de dol ou de faute grave.',
    },
    s8: {
      title: 'Propriété intellectuelle',
      p1: 'Les textes, images et logos de ce site sont protégés. Vous pouvez reprendre les textes pour un usage non commercial en citant la source. Vous ne pouvez pas utiliser le logo de la police sans autorisation.',
    },
    s9: {
      title: 'Données personnelles',
      p1: 'La manière dont nous traitons vos données est expliquée dans la <privacy>déclaration de confidentialité</privacy>.',
    },
    s10: {
      title: 'Cookies',
      p1: 'Les cookies que nous utilisons et la manière de les régler sont expliqués dans la <cookies>politique en matière de cookies</cookies>.',
    },
    s11: {
      title: 'Accessibilité',
      p1: 'Nous voulons que chacun puisse utiliser ce site. Lisez la <accessibility>déclaration d’accessibilité</accessibility>.',
    },
    s12: {
      title: 'Droit applicable',
      p1: 'Le droit belge s’applique à ce site et à ces conditions. En cas de litige, seuls les tribunaux de Bruxelles sont compétents.',
    },
  },
};
