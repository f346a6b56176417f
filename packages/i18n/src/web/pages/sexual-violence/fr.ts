import type { Texts } from './nl.ts';

/** The page /sexual-violence in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Violences sexuelles',
  intro:
    'Vous avez été violé·e ou agressé·e, ou il s’est passé quelque chose de sexuel contre votre volonté ? Ce n’est pas votre faute. Vous pouvez recevoir des soins et de l’aide jour et nuit, même si vous ne voulez pas (encore) porter plainte.',
  danger: 'Vous êtes en danger ou blessé·e ? Appelez le <tel>112</tel> ou la police au <tel>101</tel>.',
  sections: {
    centres: {
      title: 'Centres de Prise en charge des Violences Sexuelles : ouverts jour et nuit',
      p1: 'Dans un Centre de Prise en charge des Violences Sexuelles (CPVS), vous recevez en un seul lieu des soins médicaux, un examen pour relever les traces, un soutien psychologique et, si vous le souhaitez, l’aide d’un·e inspecteur·rice des mœurs spécialement formé·e. Les soins sont gratuits. Les centres sont ouverts 24 heures sur 24 et 7 jours sur 7, pour les adultes comme pour les enfants.',
      list: {
        recent:
          'Les faits datent de moins d’une semaine ? Rendez-vous tout de suite dans un centre. Vous ne devez pas prendre rendez-vous.',
        older: 'Les faits datent de plus d’une semaine ? Vous pouvez aussi vous y adresser, sur rendez-vous.',
        evidence:
          'Allez-y le plus vite possible : après 72 heures, les chances de retrouver des traces de l’auteur diminuent.',
      },
      p2: 'Les adresses et numéros de téléphone des centres se trouvent sur <centres>le site consacré aux violences sexuelles</centres>.',
    },
    evidence: {
      title: 'Préserver les traces',
      p1: 'Les traces peuvent aider plus tard à retrouver l’auteur. Si possible, avant d’aller au centre :',
      list: {
        wash: 'ne vous lavez pas et ne prenez pas de douche ;',
        clothes:
          'emportez les vêtements que vous portiez dans un sac en papier, ou gardez-les sur vous et prenez des vêtements de rechange ;',
        things: 'ne jetez rien de ce que l’auteur a touché.',
      },
      p2: 'Vous vous êtes déjà lavé·e ou changé·e ? Allez-y quand même : vous y recevrez des soins, et il peut encore y avoir des traces.',
    },
    complaint: {
      title: 'Porter plainte',
      p1: 'C’est vous qui décidez si et quand vous portez plainte. Vous pouvez le faire au centre, ou dans n’importe quel commissariat.',
      p2: 'Au centre, les traces peuvent être prélevées et conservées, même si vous ne savez pas encore si vous voulez porter plainte. Vous avez ainsi le temps de réfléchir.',
      p3: 'Les violences sexuelles ne peuvent pas être déclarées en ligne sur Police-on-web : un·e inspecteur·rice des mœurs recueille votre déclaration lors d’un entretien, au calme.',
    },
    talk: {
      title: 'Parler à quelqu’un',
      p1: 'Vous voulez d’abord parler à quelqu’un ? Ces lignes sont gratuites et anonymes :',
      list: {
        helpline:
          '<tel>0800 98 100</tel> : SOS Viol, pour les victimes de violences sexuelles et leurs proches ;',
        listening: '<tel>107</tel> : Télé-Accueil, jour et nuit, pour être écouté·e.',
      },
      p2: 'Tu as moins de 18 ans ? Tu peux aussi aller dans un centre, ou appeler Écoute-Enfants au <tel>103</tel>.',
    },
  },
};
