import type { DeepStrings } from '../../nl.ts';

/**
 * The person form's start page /person/start (issue 21): what the form is for, what a person needs and
 * what it is not for, before its sign-in. The source of the namespace 'person-start'; the facts it lists
 * are the person form's own crime types (namespace 'person').
 */
export const nl = {
  title: 'Andere feiten tegen personen',
  lead: 'Met dit formulier doet u online aangifte van een niet-dringend feit waarvan u zelf het slachtoffer bent. De politiezone van de plaats van de feiten ontvangt uw aangifte en neemt zo nodig contact met u op.',
  for_title: 'Waarvoor dient dit formulier?',
  need_title: 'Wat hebt u nodig?',
  need: {
    sign_in:
      'Uw elektronische identiteitskaart met kaartlezer, of de app itsme: u meldt zich eerst aan, zodat de politie weet wie de aangifte doet.',
    facts: 'De datum, het uur en de plaats van de feiten. Weet u het niet precies, geef het dan ongeveer op.',
    attachments: 'Als u ze hebt: foto’s, schermafbeeldingen of documenten, samen hoogstens 10 MB.',
    time: 'Ongeveer 10 minuten. Wat u invult, blijft in dit venster bewaard als u even moet onderbreken.',
  },
  not_title: 'Waarvoor dient het niet?',
  not: {
    urgent:
      'Is er nu gevaar of hebt u dringend hulp nodig? Bel <tel>101</tel> (politie) of <tel>112</tel> (ambulance en brandweer).',
    other_forms:
      'Een diefstal, een beschadiging, graffiti of phishing geeft u aan met het eigen formulier daarvoor, via de <home>startpagina</home>.',
    sexual:
      'Bij seksueel geweld vindt u eerst <guide>hulp en uitleg</guide>: u hoeft het niet alleen te doen.',
  },
  start: 'Aangifte starten',
  start_hint: 'U meldt zich daarna aan met eID of itsme.',
} as const;

export type Texts = DeepStrings<typeof nl>;
