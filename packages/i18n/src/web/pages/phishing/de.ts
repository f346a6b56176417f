import type { Texts } from './nl.ts';

/** The phishing declaration, citizen and officer, in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Anzeige wegen Phishing oder Online-Betrug',
  intro:
    'Wurden Sie über eine gefälschte E-Mail, SMS, Website, einen Anruf oder soziale Medien betrogen? Erstatten Sie hier Anzeige. Das Ausfüllen dauert etwa 15 Minuten. Haben Sie Geld verloren, rufen Sie zuerst Ihre Bank und Card Stop unter 078 170 170 an, um Ihre Karten und Konten sperren zu lassen.',
  steps: {
    identification: 'Ihre Identifizierung',
    victim: 'Das Opfer',
    contact: 'Ihre Kontaktdaten',
    author: 'Wie hat der Betrüger Kontakt aufgenommen?',
    amounts: 'Verlorene Beträge',
    fact: 'Was ist passiert?',
    attachments: 'Anhänge',
    overview: 'Übersicht und Senden',
    officer: 'Ihre Angaben als Polizeibeamter',
    officer_victim: 'Das Opfer suchen',
    officer_contact: 'Kontaktdaten des Opfers',
    officer_attachments: 'Anhänge und Senden',
  },
  identification: {
    mandatory:
      'Für eine Phishing-Anzeige ist die Anmeldung mit eID oder itsme Pflicht: So weiß die Polizei sicher, wer die Anzeige erstattet.',
    alternatives:
      'Sie haben kein eID-Kartenlesegerät und kein itsme? Gehen Sie zum Polizeikommissariat Ihrer Zone oder bitten Sie einen Beamten, die Anzeige mit Ihnen zu erstatten. Auch Ihre Bank hilft Ihnen bei itsme.',
    name: 'Name und Vorname',
    birth_date: 'Geburtsdatum',
    address: 'Adresse',
  },
  author: {
    intro:
      'Geben Sie alles an, was Sie darüber wissen, wie der Betrüger Sie kontaktiert hat: die E-Mail-Adresse, die Website, die Telefonnummer oder das Konto in sozialen Medien. Fügen Sie mindestens eine Angabe hinzu.',
    list: 'Hinzugefügte Kontaktangaben',
    none: 'Sie haben noch nichts hinzugefügt.',
    add_title: 'Kontaktangabe hinzufügen',
    type: 'Art des Kontakts',
    types: {
      email: 'E-Mail-Adresse',
      url: 'Website',
      phone: 'Telefonnummer',
      account: 'Konto oder Profil in sozialen Medien',
    },
    email: 'E-Mail-Adresse des Betrügers',
    url: 'Adresse der Website',
    url_hint: 'Kopieren Sie die vollständige Adresse, zum Beispiel https://meinebank-sicher.example/login.',
    phone: 'Telefonnummer des Betrügers',
    account: 'Name oder Kennung des Kontos',
    account_hint: 'Zum Beispiel @name oder der Name, den Sie gesehen haben.',
    platform: 'Plattform',
    platform_hint: 'Zum Beispiel Facebook, Instagram, WhatsApp oder Kleinanzeigen.',
    add: 'Hinzufügen',
    added: 'Hinzugefügt: {{value}}',
    remove: 'Entfernen: {{value}}',
  },
  amounts: {
    question: 'Haben Sie Geld verloren oder überwiesen?',
    yes: 'Ja',
    no: 'Nein, es ist kein Geld verschwunden',
    intro: 'Geben Sie für jede Überweisung das Konto an, auf das das Geld ging, und den Betrag.',
    row: 'Betrag {{number}}',
    iban: 'Kontonummer (IBAN), auf die das Geld ging',
    amount: 'Betrag',
    add: 'Einen weiteren Betrag hinzufügen',
    remove: 'Betrag {{number}} entfernen',
  },
  fact: {
    date: 'Datum der Tat',
    time: 'Uhrzeit der Tat',
    time_hint: 'Ungefähr, wenn Sie es nicht genau wissen.',
    description: 'Beschreiben Sie, was passiert ist',
    description_hint:
      'Erzählen Sie mit Ihren eigenen Worten, wie es passiert ist: welche Nachricht Sie erhalten haben, was Sie getan haben, welche Daten Sie angegeben haben und was Sie danach bemerkt haben.',
  },
  overview: {
    text: 'Fassen Sie Ihre Anzeige in ein oder zwei Sätzen zusammen',
    text_hint: 'Zum Beispiel: gefälschte SMS meiner Bank, 1 250 Euro überwiesen.',
    no_amounts: 'Kein Geld verloren',
  },
  officer_voice: {
    author: {
      intro:
        'Geben Sie alles an, was das Opfer darüber weiß, wie der Betrüger es kontaktiert hat: die E-Mail-Adresse, die Website, die Telefonnummer oder das Konto in sozialen Medien. Fügen Sie mindestens eine Angabe hinzu.',
      account_hint: 'Zum Beispiel @name oder der Name, den das Opfer gesehen hat.',
    },
    amounts: { question: 'Hat das Opfer Geld verloren oder überwiesen?' },
    fact: {
      time_hint: 'Ungefähr, wenn das Opfer es nicht genau weiß.',
      description_hint:
        'Beschreiben Sie, wie es passiert ist: welche Nachricht das Opfer erhalten hat, was es getan hat, welche Daten es angegeben hat und was es danach bemerkt hat.',
    },
  },
  officer: {
    title: 'Phishing-Anzeige im Namen eines Opfers',
    warning:
      'Sie erstatten diese Anzeige im Namen eines Opfers. Suchen Sie das Opfer mit der Nationalregisternummer und prüfen Sie jede Angabe gemeinsam mit dem Opfer, bevor Sie senden.',
    close_warning: 'Warnung schließen',
    last_name: 'Name',
    first_name: 'Vorname',
    matricule: 'Dienstnummer',
    read_only: 'Diese Angaben stammen aus Ihrer Anmeldung und können hier nicht geändert werden.',
    lookup_intro: 'Geben Sie die Nationalregisternummer des Opfers ein und klicken Sie auf „Suchen“.',
    not_found: 'Noch kein Opfer gefunden. Suchen Sie zuerst das Opfer, um fortzufahren.',
    found: 'Gefundenes Opfer',
    contact_intro: 'Die E-Mail-Adresse des Opfers ist nötig: Die Zusammenfassung wird dorthin gesendet.',
    email: 'E-Mail-Adresse des Opfers',
    email_confirmation: 'Bestätigen Sie die E-Mail-Adresse des Opfers',
    phone: 'Telefonnummer des Opfers (freiwillig)',
  },
};
