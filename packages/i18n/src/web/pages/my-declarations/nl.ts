/**
 * My declarations (issue 17) in Dutch, the source catalogue: the list, one declaration's timeline, and
 * the form that adds information. fr.ts and de.ts are typed against it.
 */
export const nl = {
  title: 'Mijn aangiftes',
  intro:
    'Hier volgt u de aangiftes die u deed met uw aanmelding via eID of itsme, en de aangiftes die de politie voor u opstelde.',
  manual_note:
    'Deed u een aangifte met een rijksregisternummer dat u zelf intypte? Die staat hier niet: alleen wie zich aanmeldt, bewijst wie hij is.',
  count_one: '{{count}} aangifte',
  count_other: '{{count}} aangiftes',
  empty: 'U hebt hier nog geen aangiftes.',
  loading: 'Uw aangiftes worden geladen…',
  caption: 'Uw aangiftes, de nieuwste eerst',
  row: {
    form: 'Soort aangifte',
    received: 'Ontvangen op',
    zone: 'Politiezone',
    stage: 'Waar staat ze?',
  },
  stages: {
    received: 'Ontvangen',
    summary_made: 'Samenvatting gemaakt',
    summary_delivered: 'Samenvatting bezorgd',
    at_zone: 'Bij de politiezone',
    in_treatment: 'In behandeling',
    handled: 'Afgehandeld',
  },
  paging: {
    label: 'Pagina’s',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    page: 'Pagina {{page}} van {{pages}}',
  },
  declaration: {
    title: 'Aangifte {{register}}',
    back: 'Terug naar mijn aangiftes',
    register: 'Identificatienummer',
    form: 'Soort aangifte',
    received: 'Ontvangen op',
    zone: 'Politiezone',
    loading: 'Uw aangifte wordt geladen…',
  },
  timeline: {
    title: 'Waar is uw aangifte?',
    state: {
      done: 'Klaar:',
      failed: 'Probleem:',
      skipped: 'Niet van toepassing:',
      ahead: 'Volgt nog:',
    },
    received: 'Aangifte ontvangen',
    summary_made: 'Samenvatting gemaakt',
    summary_made_failed:
      'Uw samenvatting kon niet worden gemaakt. De politie neemt binnen 48 werkuren contact met u op.',
    summary_delivered: 'Samenvatting naar u versturen',
    summary_delivered_ebox: 'Samenvatting bezorgd in uw eBox',
    summary_delivered_email: 'Samenvatting verstuurd per e-mail',
    summary_delivered_fallback: 'Uw eBox was niet bereikbaar: de samenvatting ging per e-mail',
    summary_delivered_failed:
      'Uw samenvatting kon u niet worden bezorgd. De politie neemt binnen 48 werkuren contact met u op.',
    summary_delivered_skipped: 'Geen samenvatting om te versturen',
    at_zone: 'Bij de politiezone {{zone}}',
    in_treatment: 'In behandeling bij de politiezone',
    handled: 'Afgehandeld door de politiezone',
    at: 'op {{moment}}',
    expected: 'verwacht rond {{moment}}',
    hours:
      'De politiezone behandelt online aangiftes op werkdagen tijdens de kantooruren. De verwachte tijden zijn een schatting op basis van de voorbije weken en houden daar rekening mee.',
  },
  summary: {
    title: 'Samenvatting',
    download: 'Samenvatting downloaden (pdf)',
    pending: 'Uw samenvatting is nog niet klaar. Ze verschijnt hier zodra ze gemaakt is.',
    failed: 'Er is geen samenvatting van deze aangifte. De politie neemt contact met u op.',
  },
  addenda: {
    title: 'Wat u later toevoegde',
    none: 'U hebt nog niets toegevoegd.',
    item: 'Aanvulling {{number}}, ontvangen op {{moment}}',
    files: 'Bijlagen',
    delivered_ebox: 'Bevestiging bezorgd in uw eBox',
    delivered_email: 'Bevestiging verstuurd per e-mail',
    sending: 'Bevestiging wordt verstuurd…',
    failed: 'De bevestiging kon niet worden verstuurd. De politiezone heeft uw aanvulling wel.',
    at_zone: 'Bij de politiezone sinds {{moment}}',
    to_zone: 'Onderweg naar de politiezone',
  },
  add: {
    title: 'Informatie toevoegen',
    intro:
      'Herinnert u zich nog iets, of kreeg u nog een bericht of een betaling te zien? Voeg het hier toe. De politiezone krijgt het bij uw aangifte en u ontvangt een bevestiging als pdf.',
    text: 'Wat wilt u toevoegen?',
    text_hint: 'Minstens 5 en hoogstens 2000 tekens.',
    files_title: 'Bijlagen (niet verplicht)',
    send: 'Informatie versturen',
    uploading: 'Uw bijlagen worden eerst opgeladen…',
    sending: 'Uw aanvulling wordt verstuurd…',
    sent: 'Bedankt. Uw aanvulling {{number}} is ontvangen en gaat naar de politiezone.',
    sign_in_again: 'Opnieuw aanmelden',
  },
  errors: {
    error_404:
      'Deze aangifte bestaat niet, u hebt er geen toegang toe, of ze werd na de bewaartermijn verwijderd.',
  },
};

export type Texts = typeof nl;
