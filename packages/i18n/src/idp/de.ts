import type { nl } from './nl.ts';

export const de: Record<keyof typeof nl, string> = {
  title: 'Testanmeldung',
  citizen_heading: 'Als Bürger anmelden',
  police_heading: 'Als Polizeibeamter anmelden',
  notice:
    'Dies ist der Testanmeldedienst der Demonstrationsinstallation. Es wird keine echte Identität verwendet: Wählen Sie eine der fiktiven Personen unten aus.',
  citizen_intro: 'Wählen Sie die Person und das Mittel, mit denen Sie sich anmelden möchten.',
  police_intro: 'Wählen Sie den Beamten, mit dem Sie sich anmelden möchten.',
  rrn: 'Nationalregisternummer',
  birth_date: 'Geburtsdatum',
  matricule: 'Dienstnummer',
  zone: 'Polizeizone',
  sign_in_eid: 'Mit eID anmelden',
  sign_in_itsme: 'Mit itsme anmelden',
  sign_in_officer: 'Anmelden',
  cancel: 'Abbrechen und zurückkehren',
  unknown_person: 'Diese Person ist dem Testanmeldedienst nicht bekannt.',
  language: 'Sprache',
  expired: 'Diese Anmeldung ist abgelaufen. Starten Sie die Anmeldung erneut im Portal.',
};
