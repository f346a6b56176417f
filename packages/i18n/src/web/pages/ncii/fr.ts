import type { Texts } from './nl.ts';

/** The page /NCII in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Images intimes diffusées sans consentement',
  definition:
    'Quelqu’un montre ou diffuse des images de vous nu·e ou à caractère sexuel sans votre consentement, ou menace de le faire. C’est puni par la loi en Belgique, même si vous avez pris ces images vous-même ou si vous les avez envoyées à quelqu’un.',
  list_intro: 'Il peut notamment s’agir :',
  list: {
    shared: 'd’images que vous avez envoyées à quelqu’un et qui sont diffusées sans votre accord ;',
    hidden: 'd’images prises à votre insu, par exemple avec une caméra cachée ;',
    fake: 'd’images retouchées ou fabriquées qui vous montrent nu·e ou dans une situation sexuelle (deepnudes).',
  },
  not_your_fault:
    'Ce n’est pas votre faute. Vous pouvez être aidé·e, et les images peuvent souvent être supprimées.',
  age: {
    legend: 'Quel âge avait la personne sur les images quand elles ont été prises ?',
    adult: '18 ans ou plus',
    minor: 'Moins de 18 ans',
  },
  adult: {
    title: 'Aide pour les adultes',
    evidence:
      'Conservez des preuves : faites des captures d’écran où l’on voit la date, l’adresse web et le nom du profil. Ne supprimez pas les messages de l’auteur.',
    institute_title: 'L’Institut pour l’égalité des femmes et des hommes',
    institute:
      'L’Institut aide les victimes gratuitement et en toute confidentialité. Il explique comment faire supprimer des images et comment porter plainte, et il peut lui-même intervenir auprès des plateformes.',
    phone: 'Numéro gratuit : <tel>0800 12 800</tel> (choisissez le 1).',
    email: 'E-mail : <email>{{email}}</email>',
    form: 'Ou faites un signalement via le <form>formulaire de signalement de l’Institut</form>.',
    manual:
      'Lisez aussi le <manual>guide de l’Institut pour les victimes de violences sexuelles en ligne</manual>.',
    complaint_title: 'Porter plainte à la police',
    complaint:
      'Vous pouvez porter plainte dans n’importe quel commissariat. Emportez les preuves que vous avez conservées. Les <complaint>coordonnées de la police</complaint> vous aident à trouver le commissariat le plus proche.',
    stopncii_title: 'Faire bloquer des images avec StopNCII.org',
    stopncii: {
      p1: 'StopNCII.org est un service international gratuit qui aide à empêcher le partage de vos images intimes sur les plateformes participantes. Il est géré par la Revenge Porn Helpline britannique et soutenu par l’Institut.',
      p2: 'Vous choisissez les images sur votre propre appareil. C’est là que StopNCII.org en crée une empreinte numérique, appelée « hash ». Les images elles-mêmes ne quittent pas votre appareil : seul le hash est envoyé.',
      p3: 'Les plateformes participantes, comme de grands réseaux sociaux, comparent les nouvelles images à ces hashs. Une image qui correspond est bloquée ou supprimée.',
      p4: 'Vous recevez un numéro de dossier et un code PIN. Conservez-les bien : ils vous permettent de suivre votre dossier ou de le retirer. En cas de perte, ils ne peuvent pas être récupérés.',
      p5: 'Tous les sites ne participent pas. Si vos images sont déjà en ligne, signalez-les aussi à la plateforme elle-même et contactez l’Institut.',
    },
    stopncii_link: 'Vers StopNCII.org',
    stopncii_warning:
      'Attention : StopNCII.org est réservé aux images de vous-même, prises quand vous aviez 18 ans ou plus. Vous aviez moins de 18 ans sur les images, même si vous êtes adulte aujourd’hui ? Choisissez alors « Moins de 18 ans » ci-dessus.',
  },
  minor: {
    title: 'Aide pour les jeunes de moins de 18 ans',
    child_focus:
      'Child Focus t’aide gratuitement et en toute confidentialité, jour et nuit. Child Focus peut aussi demander que les images soient supprimées.',
    phone: 'Appelle le <tel>116 000</tel>.',
    email: 'Écris à <email>{{email}}</email>.',
    link: 'Ou va sur le <site>site de Child Focus</site>.',
    adult:
      'Tu peux aussi en parler à un adulte en qui tu as confiance. Tu ne fais rien de mal en demandant de l’aide.',
    warning:
      'N’envoie pas les images à d’autres personnes, même comme preuve, et n’en fais ni copie ni capture d’écran : diffuser ou conserver des images d’une personne de moins de 18 ans est puni par la loi. Signale-les à Child Focus ou à la police.',
  },
};
