/**
 * Texts of the fields test page (/app/<locale>/dev/fields, apps/web/src/dev), apart from the app's
 * catalogues so that no visitor of the portal downloads them. fr and de are typed against nl.
 */
export const devFieldsNl = {
  title: 'Testpagina: formuliervelden',
  intro:
    'Deze pagina toont alle gedeelde formuliervelden, om ze met het toetsenbord en met een schermlezer te testen. Er wordt niets verstuurd.',
  text_section: 'Tekst, datum en uur',
  last_name: 'Naam',
  fact_date: 'Datum van de feiten',
  fact_time: 'Uur van de feiten',
  select_section: 'Keuzelijsten',
  nationality: 'Nationaliteit',
  insurance: 'Verzekeraar',
  contact_section: 'Telefoon, rekening en bedrag',
  registry_section: 'Opzoekingen',
  check: 'Alles controleren',
  values: 'Ingevulde waarden',
} as const;

export type DevFieldsTexts = { readonly [K in keyof typeof devFieldsNl]: string };

export const devFieldsFr: DevFieldsTexts = {
  title: 'Page de test : champs de formulaire',
  intro:
    'Cette page montre tous les champs de formulaire partagés, pour les tester au clavier et avec un lecteur d’écran. Rien n’est envoyé.',
  text_section: 'Texte, date et heure',
  last_name: 'Nom',
  fact_date: 'Date des faits',
  fact_time: 'Heure des faits',
  select_section: 'Listes de choix',
  nationality: 'Nationalité',
  insurance: 'Assureur',
  contact_section: 'Téléphone, compte et montant',
  registry_section: 'Recherches',
  check: 'Tout vérifier',
  values: 'Valeurs encodées',
};

export const devFieldsDe: DevFieldsTexts = {
  title: 'Testseite: Formularfelder',
  intro:
    'Diese Seite zeigt alle gemeinsamen Formularfelder, um sie mit der Tastatur und mit einem Bildschirmleser zu testen. Es wird nichts gesendet.',
  text_section: 'Text, Datum und Uhrzeit',
  last_name: 'Name',
  fact_date: 'Datum der Tat',
  fact_time: 'Uhrzeit der Tat',
  select_section: 'Auswahllisten',
  nationality: 'Staatsangehörigkeit',
  insurance: 'Versicherer',
  contact_section: 'Telefon, Konto und Betrag',
  registry_section: 'Abfragen',
  check: 'Alles prüfen',
  values: 'Eingegebene Werte',
};

export const devFields = { nl: devFieldsNl, fr: devFieldsFr, de: devFieldsDe } as const;
