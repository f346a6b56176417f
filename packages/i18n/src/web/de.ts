import type { WebCatalogue } from './nl.ts';

/** Texts of the web app in German; typed against the Dutch catalogue, so no key can be missing. */
export const de: WebCatalogue = {
  app: {
    product: 'Police-on-web',
    loading_title: 'Einen Moment bitte',
    loading_text: 'Die Seite wird geladen…',
  },
  frame: {
    skip_to_content: 'Zum Inhalt',
    noscript:
      'Ohne JavaScript können Sie diese Seite lesen und den Links und Sprachen folgen. Die Schaltflächen, Fragebögen und Formulare funktionieren nur mit JavaScript. Ist es dringend? Rufen Sie 112 oder 101 an.',
    logo_link: 'Polizei – zur Website der Polizei',
    home_link: 'Police-on-web, zur Startseite',
    menu: 'Menü',
    about: 'Über Police-on-web',
    logout: 'Abmelden',
    languages: 'Sprache',
    breadcrumbs: 'Brotkrümelnavigation',
    breadcrumbs_toggle: 'Sie sind hier',
    home: 'Startseite',
    footer_links: 'Rechtliche Informationen',
    privacy: 'Datenschutzerklärung',
    disclaimer: 'Haftungsausschluss',
    accessibility: 'Barrierefreiheit',
    cookies: 'Cookies',
    footer_text: 'Police-on-web ist ein Dienst der integrierten Polizei in Belgien.',
    close: 'Schließen',
    external: '(externe Website)',
    expand_all: 'Alle aufklappen',
    collapse_all: 'Alle zuklappen',
    notifications: 'Mitteilungen',
    dismiss: 'Mitteilung schließen',
    officer: 'Polizeibeamter',
    find_zone: 'Meine Polizeizone finden',
    officer_menu: 'Polizei',
    zone_desk: 'Anzeigen der Zone',
    demonstration: 'Demonstration mit fiktiven Personen: Nichts erreicht die Polizei.',
  },
  about: {
    title: 'Über Police-on-web',
    text: 'Police-on-web ist der Online-Schalter der belgischen Polizei. Hier können Sie bestimmte nicht dringende Taten anzeigen und Informationen über Hilfe und Vorbeugung finden.',
    version: 'Version {{version}}',
  },
  error_occured:
    'Es ist ein technisches Problem aufgetreten. Bitte versuchen Sie es später erneut oder erstellen Sie ein Ticket für die IT-Abteilung.',
  error_occured_short: 'Etwas ist schiefgelaufen',
  error_occured_text:
    'Wegen eines technischen Problems können wir diese Seite derzeit nicht anzeigen. Bitte versuchen Sie es in einigen Minuten erneut. Ist es dringend? Rufen Sie 112 oder 101 an.',
  error_404: 'Seite nicht gefunden',
  error_404_text:
    'Die gesuchte Seite existiert nicht oder wurde verschoben. Prüfen Sie die Adresse oder kehren Sie zur Startseite zurück.',
  error_no_rights:
    'Sie haben keinen Zugang zu dieser Seite. Wenn Sie glauben, dass dies ein Fehler ist, wenden Sie sich an Ihren funktionellen Verwalter.',
  error_too_many_requests:
    'Aus Ihrer Sitzung wurden in kurzer Zeit zu viele Anzeigen gesendet. Ihre Angaben bleiben in diesem Fenster erhalten: Versuchen Sie es in einer Stunde erneut. Ist es dringend? Rufen Sie 112 oder 101 an.',
  error_no_session: 'Sie sind nicht (mehr) angemeldet. Melden Sie sich erneut an, um fortzufahren.',
  signin_cancelled: 'Sie haben die Anmeldung abgebrochen. Sie sind nicht angemeldet.',
  signin_failed:
    'Die Anmeldung ist nicht gelungen. Versuchen Sie es später erneut oder erstatten Sie Anzeige in einem Polizeikommissariat.',
  no_results: 'Keine Ergebnisse',
  search_limited_results_one:
    'Nur {{count}} Ergebnis wird angezeigt. Tippen Sie weiter, um Ihre Suche einzugrenzen.',
  search_limited_results_other:
    'Nur die ersten {{count}} Ergebnisse werden angezeigt. Tippen Sie weiter, um Ihre Suche einzugrenzen.',
  required_field: 'Dies ist ein Pflichtfeld.',
  require_date_format: 'Geben Sie ein existierendes Datum als Tag/Monat/Jahr ein, zum Beispiel 31/01/2025.',
  require_time_format: 'Geben Sie eine Uhrzeit als Stunde:Minuten ein, zum Beispiel 14:30.',
  require_email_format: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.be.',
  require_phone_format:
    'Geben Sie eine gültige Telefonnummer mit 6 bis 14 Ziffern ein, zum Beispiel 0470 12 34 56.',
  require_url_format: 'Geben Sie eine gültige Webadresse ein, die mit http:// oder https:// beginnt.',
  require_iban_format: 'Geben Sie eine gültige Kontonummer (IBAN) ein, zum Beispiel BE68 5390 0754 7034.',
  require_positive_integer: 'Geben Sie eine ganze Zahl größer als 0 ein.',
  require_same_email: 'Die beiden E-Mail-Adressen stimmen nicht überein. Bitte prüfen Sie sie.',
  error_max_length: 'Verwenden Sie höchstens {{length}} Zeichen.',
  error_minmax_length: 'Verwenden Sie mindestens {{min}} und höchstens {{max}} Zeichen.',
  require_date_not_in_future:
    'Dieses Datum liegt in der Zukunft. Geben Sie das heutige oder ein früheres Datum ein.',
  require_time_not_in_future:
    'Diese Uhrzeit liegt in der Zukunft. Geben Sie die aktuelle oder eine frühere Uhrzeit ein.',
  require_date_must_be_after_or_equal: 'Dieses Datum oder diese Uhrzeit darf nicht vor „{{field}}“ liegen.',
  message_email_or_phone_required: 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer ein.',
  required_fact_author_contacts:
    'Fügen Sie mindestens einen Weg hinzu, auf dem der Täter Sie kontaktiert hat: E-Mail, Website, Telefon oder Konto.',
  require_rrn_search: 'Geben Sie eine gültige Nationalregisternummer ein und klicken Sie auf „Suchen“.',
  fact_info_last_seen_before_degradation_error:
    'Der Zeitpunkt, zu dem Sie zuletzt alles unbeschädigt gesehen haben, darf nicht nach dem Zeitpunkt der Beschädigung liegen.',
  error_rrn_invalid: 'Diese Nationalregisternummer existiert nicht. Prüfen Sie die 11 Ziffern.',
  error_rrn_not_authorized:
    'Sie haben keinen Zugriff auf das Nationalregister. Wenden Sie sich an Ihren funktionalen Verwalter.',
  error_rrn_no_match: 'Mit dieser Nationalregisternummer wurde niemand gefunden. Prüfen Sie die Nummer.',
  error_rrn_name_mismatch:
    'Dieser Name gehört nicht zu dieser Nationalregisternummer. Prüfen Sie Ihren Namen, Vornamen und Ihre Nummer, wie sie auf Ihrem Personalausweis stehen.',
  error_rrn_not_available:
    'Das Nationalregister ist zurzeit nicht erreichbar. Versuchen Sie es in einigen Minuten erneut.',
  error_enterprise_search_please_narrow:
    'Es gibt zu viele Ergebnisse. Grenzen Sie Ihre Suche mit dem Namen, der Gemeinde oder der Postleitzahl ein.',
  error_amount_format: 'Geben Sie einen Betrag in der Form 1 250,50 ein.',
  error_invalid_body:
    'Diese Daten sind zu verschachtelt, um sie zu verarbeiten. Laden Sie die Seite neu und versuchen Sie es erneut.',
  error_invalid_characters:
    'Dieser Text enthält unsichtbare Zeichen, die wir nicht speichern können. Tippen Sie ihn neu, statt ihn einzufügen.',
  error_amount_not_positive: 'Geben Sie einen Betrag größer als 0 ein.',
  error_choose_enterprise:
    'Wählen Sie ein Unternehmen: Suchen Sie es über den Namen oder geben Sie eine gültige 10-stellige Unternehmensnummer ein.',
  address_validated: 'Die Adresse ist vollständig.',
  address_invalid:
    'Die Adresse ist nicht vollständig. Wählen Sie eine Gemeinde und eine Straße aus der Liste und geben Sie eine Hausnummer ein.',
  error_in_this_part_of_the_form: 'Dieser Teil des Formulars ist unvollständig oder enthält einen Fehler.',
  error_403:
    'Ihre Anzeige wurde von der Sicherheit der Plattform blockiert und nicht gesendet. Melden Sie uns dies über die Schaltfläche unten oder wenden Sie sich an Ihre lokale Polizei: Sie bearbeitet Ihre Anzeige noch am selben Tag.',
  error_crime_type_required: 'Wählen Sie eine Art von Tat, um fortzufahren.',
  error_federal_identification_required:
    'Für eine Phishing-Anzeige müssen Sie sich mit Ihrem eID oder itsme anmelden.',
  error_ebox_not_for_organisation:
    'Ein Unternehmen erhält die Zusammenfassung per E-Mail. Wählen Sie „Per E-Mail“.',
  error_cable_not_in_pilot:
    'Kabelschäden können nur in einer Gemeinde des Pilotprojekts online angezeigt werden. Wenden Sie sich für diesen Ort an die lokale Polizei.',
  error_fact_author_contact_duplicate: 'Diese Kontaktangabe haben Sie bereits hinzugefügt.',
  error_max_items: 'Sie können höchstens {{max}} hinzufügen.',
  error_upload: 'Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  error_upload_accept:
    '„{{filename}}“ kann nicht hinzugefügt werden: Nur Fotos (wie .jpg oder .png) und PDF-Dateien sind erlaubt.',
  error_upload_duplicate: 'Diese Datei haben Sie bereits hinzugefügt.',
  error_upload_max_size:
    '„{{filename}}“ kann nicht hinzugefügt werden: Alle Anhänge zusammen dürfen nicht größer als 10 MB sein.',
  error_upload_infected:
    '„{{filename}}“ kann nicht hinzugefügt werden: Der Virenscanner hat darin einen Virus gefunden. Überprüfen Sie Ihr Gerät und fügen Sie eine andere Datei hinzu.',
  error_upload_no_session:
    'Ihre Sitzung ist abgelaufen, daher konnte die Datei nicht hochgeladen werden. Erneuern Sie Ihre Sitzung und versuchen Sie es erneut.',
  errors: {
    back_home: 'Zurück zur Startseite',
    reload: 'Seite neu laden',
    no_rights_title: 'Kein Zugang',
  },
  session: {
    warning_title: 'Ihre Sitzung läuft bald ab',
    warning_text_one: 'Ihre Sitzung endet in {{count}} Minute.',
    warning_text_other: 'Ihre Sitzung endet in {{count}} Minuten.',
    warning_keep: 'Möchten Sie angemeldet bleiben? Was Sie bereits ausgefüllt haben, bleibt erhalten.',
    stay_signed_in: 'Angemeldet bleiben',
    refreshed: 'Sie bleiben angemeldet.',
    expired_title: 'Ihre Sitzung ist abgelaufen',
    expired_text:
      'Zum Schutz Ihrer Daten wurden Sie nach einer Zeit ohne Aktivität abgemeldet. Was Sie auf dieser Seite ausgefüllt haben, bleibt erhalten.',
    expired_how:
      'Melden Sie sich in einem neuen Fenster erneut an. Kehren Sie danach zu diesem Fenster zurück, um fortzufahren.',
    sign_in_again: 'Erneut anmelden',
    signed_in_again: 'Sie sind wieder angemeldet. Sie können fortfahren.',
  },
  signed_in: {
    logged_title: 'Sie sind angemeldet',
    logged_text:
      'Sie sind bei Police-on-web angemeldet. Sie können dieses Fenster schließen und in dem Fenster weitermachen, in dem Sie gearbeitet haben.',
    refreshed_title: 'Ihre Sitzung wurde erneuert',
    refreshed_text:
      'Sie sind wieder angemeldet. Schließen Sie dieses Fenster und machen Sie im Fenster mit Ihrem Formular weiter: Ihre Eingaben sind noch da.',
    close_window: 'Dieses Fenster schließen',
    close_failed:
      'Dieses Fenster konnte nicht automatisch geschlossen werden. Sie können es selbst schließen.',
  },
  cookies: {
    dialog_title: 'Cookies auf Police-on-web',
    dialog_text:
      'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Zustimmung speichern wir außerdem Ihre Sprachwahl in einem funktionellen Cookie. Wir verwenden keine Cookies für Statistiken oder Werbung.',
    essential_only: 'Nur notwendige Cookies',
    accept_all: 'Alle Cookies akzeptieren',
    customise: 'Selbst einstellen',
    title: 'Cookies',
    functional_switch: 'Funktionelle Cookies (meine Sprachwahl merken)',
    state_on: 'Ein',
    state_off: 'Aus',
    saved_on: 'Ihre Wahl wurde gespeichert: Funktionelle Cookies sind eingeschaltet.',
    saved_off:
      'Ihre Wahl wurde gespeichert: Funktionelle Cookies sind ausgeschaltet und Ihre gespeicherte Sprachwahl wurde gelöscht.',
  },
  quick_exit: {
    button: 'Schnell verlassen',
    hint: 'Verlässt diese Seite sofort und öffnet eine neutrale Website. Dreimal die Esc-Taste drücken bewirkt dasselbe.',
    keep_draft: 'Meine Angaben behalten, wenn ich diese Seite schnell verlassen muss',
    keep_draft_hint:
      'Ohne dieses Häkchen löscht „Schnell verlassen“ Ihre Angaben aus diesem Browser. Mit dem Häkchen bleiben sie in diesem Tab, bis Sie ihn schließen.',
  },
  home: {
    title: 'Startseite',
    heading: 'Willkommen bei Police-on-web',
    officer_title: 'Für Polizeibeamte',
    mine_title: 'Schon Anzeige erstattet?',
    mine_tile_title: 'Meine Anzeigen',
    mine_tile_text:
      'Verfolgen Sie Ihre Anzeige, laden Sie die Zusammenfassung erneut herunter oder ergänzen Sie Angaben. Sie melden sich mit eID oder itsme an.',
    officer_tiles: {
      desk_title: 'Anzeigen der Zone',
      desk_text: 'Die Anzeigen Ihrer Polizeizone einsehen, übernehmen und abschließen.',
      phishing_title: 'Phishing für ein Opfer erfassen',
      phishing_text: 'Eine Anzeige wegen Phishing oder Online-Betrug im Namen eines Opfers aufnehmen.',
    },
    emergency_title: 'Ist es dringend?',
    emergency_medical: 'Dringend medizinische Hilfe oder die Feuerwehr nötig?',
    emergency_medical_call: '112 anrufen',
    emergency_police: 'Dringend die Polizei nötig?',
    emergency_police_call: '101 anrufen',
    intro:
      'Bei Police-on-web können Sie bestimmte nicht dringende Taten online anzeigen, zum Beispiel einen Diebstahl, eine Beschädigung oder Phishing. Sie finden hier auch Informationen über sexuelle Gewalt, Alarmanlagen und die Überwachung Ihrer Wohnung während Ihrer Abwesenheit.',
    intro_zone: 'Ihre Anzeige wird an die Polizeizone geschickt, die für den Tatort zuständig ist.',
    who_button: 'Wer kann Anzeige erstatten?',
    who_title: 'Wer kann online Anzeige erstatten?',
    who_intro:
      'Sie können online Anzeige erstatten, wenn Sie einen belgischen Personalausweis haben und alles Folgende zutrifft:',
    who_conditions: {
      belgium: 'die Tat geschah in Belgien;',
      unknown_author: 'der Täter ist unbekannt;',
      no_violence: 'es wurde keine Gewalt angewendet;',
      no_threats: 'es wurden keine Drohungen ausgesprochen;',
      no_injuries: 'niemand ist verletzt;',
      no_break_in: 'es gab keinen Einbruch;',
      not_urgent: 'die Polizei muss nicht dringend eingreifen;',
      listed: 'die Art der Tat steht in der Liste dieser Website.',
    },
    who_foreigners:
      'Sie wohnen nicht in Belgien oder haben keinen belgischen Personalausweis? Wenden Sie sich an die lokale Polizeizone oder gehen Sie zu einem Polizeikommissariat.',
    who_otherwise:
      'Trifft eine dieser Bedingungen nicht zu? Gehen Sie zu einem Polizeikommissariat. Ist es dringend? Rufen Sie 112 oder 101 an.',
    contacted_button: 'Werde ich kontaktiert?',
    contacted_title: 'Werde ich kontaktiert?',
    contacted_hours: 'Online-Anzeigen werden an Werktagen während der Bürozeiten bearbeitet.',
    contacted_only_if_needed: 'Die Polizei kontaktiert Sie nur, wenn Ihre Akte es erfordert.',
    contacted_summary:
      'Sie erhalten eine Zusammenfassung Ihrer Anzeige als PDF in Ihrer eBox oder per E-Mail.',
    tiles_title: 'Was möchten Sie anzeigen oder beantragen?',
    tiles: {
      theft_title: 'Diebstahl und Beschädigung',
      theft_text:
        'Fahrraddiebstahl, Ladendiebstahl, Diebstahl aus einem Fahrzeug, Beschädigung oder Graffiti.',
      phishing_title: 'Phishing und Online-Betrug',
      phishing_text: 'Sie haben eine gefälschte Nachricht erhalten oder wurden online betrogen.',
      person_title: 'Andere Taten gegen Personen',
      person_text:
        'Schläge, Drohungen, Belästigung, Betrug, ein Hassdelikt oder der Verlust eines Gegenstands oder Dokuments.',
      sexual_title: 'Sexuelle Gewalt',
      sexual_text:
        'Hilfe und Informationen nach sexueller Gewalt oder wenn intime Bilder von Ihnen verbreitet werden.',
      alarms_title: 'Alarmanlagen und Kameras',
      alarms_text: 'Ihre Alarmanlage oder Überwachungskamera bei den Behörden anmelden.',
      surveillance_title: 'Wohnungsüberwachung während Ihrer Abwesenheit',
      surveillance_text: 'Die Polizei bitten, ein Auge auf Ihre Wohnung zu haben, während Sie weg sind.',
    },
  },
  sexual_violences: {
    title: 'Sexuelle Gewalt',
    intro:
      'Sind Sie Opfer sexueller Gewalt geworden oder kennen Sie jemanden, dem das passiert ist? Sie sind nicht allein. Wählen Sie unten die Informationen, die zu Ihrer Situation passen.',
    danger: 'Sind Sie jetzt in Gefahr? Rufen Sie 101 (Polizei) oder 112 an.',
    tiles_title: 'Wählen Sie Ihre Situation',
    violence_title: 'Sexuelle Gewalt',
    violence_text:
      'Was Sie nach sexueller Gewalt tun können und wo Sie Tag und Nacht Versorgung, Hilfe und die Möglichkeit zur Anzeige finden.',
    ncii_title: 'Intime Bilder ohne Einverständnis verbreitet',
    ncii_text:
      'Hilfe, wenn Nacktbilder oder sexuelle Bilder von Ihnen verbreitet werden oder jemand damit droht.',
  },
  theft_and_degradation: {
    title: 'Diebstahl und Beschädigung',
    intro:
      'Wählen Sie unten, was passiert ist. Bei einem Diebstahl mit Gewalt, einem Einbruch oder wenn der Täter noch in der Nähe ist, rufen Sie 101 an.',
    tiles_title: 'Was ist passiert?',
    theft_title: 'Diebstahl anzeigen',
    theft_text:
      'Diebstahl eines Fahrrads, Mopeds oder Speed-Pedelecs, Ladendiebstahl, Diebstahl aus einem Fahrzeug oder ein anderer einfacher Diebstahl. Diese Anzeige erstatten Sie auf der föderalen Website für Diebstahlanzeigen.',
    degradation_title: 'Beschädigung oder Graffiti anzeigen',
    degradation_text:
      'Zuerst beantworten Sie einige kurze Fragen. So erfahren Sie, ob Sie diese Tat online anzeigen können.',
  },
  alarms_and_cameras: {
    title: 'Alarmanlagen und Kameras',
    intro:
      'Verwenden Sie eine Alarmanlage, die nicht an eine Alarmzentrale angeschlossen ist, oder eine Überwachungskamera? Dann müssen Sie diese bei den Behörden anmelden. So weiß die Polizei, was sie erwartet, wenn sie nach einem Alarm vor Ort kommt.',
    yearly: 'Ihre Anmeldung müssen Sie jedes Jahr bestätigen.',
    tiles_title: 'Anmelden',
    register_title: 'Alarmanlage oder Kamera anmelden',
    register_text: 'Sie tun dies auf der föderalen Website für Alarmanlagen und Überwachungskameras.',
    safety_text: 'Tipps, wie Sie Ihre Wohnung und Ihr Geschäft besser schützen, finden Sie auf',
    safety_link: 'der Sicherheitswebsite des FÖD Inneres',
  },
  home_surveillance: {
    title: 'Wohnungsüberwachung',
    intro:
      'Sie sind eine Zeit lang weg, zum Beispiel im Urlaub oder im Krankenhaus? Dann können Sie die Polizei bitten, Ihre Wohnung während Ihrer Abwesenheit verstärkt im Auge zu behalten. Dieser Dienst ist kostenlos.',
    rules:
      'Beantragen Sie die Überwachung mindestens 7 Tage vor Ihrer Abreise. Ihre Abwesenheit muss mindestens 7 Tage und höchstens 3 Monate dauern.',
    tiles_title: 'Beantragen',
    request_title: 'Wohnungsüberwachung beantragen',
    request_text: 'Sie stellen den Antrag auf der föderalen Website für Abwesenheitsmeldungen.',
  },

  fields: {
    count_one: 'Noch {{count}} Zeichen.',
    count_other: 'Noch {{count}} Zeichen.',
    over_one: '{{count}} Zeichen zu viel.',
    over_other: '{{count}} Zeichen zu viel.',
    required: '(Pflichtfeld)',
    error_prefix: 'Fehler:',
    choose_from_list: 'Wählen Sie einen Wert aus der Liste.',
    select_hint: 'Tippen Sie einige Buchstaben und wählen Sie aus der Liste.',
    show_options: 'Auswahl anzeigen: {{label}}',
    results_one: '{{count}} Ergebnis. Wählen Sie mit den Pfeiltasten und der Eingabetaste.',
    results_other: '{{count}} Ergebnisse. Wählen Sie mit den Pfeiltasten und der Eingabetaste.',
    date_hint: 'Tag/Monat/Jahr, zum Beispiel 31/01/2025.',
    calendar_open: 'Datum im Kalender auswählen',
    calendar_previous_month: 'Vorheriger Monat',
    calendar_next_month: 'Nächster Monat',
    calendar_choose_year: '{{month}}, anderes Jahr auswählen',
    calendar_years: 'Jahre {{from}} bis {{to}}',
    calendar_previous_years: 'Vorherige {{years}} Jahre',
    calendar_next_years: 'Nächste {{years}} Jahre',
    calendar_unavailable: 'Der Kalender konnte nicht geladen werden. Geben Sie das Datum in das Feld ein.',
    time_hint: 'Stunde:Minuten, zum Beispiel 14:30.',
    address: 'Adresse',
    municipality: 'Gemeinde',
    municipality_hint:
      'Tippen Sie die Postleitzahl oder den Namen der Gemeinde und wählen Sie aus der Liste.',
    street: 'Straße',
    street_hint: 'Tippen Sie einige Buchstaben des Straßennamens und wählen Sie aus der Liste.',
    street_needs_municipality: 'Wählen Sie zuerst eine Gemeinde.',
    street_not_listed: 'Meine Straße ist nicht in der Liste',
    street_from_list: 'Die Straße doch aus der Liste wählen',
    street_typed_hint: 'Tippen Sie den vollständigen Straßennamen wie auf dem Straßenschild.',
    street_no_list:
      'Für diese Gemeinde haben wir keine Straßenliste. Tippen Sie den vollständigen Straßennamen.',
    house_number: 'Hausnummer',
    box: 'Briefkasten',
    box_in_address: 'Briefkasten {{box}}',
    phone: 'Telefonnummer',
    phone_country: 'Ländervorwahl',
    phone_number: 'Nummer',
    phone_hint: 'Zum Beispiel 0470 12 34 56.',
    iban: 'Kontonummer (IBAN)',
    iban_hint: 'Zum Beispiel BE68 5390 0754 7034.',
    enterprise_number: 'Unternehmensnummer',
    enterprise_number_hint: '10 Ziffern, zum Beispiel 0.203.201.340.',
    amount: 'Betrag',
    amount_hint: 'In Euro, zum Beispiel 125,50.',
    rrn: 'Nationalregisternummer',
    rrn_hint: '11 Ziffern, zum Beispiel 85.07.30-033.28. Sie steht auf dem Personalausweis.',
    search: 'Suchen',
    searching: 'Suche läuft…',
    rrn_found: 'Gefunden: {{name}}. Die Daten wurden ausgefüllt.',
    organisation_search: 'Unternehmen suchen',
    organisation_name: 'Name des Unternehmens',
    organisation_name_hint: 'Mindestens 2 Zeichen.',
    postcode: 'Postleitzahl',
    postcode_hint: 'Freiwillig. 4 Ziffern, um weniger Ergebnisse zu erhalten.',
    postcode_format: 'Geben Sie eine Postleitzahl mit 4 Ziffern ein.',
    organisation_results: 'Suchergebnisse',
    organisation_count_one: '{{count}} Unternehmen gefunden.',
    organisation_count_other: '{{count}} Unternehmen gefunden.',
    organisation_number: 'Unternehmensnummer {{number}}',
    organisation_chosen: 'Gewähltes Unternehmen: {{name}}, {{number}}.',
    pages: 'Seiten der Suchergebnisse',
    page_of: 'Seite {{page}} von {{pages}}',
    previous_page: 'Vorherige Seite',
    next_page: 'Nächste Seite',
  },
  reference: {
    loading: 'Die Liste wird geladen…',
    retry: 'Erneut versuchen',
    municipalities_error:
      'Die Liste der Gemeinden konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    streets_error: 'Die Liste der Straßen konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    countries_error: 'Die Liste der Länder konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    insurances_error: 'Die Liste der Versicherer konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    objects_error: 'Die Liste der Gegenstände konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
  consent_required: 'Kreuzen Sie dieses Kästchen an, um fortzufahren.',
};
