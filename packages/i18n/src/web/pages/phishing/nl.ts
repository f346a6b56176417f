import type { DeepStrings } from '../../nl.ts';

/**
 * The phishing declaration (spec §2 Phishing wizard, §3 Declaration (phishing)): the citizen's eight
 * steps and the officer's seven, in Dutch. The source of the namespace 'phishing'.
 */
export const nl = {
  title: 'Aangifte van phishing of online fraude',
  intro:
    'Werd u opgelicht via een valse e-mail, sms, website, telefoon of sociale media? Doe hier aangifte. Het invullen duurt ongeveer 15 minuten. Heeft u geld verloren, bel dan eerst uw bank en Card Stop op 078 170 170 om uw kaarten en rekeningen te laten blokkeren.',
  steps: {
    identification: 'Uw identificatie',
    victim: 'Het slachtoffer',
    contact: 'Uw contactgegevens',
    author: 'Hoe nam de oplichter contact op?',
    amounts: 'Verloren bedragen',
    fact: 'Wat is er gebeurd?',
    attachments: 'Bijlagen',
    overview: 'Overzicht en verzenden',
    officer: 'Uw gegevens als politieambtenaar',
    officer_victim: 'Het slachtoffer opzoeken',
    officer_contact: 'Contactgegevens van het slachtoffer',
    officer_attachments: 'Bijlagen en verzenden',
  },
  identification: {
    mandatory:
      'Voor een aangifte van phishing is aanmelden met eID of itsme verplicht: zo weet de politie zeker wie de aangifte doet.',
    alternatives:
      'Hebt u geen eID-kaartlezer of itsme? Ga dan naar het politiekantoor van uw zone, of vraag een ambtenaar om de aangifte samen met u te doen. Uw bank helpt u ook met itsme.',
    name: 'Naam en voornaam',
    birth_date: 'Geboortedatum',
    address: 'Adres',
  },
  author: {
    intro:
      'Geef alles op wat u weet over hoe de oplichter u contacteerde: het e-mailadres, de website, het telefoonnummer of het account op sociale media. Voeg er minstens één toe.',
    list: 'Toegevoegde contactgegevens',
    none: 'U hebt nog niets toegevoegd.',
    add_title: 'Contactgegeven toevoegen',
    type: 'Soort contact',
    types: {
      email: 'E-mailadres',
      url: 'Website',
      phone: 'Telefoonnummer',
      account: 'Account of profiel op sociale media',
    },
    email: 'E-mailadres van de oplichter',
    url: 'Adres van de website',
    url_hint: 'Kopieer het volledige adres, bijvoorbeeld https://mijnbank-veilig.example/login.',
    phone: 'Telefoonnummer van de oplichter',
    account: 'Naam of identificatie van het account',
    account_hint: 'Bijvoorbeeld @naam of de naam die u zag.',
    platform: 'Platform',
    platform_hint: 'Bijvoorbeeld Facebook, Instagram, WhatsApp of Marktplaats.',
    add: 'Toevoegen',
    added: 'Toegevoegd: {{value}}',
    remove: 'Verwijderen: {{value}}',
  },
  amounts: {
    question: 'Hebt u geld verloren of overgeschreven?',
    yes: 'Ja',
    no: 'Nee, er is geen geld verdwenen',
    intro: 'Geef per overschrijving de rekening waarnaar het geld ging en het bedrag.',
    row: 'Bedrag {{number}}',
    iban: 'Rekeningnummer (IBAN) waarnaar het geld ging',
    amount: 'Bedrag',
    add: 'Nog een bedrag toevoegen',
    remove: 'Bedrag {{number}} verwijderen',
  },
  fact: {
    date: 'Datum van de feiten',
    time: 'Uur van de feiten',
    time_hint: 'Ongeveer, als u het niet precies weet.',
    description: 'Beschrijf wat er gebeurde',
    description_hint:
      'Vertel in uw eigen woorden hoe het gebeurde: welk bericht u kreeg, wat u deed, welke gegevens u gaf en wat u daarna merkte.',
  },
  overview: {
    text: 'Vat uw aangifte in één of twee zinnen samen',
    text_hint: 'Bijvoorbeeld: valse sms van mijn bank, 1 250 euro overgeschreven.',
    no_amounts: 'Geen geld verloren',
  },
  /** The officer's form asks the same about the victim, in the third person (issue 21). */
  officer_voice: {
    author: {
      intro:
        'Geef alles op wat het slachtoffer weet over hoe de oplichter contact opnam: het e-mailadres, de website, het telefoonnummer of het account op sociale media. Voeg er minstens één toe.',
      account_hint: 'Bijvoorbeeld @naam of de naam die het slachtoffer zag.',
    },
    amounts: { question: 'Heeft het slachtoffer geld verloren of overgeschreven?' },
    fact: {
      time_hint: 'Ongeveer, als het slachtoffer het niet precies weet.',
      description_hint:
        'Beschrijf hoe het gebeurde: welk bericht het slachtoffer kreeg, wat het deed, welke gegevens het gaf en wat het daarna merkte.',
    },
  },
  officer: {
    title: 'Phishingaangifte namens een slachtoffer',
    warning:
      'U doet deze aangifte namens een slachtoffer. Zoek het slachtoffer op met het rijksregisternummer en controleer samen met het slachtoffer elke gegeven voor u verstuurt.',
    close_warning: 'Waarschuwing sluiten',
    last_name: 'Naam',
    first_name: 'Voornaam',
    matricule: 'Stamnummer',
    read_only: 'Deze gegevens komen uit uw aanmelding en kunnen hier niet worden gewijzigd.',
    lookup_intro: 'Vul het rijksregisternummer van het slachtoffer in en klik op “Zoeken”.',
    not_found: 'Nog geen slachtoffer gevonden. Zoek eerst het slachtoffer op om verder te gaan.',
    found: 'Gevonden slachtoffer',
    contact_intro: 'Het e-mailadres van het slachtoffer is nodig: de samenvatting wordt daarheen gestuurd.',
    email: 'E-mailadres van het slachtoffer',
    email_confirmation: 'Bevestig het e-mailadres van het slachtoffer',
    phone: 'Telefoonnummer van het slachtoffer (niet verplicht)',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
