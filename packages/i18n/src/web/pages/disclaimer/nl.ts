import type { DeepStrings } from '../../nl.ts';

/** The page /disclaimer (spec §2): twelve numbered sections, a contact card in section 2. Dutch source. */
export const nl = {
  title: 'Disclaimer',
  intro: 'Deze voorwaarden gelden voor iedereen die de website Police-on-web gebruikt.',
  card: {
    title: 'Contact',
    urgent: 'Dringend? Bel <tel>112</tel> (ziekenwagen, brandweer) of <tel>101</tel> (politie).',
    website:
      'Een vraag over deze website? Lees de <faq>veelgestelde vragen</faq>; via de laatste vraag kunt u ons ook een bericht sturen.',
    zone: 'Een vraag over uw aangifte of over uw buurt? Neem contact op met uw lokale politiezone.',
    find_zone: 'Mijn politiezone vinden',
  },
  sections: {
    s1: {
      title: 'Doel van deze website',
      p1: 'Police-on-web is het online loket van de Belgische politie. U kunt er bepaalde niet-dringende feiten aangeven, informatie vinden en de politie contacteren. De federale politie beheert de website.',
    },
    s2: {
      title: 'Contact',
      p1: 'Hebt u een vraag? Hieronder leest u waar u terechtkunt.',
    },
    s3: {
      title: 'Geen dringende hulp',
      p1: 'Police-on-web en het contactformulier zijn niet bedoeld voor dringende situaties. Aangiften en berichten worden behandeld op werkdagen, tijdens de kantooruren. Is het dringend? Bel <tel>112</tel> of <tel>101</tel>.',
    },
    s4: {
      title: 'Juistheid van de informatie',
      p1: 'We doen ons best om de informatie op deze website juist, volledig en actueel te houden. Toch kan er een fout in staan of kan informatie verouderd zijn. De informatie is algemeen en vervangt geen persoonlijk advies. Ziet u een fout? Laat het ons weten.',
    },
    s5: {
      title: 'Beschikbaarheid',
      p1: 'We proberen de website altijd beschikbaar te houden, maar door onderhoud of een technisch probleem kan ze tijdelijk onbereikbaar zijn. Lukt een aangifte niet? Probeer het later opnieuw of ga naar een politiekantoor.',
    },
    s6: {
      title: 'Links naar andere websites',
      p1: 'Deze website verwijst naar websites van andere overheden en organisaties. Wij zijn niet verantwoordelijk voor de inhoud ervan; hun eigen voorwaarden en privacyverklaring gelden er.',
    },
    s7: {
      title: 'Aansprakelijkheid',
      p1: 'De politie is niet aansprakelijk voor schade door het gebruik van deze website of van de informatie erop, of doordat de website tijdelijk niet beschikbaar is, behalve bij opzet of een zware fout.',
    },
    s8: {
      title: 'Intellectuele eigendom',
      p1: 'De teksten, afbeeldingen en logo’s op deze website zijn beschermd. U mag de teksten overnemen voor niet-commercieel gebruik als u de bron vermeldt. Het logo van de politie mag u niet gebruiken zonder toestemming.',
    },
    s9: {
      title: 'Persoonsgegevens',
      p1: 'Hoe we uw gegevens verwerken, leest u in de <privacy>privacyverklaring</privacy>.',
    },
    s10: {
      title: 'Cookies',
      p1: 'Welke cookies we gebruiken en hoe u ze instelt, leest u in het <cookies>cookiebeleid</cookies>.',
    },
    s11: {
      title: 'Toegankelijkheid',
      p1: 'We willen dat iedereen deze website kan gebruiken. Lees de <accessibility>toegankelijkheidsverklaring</accessibility>.',
    },
    s12: {
      title: 'Toepasselijk recht',
      p1: 'Op deze website en deze voorwaarden is het Belgische recht van toepassing. Bij een geschil zijn alleen de rechtbanken van Brussel bevoegd.',
    },
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
