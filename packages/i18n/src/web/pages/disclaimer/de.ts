import type { Texts } from './nl.ts';

/** The page /disclaimer in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Haftungsausschluss',
  intro: 'Diese Bedingungen gelten für alle, die die Website Police-on-web nutzen.',
  card: {
    title: 'Kontakt',
    urgent: 'Dringend? Rufen Sie <tel>112</tel> (Krankenwagen, Feuerwehr) oder <tel>101</tel> (Polizei) an.',
    website:
      'Eine Frage zu dieser Website? Lesen Sie die <faq>häufigen Fragen</faq>; über die letzte Frage können Sie uns auch eine Nachricht senden.',
    zone: 'Eine Frage zu Ihrer Anzeige oder zu Ihrem Viertel? Wenden Sie sich an Ihre lokale Polizeizone.',
    find_zone: 'Meine Polizeizone finden',
  },
  sections: {
    s1: {
      title: 'Zweck dieser Website',
      p1: 'Police-on-web ist der Online-Schalter der belgischen Polizei. Sie können dort bestimmte nicht dringende Sachverhalte anzeigen, Informationen finden und die Polizei kontaktieren. Die föderale Polizei betreibt die Website.',
    },
    s2: {
      title: 'Kontakt',
      p1: 'Haben Sie eine Frage? Hier lesen Sie, an wen Sie sich wenden können.',
    },
    s3: {
      title: 'Keine dringende Hilfe',
      p1: 'Police-on-web und das Kontaktformular sind nicht für dringende Situationen gedacht. Anzeigen und Nachrichten werden an Werktagen während der Bürozeiten bearbeitet. Ist es dringend? Rufen Sie <tel>112</tel> oder <tel>101</tel> an.',
    },
    s4: {
      title: 'Richtigkeit der Informationen',
      p1: 'Wir bemühen uns, die Informationen auf dieser Website richtig, vollständig und aktuell zu halten. Trotzdem kann ein Fehler vorkommen oder eine Information veraltet sein. Die Informationen sind allgemein und ersetzen keine persönliche Beratung. Sehen Sie einen Fehler? Teilen Sie ihn uns mit.',
    },
    s5: {
      title: 'Verfügbarkeit',
      p1: 'Wir bemühen uns, die Website immer verfügbar zu halten, aber durch Wartung oder ein technisches Problem kann sie zeitweise nicht erreichbar sein. Klappt eine Anzeige nicht? Versuchen Sie es später erneut oder gehen Sie zu einem Polizeikommissariat.',
    },
    s6: {
      title: 'Links zu anderen Websites',
      p1: 'Diese Website verweist auf Websites anderer Behörden und Organisationen. Für deren Inhalt sind wir nicht verantwortlich; dort gelten deren eigene Bedingungen und Datenschutzerklärung.',
    },
    s7: {
      title: 'Haftung',
      p1: 'Die Polizei haftet nicht für Schäden durch die Nutzung dieser Website oder der Informationen darauf oder dadurch, dass die Website zeitweise nicht verfügbar ist, außer bei Vorsatz oder grober Fahrlässigkeit.',
    },
    s8: {
      title: 'Geistiges Eigentum',
      p1: 'Die Texte, Bilder und Logos auf dieser Website sind geschützt. Sie dürfen die Texte für nichtkommerzielle Zwecke übernehmen, wenn Sie die Quelle angeben. Das Logo der Polizei dürfen Sie nicht ohne Genehmigung verwenden.',
    },
    s9: {
      title: 'Personenbezogene Daten',
      p1: 'Wie wir Ihre Daten verarbeiten, lesen Sie in der <privacy>Datenschutzerklärung</privacy>.',
    },
    s10: {
      title: 'Cookies',
      p1: 'Welche Cookies wir verwenden und wie Sie sie einstellen, lesen Sie in der <cookies>Cookie-Richtlinie</cookies>.',
    },
    s11: {
      title: 'Barrierefreiheit',
      p1: 'Wir möchten, dass alle diese Website nutzen können. Lesen Sie die <accessibility>Erklärung zur Barrierefreiheit</accessibility>.',
    },
    s12: {
      title: 'Anwendbares Recht',
      p1: 'Für diese Website und diese Bedingungen gilt belgisches Recht. Bei Streitigkeiten sind ausschließlich die Gerichte von Brüssel zuständig.',
    },
  },
};
