import type { DeepStrings } from '../../nl.ts';

/**
 * The phishing questionnaire, /phishing/questionnaire (spec §2; decision 010), in Dutch: the source of
 * the namespace 'phishing-questionnaire'. Marked words: `<tel>` a telephone link, `<email>` an e-mail
 * link; `{{email}}` is Safeonweb's address for suspicious messages in the language of the page.
 */
export const nl = {
  title: 'Phishing en online fraude',
  intro: 'Beantwoord enkele korte vragen. Dan weet u of u online aangifte kunt doen, of wat u beter doet.',
  card_first:
    'Gaf u de gegevens van uw bankkaart of uw bankcodes? Laat uw kaart dan nu meteen blokkeren via Card Stop op <tel>078 170 170</tel> (dag en nacht) en verwittig uw bank. Daarna gaat u hier verder.',
  question: 'Vraag {{number}}',
  questions: {
    lost_money:
      'Verloor u geld, of gaf u de gegevens van uw bankkaart of codes van uw bank (pincode, codes van uw kaartlezer, een bevestiging in uw bankapp of in itsme)?',
    impersonation:
      'Werd u misleid door een bericht, een telefoontje of een website die zich voordeed als uw bank, een overheidsdienst, een pakjesdienst of iemand die u kent?',
    purchase:
      'Kocht of bestelde u iets bij een webwinkel of een bedrijf dat niet leverde, of iets anders leverde dan beloofd?',
    reacted:
      'Klikte u op een link, opende u een bijlage, installeerde u een app, of gaf u persoonlijke gegevens of een wachtwoord?',
  },
  yes: 'Ja',
  no: 'Nee',
  procedures: {
    procedure1: {
      title: 'Doe online aangifte van phishing',
      text: 'U bent slachtoffer van phishing. Doe aangifte met het online formulier. U meldt zich aan met uw elektronische identiteitskaart of met itsme: voor een phishingaangifte is dat verplicht. Houd de berichten, de adressen van de websites en de rekeningnummers waarnaar u geld overschreef bij de hand.',
      more: 'Deed u het nog niet? Laat uw kaart blokkeren via Card Stop op <tel>078 170 170</tel> en verwittig uw bank: ze kan een betaling misschien nog tegenhouden.',
      action: 'Aangifte van phishing doen',
    },
    procedure2: {
      title: 'Bescherm uzelf: een aangifte is nu niet nodig',
      text: 'U verloor geen geld en gaf geen bankgegevens. Beperk het risico: verander meteen het wachtwoord dat u gaf, overal waar u het gebruikt, en zet tweestapsverificatie aan. Installeerde u een app of opende u een bijlage? Verwijder de app en laat uw toestel nakijken met een antivirusprogramma. Kijk de komende weken uw rekeninguittreksels na.',
      more: 'Verdwijnt er later toch geld, of misbruikt iemand uw gegevens? Beantwoord de vragen dan opnieuw.',
    },
    procedure3: {
      title: 'Doe aangifte van oplichting met het algemene formulier',
      text: 'Wat u overkwam, is geen phishing maar wel oplichting: bijvoorbeeld een valse verkoper op een tweedehandssite, een valse belegging of iemand die u online leerde kennen en om geld vroeg. Doe daarvan aangifte met het formulier voor andere niet-dringende feiten en kies daar ‘oplichting’.',
      more: 'Verwittig ook meteen uw bank: ze kan een betaling misschien nog tegenhouden.',
      action: 'Naar het formulier voor niet-dringende feiten',
    },
    procedure4: {
      title: 'U kreeg alleen een verdacht bericht',
      text: 'Een aangifte is niet nodig. Klik niet op de links, antwoord niet, en verwijder het bericht nadat u het hebt doorgestuurd. Op Safeonweb, de website van het Centrum voor Cybersecurity België, leest u hoe u valse berichten herkent.',
      more: 'Kreeg u het bericht van iemand die u kent? Verwittig die persoon via een andere weg: misschien werd zijn account overgenomen.',
      action: 'Naar Safeonweb',
    },
    procedure5: {
      title: 'Meld het bij het Meldpunt van de FOD Economie',
      text: 'Een webwinkel of bedrijf dat niet levert, iets anders levert of u misleidt, meldt u bij het Meldpunt van de FOD Economie. Het Meldpunt onderzoekt zulke praktijken en kan optreden tegen frauduleuze webwinkels.',
      more: 'Vraag uw bank of de uitgever van uw kaart of de betaling kan worden teruggedraaid, en bewaar uw bestelling, uw betaalbewijs en de berichten.',
      action: 'Naar het Meldpunt',
    },
  },
  report_title: 'Verdacht bericht doorsturen',
  report:
    'Verdachte e-mails en berichten stuurt u door naar <email>{{email}}</email>. Bij een sms of een chatbericht stuurt u een schermafbeelding. Zo worden valse websites sneller geblokkeerd.',
  restart: 'Opnieuw beginnen',
} as const;

export type Texts = DeepStrings<typeof nl>;
