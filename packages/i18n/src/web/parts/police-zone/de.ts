import type { Texts } from './nl.ts';

/** The find-my-police-zone popup in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Ihre Polizeizone finden',
  intro:
    'Jede Gemeinde gehört zu einer lokalen Polizeizone. Ihre Zone hilft Ihnen bei allem, was nicht dringend ist: einer Anzeige, einer Frage zu Ihrem Viertel, einem Termin.',
  steps_title: 'So finden Sie Ihre Zone auf der Website der Polizei',
  step1: 'Gehen Sie auf die Website der Polizei: <police>www.police.be</police>.',
  step2: 'Geben Sie Ihre Postleitzahl oder den Namen Ihrer Gemeinde in das Suchfeld für Polizeizonen ein.',
  step3: 'Wählen Sie Ihre Polizeizone in der Ergebnisliste.',
  step4: 'Sie gelangen auf die Website Ihrer Zone, mit Adresse, Öffnungszeiten und Telefonnummer.',
  picture: {
    label:
      'Beispiel: Auf www.police.be geben Sie die Postleitzahl 9000 in das Suchfeld ein und wählen die gefundene Zone.',
    address: 'www.police.be',
    search: 'Finden Sie Ihre Polizeizone',
    button: 'Suchen',
    result: 'Polizeizone Gent',
    go: 'Zur Website',
  },
  search_title: 'Oder suchen Sie hier direkt nach Postleitzahl',
  postcode: 'Postleitzahl',
  postcode_hint: '4 Ziffern, zum Beispiel 4700.',
  search: 'Suchen',
  searching: 'Suche läuft…',
  found_one: 'Zuständige Polizeizone für die Postleitzahl {{postcode}}:',
  found_other: 'Zuständige Polizeizonen für die Postleitzahl {{postcode}}:',
  municipalities: 'Für: {{names}}',
  website: 'Website von {{zone}}',
  no_website: 'Für diese Zone kennen wir keine Website. Suchen Sie sie auf www.police.be.',
  none: 'Für die Postleitzahl {{postcode}} haben wir keine Polizeizone gefunden. Prüfen Sie die Postleitzahl.',
  failed:
    'Die Suche hat nicht geklappt. Versuchen Sie es erneut oder suchen Sie Ihre Zone auf www.police.be.',
  urgent: 'Ist es dringend? Rufen Sie <tel101>101</tel101> an.',
};
