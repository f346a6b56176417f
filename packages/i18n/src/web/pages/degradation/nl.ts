import type { DeepStrings } from '../../nl.ts';

/**
 * The damage declaration (spec §2 Degradation wizard steps, §3 Declaration (degradation), Damaged
 * object, Graffiti): various damage, graffiti and the cable-damage pilot, in Dutch. The source of the
 * namespace 'degradation'.
 */
export const nl = {
  title: {
    various: 'Aangifte van beschadiging',
    graffitis: 'Aangifte van graffiti',
    cables: 'Aangifte van kabelschade',
  },
  intro: {
    various:
      'Werd uw eigendom beschadigd, bijvoorbeeld uw auto, brievenbus, omheining of ruit? Doe hier aangifte. Het invullen duurt ongeveer 15 minuten. Houd foto’s van de schade en, als u verzekerd bent, uw polis bij de hand.',
    graffitis:
      'Werd er graffiti aangebracht op uw gevel, muur, auto of ander eigendom? Doe hier aangifte. Het invullen duurt ongeveer 15 minuten. Neem eerst foto’s van de graffiti voor u ze laat verwijderen.',
    cables:
      'Beschadiging of diefstal van kabels (koper, glasvezel, elektriciteit) in een gemeente van het proefproject. Deze aangifte doet u namens de onderneming die eigenaar of beheerder van de kabels is.',
  },
  pilot: {
    title: 'Een proefproject in enkele gemeenten',
    text: 'Het proefproject is open in {{municipality}}: die gemeente staat al ingevuld als plaats van de schade. Gebeurde de schade in een andere gemeente? <check>Ga dan eerst na of het formulier daar open is</check>.',
  },
  steps: {
    declarant_authentication: 'Uw identificatie',
    declarant_contact_data: 'Uw contactgegevens',
    victim_info: 'Het slachtoffer',
    damaged_objects: 'Beschadigde voorwerpen',
    fact_information: 'Wat is er gebeurd?',
    attachments: 'Bijlagen',
    declaration_overview: 'Overzicht en verzenden',
  },
  objects: {
    intro: {
      various:
        'Voeg elk beschadigd voorwerp toe: zoek het in de lijst, beschrijf de schade en zeg of het verzekerd is.',
      graffitis:
        'Voeg elk voorwerp met graffiti toe, bijvoorbeeld de gevel, de muur of de poort, en beschrijf de graffiti.',
      cables: 'Voeg elke beschadigde of gestolen kabel of elk beschadigd onderdeel van het net toe.',
    },
    list: 'Beschadigde voorwerpen',
    item: 'Voorwerp {{number}}',
    item_named: 'Voorwerp {{number}}: {{name}}',
    search: 'Zoek het voorwerp',
    search_hint:
      'Typ enkele letters, bijvoorbeeld “auto”, “brievenbus” of “kabel”. Staat het er niet bij, kies dan “Ander voorwerp”.',
    searching: 'Bezig met zoeken…',
    results: 'Kies het voorwerp',
    results_count_one: '{{count}} voorwerp gevonden.',
    results_count_other: '{{count}} voorwerpen gevonden.',
    chosen: 'Gekozen voorwerp: {{name}}',
    other_text: 'Welk voorwerp is het?',
    other_text_hint: 'Bijvoorbeeld: bloembak, tuinhuis, zonnepaneel.',
    brand: 'Merk (niet verplicht)',
    colors: 'Kleur(en) van het voorwerp (niet verplicht)',
    length: 'Lengte in cm (niet verplicht)',
    width: 'Breedte in cm (niet verplicht)',
    size_hint: 'Een geheel getal, in centimeter.',
    insurance: 'Is het voorwerp verzekerd?',
    insurance_yes: 'Ja',
    insurance_no: 'Nee, of ik weet het niet',
    company: 'Verzekeringsmaatschappij',
    company_hint: 'Staat uw verzekeraar er niet bij, kies dan “Andere / niet gespecificeerd”.',
    policy_number: 'Polisnummer (niet verplicht)',
    start_date: 'Begindatum van de polis (niet verplicht)',
    end_date: 'Einddatum van de polis (niet verplicht)',
    start_date_name: 'Begindatum van de polis',
    amount: 'Geschatte schade (niet verplicht)',
    amount_hint: 'Wat het herstel ongeveer kost, in euro. Een schatting volstaat.',
    purchase_price: 'Aankoopprijs (niet verplicht)',
    purchase_price_hint: 'Wat het voorwerp kostte toen u het kocht, in euro.',
    description: 'Beschrijf de schade',
    description_hint:
      'Wat is er beschadigd en hoe? Bijvoorbeeld: spiegel afgebroken, deur over de hele lengte gekrast.',
    add: 'Nog een voorwerp toevoegen',
    remove: 'Voorwerp {{number}} verwijderen',
    max: 'U kunt hoogstens {{max}} voorwerpen toevoegen.',
  },
  colors: {
    black: 'Zwart',
    white: 'Wit',
    grey: 'Grijs',
    silver: 'Zilver',
    gold: 'Goud',
    red: 'Rood',
    orange: 'Oranje',
    yellow: 'Geel',
    green: 'Groen',
    blue: 'Blauw',
    purple: 'Paars',
    pink: 'Roze',
    brown: 'Bruin',
    beige: 'Beige',
    multicoloured: 'Veelkleurig',
  },
  graffiti: {
    title: 'De graffiti',
    complexity: 'Soort graffiti',
    complexities: {
      simple: 'Eenvoudig: een tag, een handtekening of enkele letters',
      complex: 'Complex: een groot werk met meerdere kleuren of figuren',
      'graffiti-mural': 'Muurschildering',
      unknown: 'Ik weet het niet',
    },
    painting_tool: 'Waarmee werd de graffiti aangebracht? (niet verplicht)',
    painting_tools: {
      spray: 'Spuitbus',
      marker: 'Stift of marker',
      other: 'Iets anders',
      unknown: 'Ik weet het niet',
    },
    readability: 'Is er tekst te lezen? (niet verplicht)',
    readabilities: {
      readable: 'Ja, de tekst is leesbaar',
      unreadable: 'Er staat tekst, maar die is onleesbaar',
      none: 'Er staat geen tekst',
    },
    text: 'Welke tekst staat er? (niet verplicht)',
    text_hint: 'Neem de tekst over zoals hij er staat.',
    author_signature: 'Handtekening of tag van de dader (niet verplicht)',
    author_signature_hint: 'Een naam, letters of een teken dat steeds terugkomt.',
    colors: 'Kleuren van de graffiti (niet verplicht)',
    width: 'Breedte van de graffiti in cm (niet verplicht)',
    height: 'Hoogte van de graffiti in cm (niet verplicht)',
  },
  fact: {
    place: 'Waar gebeurde de schade?',
    sources: {
      victim: 'Op het adres van het slachtoffer',
      declarant: 'Op mijn adres',
      other: 'Op een ander adres',
    },
    address: 'Adres waar de schade gebeurde',
    place_refused_link: 'Vind uw politiezone',
    // The summary's questions for a date and time said together ('20/04/2025 om 08:15').
    discovered: 'Wanneer stelde u de schade vast?',
    last_seen: 'Wanneer zag u alles voor het laatst onbeschadigd?',
    last_seen_cables: 'Wanneer was alles voor het laatst in orde?',
    discovery_date: 'Wanneer stelde u de schade vast? (datum)',
    discovery_time: 'Uur waarop u de schade vaststelde',
    last_seen_date: 'Wanneer zag u alles voor het laatst onbeschadigd? (datum)',
    last_seen_time: 'Uur waarop u alles voor het laatst onbeschadigd zag',
    last_seen_hint: 'Zo weet de politie tussen welke momenten de schade gebeurde.',
    last_seen_date_optional: 'Wanneer was alles voor het laatst in orde? (datum, niet verplicht)',
    last_seen_time_optional: 'Uur waarop alles voor het laatst in orde was (niet verplicht)',
    time_hint: 'Ongeveer, als u het niet precies weet.',
    traces: 'Heeft de dader sporen achtergelaten?',
    traces_hint: 'Bijvoorbeeld verf, voetafdrukken, gereedschap, bloed of een sigarettenpeuk.',
    can_help: 'Kan de onderneming helpen om een verdachte te identificeren?',
    can_help_hint: 'Bijvoorbeeld met camerabeelden, gegevens van een storingsmelding of een getuige.',
    yes: 'Ja',
    no: 'Nee',
    description: 'Beschrijf wat er gebeurde',
    description_hint:
      'Vertel in uw eigen woorden wat u vaststelde, wat u hoorde of zag, en of er getuigen zijn.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
