import type { Texts } from './nl.ts';

/** The person form's start page in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Andere Taten gegen Personen',
  lead: 'Mit diesem Formular erstatten Sie online Anzeige über einen nicht dringenden Sachverhalt, dessen Opfer Sie selbst sind. Die Polizeizone des Tatorts erhält Ihre Anzeige und nimmt bei Bedarf Kontakt mit Ihnen auf.',
  for_title: 'Wofür ist dieses Formular?',
  need_title: 'Was brauchen Sie?',
  need: {
    sign_in:
      'Ihren elektronischen Personalausweis mit Kartenleser oder die App itsme: Sie melden sich zuerst an, damit die Polizei weiß, wer die Anzeige erstattet.',
    facts:
      'Datum, Uhrzeit und Ort des Sachverhalts. Wenn Sie es nicht genau wissen, geben Sie es ungefähr an.',
    attachments: 'Wenn Sie welche haben: Fotos, Bildschirmfotos oder Dokumente, zusammen höchstens 10 MB.',
    time: 'Etwa 10 Minuten. Was Sie ausfüllen, bleibt in diesem Fenster gespeichert, wenn Sie kurz unterbrechen müssen.',
  },
  not_title: 'Wofür ist es nicht?',
  not: {
    urgent:
      'Besteht jetzt Gefahr oder brauchen Sie dringend Hilfe? Rufen Sie <tel>101</tel> (Polizei) oder <tel>112</tel> (Rettungsdienst und Feuerwehr) an.',
    other_forms:
      'Einen Diebstahl, eine Beschädigung, Graffiti oder Phishing zeigen Sie mit dem eigenen Formular dafür an, über die <home>Startseite</home>.',
    sexual:
      'Bei sexueller Gewalt finden Sie zuerst <guide>Hilfe und Erklärungen</guide>: Sie müssen das nicht allein tun.',
  },
  start: 'Anzeige beginnen',
  start_hint: 'Danach melden Sie sich mit eID oder itsme an.',
};
