import type { Texts } from './nl.ts';

/** The damage declaration's page (various damage, graffiti, cable damage) in German; typed against nl.ts. */
export const de: Texts = {
  title: {
    various: 'Anzeige einer Sachbeschädigung',
    graffitis: 'Anzeige von Graffiti',
    cables: 'Anzeige eines Kabelschadens',
  },
  intro: {
    various:
      'Wurde Ihr Eigentum beschädigt, zum Beispiel Ihr Auto, Ihr Briefkasten, Ihr Zaun oder eine Fensterscheibe? Erstatten Sie hier Anzeige. Das Ausfüllen dauert etwa 15 Minuten. Halten Sie Fotos des Schadens und, falls Sie versichert sind, Ihre Police bereit.',
    graffitis:
      'Wurde ein Graffiti an Ihrer Fassade, Mauer, Ihrem Auto oder anderem Eigentum angebracht? Erstatten Sie hier Anzeige. Das Ausfüllen dauert etwa 15 Minuten. Fotografieren Sie das Graffiti, bevor Sie es entfernen lassen.',
    cables:
      'Beschädigung oder Diebstahl von Kabeln (Kupfer, Glasfaser, Strom) in einer Gemeinde des Pilotprojekts. Sie erstatten diese Anzeige im Namen des Unternehmens, dem die Kabel gehören oder das sie betreibt.',
  },
  pilot: {
    title: 'Ein Pilotprojekt in einigen Gemeinden',
    text: 'Das Pilotprojekt ist in {{municipality}} geöffnet: Diese Gemeinde ist als Ort des Schadens bereits eingetragen. Ist der Schaden in einer anderen Gemeinde entstanden? <check>Prüfen Sie zuerst, ob das Formular dort geöffnet ist</check>.',
  },
  steps: {
    declarant_authentication: 'Ihre Identifizierung',
    declarant_contact_data: 'Ihre Kontaktdaten',
    victim_info: 'Das Opfer',
    damaged_objects: 'Beschädigte Gegenstände',
    fact_information: 'Was ist geschehen?',
    attachments: 'Anlagen',
    declaration_overview: 'Übersicht und Absenden',
  },
};
