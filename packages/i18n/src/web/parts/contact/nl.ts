import type { DeepStrings } from '../../nl.ts';

/**
 * Contact dialog, contact form, contact questionnaire and the technical contact after a 403 (spec §2,
 * §4, §8), in Dutch: the source of the namespace 'contact'. fr.ts and de.ts are typed against it.
 * `<name>…</name>` marks words the page turns into a link or a telephone number.
 */
export const nl = {
  dialog: {
    title: 'Contact opnemen',
    reason: {
      faq: 'Een vraag over Police-on-web',
      privacy: 'Een vraag over uw persoonsgegevens',
      accessibility: 'Een probleem met de toegankelijkheid',
      technical: 'Een technisch probleem melden',
    },
    cancel: 'Annuleren',
    purpose_title: 'Waarvoor dient dit formulier?',
    purpose: {
      faq: 'Met dit formulier stelt u een vraag over de website Police-on-web: hoe ze werkt, wat u er kunt doen of wat u niet terugvindt.',
      privacy:
        'Met dit formulier stelt u een vraag over de manier waarop Police-on-web uw persoonsgegevens verwerkt, of vraagt u uw rechten uit te oefenen.',
      accessibility:
        'Met dit formulier meldt u een probleem met de toegankelijkheid van Police-on-web, of vraagt u informatie in een andere vorm.',
      technical:
        'Met dit formulier meldt u een technisch probleem dat u verhinderde om uw aangifte te versturen. Zo kunnen we het onderzoeken.',
    },
    not_for:
      'Het is niet bedoeld om feiten aan te geven, en u krijgt er geen dringende hulp mee. Is het dringend? Bel <tel112>112</tel112> of <tel101>101</tel101>.',
    follow_up:
      'Hebt u een vraag over een aangifte die u al deed? Neem dan contact op met de politiezone die ze behandelt.',
    acknowledge: 'OK, begrepen',
  },
  form: {
    all_required: 'Alle velden zijn verplicht.',
    email: 'E-mailadres',
    email_hint: 'Hierop krijgt u ons antwoord.',
    email_confirmation: 'E-mailadres nog eens',
    email_confirmation_hint: 'Typ het opnieuw, zodat een tikfout ons antwoord niet tegenhoudt.',
    lastname: 'Naam',
    firstname: 'Voornaam',
    body: 'Uw bericht',
    body_hint:
      'Schrijf geen gevoelige gegevens zoals een rijksregisternummer of medische informatie, tenzij dat echt nodig is voor uw vraag.',
    count_one: 'Nog {{count}} teken over.',
    count_other: 'Nog {{count}} tekens over.',
    over_one: '{{count}} teken te veel.',
    over_other: '{{count}} tekens te veel.',
    consent:
      'Ik ga ermee akkoord dat de politie deze gegevens gebruikt om mijn bericht te beantwoorden, en ze daarna 1 jaar bewaart.',
    privacy_link:
      'Lees hoe we met uw gegevens omgaan in de <privacy>privacyverklaring (opent in een nieuw venster)</privacy>.',
    honeypot: 'Laat dit veld leeg',
    send: 'Bericht versturen',
    sending: 'Bezig met versturen…',
    retrying: 'Het versturen lukte niet. We proberen het over enkele seconden opnieuw.',
    retry_now: 'Nu opnieuw proberen',
    kept: 'Wat u schreef, staat er nog: u kunt het later opnieuw proberen.',
    sent: 'Uw bericht is verstuurd. Bedankt. U krijgt een antwoord op het e-mailadres dat u opgaf.',
  },
  questionnaire: {
    title: 'Contact opnemen: drie korte vragen',
    intro: 'Beantwoord deze vragen. Zo vindt u snel de juiste weg.',
    question: 'Vraag {{number}} van 3',
    q1: 'Is het dringend, of gebeurt er nu iets waarvoor de politie moet komen?',
    q2: 'Wilt u feiten aangeven bij de politie, zoals een diefstal, een beschadiging of oplichting?',
    q3: 'Gaat uw vraag over de website Police-on-web zelf?',
    yes: 'Ja',
    no: 'Nee',
    answer_title: 'Wat kunt u doen?',
    procedure1:
      'Bel meteen <tel112>112</tel112> als u dringend medische hulp of de brandweer nodig hebt, of <tel101>101</tel101> als u dringend de politie nodig hebt. Beide nummers zijn gratis en dag en nacht bereikbaar. Het contactformulier en de online aangifte zijn niet geschikt voor dringende situaties.',
    procedure2:
      'Sommige feiten kunt u online aangeven: kies ze op de <home>startpagina</home>. Kan dat niet voor uw feiten, of twijfelt u? Neem dan contact op met uw lokale politiezone of ga naar een politiekantoor.',
    procedure3_yes:
      'Stel uw vraag over Police-on-web met het contactformulier. We antwoorden per e-mail, op werkdagen.',
    procedure3_no:
      'Voor andere vragen aan de politie vindt u de juiste contactgegevens op de contactpagina van de politie. Voor een vraag over uw buurt of een aangifte helpt uw lokale politiezone u verder.',
    action_contact_form: 'Contactformulier openen',
    action_police_contact: 'Naar de contactpagina van de politie',
    action_local_police: 'Contact opnemen met de lokale politie',
    restart: 'Opnieuw beginnen',
  },
  technical: {
    error_azure_403:
      'De beveiliging van het platform heeft uw aangifte tegengehouden. Meld ons dit probleem, zodat we het kunnen oplossen. Wilt u dat uw feiten vandaag nog behandeld worden? Neem dan contact op met uw lokale politiezone.',
    contact_us: 'Het probleem melden',
    contact_us_success:
      'Bedankt, uw melding is verstuurd. We onderzoeken het probleem. Voor een snelle behandeling van uw feiten kunt u intussen contact opnemen met uw lokale politiezone.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
