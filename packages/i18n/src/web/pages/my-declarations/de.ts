import type { Texts } from './nl.ts';

/** My declarations in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Meine Anzeigen',
  intro:
    'Hier verfolgen Sie die Anzeigen, die Sie nach der Anmeldung mit eID oder itsme erstattet haben, und die Anzeigen, die die Polizei für Sie aufgenommen hat.',
  manual_note:
    'Haben Sie eine Anzeige mit einer selbst eingegebenen Nationalregisternummer erstattet? Diese steht nicht hier: Nur die Anmeldung beweist, wer Sie sind.',
  count_one: '{{count}} Anzeige',
  count_other: '{{count}} Anzeigen',
  empty: 'Sie haben hier noch keine Anzeigen.',
  loading: 'Ihre Anzeigen werden geladen…',
  caption: 'Ihre Anzeigen, die neuesten zuerst',
  row: {
    form: 'Art der Anzeige',
    received: 'Eingegangen am',
    zone: 'Polizeizone',
    stage: 'Wo steht sie?',
  },
  stages: {
    received: 'Eingegangen',
    summary_made: 'Zusammenfassung erstellt',
    summary_delivered: 'Zusammenfassung zugestellt',
    at_zone: 'Bei der Polizeizone',
    in_treatment: 'In Bearbeitung',
    handled: 'Abgeschlossen',
  },
  paging: {
    label: 'Seiten',
    previous: 'Vorige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}} von {{pages}}',
  },
  declaration: {
    title: 'Anzeige {{register}}',
    back: 'Zurück zu meinen Anzeigen',
    register: 'Identifikationsnummer',
    form: 'Art der Anzeige',
    received: 'Eingegangen am',
    zone: 'Polizeizone',
    loading: 'Ihre Anzeige wird geladen…',
  },
  timeline: {
    title: 'Wo steht Ihre Anzeige?',
    state: {
      done: 'Erledigt:',
      failed: 'Problem:',
      skipped: 'Entfällt:',
      ahead: 'Folgt noch:',
    },
    received: 'Anzeige eingegangen',
    summary_made: 'Zusammenfassung erstellt',
    summary_made_failed:
      'Ihre Zusammenfassung konnte nicht erstellt werden. Die Polizei meldet sich innerhalb von 48 Arbeitsstunden bei Ihnen.',
    summary_delivered: 'Zusammenfassung an Sie senden',
    summary_delivered_ebox: 'Zusammenfassung in Ihre eBox zugestellt',
    summary_delivered_email: 'Zusammenfassung per E-Mail gesendet',
    summary_delivered_fallback: 'Ihre eBox war nicht erreichbar: Die Zusammenfassung ging per E-Mail',
    summary_delivered_failed:
      'Ihre Zusammenfassung konnte Ihnen nicht zugestellt werden. Die Polizei meldet sich innerhalb von 48 Arbeitsstunden bei Ihnen.',
    summary_delivered_skipped: 'Keine Zusammenfassung zu senden',
    at_zone: 'Bei der Polizeizone {{zone}}',
    in_treatment: 'In Bearbeitung bei der Polizeizone',
    handled: 'Von der Polizeizone abgeschlossen',
    at: 'am {{moment}}',
    expected: 'erwartet gegen {{moment}}',
    hours:
      'Die Polizeizone bearbeitet Online-Anzeigen an Werktagen während der Bürozeiten. Die erwarteten Zeiten sind eine Schätzung auf Grundlage der letzten Wochen und berücksichtigen das.',
  },
  summary: {
    title: 'Zusammenfassung',
    download: 'Zusammenfassung herunterladen (PDF)',
    pending: 'Ihre Zusammenfassung ist noch nicht fertig. Sie erscheint hier, sobald sie erstellt ist.',
    failed: 'Es gibt keine Zusammenfassung dieser Anzeige. Die Polizei meldet sich bei Ihnen.',
  },
  addenda: {
    title: 'Was Sie später ergänzt haben',
    none: 'Sie haben noch nichts ergänzt.',
    item: 'Ergänzung {{number}}, eingegangen am {{moment}}',
    files: 'Anhänge',
    delivered_ebox: 'Bestätigung in Ihre eBox zugestellt',
    delivered_email: 'Bestätigung per E-Mail gesendet',
    sending: 'Bestätigung wird gesendet…',
    failed:
      'Die Bestätigung konnte nicht gesendet werden. Die Polizeizone hat Ihre Ergänzung trotzdem erhalten.',
    at_zone: 'Bei der Polizeizone seit {{moment}}',
    to_zone: 'Unterwegs zur Polizeizone',
  },
  add: {
    title: 'Angaben ergänzen',
    intro:
      'Fällt Ihnen noch etwas ein, oder haben Sie eine weitere Nachricht erhalten oder eine Zahlung bemerkt? Ergänzen Sie es hier. Die Polizeizone erhält es mit Ihrer Anzeige, und Sie bekommen eine Bestätigung als PDF.',
    text: 'Was möchten Sie ergänzen?',
    text_hint: 'Mindestens 5 und höchstens 2000 Zeichen.',
    files_title: 'Anhänge (freiwillig)',
    send: 'Angaben senden',
    uploading: 'Ihre Anhänge werden zuerst hochgeladen…',
    sending: 'Ihre Ergänzung wird gesendet…',
    sent: 'Danke. Ihre Ergänzung {{number}} ist eingegangen und geht an die Polizeizone.',
    sign_in_again: 'Erneut anmelden',
  },
  errors: {
    error_404:
      'Diese Anzeige gibt es nicht, Sie haben keinen Zugang zu ihr, oder sie wurde nach Ablauf der Aufbewahrungsfrist gelöscht.',
  },
};
