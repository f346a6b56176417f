import type { DeepStrings } from '../../nl.ts';

/**
 * The damage pre-checks (spec §2; decision 011), in Dutch: the source of the namespace
 * 'degradation-questionnaire'. `questionnaire` is /degradation/questionnaire (seven questions),
 * `cable` the cable-damage pilot check, /degradation/cable/questionnaire. Marked words: `<tel>` a
 * telephone link; `<degradation>` the link to the damage questionnaire.
 */
export const nl = {
  questionnaire: {
    title: 'Beschadiging of graffiti aangeven',
    intro:
      'Beantwoord eerst enkele korte vragen. Online aangifte kan alleen voor niet-dringende feiten in België, zonder geweld, bedreigingen of gewonden, en als u de dader niet kent.',
    question: 'Vraag {{number}} van 7',
    questions: {
      belgium: 'Is de beschadiging in België gebeurd?',
      violence: 'Werd er geweld gebruikt tegen u of tegen iemand anders?',
      threats: 'Werd u of iemand anders bedreigd?',
      injured: 'Raakte er iemand gewond?',
      author: 'Weet u wie het gedaan heeft, of is de dader nog ter plaatse?',
      urgent:
        'Moet de politie nu komen: gaat het om een inbraak, is er gevaar, of gaat de beschadiging nog door?',
      recent: 'Is het minder dan een uur geleden gebeurd?',
    },
    yes: 'Ja',
    no: 'Nee',
    outcomes: {
      foreign: {
        title: 'Feiten in het buitenland geeft u daar aan',
        text: 'De Belgische politie kan feiten die in het buitenland gebeurden niet online registreren. Doe aangifte bij de politie van het land waar het gebeurde, bij voorkeur ter plaatse. Bent u al terug in België en lukt dat niet meer? Neem dan contact op met uw lokale politiezone: die zegt u wat u kunt doen.',
      },
      emergency: {
        title: 'Bel 101: dit kunt u niet online aangeven',
        text: 'Bij geweld, bedreigingen, gewonden, een bekende dader of een dringende situatie moet de politie zelf met u spreken. Bel <tel>101</tel> (gratis, dag en nacht) als de politie nu moet komen. Heeft iemand dringend medische hulp nodig? Bel dan <tel>112</tel>.',
        more: 'Is het niet of niet meer dringend? Neem dan contact op met uw lokale politiezone.',
      },
      'fast-process': {
        title: 'Bel 101: de politie kan nu nog snel optreden',
        text: 'De feiten zijn net gebeurd. Bel meteen <tel>101</tel>: een patrouille kan misschien nog sporen vastleggen of de daders vinden, en de politie neemt uw aangifte dan meteen op.',
        more: 'Een online aangifte wordt pas op werkdagen tijdens de kantooruren behandeld. Daarvoor is het nu te vroeg.',
      },
      online: {
        title: 'U kunt online aangifte doen',
        text: 'Kies het formulier dat bij de beschadiging past. U meldt zich eerst aan.',
        graffiti: 'Graffiti aangeven',
        graffiti_text:
          'Tags, tekeningen of opschriften op een muur, een gevel, een voertuig of een ander voorwerp.',
        various: 'Andere beschadiging aangeven',
        various_text:
          'Een ingeslagen ruit, een bekraste auto, een vernielde brievenbus of andere schade aan uw eigendom.',
        cable: 'Schade aan kabels (ondernemingen, proefproject)',
        cable_text:
          'Voor netbeheerders en andere ondernemingen waarvan kabels beschadigd werden, in de gemeenten van het proefproject.',
      },
    },
    call_101: '101 bellen',
    local_police: 'Mijn lokale politiezone vinden',
    restart: 'Opnieuw beginnen',
  },
  cable: {
    title: 'Schade aan kabels aangeven',
    intro:
      'Ondernemingen, zoals netbeheerders, telecom- en energiebedrijven of aannemers, kunnen schade aan hun kabels online aangeven. Dit formulier is een proefproject: het is nog maar in enkele gemeenten open.',
    check_first:
      'Ga eerst na of het formulier voor kabelschade open is in de gemeente waar de schade is. Daarna opent het formulier, met die gemeente al ingevuld.',
    enterprise_only_title: 'Alleen voor ondernemingen',
    enterprise_only:
      'U doet de aangifte in naam van de onderneming, met haar ondernemingsnummer. Bent u een particulier? Geef de beschadiging dan aan via de <degradation>vragenlijst over beschadiging</degradation>.',
    municipality: 'Gemeente waar de schade is',
    check: 'Nagaan of het formulier open is',
    checking: 'Bezig met nagaan…',
    allowed_title: 'U kunt de aangifte online doen',
    allowed_text:
      '{{municipality}} doet mee aan het proefproject. Ga verder naar het formulier; u meldt zich eerst aan.',
    allowed_action: 'Naar het formulier voor kabelschade',
    refused_title: 'In deze gemeente nog niet online',
    refused_text:
      'Het online formulier voor kabelschade is een proefproject en is nog niet open voor {{municipality}}. Geef de schade aan bij de lokale politiezone van die gemeente: zoek hieronder haar contactgegevens.',
    refused_danger:
      'Is er gevaar, bijvoorbeeld door een beschadigde elektriciteitskabel of gasleiding? Bel dan meteen <tel>112</tel>.',
    refused_action: 'Politiezone zoeken',
    failed_title: 'Nagaan lukte niet',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
