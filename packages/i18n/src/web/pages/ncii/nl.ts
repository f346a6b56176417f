import type { DeepStrings } from '../../nl.ts';

/**
 * The page /NCII (spec §2) in Dutch: the source of the namespace 'ncii'. Marked words: `<tel>` a
 * telephone link, `<email>` an e-mail link, the other tags a link to the named address.
 */
export const nl = {
  title: 'Intieme beelden verspreid zonder toestemming',
  definition:
    'Iemand toont of verspreidt naaktbeelden of seksuele beelden van u zonder uw toestemming, of dreigt dat te doen. Dat is strafbaar in België, ook als u de beelden zelf hebt gemaakt of aan iemand hebt gestuurd.',
  list_intro: 'Het kan onder meer gaan om:',
  list: {
    shared: 'beelden die u aan iemand stuurde en die zonder uw toestemming verder worden verspreid;',
    hidden: 'beelden die zonder uw medeweten werden gemaakt, bijvoorbeeld met een verborgen camera;',
    fake: 'bewerkte of nagemaakte beelden die u naakt of in een seksuele situatie tonen (deepnudes).',
  },
  not_your_fault: 'Het is niet uw schuld. U kunt hulp krijgen, en de beelden kunnen vaak worden verwijderd.',
  age: {
    legend: 'Hoe oud was de persoon op de beelden toen ze werden gemaakt?',
    adult: '18 jaar of ouder',
    minor: 'Jonger dan 18 jaar',
  },
  adult: {
    title: 'Hulp voor volwassenen',
    evidence:
      'Bewaar bewijzen: maak schermafbeeldingen waarop de datum, het webadres en de naam van het profiel te zien zijn. Verwijder geen berichten van de dader.',
    institute_title: 'Het Instituut voor de gelijkheid van vrouwen en mannen',
    institute:
      'Het Instituut helpt slachtoffers gratis en vertrouwelijk. Het legt uit hoe u beelden laat verwijderen en hoe u klacht indient, en het kan zelf optreden bij platformen.',
    phone: 'Gratis hulplijn: <tel>0800 12 800</tel> (kies 1).',
    email: 'E-mail: <email>{{email}}</email>',
    form: 'Of meld het via het <form>meldingsformulier van het Instituut</form>.',
    manual:
      'Lees ook de <manual>gids van het Instituut voor slachtoffers van seksueel geweld online</manual>.',
    complaint_title: 'Klacht indienen bij de politie',
    complaint:
      'U kunt klacht indienen in elk politiekantoor. Neem de bewijzen mee die u bewaarde. De <complaint>contactgegevens van de politie</complaint> helpen u het dichtstbijzijnde kantoor te vinden.',
    stopncii_title: 'Beelden laten blokkeren met StopNCII.org',
    stopncii: {
      p1: 'StopNCII.org is een gratis internationale dienst die helpt voorkomen dat uw intieme beelden op deelnemende platformen worden gedeeld. De Britse Revenge Porn Helpline beheert de dienst; het Instituut steunt hem.',
      p2: 'U kiest de beelden op uw eigen toestel. Daar maakt StopNCII.org er een digitale vingerafdruk van, een “hash”. De beelden zelf verlaten uw toestel niet: alleen de hash wordt verstuurd.',
      p3: 'De deelnemende platformen, zoals grote sociale netwerken, vergelijken nieuwe beelden met die hashes. Een beeld dat overeenkomt, wordt geblokkeerd of verwijderd.',
      p4: 'U krijgt een dossiernummer en een pincode. Bewaar ze goed: daarmee volgt u uw dossier op of trekt u het in. Wie ze verliest, kan ze niet terugkrijgen.',
      p5: 'Niet alle websites werken mee. Staan uw beelden al online, meld ze dan ook aan het platform zelf en neem contact op met het Instituut.',
    },
    stopncii_link: 'Naar StopNCII.org',
    stopncii_warning:
      'Let op: StopNCII.org is alleen voor beelden van uzelf, gemaakt toen u 18 jaar of ouder was. Was u jonger dan 18 op de beelden, ook als u nu volwassen bent? Kies dan hierboven “Jonger dan 18 jaar”.',
  },
  minor: {
    title: 'Hulp voor jongeren onder 18 jaar',
    child_focus:
      'Child Focus helpt je gratis en vertrouwelijk, dag en nacht. Child Focus kan ook vragen om de beelden te laten verwijderen.',
    phone: 'Bel <tel>116 000</tel>.',
    email: 'Mail naar <email>{{email}}</email>.',
    link: 'Of ga naar de <site>website van Child Focus</site>.',
    adult:
      'Je mag ook praten met een volwassene die je vertrouwt. Je doet niets verkeerd door hulp te vragen.',
    warning:
      'Stuur de beelden niet door, ook niet als bewijs, en maak er geen kopie of schermafbeelding van: beelden van iemand jonger dan 18 jaar verspreiden of bewaren is strafbaar. Meld ze aan Child Focus of aan de politie.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
