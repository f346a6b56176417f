import type { DeepStrings } from '../../nl.ts';

/**
 * The page /privacy (spec §2, §9) in Dutch: the source of the namespace 'privacy'. Thirteen numbered
 * sections; `sub` holds the numbered subsections (5.1–5.3, 9.1–9.2, 12.1–12.2).
 */
export const nl = {
  title: 'Privacyverklaring',
  intro:
    'Hier leest u welke persoonsgegevens Police-on-web verwerkt, waarom, hoe lang we ze bewaren, en welke rechten u hebt.',
  contact_button: 'Een vraag over privacy stellen',
  sections: {
    s1: {
      title: 'Wie is verantwoordelijk voor uw gegevens?',
      p1: 'Police-on-web is de online dienst van de geïntegreerde politie in België. De federale politie beheert de website en is verantwoordelijk voor de verwerking van de gegevens die u via deze website doorgeeft.',
      p2: 'Zodra uw aangifte bij de bevoegde politiezone is, is ook die zone verantwoordelijk voor de verdere behandeling van uw dossier.',
    },
    s2: {
      title: 'Waarover gaat deze verklaring?',
      p1: 'Over de gegevens die u op Police-on-web ingeeft of die nodig zijn om de website te laten werken: bij het aanmelden, in een aangifte, in het contactformulier, in het formulier voor uw mening en in de technische logbestanden.',
      p2: 'Websites waarnaar we verwijzen, hebben hun eigen privacyverklaring.',
    },
    s3: {
      title: 'Welke gegevens verwerken we?',
      list: {
        identity:
          'Bij het aanmelden: uw naam, voornaam, rijksregisternummer en e-mailadres, zoals de aanmeldingsdienst van de federale overheid ze doorgeeft.',
        declaration:
          'In een aangifte: uw contactgegevens, de gegevens van het slachtoffer, de beschrijving van de feiten, wat u over de dader weet, bedragen en rekeningnummers, en de bijlagen die u toevoegt.',
        contact: 'In het contactformulier: uw naam, voornaam, e-mailadres en uw bericht.',
        feedback:
          'In het formulier voor uw mening: het aantal sterren, uw tekst, de pagina en de taal. We vragen u daar geen persoonsgegevens te schrijven.',
        technical:
          'Technische gegevens: uw IP-adres, het soort browser en het tijdstip van uw bezoek, in de logbestanden van de server.',
      },
    },
    s4: {
      title: 'Waarom verwerken we uw gegevens?',
      list: {
        declare:
          'om uw aangifte te registreren, ze door te sturen naar de bevoegde politiezone en u een samenvatting te sturen;',
        answer: 'om uw vragen via het contactformulier te beantwoorden;',
        improve: 'om de website te verbeteren met de meningen die u geeft;',
        secure: 'om de website veilig en beschikbaar te houden en misbruik op te sporen.',
      },
      p1: 'We gebruiken uw gegevens nooit voor reclame en verkopen ze aan niemand.',
    },
    s5: {
      title: 'Op welke rechtsgrond?',
      sub: {
        declarations: {
          title: 'Aangiften',
          p1: 'Een aangifte is een verwerking door de politie. Ze gebeurt op grond van de wet op het politieambt en van titel 2 van de wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens.',
        },
        contact: {
          title: 'Contactformulier en uw mening',
          p1: 'Deze gegevens verwerken we om een taak van algemeen belang uit te voeren: burgers informeren en helpen (artikel 6.1.e van de Algemene Verordening Gegevensbescherming, AVG). Voor het contactformulier vragen we daarnaast uw toestemming.',
        },
        cookies: {
          title: 'Cookies en logbestanden',
          p1: 'Essentiële cookies en logbestanden zijn nodig om de website te laten werken en te beveiligen (artikel 6.1.e AVG). Functionele cookies plaatsen we alleen met uw toestemming.',
        },
      },
    },
    s6: {
      title: 'Wie krijgt uw gegevens?',
      p1: 'Uw aangifte gaat naar de bevoegde politiezone en wordt geregistreerd in het informatiesysteem van de politie. Als de wet het vraagt, krijgen ook de gerechtelijke overheden, zoals het parket, uw gegevens.',
      p2: 'Berichten van het contactformulier gaan naar de dienst die de vraag behandelt. Dienstverleners die de website technisch beheren, werken alleen in opdracht van de politie en volgens haar instructies.',
      p3: 'We geven uw gegevens aan niemand anders.',
    },
    s7: {
      title: 'Gaan uw gegevens naar het buitenland?',
      p1: 'We geven uw gegevens niet door aan landen buiten de Europese Unie, tenzij een wet of een internationaal verdrag over politiesamenwerking dat vraagt.',
    },
    s8: {
      title: 'Hoe beveiligen we uw gegevens?',
      p1: 'De verbinding met Police-on-web is versleuteld. Alleen wie uw gegevens nodig heeft voor zijn taak, heeft er toegang toe, en die toegang wordt bijgehouden. Uw aanmelding stopt vanzelf na 2 uur zonder activiteit.',
    },
    s9: {
      title: 'Hoe lang bewaren we uw gegevens?',
      sub: {
        declarations: {
          title: 'Aangiften',
          p1: 'Aangiften worden bewaard in het informatiesysteem van de politie, zo lang als de wet op het politieambt toelaat. Die termijn hangt af van het soort feit.',
        },
        other: {
          title: 'Contactformulier, e-mails en logbestanden',
          list: {
            contact: 'berichten van het contactformulier en de e-mails die erover gaan: 1 jaar;',
            feedback: 'uw mening over een pagina: 1 jaar;',
            logs: 'technische logbestanden: hoogstens 1 maand;',
            session: 'uw aanmelding: tot u zich afmeldt, en hoogstens 2 uur na uw laatste activiteit.',
          },
        },
      },
    },
    s10: {
      title: 'Welke rechten hebt u?',
      p1: 'U hebt het recht om uw gegevens in te zien, te laten verbeteren of te laten wissen, de verwerking te laten beperken en er bezwaar tegen te maken. Gaf u toestemming, dan kunt u die altijd intrekken.',
      p2: 'Voor de gegevens van het contactformulier en van uw mening oefent u die rechten uit bij de functionaris voor gegevensbescherming (punt 12.1).',
      p3: 'Voor gegevens die de politie verwerkt voor haar opdrachten, zoals uw aangifte, oefent u uw rechten onrechtstreeks uit, via het Controleorgaan op de politionele informatie (punt 12.2). Zo bepaalt het de wet van 30 juli 2018.',
    },
    s11: {
      title: 'Cookies',
      p1: 'Police-on-web gebruikt alleen essentiële cookies en, met uw toestemming, functionele cookies die uw taal onthouden. Alles daarover leest u in het <cookies>cookiebeleid</cookies>.',
    },
    s12: {
      title: 'Contact en klachten',
      sub: {
        dpo: {
          title: 'Functionaris voor gegevensbescherming',
          p1: 'De federale politie heeft een functionaris voor gegevensbescherming. Wilt u een vraag stellen of uw rechten uitoefenen? Gebruik dan de knop “Een vraag over privacy stellen” onderaan dit punt.',
        },
        supervisor: {
          title: 'Toezichthouder',
          p1: 'Bent u het niet eens met ons antwoord? Dan kunt u klacht indienen bij het Controleorgaan op de politionele informatie (COC), de toezichthouder voor de politie. Meer informatie vindt u op de <coc>website van het Controleorgaan</coc>.',
        },
      },
    },
    s13: {
      title: 'Wijzigingen',
      p1: 'We passen deze verklaring aan als de website of de wetgeving verandert. Bekijk deze pagina daarom af en toe opnieuw.',
    },
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
