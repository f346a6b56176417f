import type { DeepStrings } from '../../nl.ts';

/** The find-my-police-zone popup (spec §2) in Dutch: the source of the namespace 'police-zone'. */
export const nl = {
  title: 'Uw politiezone vinden',
  intro:
    'Elke gemeente hoort bij een lokale politiezone. Uw zone helpt u voor alles wat niet dringend is: een aangifte, een vraag over uw buurt, een afspraak.',
  steps_title: 'Zo vindt u uw zone op de website van de politie',
  step1: 'Ga naar de website van de politie: <police>www.police.be</police>.',
  step2: 'Typ uw postcode of de naam van uw gemeente in het zoekvak voor politiezones.',
  step3: 'Kies uw politiezone in de lijst met resultaten.',
  step4: 'U komt op de website van uw zone, met het adres, de openingsuren en het telefoonnummer.',
  picture: {
    label: 'Voorbeeld: op www.police.be typt u postcode 9000 in het zoekvak en kiest u de gevonden zone.',
    address: 'www.police.be',
    search: 'Zoek uw politiezone',
    button: 'Zoeken',
    result: 'Politiezone Gent',
    go: 'Naar de website',
  },
  search_title: 'Of zoek hier meteen op postcode',
  postcode: 'Postcode',
  postcode_hint: '4 cijfers, bijvoorbeeld 9000.',
  search: 'Zoeken',
  searching: 'Bezig met zoeken…',
  found_one: 'Bevoegde politiezone voor postcode {{postcode}}:',
  found_other: 'Bevoegde politiezones voor postcode {{postcode}}:',
  municipalities: 'Voor: {{names}}',
  website: 'Website van {{zone}}',
  no_website: 'We kennen geen website voor deze zone. Zoek ze op www.police.be.',
  none: 'We vonden geen politiezone voor postcode {{postcode}}. Controleer de postcode.',
  failed: 'Het zoeken is niet gelukt. Probeer het opnieuw, of zoek uw zone op www.police.be.',
  urgent: 'Is het dringend? Bel <tel101>101</tel101>.',
} as const;

export type Texts = DeepStrings<typeof nl>;
