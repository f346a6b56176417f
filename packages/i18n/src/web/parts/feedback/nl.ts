import type { DeepStrings } from '../../nl.ts';

/** The feedback section under most pages (spec §2), in Dutch: the source of the namespace 'feedback'. */
export const nl = {
  title: 'Was deze pagina nuttig?',
  intro: 'Uw mening helpt ons om Police-on-web duidelijker en eenvoudiger te maken.',
  rating: 'Hoeveel sterren geeft u deze pagina?',
  rating_hint: '1 ster: helemaal niet nuttig. 5 sterren: heel nuttig.',
  stars_one: '{{count}} ster',
  stars_other: '{{count}} sterren',
  text: 'Wat kunnen we beter doen?',
  text_optional: '(niet verplicht)',
  text_hint: 'Schrijf geen persoonsgegevens, zoals uw naam, adres, telefoonnummer of rijksregisternummer.',
  count_one: 'Nog {{count}} teken over.',
  count_other: 'Nog {{count}} tekens over.',
  over_one: '{{count}} teken te veel.',
  over_other: '{{count}} tekens te veel.',
  acknowledge:
    'Ik begrijp dat dit geen klacht en geen aangifte is, dat ik hierop geen antwoord krijg en dat ik hier geen persoonsgegevens schrijf.',
  not_for:
    'Wilt u iets aangeven, een klacht indienen of een vraag stellen? Neem dan contact op met uw lokale politiezone. Is het dringend? Bel 101 of 112.',
  honeypot: 'Laat dit veld leeg',
  send: 'Mijn mening versturen',
  sending: 'Bezig met versturen…',
  thanks_title: 'Bedankt voor uw mening',
  thanks: 'We lezen alle reacties en gebruiken ze om deze website te verbeteren.',
  failed: 'Uw mening kon niet worden verstuurd. Probeer het later opnieuw.',
} as const;

export type Texts = DeepStrings<typeof nl>;
