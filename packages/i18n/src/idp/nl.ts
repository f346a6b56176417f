/** Texts of the built-in test identity provider's pages (embedded default only). */
export const nl = {
  title: 'Testaanmelding',
  citizen_heading: 'Aanmelden als burger',
  police_heading: 'Aanmelden als politieagent',
  notice:
    'Dit is de testaanmeldingsdienst van de demonstratie-installatie. Er wordt geen echte identiteit gebruikt: kies een van de fictieve personen hieronder.',
  citizen_intro: 'Kies met welke persoon en met welk middel u zich wilt aanmelden.',
  police_intro: 'Kies met welke agent u zich wilt aanmelden.',
  rrn: 'Rijksregisternummer',
  birth_date: 'Geboortedatum',
  matricule: 'Stamnummer',
  zone: 'Politiezone',
  sign_in_eid: 'Aanmelden met eID',
  sign_in_itsme: 'Aanmelden met itsme',
  sign_in_officer: 'Aanmelden',
  cancel: 'Annuleren en terugkeren',
  unknown_person: 'Deze persoon is niet bekend bij de testaanmeldingsdienst.',
  language: 'Taal',
  expired: 'Deze aanmelding is verlopen. Start de aanmelding opnieuw vanuit het portaal.',
} as const;
