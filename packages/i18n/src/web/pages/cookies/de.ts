import type { Texts } from './nl.ts';

/** The cookie policy in German; typed against nl.ts. */
export const de: Texts = {
  intro:
    'Police-on-web verwendet so wenige Cookies wie möglich und teilt sie mit niemandem. Hier lesen Sie, welche, wofür und wie Sie sie einstellen.',
  sections: {
    s1: {
      title: 'Was ist ein Cookie?',
      p1: 'Ein Cookie ist eine kleine Textdatei, die eine Website auf Ihrem Gerät speichert. So kann sich die Website etwas merken, zum Beispiel dass Sie angemeldet sind.',
      p2: 'Police-on-web verwendet auch den lokalen Speicher Ihres Browsers, der auf die gleiche Weise funktioniert. Was hier über Cookies steht, gilt auch dafür.',
    },
    s2: {
      title: 'Wofür verwenden wir Cookies?',
      p1: 'Nur damit die Website funktioniert und, wenn Sie es wünschen, um sich Ihre Sprache zu merken. Wir verwenden keine Cookies für Statistiken, Werbung oder soziale Medien.',
    },
    s3: {
      title: 'Essenzielle Cookies',
      p1: 'Diese Cookies sind nötig, damit die Website funktioniert und sicher ist. Sie sind immer aktiviert.',
      list: {
        session:
          '<b>pow_session</b>: merkt sich, dass Sie angemeldet sind. Läuft 2 Stunden nach Ihrer letzten Aktivität ab oder wenn Sie sich abmelden.',
        consent: '<b>pow_cookies</b>: merkt sich Ihre Wahl zu Cookies, 180 Tage lang.',
      },
    },
    s4: {
      title: 'Funktionale Cookies',
      p1: 'Diese Cookies merken sich Ihre Sprache, damit Sie sie nicht bei jedem Besuch neu wählen müssen. Sie sind ausgeschaltet, bis Sie sie einschalten.',
      list: {
        locale:
          '<b>pow_locale</b> (Cookie) und <b>pow_selected_locale</b> (lokaler Speicher): die Sprache, die Sie gewählt haben. Sie laufen nicht von selbst ab; sie werden gelöscht, wenn Sie die funktionalen Cookies ausschalten oder Ihre Browserdaten löschen.',
      },
    },
    s5: {
      title: 'Cookies anderer Websites',
      p1: 'Police-on-web setzt keine Cookies von Drittanbietern. Folgen Sie einem Link zu einer anderen Website, gelten dort deren Regeln für Cookies.',
    },
    s6: {
      title: 'Ihre Wahl ändern',
      p1: 'Sie treffen Ihre Wahl bei Ihrem ersten Besuch im Fenster zu Cookies. Sie können sie jederzeit unter Punkt 8 dieser Seite ändern. Schalten Sie die funktionalen Cookies aus, löschen wir Ihre gespeicherte Sprache sofort.',
      p2: 'Ihre Wahl wird 180 Tage gespeichert. Danach fragen wir erneut.',
    },
    s7: {
      title: 'Cookies in Ihrem Browser löschen',
      p1: 'Sie können Cookies auch selbst in den Einstellungen Ihres Browsers ansehen und löschen, meist unter „Datenschutz“ oder „Browserdaten löschen“. Löschen Sie die essenziellen Cookies, werden Sie abgemeldet, und wir fragen erneut nach Ihrer Wahl zu Cookies.',
    },
    s8: {
      title: 'Ihre Cookie-Einstellungen',
      p1: 'Essenzielle Cookies sind immer aktiviert. Funktionale Cookies schalten Sie hier ein oder aus.',
    },
  },
};
