/**
 * Texts of the web app in Dutch, the source catalogue: fr.ts and de.ts are typed against it, so a
 * missing key fails the typecheck. Plural keys end in `_one` / `_other` (i18next, Intl.PluralRules).
 */
export const nl = {
  app: {
    product: 'Police-on-web',
    loading_title: 'Even geduld',
    loading_text: 'De pagina wordt geladen…',
  },
  frame: {
    skip_to_content: 'Naar de inhoud',
    noscript:
      'Zonder JavaScript kunt u deze pagina lezen en de links en talen volgen. De knoppen, vragenlijsten en formulieren werken alleen met JavaScript. Is het dringend? Bel 112 of 101.',
    logo_link: 'Politie – naar de website van de politie',
    home_link: 'Police-on-web, naar de startpagina',
    menu: 'Menu',
    about: 'Over Police-on-web',
    logout: 'Afmelden',
    languages: 'Taal',
    breadcrumbs: 'Kruimelpad',
    breadcrumbs_toggle: 'U bent hier',
    home: 'Startpagina',
    footer_links: 'Juridische informatie',
    privacy: 'Privacyverklaring',
    disclaimer: 'Disclaimer',
    accessibility: 'Toegankelijkheid',
    cookies: 'Cookies',
    footer_text: 'Police-on-web is een dienst van de geïntegreerde politie in België.',
    close: 'Sluiten',
    external: '(externe website)',
    expand_all: 'Alles openklappen',
    collapse_all: 'Alles dichtklappen',
    notifications: 'Meldingen',
    dismiss: 'Melding sluiten',
    officer: 'Politieambtenaar',
    find_zone: 'Mijn politiezone vinden',
    officer_menu: 'Politie',
    zone_desk: 'Aangiftes van de zone',
    demonstration: 'Demonstratie met fictieve personen: niets bereikt de politie.',
  },
  about: {
    title: 'Over Police-on-web',
    text: 'Police-on-web is het online loket van de Belgische politie. U kunt er bepaalde niet-dringende feiten aangeven en informatie vinden over hulp en preventie.',
    version: 'Versie {{version}}',
  },
  error_occured:
    'Er is een technisch probleem opgetreden. Probeer het later opnieuw of maak een ticket aan voor de IT-dienst.',
  error_occured_short: 'Er ging iets mis',
  error_occured_text:
    'Door een technisch probleem kunnen we deze pagina nu niet tonen. Probeer het over enkele minuten opnieuw. Is het dringend? Bel 112 of 101.',
  error_404: 'Pagina niet gevonden',
  error_404_text:
    'De pagina die u zoekt, bestaat niet of is verplaatst. Controleer het adres of ga terug naar de startpagina.',
  error_no_rights:
    'U hebt geen toegang tot deze pagina. Denkt u dat dit niet klopt? Neem dan contact op met uw functioneel beheerder.',
  error_too_many_requests:
    'Vanuit uw sessie werden in korte tijd te veel aangiftes verstuurd. Uw gegevens blijven bewaard in dit venster: probeer het binnen een uur opnieuw. Is het dringend? Bel 112 of 101.',
  error_no_session: 'U bent niet (meer) aangemeld. Meld u opnieuw aan om verder te gaan.',
  signin_cancelled: 'U hebt het aanmelden geannuleerd. U bent niet aangemeld.',
  signin_failed:
    'Het aanmelden is niet gelukt. Probeer het later opnieuw of ga naar een politiekantoor om aangifte te doen.',
  no_results: 'Geen resultaten',
  search_limited_results_one:
    'Alleen {{count}} resultaat wordt getoond. Typ verder om uw zoekopdracht te verfijnen.',
  search_limited_results_other:
    'Alleen de eerste {{count}} resultaten worden getoond. Typ verder om uw zoekopdracht te verfijnen.',
  required_field: 'Dit veld is verplicht.',
  require_date_format: 'Vul een bestaande datum in als dag/maand/jaar, bijvoorbeeld 31/01/2025.',
  require_time_format: 'Vul een uur in als uur:minuten, bijvoorbeeld 14:30.',
  require_email_format: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
  require_phone_format: 'Vul een geldig telefoonnummer in van 6 tot 14 cijfers, bijvoorbeeld 0470 12 34 56.',
  require_url_format: 'Vul een geldig webadres in dat begint met http:// of https://.',
  require_iban_format: 'Vul een geldig rekeningnummer (IBAN) in, bijvoorbeeld BE68 5390 0754 7034.',
  require_positive_integer: 'Vul een geheel getal groter dan 0 in.',
  require_same_email: 'De twee e-mailadressen zijn niet hetzelfde. Controleer ze.',
  error_max_length: 'Gebruik hoogstens {{length}} tekens.',
  error_minmax_length: 'Gebruik minstens {{min}} en hoogstens {{max}} tekens.',
  require_date_not_in_future: 'Deze datum ligt in de toekomst. Vul vandaag of een vroegere datum in.',
  require_time_not_in_future: 'Dit uur ligt in de toekomst. Vul het huidige uur of een vroeger uur in.',
  require_date_must_be_after_or_equal: 'Deze datum of dit uur mag niet vóór “{{field}}” liggen.',
  message_email_or_phone_required: 'Vul een e-mailadres of een telefoonnummer in.',
  required_fact_author_contacts:
    'Voeg minstens één manier toe waarop de dader contact met u opnam: e-mail, website, telefoon of account.',
  require_rrn_search: 'Vul een geldig rijksregisternummer in en klik op “Zoeken”.',
  fact_info_last_seen_before_degradation_error:
    'Het moment waarop u alles het laatst onbeschadigd zag, mag niet na het moment van de beschadiging liggen.',
  error_rrn_invalid: 'Dit rijksregisternummer bestaat niet. Controleer de 11 cijfers.',
  error_rrn_not_authorized:
    'U hebt geen toegang tot het Rijksregister. Neem contact op met uw functioneel beheerder.',
  error_rrn_no_match: 'Er is niemand gevonden met dit rijksregisternummer. Controleer het nummer.',
  error_rrn_name_mismatch:
    'Deze naam hoort niet bij dit rijksregisternummer. Controleer uw naam, voornaam en rijksregisternummer zoals ze op uw identiteitskaart staan.',
  error_rrn_not_available:
    'Het Rijksregister is nu niet bereikbaar. Probeer het over enkele minuten opnieuw.',
  error_enterprise_search_please_narrow:
    'Er zijn te veel resultaten. Maak uw zoekopdracht nauwkeuriger met de naam, de gemeente of de postcode.',
  error_amount_format: 'Vul een bedrag in zoals 1 250,50.',
  error_invalid_body:
    'Deze gegevens zijn te ingewikkeld opgebouwd om ze te verwerken. Vernieuw de pagina en probeer het opnieuw.',
  error_invalid_characters:
    'Deze tekst bevat onzichtbare tekens die we niet kunnen opslaan. Typ hem opnieuw in plaats van hem te plakken.',
  error_amount_not_positive: 'Vul een bedrag groter dan 0 in.',
  error_choose_enterprise:
    'Kies een onderneming: zoek ze op naam, of vul een geldig ondernemingsnummer van 10 cijfers in.',
  address_validated: 'Het adres is volledig.',
  address_invalid:
    'Het adres is niet volledig. Kies een gemeente en een straat uit de lijst en vul een huisnummer in.',
  error_in_this_part_of_the_form: 'Dit deel van het formulier is nog niet volledig of bevat een fout.',
  error_403:
    'Uw aangifte werd door de beveiliging van het platform tegengehouden en is niet verstuurd. Gebruik de knop hieronder om het ons te melden, of neem contact op met uw lokale politie: zij behandelen uw aangifte dezelfde dag.',
  error_crime_type_required: 'Kies een soort feit om verder te gaan.',
  error_federal_identification_required:
    'Voor een phishingaangifte moet u zich aanmelden met uw eID of itsme.',
  error_ebox_not_for_organisation: 'Een onderneming krijgt de samenvatting per e-mail. Kies “Per e-mail”.',
  error_cable_not_in_pilot:
    'Kabelschade kan alleen online worden aangegeven in een gemeente van het proefproject. Doe voor deze plaats aangifte bij de lokale politie.',
  error_fact_author_contact_duplicate: 'Dit contactgegeven hebt u al toegevoegd.',
  error_max_items: 'U kunt er hoogstens {{max}} toevoegen.',
  error_upload: 'Het opladen is mislukt. Probeer het opnieuw.',
  error_upload_accept:
    '“{{filename}}” kan niet worden toegevoegd: alleen foto’s (zoals .jpg of .png) en pdf-bestanden zijn toegelaten.',
  error_upload_duplicate: 'Dit bestand hebt u al toegevoegd.',
  error_upload_max_size:
    '“{{filename}}” kan niet worden toegevoegd: alle bijlagen samen mogen niet groter zijn dan 10 MB.',
  error_upload_infected:
    '“{{filename}}” kan niet worden toegevoegd: de virusscanner heeft er een virus in gevonden. Controleer uw toestel en voeg een ander bestand toe.',
  error_upload_no_session:
    'Uw sessie is verlopen, daardoor kon het bestand niet worden opgeladen. Vernieuw uw sessie en probeer opnieuw.',
  errors: {
    back_home: 'Terug naar de startpagina',
    reload: 'Pagina opnieuw laden',
    no_rights_title: 'Geen toegang',
  },
  session: {
    warning_title: 'Uw sessie loopt bijna af',
    warning_text_one: 'Uw sessie eindigt over {{count}} minuut.',
    warning_text_other: 'Uw sessie eindigt over {{count}} minuten.',
    warning_keep: 'Wilt u aangemeld blijven? Wat u al hebt ingevuld, blijft bewaard.',
    stay_signed_in: 'Aangemeld blijven',
    refreshed: 'U blijft aangemeld.',
    expired_title: 'Uw sessie is afgelopen',
    expired_text:
      'Om uw gegevens te beschermen, bent u na een tijd zonder activiteit afgemeld. Wat u op deze pagina hebt ingevuld, blijft staan.',
    expired_how:
      'Meld u opnieuw aan in een nieuw venster. Kom daarna terug naar dit venster om verder te gaan.',
    sign_in_again: 'Opnieuw aanmelden',
    signed_in_again: 'U bent opnieuw aangemeld. U kunt verdergaan.',
  },
  signed_in: {
    logged_title: 'U bent aangemeld',
    logged_text:
      'U bent aangemeld bij Police-on-web. U kunt dit venster sluiten en verdergaan in het venster waarin u bezig was.',
    refreshed_title: 'Uw sessie is vernieuwd',
    refreshed_text:
      'U bent opnieuw aangemeld. Sluit dit venster en ga verder in het venster met uw formulier: wat u had ingevuld, staat er nog.',
    close_window: 'Dit venster sluiten',
    close_failed: 'Dit venster kon niet automatisch sluiten. U kunt het zelf sluiten.',
  },
  cookies: {
    dialog_title: 'Cookies op Police-on-web',
    dialog_text:
      'We gebruiken essentiële cookies om deze website te laten werken. Met uw toestemming onthouden we ook uw taalkeuze in een functionele cookie. We gebruiken geen cookies voor statistieken of reclame.',
    essential_only: 'Alleen essentiële cookies',
    accept_all: 'Alle cookies aanvaarden',
    customise: 'Zelf instellen',
    title: 'Cookies',
    functional_switch: 'Functionele cookies (mijn taalkeuze onthouden)',
    state_on: 'Aan',
    state_off: 'Uit',
    saved_on: 'Uw keuze is bewaard: functionele cookies staan aan.',
    saved_off: 'Uw keuze is bewaard: functionele cookies staan uit en uw bewaarde taalkeuze is gewist.',
  },
  quick_exit: {
    button: 'Snel weg',
    hint: 'Verlaat deze pagina meteen voor een neutrale website. Drie keer op Esc drukken doet hetzelfde.',
    keep_draft: 'Bewaar wat ik invulde als ik deze pagina snel moet verlaten',
    keep_draft_hint:
      'Zonder dit vinkje wist "Snel weg" uw antwoorden uit deze browser. Met het vinkje blijven ze in dit tabblad tot u het sluit.',
  },
  home: {
    title: 'Startpagina',
    heading: 'Welkom op Police-on-web',
    officer_title: 'Voor politieambtenaren',
    mine_title: 'Al aangifte gedaan?',
    mine_tile_title: 'Mijn aangiftes',
    mine_tile_text:
      'Volg waar uw aangifte is, download de samenvatting opnieuw of voeg informatie toe. U meldt zich aan met eID of itsme.',
    officer_tiles: {
      desk_title: 'Aangiftes van de zone',
      desk_text: 'De aangiftes van uw politiezone raadplegen, in behandeling nemen en afhandelen.',
      phishing_title: 'Phishing registreren voor een slachtoffer',
      phishing_text: 'Een aangifte van phishing of online fraude opstellen in naam van een slachtoffer.',
    },
    emergency_title: 'Is het dringend?',
    emergency_medical: 'Dringend medische hulp of de brandweer nodig?',
    emergency_medical_call: 'Bel 112',
    emergency_police: 'Dringend de politie nodig?',
    emergency_police_call: 'Bel 101',
    intro:
      'Op Police-on-web kunt u online aangifte doen van bepaalde niet-dringende feiten, zoals een diefstal, een beschadiging of phishing. U vindt hier ook informatie over seksueel geweld, alarmsystemen en woningtoezicht tijdens uw afwezigheid.',
    intro_zone: 'Uw aangifte gaat naar de politiezone die bevoegd is voor de plaats van de feiten.',
    who_button: 'Wie kan aangifte doen?',
    who_title: 'Wie kan online aangifte doen?',
    who_intro:
      'U kunt online aangifte doen als u een Belgische identiteitskaart hebt en als al het volgende klopt:',
    who_conditions: {
      belgium: 'de feiten zijn in België gebeurd;',
      unknown_author: 'de dader is onbekend;',
      no_violence: 'er werd geen geweld gebruikt;',
      no_threats: 'er werden geen bedreigingen geuit;',
      no_injuries: 'niemand is gewond;',
      no_break_in: 'er werd niet ingebroken;',
      not_urgent: 'de politie hoeft niet dringend op te treden;',
      listed: 'het soort feit staat in de lijst van deze website.',
    },
    who_foreigners:
      'Woont u niet in België of hebt u geen Belgische identiteitskaart? Neem dan contact op met de lokale politiezone of ga naar een politiekantoor.',
    who_otherwise:
      'Klopt een van deze voorwaarden niet? Ga dan naar een politiekantoor. Is het dringend? Bel 112 of 101.',
    contacted_button: 'Word ik gecontacteerd?',
    contacted_title: 'Word ik gecontacteerd?',
    contacted_hours: 'Online aangiften worden behandeld op werkdagen, tijdens de kantooruren.',
    contacted_only_if_needed: 'De politie neemt alleen contact met u op als uw dossier dat nodig maakt.',
    contacted_summary: 'U ontvangt een samenvatting van uw aangifte als pdf in uw eBox of per e-mail.',
    tiles_title: 'Wat wilt u aangeven of aanvragen?',
    tiles: {
      theft_title: 'Diefstal en beschadiging',
      theft_text: 'Fietsdiefstal, winkeldiefstal, diefstal uit een voertuig, beschadiging of graffiti.',
      phishing_title: 'Phishing en online fraude',
      phishing_text: 'U kreeg een vals bericht, of iemand heeft u online opgelicht.',
      person_title: 'Andere feiten tegen personen',
      person_text:
        'Slagen, bedreigingen, belaging, oplichting, een haatmisdrijf of het verlies van een voorwerp of document.',
      sexual_title: 'Seksueel geweld',
      sexual_text: 'Hulp en informatie na seksueel geweld of als er intieme beelden van u worden verspreid.',
      alarms_title: 'Alarmsystemen en camera’s',
      alarms_text: 'Uw alarmsysteem of bewakingscamera aangeven bij de overheid.',
      surveillance_title: 'Woningtoezicht tijdens uw afwezigheid',
      surveillance_text: 'De politie vragen om een oogje in het zeil te houden terwijl u weg bent.',
    },
  },
  sexual_violences: {
    title: 'Seksueel geweld',
    intro:
      'Bent u slachtoffer van seksueel geweld, of kent u iemand die het is? U staat er niet alleen voor. Kies hieronder de informatie die bij uw situatie past.',
    danger: 'Bent u nu in gevaar? Bel 101 (politie) of 112.',
    tiles_title: 'Kies uw situatie',
    violence_title: 'Seksueel geweld',
    violence_text:
      'Wat u kunt doen na seksueel geweld, en waar u dag en nacht terechtkunt voor zorg, hulp en een aangifte.',
    ncii_title: 'Intieme beelden verspreid zonder toestemming',
    ncii_text:
      'Hulp als naaktbeelden of seksuele beelden van u worden verspreid, of als iemand dreigt dat te doen.',
  },
  theft_and_degradation: {
    title: 'Diefstal en beschadiging',
    intro:
      'Kies hieronder wat er gebeurd is. Bij een diefstal met geweld, een inbraak of als de dader nog in de buurt is, belt u 101.',
    tiles_title: 'Wat is er gebeurd?',
    theft_title: 'Diefstal aangeven',
    theft_text:
      'Diefstal van een fiets, bromfiets of speed pedelec, winkeldiefstal, diefstal uit een voertuig of een andere eenvoudige diefstal. U doet deze aangifte op de federale website voor diefstalaangiften.',
    degradation_title: 'Beschadiging of graffiti aangeven',
    degradation_text:
      'Eerst beantwoordt u enkele korte vragen. Zo weet u of u deze feiten online kunt aangeven.',
  },
  alarms_and_cameras: {
    title: 'Alarmsystemen en camera’s',
    intro:
      'Gebruikt u een alarmsysteem dat niet aangesloten is op een alarmcentrale, of een bewakingscamera? Dan moet u dat aangeven bij de overheid. Zo weet de politie wat ze kan verwachten als ze na een alarm ter plaatse komt.',
    yearly: 'Uw aangifte moet u elk jaar opnieuw bevestigen.',
    tiles_title: 'Aangeven',
    register_title: 'Alarmsysteem of camera aangeven',
    register_text: 'U doet dit op de federale website voor alarmsystemen en bewakingscamera’s.',
    safety_text: 'Tips om uw woning en uw zaak beter te beveiligen vindt u op',
    safety_link: 'de veiligheidswebsite van de FOD Binnenlandse Zaken',
  },
  home_surveillance: {
    title: 'Woningtoezicht',
    intro:
      'Gaat u een tijd weg, bijvoorbeeld op vakantie of voor een ziekenhuisopname? Dan kunt u de politie vragen om tijdens uw afwezigheid extra toezicht te houden op uw woning. Deze dienst is gratis.',
    rules:
      'Vraag het woningtoezicht minstens 7 dagen voor uw vertrek aan. Uw afwezigheid moet minstens 7 dagen en hoogstens 3 maanden duren.',
    tiles_title: 'Aanvragen',
    request_title: 'Woningtoezicht aanvragen',
    request_text: 'U doet de aanvraag op de federale website voor afwezigheidsmeldingen.',
  },

  fields: {
    count_one: 'Nog {{count}} teken over.',
    count_other: 'Nog {{count}} tekens over.',
    over_one: '{{count}} teken te veel.',
    over_other: '{{count}} tekens te veel.',
    required: '(verplicht)',
    error_prefix: 'Fout:',
    choose_from_list: 'Kies een waarde uit de lijst.',
    select_hint: 'Typ enkele letters en kies uit de lijst.',
    show_options: 'Keuzes tonen: {{label}}',
    results_one: '{{count}} resultaat. Kies met de pijltjestoetsen en Enter.',
    results_other: '{{count}} resultaten. Kies met de pijltjestoetsen en Enter.',
    date_hint: 'Dag/maand/jaar, bijvoorbeeld 31/01/2025.',
    calendar_open: 'Kies een datum in de kalender',
    calendar_previous_month: 'Vorige maand',
    calendar_next_month: 'Volgende maand',
    calendar_choose_year: '{{month}}, een ander jaar kiezen',
    calendar_years: 'Jaren {{from}} tot en met {{to}}',
    calendar_previous_years: 'Vorige {{years}} jaar',
    calendar_next_years: 'Volgende {{years}} jaar',
    calendar_unavailable: 'De kalender kon niet worden geladen. Typ de datum in het vak.',
    time_hint: 'Uur:minuten, bijvoorbeeld 14:30.',
    address: 'Adres',
    municipality: 'Gemeente',
    municipality_hint: 'Typ de postcode of de naam van de gemeente en kies uit de lijst.',
    street: 'Straat',
    street_hint: 'Typ enkele letters van de straatnaam en kies uit de lijst.',
    street_needs_municipality: 'Kies eerst een gemeente.',
    street_not_listed: 'Mijn straat staat niet in de lijst',
    street_from_list: 'Kies de straat toch uit de lijst',
    street_typed_hint: 'Typ de volledige straatnaam zoals op een straatnaambord.',
    street_no_list: 'Voor deze gemeente hebben we geen stratenlijst. Typ de volledige straatnaam.',
    house_number: 'Huisnummer',
    box: 'Bus',
    box_in_address: 'bus {{box}}',
    phone: 'Telefoonnummer',
    phone_country: 'Landcode',
    phone_number: 'Nummer',
    phone_hint: 'Bijvoorbeeld 0470 12 34 56.',
    iban: 'Rekeningnummer (IBAN)',
    iban_hint: 'Bijvoorbeeld BE68 5390 0754 7034.',
    enterprise_number: 'Ondernemingsnummer',
    enterprise_number_hint: '10 cijfers, bijvoorbeeld 0.203.201.340.',
    amount: 'Bedrag',
    amount_hint: 'In euro, bijvoorbeeld 125,50.',
    rrn: 'Rijksregisternummer',
    rrn_hint: '11 cijfers, bijvoorbeeld 85.07.30-033.28. Het staat op de identiteitskaart.',
    search: 'Zoeken',
    searching: 'Bezig met zoeken…',
    rrn_found: 'Gevonden: {{name}}. De gegevens zijn ingevuld.',
    organisation_search: 'Onderneming zoeken',
    organisation_name: 'Naam van de onderneming',
    organisation_name_hint: 'Minstens 2 tekens.',
    postcode: 'Postcode',
    postcode_hint: 'Niet verplicht. 4 cijfers, om minder resultaten te krijgen.',
    postcode_format: 'Vul een postcode van 4 cijfers in.',
    organisation_results: 'Zoekresultaten',
    organisation_count_one: '{{count}} onderneming gevonden.',
    organisation_count_other: '{{count}} ondernemingen gevonden.',
    organisation_number: 'Ondernemingsnummer {{number}}',
    organisation_chosen: 'Gekozen onderneming: {{name}}, {{number}}.',
    pages: 'Pagina’s met zoekresultaten',
    page_of: 'Pagina {{page}} van {{pages}}',
    previous_page: 'Vorige pagina',
    next_page: 'Volgende pagina',
  },
  reference: {
    loading: 'De lijst wordt geladen…',
    retry: 'Opnieuw proberen',
    municipalities_error: 'De lijst met gemeenten kon niet worden geladen. Probeer het opnieuw.',
    streets_error: 'De lijst met straten kon niet worden geladen. Probeer het opnieuw.',
    countries_error: 'De lijst met landen kon niet worden geladen. Probeer het opnieuw.',
    insurances_error: 'De lijst met verzekeraars kon niet worden geladen. Probeer het opnieuw.',
    objects_error: 'De lijst met voorwerpen kon niet worden geladen. Probeer het opnieuw.',
  },
  consent_required: 'Vink dit vakje aan om verder te gaan.',
} as const;

/** The shape every web catalogue has: the Dutch keys, each with a text. */
export type WebCatalogue = DeepStrings<typeof nl>;

/** A catalogue shape with the same nested keys and any string as value. */
export type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
