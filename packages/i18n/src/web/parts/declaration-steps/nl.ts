import type { DeepStrings } from '../../nl.ts';

/**
 * Steps that several declaration forms share (spec §2–§4): contact data, the victim, the summary
 * channel, in Dutch. The source of the namespace 'declaration-steps'; each top-level object belongs to
 * one step component in apps/web/src/shared/declaration-steps.
 */
export const nl = {
  contact: {
    intro: 'Via deze gegevens kan de politie u contacteren over uw aangifte.',
    email: 'E-mailadres',
    email_hint: 'Hierop ontvangt u de bevestiging, en de samenvatting als u geen eBox gebruikt.',
    email_confirmation: 'Bevestig uw e-mailadres',
    email_confirmation_hint: 'Typ uw e-mailadres nog een keer, zodat er geen tikfout in staat.',
    phone: 'Telefoonnummer (niet verplicht)',
  },
  victim: {
    legend: 'Voor wie doet u aangifte?',
    me: 'Voor mezelf',
    someone_else: 'Voor iemand anders',
    someone_else_hint: 'Bijvoorbeeld een familielid dat de aangifte niet zelf kan doen.',
    organisation: 'Voor een onderneming of organisatie',
    organisation_hint: 'De samenvatting wordt dan per e-mail verstuurd.',
    organisation_only: 'Deze aangifte is alleen mogelijk voor een onderneming.',
    person_title: 'Gegevens van het slachtoffer',
    firstname: 'Voornaam',
    lastname: 'Naam',
    birth_date: 'Geboortedatum (niet verplicht)',
    nationality: 'Nationaliteit',
    address: 'Adres van het slachtoffer',
    reach:
      'Vul minstens een e-mailadres of een telefoonnummer in: zo kan de politie het slachtoffer bereiken.',
    email: 'E-mailadres van het slachtoffer',
    phone: 'Telefoonnummer van het slachtoffer',
    organisation_title: 'Onderneming',
    organisation_chosen: 'Gekozen onderneming',
    organisation_number: 'Ondernemingsnummer',
    organisation_address: 'Adres van de zetel',
    change_organisation: 'Een andere onderneming kiezen',
  },
  overview: {
    channel_legend: 'Hoe wilt u de samenvatting van uw aangifte ontvangen?',
    channel_legend_victim: 'Hoe ontvangt het slachtoffer de samenvatting van de aangifte?',
    ebox_victim: 'In de eBox van het slachtoffer',
    email_hint_victim: 'Als pdf-bestand, naar het e-mailadres van het slachtoffer.',
    ebox: 'In mijn eBox',
    ebox_hint: 'De beveiligde brievenbus van de overheid. Lukt dat niet, dan sturen we ze per e-mail.',
    email: 'Per e-mail',
    email_hint: 'Als pdf-bestand, naar het e-mailadres dat u opgaf.',
    organisation_email: 'Voor een onderneming wordt de samenvatting per e-mail verstuurd.',
  },
  declarant: {
    legend: 'Hoe identificeert u zich?',
    federal: 'Met mijn aanmelding via eID of itsme',
    federal_hint: 'Uw gegevens komen uit het Rijksregister; u hoeft niets in te vullen.',
    manual: 'Met mijn rijksregisternummer',
    manual_hint: 'U vult uw naam en adres zelf in.',
    loading: 'Uw gegevens worden opgehaald uit het Rijksregister…',
    done: 'Deze gegevens komen uit het Rijksregister en kunnen hier niet worden gewijzigd. Kloppen ze niet, meld dat dan aan uw gemeente.',
    retry: 'Opnieuw proberen',
    or_manual: 'Lukt het niet? Kies dan hierboven “Met mijn rijksregisternummer” en vul uw gegevens zelf in.',
    name: 'Naam en voornaam',
    rrn: 'Rijksregisternummer',
    birth_date: 'Geboortedatum',
    address: 'Adres',
    manual_title: 'Uw gegevens',
    firstname: 'Voornaam',
    lastname: 'Naam',
    nationality: 'Nationaliteit',
    home_address: 'Uw adres',
    birth_date_from_rrn: 'Geboortedatum volgens dit nummer: {{date}}',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
