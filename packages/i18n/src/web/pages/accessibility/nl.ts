import type { DeepStrings } from '../../nl.ts';

/**
 * The accessibility statement /accessibility (spec §2) in Dutch. It says what the tests of this product
 * check (e2e/*.spec.ts: axe-core WCAG 2.1 A/AA on every page in three languages, keyboard-only
 * journeys, 320 px width) and no more. Keep it true when the tests change.
 */
export const nl = {
  title: 'Toegankelijkheidsverklaring',
  dates: 'Opgesteld op 19/02/2025. Herzien op 04/03/2025.',
  contact_button: 'Een toegankelijkheidsprobleem melden',
  find_zone: 'Mijn politiezone vinden',
  ombudsman: {
    title: 'Federale Ombudsman',
    text: 'De federale Ombudsman behandelt klachten over de toegankelijkheid van de websites van federale overheidsdiensten. Zijn hulp is gratis.',
    link: 'Naar de website van de federale Ombudsman',
  },
  sections: {
    intro: {
      title: 'Inleiding',
      p1: 'De federale politie wil Police-on-web voor iedereen toegankelijk maken, ook voor mensen met een beperking. Deze verklaring geldt voor de website Police-on-web in het Nederlands, het Frans en het Duits.',
      p2: 'Ze volgt de wet van 19 juli 2018 over de toegankelijkheid van de websites en mobiele applicaties van overheidsinstanties.',
    },
    conformity: {
      title: 'Nalevingsstatus',
      p1: 'Police-on-web voldoet gedeeltelijk aan de Web Content Accessibility Guidelines (WCAG) 2.1, niveau AA. Wat nog niet voldoet of nog niet werd nagekeken, leest u bij “Niet-toegankelijke inhoud”.',
    },
    preparation: {
      title: 'Opstelling van deze verklaring',
      p1: 'Deze verklaring werd opgesteld op 19/02/2025 en herzien op 04/03/2025. Ze steunt op een beoordeling door het team dat de website bouwt, met deze tests, die bij elke wijziging opnieuw lopen:',
      list: {
        axe: 'automatische controles met axe-core op de regels van WCAG 2.1 niveau A en AA, op elke pagina, in het Nederlands, het Frans en het Duits, ook met de vensters over cookies, contact en politiezones open;',
        keyboard:
          'tests die het contactformulier en het invullen van een adres volledig met het toetsenbord doorlopen;',
        width: 'controles op een scherm van 320 pixels breed, zoals een kleine smartphone.',
      },
      p2: 'Automatische tests vinden niet alle problemen. Een volledige audit door een onafhankelijke expert en tests met gebruikers van schermlezers zijn nog niet gebeurd.',
    },
    inaccessible: {
      title: 'Niet-toegankelijke inhoud',
      p1: 'Deze inhoud is (nog) niet volledig toegankelijk of niet volledig nagekeken:',
      list: {
        screenreaders:
          'De website werd nog niet volledig getest met schermlezers zoals NVDA, JAWS of VoiceOver. Er kunnen problemen zijn die automatische tests niet zien.',
        pdf: 'De samenvatting van uw aangifte (pdf) is misschien niet volledig toegankelijk.',
        external:
          'Websites en documenten van andere organisaties waarnaar we verwijzen, zoals de federale website voor diefstalaangiften, vallen niet onder deze verklaring.',
        german:
          'De gids van het Instituut voor de gelijkheid van vrouwen en mannen bestaat niet in het Duits.',
      },
    },
    alternatives: {
      title: 'Andere manieren om ons te bereiken',
      p1: 'Lukt het niet om online aangifte te doen? Dan kunt u altijd terecht in een politiekantoor of bij uw lokale politiezone. Een politieambtenaar helpt u verder. Is het dringend? Bel <tel>112</tel> of <tel>101</tel>.',
    },
    contact: {
      title: 'Contact',
      p1: 'Stuit u op een toegankelijkheidsprobleem, of hebt u informatie nodig in een andere vorm? Laat het ons weten met het contactformulier. We antwoorden zo snel mogelijk.',
      p2: 'Bent u niet tevreden met ons antwoord? Dan kunt u klacht indienen bij de federale Ombudsman.',
    },
    improvements: {
      title: 'Verbeteringen',
      p1: 'We werken verder aan de toegankelijkheid:',
      list: {
        screenreaders: 'tests met schermlezers op computer en smartphone;',
        audit: 'een audit door een onafhankelijke expert;',
        users: 'tests met mensen met een beperking;',
        new_pages: 'elke nieuwe pagina krijgt dezelfde automatische tests voor ze online komt.',
      },
      p2: 'We werken deze verklaring bij na elke belangrijke wijziging.',
    },
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
