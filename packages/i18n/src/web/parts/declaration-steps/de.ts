import type { Texts } from './nl.ts';

/** Steps shared by several declaration forms, in German; typed against nl.ts. */
export const de: Texts = {
  contact: {
    intro: 'Über diese Angaben kann die Polizei Sie zu Ihrer Anzeige kontaktieren.',
    email: 'E-Mail-Adresse',
    email_hint: 'Hierhin senden wir die Bestätigung, und die Zusammenfassung, wenn Sie keine eBox nutzen.',
    email_confirmation: 'Bestätigen Sie Ihre E-Mail-Adresse',
    email_confirmation_hint:
      'Geben Sie Ihre E-Mail-Adresse noch einmal ein, damit sich kein Tippfehler einschleicht.',
    phone: 'Telefonnummer (freiwillig)',
  },
  victim: {
    legend: 'Für wen erstatten Sie Anzeige?',
    me: 'Für mich selbst',
    someone_else: 'Für eine andere Person',
    someone_else_hint: 'Zum Beispiel ein Familienmitglied, das die Anzeige nicht selbst erstatten kann.',
    organisation: 'Für ein Unternehmen oder eine Organisation',
    organisation_hint: 'Die Zusammenfassung wird dann per E-Mail gesendet.',
    organisation_only: 'Diese Anzeige ist nur für ein Unternehmen möglich.',
    person_title: 'Angaben zum Opfer',
    firstname: 'Vorname',
    lastname: 'Name',
    birth_date: 'Geburtsdatum (freiwillig)',
    nationality: 'Staatsangehörigkeit',
    address: 'Adresse des Opfers',
    email: 'E-Mail-Adresse des Opfers (freiwillig)',
    phone: 'Telefonnummer des Opfers (freiwillig)',
    organisation_title: 'Unternehmen',
    organisation_chosen: 'Gewähltes Unternehmen',
    organisation_number: 'Unternehmensnummer',
    organisation_address: 'Adresse des Sitzes',
    change_organisation: 'Ein anderes Unternehmen wählen',
  },
  overview: {
    channel_legend: 'Wie möchten Sie die Zusammenfassung Ihrer Anzeige erhalten?',
    ebox: 'In meiner eBox',
    ebox_hint: 'Der gesicherte Briefkasten der Behörden. Klappt das nicht, senden wir sie per E-Mail.',
    email: 'Per E-Mail',
    email_hint: 'Als PDF-Datei an die E-Mail-Adresse, die Sie angegeben haben.',
    organisation_email: 'Für ein Unternehmen wird die Zusammenfassung per E-Mail gesendet.',
    check: 'Überprüfen Sie Ihre Angaben',
    change: 'Ändern: {{step}}',
    empty: 'Nicht ausgefüllt',
    yes: 'Ja',
    no: 'Nein',
  },
};
