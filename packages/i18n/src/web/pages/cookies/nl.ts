import type { DeepStrings } from '../../nl.ts';

/**
 * The cookie policy /cookies (spec §2, §3, §9) in Dutch: eight numbered sections, the eighth holding the
 * settings (the switch's own texts are in the main catalogue, which the consent dialog shares).
 * `<b>…</b>` marks a cookie's name.
 */
export const nl = {
  intro:
    'Police-on-web gebruikt zo weinig cookies als mogelijk, en deelt ze met niemand. Hier leest u welke, waarvoor, en hoe u ze instelt.',
  sections: {
    s1: {
      title: 'Wat is een cookie?',
      p1: 'Een cookie is een klein tekstbestand dat een website op uw toestel bewaart. Zo kan de website iets onthouden, bijvoorbeeld dat u aangemeld bent.',
      p2: 'Police-on-web gebruikt ook de lokale opslag van uw browser, die op dezelfde manier werkt. Wat hier over cookies staat, geldt ook daarvoor.',
    },
    s2: {
      title: 'Waarvoor gebruiken we cookies?',
      p1: 'Alleen om de website te laten werken en, als u dat wilt, om uw taal te onthouden. We gebruiken geen cookies voor statistieken, reclame of sociale media.',
    },
    s3: {
      title: 'Essentiële cookies',
      p1: 'Deze cookies zijn nodig om de website te laten werken en te beveiligen. Ze staan altijd aan.',
      list: {
        session:
          '<b>pow_session</b>: houdt bij dat u aangemeld bent. Vervalt 2 uur na uw laatste activiteit, of als u zich afmeldt.',
        consent: '<b>pow_cookies</b>: onthoudt uw keuze over cookies, 180 dagen lang.',
      },
    },
    s4: {
      title: 'Functionele cookies',
      p1: 'Deze cookies onthouden uw taal, zodat u die niet bij elk bezoek opnieuw hoeft te kiezen. Ze staan uit tot u ze aanzet.',
      list: {
        locale:
          '<b>pow_locale</b> (cookie) en <b>pow_selected_locale</b> (lokale opslag): de taal die u koos. Ze vervallen niet vanzelf; ze worden gewist als u de functionele cookies uitzet of uw browsergegevens wist.',
      },
    },
    s5: {
      title: 'Cookies van andere websites',
      p1: 'Police-on-web plaatst geen cookies van andere partijen. Volgt u een link naar een andere website, dan gelden daar de cookieregels van die website.',
    },
    s6: {
      title: 'Uw keuze wijzigen',
      p1: 'U maakt uw keuze bij uw eerste bezoek, in het venster over cookies. U kunt ze altijd wijzigen bij punt 8 van deze pagina. Zet u de functionele cookies uit, dan wissen we uw bewaarde taal meteen.',
      p2: 'Uw keuze wordt 180 dagen onthouden. Daarna vragen we ze opnieuw.',
    },
    s7: {
      title: 'Cookies wissen in uw browser',
      p1: 'U kunt cookies ook zelf bekijken en wissen in de instellingen van uw browser, meestal onder “Privacy” of “Browsergegevens wissen”. Wist u de essentiële cookies, dan wordt u afgemeld en vragen we uw keuze over cookies opnieuw.',
    },
    s8: {
      title: 'Uw cookie-instellingen',
      p1: 'Essentiële cookies staan altijd aan. Functionele cookies zet u hier aan of uit.',
    },
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
