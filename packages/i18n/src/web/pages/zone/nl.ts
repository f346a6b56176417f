/** The zone's desk (issue 16) in Dutch, the source catalogue: fr.ts and de.ts are typed against it. */
export const nl = {
  title: 'Aangiftes van de zone',
  intro:
    'Hier vindt u de aangiftes die Police-on-web aan uw politiezone heeft bezorgd. Elke raadpleging, download en wijziging wordt met uw naam geregistreerd.',
  filters: {
    title: 'Zoeken en filteren',
    search: 'Registratienummer of naam',
    search_hint: 'Bijvoorbeeld 2026-5345-000012 of Peeters',
    state: 'Stand van zaken',
    form: 'Soort aangifte',
    from: 'Ontvangen vanaf',
    to: 'Ontvangen tot en met',
    all: 'Alle',
    apply: 'Zoeken',
    reset: 'Filters wissen',
  },
  forms: {
    phishing: 'Phishing en online fraude',
    phishing_officer: 'Phishing (aangifte door de politie)',
    degradation: 'Beschadiging, graffiti of kabelschade',
    person: 'Niet-dringend feit tegen personen',
  },
  states: { new: 'Nieuw', in_treatment: 'In behandeling', handled: 'Afgehandeld' },
  flags: {
    contact_person:
      'Samenvatting niet bezorgd (status -1): neem binnen 48 werkuren contact op met de persoon',
  },
  table: {
    caption: 'Ontvangen aangiftes, de nieuwste eerst',
    register: 'Registratienummer',
    form: 'Soort',
    received: 'Ontvangen op',
    state: 'Stand van zaken',
    flags: 'Actie vereist',
    none: '—',
  },
  count_one: '{{count}} aangifte',
  count_other: '{{count}} aangiftes',
  count_more:
    'Meer dan {{number}} aangiftes. Verfijn de zoekopdracht of de filters om het juiste aantal te zien.',
  empty: 'Er zijn geen aangiftes die aan deze zoekopdracht voldoen.',
  loading: 'De aangiftes worden geladen…',
  paging: {
    label: 'Pagina’s',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    page: 'Pagina {{page}} van {{pages}}',
    page_open: 'Pagina {{page}}',
  },
  sheet: {
    back: 'Terug naar de lijst',
    title: 'Aangifte {{register}}',
    language: 'Taal van de fiche',
    facts: 'Gegevens van de aangifte',
    form: 'Soort aangifte',
    received: 'Ontvangen op',
    declared_in: 'Taal van de aangever',
    zone: 'Politiezone',
    state: 'Stand van zaken',
    taken: 'In behandeling genomen door {{name}} op {{at}}',
    handled: 'Afgehandeld door {{name}} op {{at}}',
    outcome: 'Resultaat',
    note: 'Slotnota',
    contacted: 'Contact met de persoon opgenomen door {{name}} op {{at}}',
    documents: 'Documenten',
    summary_pdf: 'Samenvatting downloaden (pdf)',
    attachment: '{{name}} downloaden',
    attachment_details: '{{size}} – SHA-256 {{sha}}',
    no_attachments: 'De aangever heeft geen bijlagen toegevoegd.',
    loading: 'De aangifte wordt geladen…',
  },
  handover: {
    label: 'Politie-informatiesysteem',
    pending: 'Wordt doorgegeven…',
    retrying_one:
      'Nog niet doorgegeven: {{count}} mislukte poging, de laatste op {{at}} ({{error}}). Er wordt automatisch opnieuw geprobeerd.',
    retrying_other:
      'Nog niet doorgegeven: {{count}} mislukte pogingen, de laatste op {{at}} ({{error}}). Er wordt automatisch opnieuw geprobeerd.',
    delivered: 'Doorgegeven op {{at}}',
    failed:
      'Niet doorgegeven na {{count}} pogingen (laatste fout: {{error}}). Verstuur de aangifte opnieuw, of bezorg ze zelf aan het informatiesysteem.',
    resend: 'Opnieuw versturen',
    resent: 'De doorgifte is opnieuw gestart.',
    declaration_pending: 'de aangifte zelf is nog niet doorgegeven',
  },
  addenda: {
    title: 'Later toegevoegd door de persoon',
    item: 'Aanvulling {{number}}, ontvangen op {{at}}',
    written_in: 'Taal van de aanvulling: {{language}}',
    attachment: '{{name}} downloaden (aanvulling {{number}})',
    handover: {
      pending: 'Wordt doorgegeven…',
      retrying_one:
        'Nog niet doorgegeven: {{count}} mislukte poging, de laatste op {{at}} ({{error}}). Er wordt automatisch opnieuw geprobeerd.',
      retrying_other:
        'Nog niet doorgegeven: {{count}} mislukte pogingen, de laatste op {{at}} ({{error}}). Er wordt automatisch opnieuw geprobeerd.',
      delivered: 'Doorgegeven aan het informatiesysteem op {{at}}',
      failed:
        'Niet doorgegeven na {{count}} pogingen (laatste fout: {{error}}). Verstuur de aanvulling opnieuw, of bezorg ze zelf aan het informatiesysteem.',
      resend: 'Aanvulling {{number}} opnieuw versturen',
    },
  },
  languages: { nl: 'Nederlands', fr: 'Frans', de: 'Duits' },
  actions: {
    title: 'Behandeling',
    take: 'In behandeling nemen',
    take_hint: 'Uw naam wordt getoond aan de collega’s van uw zone.',
    handle_title: 'Afhandelen',
    handle: 'Als afgehandeld markeren',
    outcome: 'Resultaat',
    note: 'Slotnota',
    note_hint: 'Wat werd er gedaan? Maximaal {{max}} tekens.',
    contacted: 'Contact met de persoon opgenomen',
    done: 'Deze aangifte is afgehandeld.',
    saved: 'De fiche is bijgewerkt.',
  },
  log: {
    link: 'Toegangslog van de zone',
    title: 'Toegangslog van de zone',
    intro:
      'Wie heeft welke aangifte van uw zone geraadpleegd, gedownload of gewijzigd, en wanneer. Alleen zichtbaar voor leidinggevenden.',
    caption: 'Registraties, de nieuwste eerst',
    at: 'Tijdstip',
    officer: 'Politieambtenaar',
    officer_name: '{{name}} (stamnummer {{matricule}})',
    register: 'Aangifte',
    action: 'Handeling',
    file: 'Bestand',
    address: 'IP-adres',
    empty: 'Er is nog niets geregistreerd.',
    actions: {
      read: 'Fiche geraadpleegd',
      download_attachment: 'Bijlage gedownload',
      download_summary: 'Samenvatting gedownload',
      take: 'In behandeling genomen',
      handle: 'Afgehandeld',
      contacted: 'Contact met de persoon genoteerd',
      resend_handover: 'Aangifte opnieuw verstuurd naar het informatiesysteem',
      resend_addendum_handover: 'Aanvulling opnieuw verstuurd naar het informatiesysteem',
    },
  },
  outcomes: {
    report_drawn_up: 'Proces-verbaal opgesteld',
    information_only: 'Enkel ter informatie',
    referred: 'Doorverwezen naar een andere dienst',
  },
  errors: {
    error_zone_stale:
      'Een collega heeft deze aangifte intussen gewijzigd. De fiche toont nu de laatste stand: kijk ze na en probeer het opnieuw.',
    error_zone_state: 'Deze stap is niet meer mogelijk. De fiche toont nu de laatste stand.',
    error_zone_filter: 'Deze filters kloppen niet: controleer de data (de begindatum vóór de einddatum).',
    error_zone_attachment_altered:
      'Dit bestand komt niet meer overeen met zijn SHA-256 en wordt niet vrijgegeven. Meld het aan de functioneel beheerder.',
    required_field: 'Kies een resultaat en schrijf een slotnota.',
    error_zone_note_too_long: 'De slotnota is te lang.',
    error_404: 'Deze aangifte bestaat niet of behoort niet tot uw zone.',
    error_zone_handover_not_failed:
      'Deze doorgifte is niet mislukt of loopt al opnieuw. De fiche toont nu de laatste stand.',
  },
};

export type Texts = typeof nl;
