import type { Texts } from './nl.ts';

/** The person form /person in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Einen nicht dringenden Sachverhalt melden',
  intro:
    'Wurden Sie Opfer von Schlägen, eines Hassverbrechens, von Drohungen, Belästigung oder Betrug, oder haben Sie einen Gegenstand oder ein Dokument verloren? Erstatten Sie hier Anzeige. Das Ausfüllen dauert etwa 10 Minuten. Wird dringend Hilfe gebraucht, rufen Sie 101 (Polizei) oder 112 (Rettungsdienst und Feuerwehr) an.',
  steps: {
    crime_type: 'Art des Sachverhalts',
    declarant_authentication: 'Ihre Identifizierung',
    declarant_contact_data: 'Ihre Kontaktdaten',
    fact_information: 'Was ist passiert?',
    attachments: 'Anlagen',
    declaration_overview: 'Übersicht und Absenden',
  },
  crime_type: {
    legend: 'Welchen Sachverhalt möchten Sie melden?',
    types: {
      assault: 'Körperverletzung',
      hate_crime: 'Hassverbrechen',
      threats: 'Bedrohung',
      psychological_harassment: 'Belästigung (Stalking)',
      sexual_harassment: 'Sexuelle Belästigung',
      swindling: 'Betrug',
      object_loss: 'Verlust eines Gegenstands',
      document_loss: 'Verlust eines Dokuments',
    },
    hints: {
      assault: 'Jemand hat Sie geschlagen, gestoßen oder verletzt.',
      hate_crime:
        'Eine Tat wegen Ihrer Herkunft, Hautfarbe, Überzeugung, sexuellen Orientierung, Behinderung oder eines anderen Merkmals.',
      threats:
        'Jemand hat gedroht, Ihnen oder Ihren Angehörigen etwas anzutun, mündlich, schriftlich oder online.',
      psychological_harassment:
        'Jemand belästigt Sie immer wieder und stört so Ihre Ruhe, zum Beispiel mit Nachrichten, Anrufen oder indem er Ihnen folgt.',
      sexual_harassment: 'Unerwünschte Bemerkungen, Nachrichten oder Berührungen mit sexuellem Bezug.',
      swindling:
        'Jemand hat Sie getäuscht, um Geld oder Waren zu erhalten, zum Beispiel bei einem Kauf, der nie geliefert wurde.',
      object_loss:
        'Sie haben einen Gegenstand verloren, zum Beispiel eine Geldbörse, ein Handy, Schlüssel oder eine Tasche.',
      document_loss:
        'Sie haben ein Dokument verloren, zum Beispiel Ihren Führerschein, eine Aufenthaltskarte oder einen Reisepass.',
    },
    other: 'Anderer Sachverhalt',
    other_hint: 'Ihr Sachverhalt steht nicht in dieser Liste.',
    elsewhere:
      'Steht Ihr Sachverhalt nicht in der Liste, etwa ein Diebstahl, eine Beschädigung oder Phishing? Kehren Sie dann zur <home>Startseite</home> zurück und wählen Sie dort die richtige Anzeige. Einen verlorenen Personalausweis lassen Sie über DOC STOP sperren: <tel>00800 2123 2123</tel>.',
  },
  fact: {
    place: 'Wo ist es passiert?',
    place_address: 'An einer Adresse',
    place_online: 'Online',
    place_online_hint: 'Über Nachrichten, E-Mail, soziale Medien, eine App oder eine Website.',
    place_municipality: 'Ich kenne nur die Gemeinde',
    place_municipality_hint: 'Sie wissen nicht, in welcher Straße Sie es verloren haben.',
    online_note:
      'Bei einer Tat, die online geschah, bearbeitet die Polizeizone Ihres Wohnorts Ihre Erklärung. Geben Sie in Ihrer Beschreibung an, über welche App, welche Website oder welches Konto es geschah.',
    municipality: 'In welcher Gemeinde?',
    address: 'Adresse der Tat',
    address_hint:
      'Die Adresse oder der Ort, an dem der Sachverhalt geschah oder an dem Sie den Gegenstand oder das Dokument verloren haben.',
    date: 'Datum des Sachverhalts',
    time: 'Uhrzeit des Sachverhalts',
    time_hint: 'Ungefähr, wenn Sie es nicht genau wissen.',
    description: 'Beschreiben Sie, was passiert ist',
    hint_loss:
      'Beschreiben Sie so genau wie möglich, was Sie verloren haben: die Art des Gegenstands oder Dokuments, Marke, Farbe, Nummer (Seriennummer, IMEI oder Dokumentnummer) und wo Sie es zuletzt hatten.',
    hint_other:
      'Erzählen Sie in Ihren eigenen Worten, was passiert ist, wer dabei war, wie der Täter aussah oder was Sie über ihn oder sie wissen, und ob es Zeugen gibt.',
  },
};
