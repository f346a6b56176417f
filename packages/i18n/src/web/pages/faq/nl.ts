import type { DeepStrings } from '../../nl.ts';

/**
 * The page /faq (spec §2) in Dutch: the source of the namespace 'faq'. Each question is a group with a
 * `title` (the question) and its answer in blocks (`p…` paragraphs, `list…` lists, `steps…` numbered).
 */
export const nl = {
  title: 'Veelgestelde vragen',
  intro:
    'Hier vindt u antwoorden op de vragen die we het vaakst krijgen. Klik op een vraag om het antwoord te lezen.',
  sections: {
    general: {
      title: 'Algemeen',
      questions: {
        types: {
          title: 'Welke feiten kan ik online aangeven?',
          p1: 'Op Police-on-web kunt u deze niet-dringende feiten aangeven:',
          list: {
            theft:
              'diefstal: van een fiets, bromfiets of speed pedelec, uit een winkel, uit een voertuig, of een andere eenvoudige diefstal (via de federale website voor diefstalaangiften);',
            damage: 'beschadiging van uw eigendom, zoals graffiti of schade aan kabels;',
            phishing: 'phishing en andere online oplichting;',
            person:
              '<person>andere feiten tegen personen</person>, zoals belaging, oplichting, een haatmisdrijf, of het verlies van een voorwerp of document.',
          },
          p2: 'U kunt hier ook uw alarmsysteem of camera aangeven en woningtoezicht aanvragen tijdens uw afwezigheid.',
          p3: 'Staat uw feit er niet bij, of voldoet u niet aan de voorwaarden hieronder? Ga dan naar een politiekantoor. Seksueel geweld geeft u niet online aan: lees de <sv>informatie over seksueel geweld</sv>.',
        },
        who: {
          title: 'Wie kan online aangifte doen?',
          p1: 'Iedereen met een Belgische identiteitskaart, als al het volgende klopt:',
          list: {
            belgium: 'de feiten zijn in België gebeurd;',
            unknown_author: 'de dader is onbekend;',
            no_violence: 'er werd geen geweld gebruikt, en niemand werd bedreigd of gewond;',
            no_break_in: 'er werd niet ingebroken;',
            not_urgent: 'de politie hoeft niet dringend op te treden;',
            listed: 'het soort feit staat in de lijst van deze website.',
          },
          p2: 'Woont u niet in België of hebt u geen Belgische identiteitskaart? Neem dan contact op met de lokale politiezone of ga naar een politiekantoor.',
        },
        identify: {
          title: 'Hoe meld ik me aan?',
          p1: 'U meldt zich aan via de aanmeldingsdienst van de federale overheid: met uw elektronische identiteitskaart en een kaartlezer, of met een app zoals itsme. Uw naam en uw andere gegevens worden dan voor u ingevuld.',
          p2: 'Voor sommige aangiften kunt u zich ook identificeren met uw rijksregisternummer (11 cijfers, het staat op uw identiteitskaart). Voor een phishingaangifte is aanmelden via de aanmeldingsdienst verplicht.',
        },
        after: {
          title: 'Wat gebeurt er na mijn aangifte?',
          p1: 'Uw aangifte gaat naar de politiezone die bevoegd is voor de plaats van de feiten, en wordt geregistreerd in het informatiesysteem van de politie.',
          p2: 'U krijgt een samenvatting als pdf in uw eBox of per e-mail. Bewaar het nummer van uw aangifte: u hebt het nodig als u later contact opneemt met de politie of met uw verzekeraar.',
          p3: 'Online aangiften worden behandeld op werkdagen, tijdens de kantooruren. Kon de samenvatting niet worden gemaakt, dan neemt de politie binnen 48 werkuren contact met u op.',
        },
        contacted: {
          title: 'Word ik gecontacteerd?',
          p1: 'Alleen als uw dossier dat nodig maakt, bijvoorbeeld als de politie meer informatie nodig heeft. Hoort u niets meer, dan betekent dat niet dat uw aangifte niet werd behandeld.',
        },
        zone: {
          title: 'Welke politiezone behandelt mijn aangifte?',
          p1: 'De politiezone van de plaats waar de feiten gebeurden. Een phishingaangifte gaat naar de politiezone van uw woonplaats, omdat die feiten geen vaste plaats hebben.',
          p2: 'Wilt u weten welke zone dat is?',
        },
        someone_else: {
          title: 'Kan ik aangifte doen voor iemand anders of voor een onderneming?',
          p1: 'Ja. In het formulier kiest u of u aangifte doet voor uzelf, voor iemand anders of voor een onderneming. Een onderneming zoekt u op naam of op ondernemingsnummer; de samenvatting wordt dan per e-mail verstuurd.',
        },
        urgent: {
          title: 'Het is dringend. Wat moet ik doen?',
          p1: 'Bel <tel>112</tel> voor een ziekenwagen of de brandweer, en <tel>101</tel> voor de politie. Beide nummers zijn gratis en dag en nacht bereikbaar. Gebruik Police-on-web en het contactformulier nooit voor iets dringends.',
        },
      },
    },
    phishing: {
      title: 'Phishing en online oplichting',
      questions: {
        what: {
          title: 'Wat is phishing?',
          p1: 'Bij phishing doen oplichters zich voor als uw bank, een overheidsdienst, een pakjesdienst of iemand die u kent. Ze sturen een e-mail, sms of bericht met een link naar een valse website, om uw codes, uw kaartgegevens of uw geld te krijgen.',
        },
        recognise: {
          title: 'Hoe herken ik een phishingbericht?',
          list: {
            pressure: 'Het bericht zet u onder druk: uw rekening wordt geblokkeerd, u moet meteen betalen.',
            link: 'Het vraagt om op een link te klikken, een bijlage te openen of een app te installeren.',
            codes:
              'Het vraagt uw wachtwoord, pincode of de codes van uw kaartlezer. Een bank of een overheidsdienst vraagt die nooit per bericht.',
            sender: 'Het adres van de afzender of van de link lijkt op het echte, maar is net anders.',
          },
          p1: 'Twijfelt u? Klik niet, en neem zelf contact op met de afzender via een nummer of website die u kent. Meer tips vindt u op <safeonweb>Safeonweb</safeonweb>.',
        },
        received: {
          title: 'Ik kreeg een verdacht bericht, maar ik heb niets gedaan. Wat nu?',
          p1: 'Stuur het bericht door naar <email>{{email}}</email> (bij een sms: een schermafbeelding) en verwijder het daarna. Zo worden verdachte links sneller geblokkeerd en beschermt u anderen. Een aangifte is niet nodig.',
        },
        victim: {
          title: 'Ik ben in de val gelopen. Wat moet ik doen?',
          p1: 'Handel snel, in deze volgorde:',
          steps: {
            card: 'Gaf u gegevens van uw bankkaart of kredietkaart? Laat de kaart meteen blokkeren via Card Stop op <tel>078 170 170</tel>, dag en nacht.',
            bank: 'Verwittig meteen uw bank. Ze kan verdachte betalingen misschien nog tegenhouden.',
            passwords: 'Gaf u een wachtwoord? Verander het meteen, overal waar u het gebruikt.',
            forward: 'Stuur het bericht door naar <email>{{email}}</email>.',
            declare:
              'Verloor u geld, of misbruikte iemand uw gegevens? Doe dan aangifte. Begin met de <phishing>korte vragenlijst over phishing</phishing>.',
          },
          p2: 'Bewaar de berichten, de webadressen en de bewijzen van uw betalingen: u hebt ze nodig voor uw aangifte en voor uw bank.',
        },
        shopping: {
          title: 'Ik kocht iets online en kreeg het nooit. Is dat phishing?',
          p1: 'Niet altijd. Een webwinkel die niet levert of een valse verkoper is vaak consumentenbedrog. Meld het bij het <consumer>Meldpunt van de FOD Economie</consumer>. Werd u opgelicht en verloor u geld, dan kunt u ook aangifte doen.',
        },
        phishing_zone: {
          title: 'Welke politiezone behandelt mijn phishingaangifte?',
          p1: 'De politiezone van uw woonplaats. U hoeft ze niet zelf te kiezen.',
        },
      },
    },
    other: {
      title: 'Andere vragen',
      questions: {
        other: {
          title: 'Ik heb een andere vraag',
        },
      },
    },
  },
  find_zone: 'Mijn politiezone vinden',
} as const;

export type Texts = DeepStrings<typeof nl>;
