import type { Texts } from './nl.ts';

/** The person form's start page in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Autres faits contre les personnes',
  lead: 'Ce formulaire vous permet de déclarer en ligne un fait non urgent dont vous êtes vous-même la victime. La zone de police du lieu des faits reçoit votre déclaration et vous contacte si nécessaire.',
  for_title: 'À quoi sert ce formulaire ?',
  need_title: 'De quoi avez-vous besoin ?',
  need: {
    sign_in:
      'Votre carte d’identité électronique avec un lecteur de carte, ou l’application itsme : vous vous identifiez d’abord, pour que la police sache qui fait la déclaration.',
    facts:
      'La date, l’heure et le lieu des faits. Si vous ne les connaissez pas exactement, indiquez-les approximativement.',
    attachments:
      'Si vous en avez : des photos, des captures d’écran ou des documents, de 10 Mo au plus au total.',
    time: 'Environ 10 minutes. Ce que vous remplissez reste conservé dans cette fenêtre si vous devez vous interrompre.',
  },
  not_title: 'À quoi ne sert-il pas ?',
  not: {
    urgent:
      'Y a-t-il un danger maintenant ou avez-vous besoin d’aide urgente ? Appelez le <tel>101</tel> (police) ou le <tel>112</tel> (ambulance et pompiers).',
    other_forms:
      'Un vol, des dégâts, des graffitis ou un phishing se déclarent avec leur propre formulaire, depuis la <home>page d’accueil</home>.',
    sexual:
      'En cas de violences sexuelles, trouvez d’abord <guide>de l’aide et des explications</guide> : vous n’avez pas à vivre cela en silence.',
  },
  start: 'Commencer la déclaration',
  start_hint: 'Vous vous identifierez ensuite avec eID ou itsme.',
};
