import type { Texts } from './nl.ts';

/** The zone's desk in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Anzeigen der Zone',
  intro:
    'Hier finden Sie die Anzeigen, die Police-on-web Ihrer Polizeizone übermittelt hat. Jede Einsichtnahme, jeder Download und jede Änderung wird unter Ihrem Namen registriert.',
  filters: {
    title: 'Suchen und filtern',
    search: 'Registriernummer oder Name',
    search_hint: 'Zum Beispiel 2026-5345-000012 oder Schmitz',
    state: 'Bearbeitungsstand',
    form: 'Art der Anzeige',
    from: 'Eingegangen ab',
    to: 'Eingegangen bis einschließlich',
    all: 'Alle',
    apply: 'Suchen',
    reset: 'Filter löschen',
  },
  forms: {
    phishing: 'Phishing und Online-Betrug',
    phishing_officer: 'Phishing (Anzeige durch die Polizei)',
    degradation: 'Sachbeschädigung, Graffiti oder Kabelschaden',
    person: 'Nicht dringender Sachverhalt gegen Personen',
  },
  states: { new: 'Neu', in_treatment: 'In Bearbeitung', handled: 'Abgeschlossen' },
  flags: {
    contact_person:
      'Zusammenfassung nicht zugestellt (Status -1): Kontaktieren Sie die Person innerhalb von 48 Arbeitsstunden',
  },
  table: {
    caption: 'Eingegangene Anzeigen, die neuesten zuerst',
    register: 'Registriernummer',
    form: 'Art',
    received: 'Eingegangen am',
    state: 'Bearbeitungsstand',
    flags: 'Handlungsbedarf',
    none: '—',
  },
  count_one: '{{count}} Anzeige',
  count_other: '{{count}} Anzeigen',
  count_more:
    'Mehr als {{number}} Anzeigen. Verfeinern Sie die Suche oder die Filter, um die genaue Anzahl zu sehen.',
  empty: 'Keine Anzeige entspricht dieser Suche.',
  loading: 'Die Anzeigen werden geladen…',
  paging: {
    label: 'Seiten',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}} von {{pages}}',
    page_open: 'Seite {{page}}',
  },
  sheet: {
    back: 'Zurück zur Liste',
    title: 'Anzeige {{register}}',
    language: 'Sprache des Blatts',
    facts: 'Angaben der Anzeige',
    form: 'Art der Anzeige',
    received: 'Eingegangen am',
    declared_in: 'Sprache des Anzeigeerstatters',
    zone: 'Polizeizone',
    state: 'Bearbeitungsstand',
    taken: 'Übernommen von {{name}} am {{at}}',
    handled: 'Abgeschlossen von {{name}} am {{at}}',
    outcome: 'Ergebnis',
    note: 'Abschlussvermerk',
    contacted: 'Person kontaktiert von {{name}} am {{at}}',
    documents: 'Dokumente',
    summary_pdf: 'Zusammenfassung herunterladen (PDF)',
    attachment: '{{name}} herunterladen',
    attachment_details: '{{type}}, {{size}} – SHA-256 {{sha}}',
    no_attachments: 'Der Anzeigeerstatter hat keine Anhänge hinzugefügt.',
    loading: 'Die Anzeige wird geladen…',
  },
  handover: {
    label: 'Polizeiliches Informationssystem',
    pending: 'Wird übermittelt…',
    retrying_one:
      'Noch nicht übermittelt: {{count}} fehlgeschlagener Versuch, der letzte am {{at}} ({{error}}). Es wird automatisch erneut versucht.',
    retrying_other:
      'Noch nicht übermittelt: {{count}} fehlgeschlagene Versuche, der letzte am {{at}} ({{error}}). Es wird automatisch erneut versucht.',
    delivered: 'Übermittelt am {{at}}',
    failed:
      'Nach {{count}} Versuchen nicht übermittelt (letzter Fehler: {{error}}). Senden Sie die Anzeige erneut oder übermitteln Sie sie selbst an das Informationssystem.',
    resend: 'Erneut senden',
    resent: 'Die Übermittlung wurde erneut gestartet.',
    declaration_pending: 'die Anzeige selbst ist noch nicht übermittelt',
  },
  addenda: {
    title: 'Später von der Person ergänzt',
    item: 'Ergänzung {{number}}, eingegangen am {{at}}',
    written_in: 'Sprache der Ergänzung: {{language}}',
    attachment: '{{name}} herunterladen (Ergänzung {{number}})',
    handover: {
      pending: 'Wird übermittelt…',
      retrying_one:
        'Noch nicht übermittelt: {{count}} fehlgeschlagener Versuch, der letzte am {{at}} ({{error}}). Es wird automatisch erneut versucht.',
      retrying_other:
        'Noch nicht übermittelt: {{count}} fehlgeschlagene Versuche, der letzte am {{at}} ({{error}}). Es wird automatisch erneut versucht.',
      delivered: 'Am {{at}} an das Informationssystem übermittelt',
      failed:
        'Nach {{count}} Versuchen nicht übermittelt (letzter Fehler: {{error}}). Senden Sie die Ergänzung erneut oder übermitteln Sie sie selbst an das Informationssystem.',
      resend: 'Ergänzung {{number}} erneut senden',
    },
  },
  languages: { nl: 'Niederländisch', fr: 'Französisch', de: 'Deutsch' },
  actions: {
    title: 'Bearbeitung',
    take: 'Übernehmen',
    take_hint: 'Ihr Name wird den Kollegen Ihrer Zone angezeigt.',
    handle_title: 'Abschließen',
    handle: 'Als abgeschlossen markieren',
    outcome: 'Ergebnis',
    note: 'Abschlussvermerk',
    note_hint: 'Was wurde unternommen? Höchstens {{max}} Zeichen.',
    contacted: 'Person wurde kontaktiert',
    done: 'Diese Anzeige ist abgeschlossen.',
    saved: 'Das Blatt wurde aktualisiert.',
  },
  log: {
    link: 'Zugriffsprotokoll der Zone',
    title: 'Zugriffsprotokoll der Zone',
    intro:
      'Wer welche Anzeige Ihrer Zone eingesehen, heruntergeladen oder geändert hat, und wann. Nur für Vorgesetzte sichtbar.',
    caption: 'Einträge, die neuesten zuerst',
    at: 'Zeitpunkt',
    officer: 'Polizeibeamter',
    officer_name: '{{name}} (Matrikelnummer {{matricule}})',
    register: 'Anzeige',
    action: 'Handlung',
    file: 'Datei',
    address: 'IP-Adresse',
    subject: 'Betreff',
    empty: 'Es wurde noch nichts registriert.',
    actions: {
      read: 'Blatt eingesehen',
      download_attachment: 'Anhang heruntergeladen',
      download_summary: 'Zusammenfassung heruntergeladen',
      take: 'Übernommen',
      handle: 'Abgeschlossen',
      contacted: 'Kontakt mit der Person vermerkt',
      resend_handover: 'Anzeige erneut an das Informationssystem gesendet',
      resend_addendum_handover: 'Ergänzung erneut an das Informationssystem gesendet',
      registry_lookup: 'Person im Nationalregister gesucht (Opfer einer Anzeige in Bearbeitung)',
      search: 'In den Anzeigen der Zone gesucht',
      denied: 'Anzeige außerhalb der Zone angefordert (verweigert)',
    },
  },
  outcomes: {
    report_drawn_up: 'Protokoll aufgenommen',
    information_only: 'Nur zur Information',
    referred: 'An einen anderen Dienst verwiesen',
  },
  errors: {
    error_zone_stale:
      'Ein Kollege hat diese Anzeige inzwischen geändert. Das Blatt zeigt jetzt den neuesten Stand: Prüfen Sie es und versuchen Sie es erneut.',
    error_zone_state: 'Dieser Schritt ist nicht mehr möglich. Das Blatt zeigt jetzt den neuesten Stand.',
    error_zone_filter:
      'Diese Filter sind ungültig: Prüfen Sie die Daten (das Anfangsdatum vor dem Enddatum).',
    error_zone_attachment_altered:
      'Diese Datei entspricht nicht mehr ihrem SHA-256 und wird nicht herausgegeben. Melden Sie dies dem funktionellen Verwalter.',
    required_field: 'Wählen Sie ein Ergebnis und schreiben Sie einen Abschlussvermerk.',
    error_zone_note_too_long: 'Der Abschlussvermerk ist zu lang.',
    error_404: 'Diese Anzeige gibt es nicht oder sie gehört nicht zu Ihrer Zone.',
    error_zone_handover_not_failed:
      'Diese Übermittlung ist nicht fehlgeschlagen oder läuft bereits erneut. Das Blatt zeigt jetzt den neuesten Stand.',
  },
};
