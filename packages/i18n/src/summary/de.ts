import type { SummaryTexts } from './nl.ts';

/** The summary of a declaration, in German; typed against nl.ts. */
export const de: SummaryTexts = {
  product: 'Police-on-web',
  title: 'Zusammenfassung Ihrer Anzeige',
  title_officer: 'Zusammenfassung der Anzeige',
  register: 'Identifikationsnummer',
  keep_register:
    'Bewahren Sie diese Nummer auf: Sie brauchen sie, wenn Sie sich wegen dieser Anzeige an die Polizei wenden.',
  received: 'Eingegangen am',
  zone: 'Zuständige Polizeizone',
  form: 'Art der Anzeige',
  filed_by: 'Aufgenommen von',
  officer: '{{name}}, Stammnummer {{matricule}}',
  next_title: 'Wie geht es weiter?',
  next: 'Ihre Anzeige wurde an die Polizeizone {{zone}} weitergeleitet. Sie wird an Werktagen während der Bürozeiten bearbeitet. Die Polizei meldet sich nur bei Ihnen, wenn die Akte es erfordert. Ist es dringend? Rufen Sie 101 (Polizei) oder 112 (Rettungsdienst, Feuerwehr) an.',
  next_officer:
    'Die Anzeige wurde an die Polizeizone {{zone}} weitergeleitet und wird an Werktagen während der Bürozeiten bearbeitet. Das Opfer wird nur kontaktiert, wenn die Akte es erfordert.',
  document:
    'Dieses Dokument ist eine Zusammenfassung der Anzeige, wie die Polizei sie über Police-on-web erhalten hat. Es ist kein Protokoll.',
  page: 'Seite {{page}}/{{pages}}',
  mail_subject: 'Ihre Anzeige {{register}} bei der Polizei',
  mail_text:
    'Guten Tag,\n\nim Anhang finden Sie die Zusammenfassung Ihrer Anzeige {{register}}, eingegangen am {{date}}. Sie wurde an die Polizeizone {{zone}} weitergeleitet.\n\nBewahren Sie die Identifikationsnummer {{register}} auf.\n\nIst es dringend? Rufen Sie 101 (Polizei) oder 112 (Rettungsdienst, Feuerwehr) an.\n\nPolice-on-web – die integrierte Polizei',
  addendum: {
    title: 'Ergänzung zu Ihrer Anzeige',
    number: 'Ergänzung Nummer',
    received: 'Ergänzung eingegangen am',
    declaration_received: 'Anzeige eingegangen am',
    next: 'Diese Ergänzung wurde mit Ihrer Anzeige {{register}} an die Polizeizone {{zone}} weitergeleitet. Sie wird an Werktagen während der Bürozeiten bearbeitet. Die Polizei meldet sich nur bei Ihnen, wenn die Akte es erfordert.',
    text_title: 'Was Sie ergänzt haben',
    files_title: 'Anhänge',
    no_files: 'Sie haben keine Anhänge hinzugefügt.',
    document:
      'Dieses Dokument bestätigt die Angaben, die Sie Ihrer Anzeige über Police-on-web hinzugefügt haben. Es ist kein Protokoll.',
    mail_subject: 'Ergänzung zu Ihrer Anzeige {{register}}',
    mail_text:
      'Guten Tag,\n\nim Anhang finden Sie die Bestätigung der Angaben, die Sie am {{date}} Ihrer Anzeige {{register}} hinzugefügt haben. Sie wurden an die Polizeizone {{zone}} weitergeleitet.\n\nIst es dringend? Rufen Sie 101 (Polizei) oder 112 (Rettungsdienst, Feuerwehr) an.\n\nPolice-on-web – die integrierte Polizei',
  },
  forms: {
    phishing: 'Phishing und Online-Betrug',
    phishing_officer: 'Phishing und Online-Betrug (Anzeige durch die Polizei)',
    various: 'Sachbeschädigung',
    graffitis: 'Graffiti',
    cables: 'Kabelschaden',
    person: 'Nicht dringender Sachverhalt gegen Personen',
  },
  answers: {
    optional_marker: 'freiwillig',
    yes: 'Ja',
    no: 'Nein',
    box: 'Briefkasten {{box}}',
    street_typed: '(Straße eingegeben, nicht aus der Straßenliste gewählt)',
    moment: '{{date}} um {{time}} Uhr',
    account: '{{account}} auf {{platform}}',
    centimetres: '{{size}} cm',
    attachment: '{{name}} ({{size}})',
    attachment_hash: '{{name}} ({{size}}), SHA-256 {{sha256}}',
    no_attachments: 'Keine Anhänge',
    legal_form: 'Rechtsform',
    crime_type: '{{name}} ({{code}})',
    officer_zone: 'Polizeizone des Beamten',
  },
  review: {
    title: 'Prüfen Sie Ihre Antworten',
    intro: 'Stimmt alles? Mit „Ändern“ öffnen Sie einen Schritt erneut; danach kommen Sie hierher zurück.',
  },
};
