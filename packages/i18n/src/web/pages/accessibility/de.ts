import type { Texts } from './nl.ts';

/** The accessibility statement in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Erklärung zur Barrierefreiheit',
  dates: 'Erstellt am 19.02.2025. Überarbeitet am 04.03.2025.',
  contact_button: 'Ein Problem mit der Barrierefreiheit melden',
  find_zone: 'Meine Polizeizone finden',
  ombudsman: {
    title: 'Föderaler Ombudsmann',
    text: 'Der Föderale Ombudsmann bearbeitet Beschwerden über die Barrierefreiheit der Websites föderaler öffentlicher Dienste. Seine Hilfe ist kostenlos.',
    link: 'Zur Website des Föderalen Ombudsmanns',
  },
  sections: {
    intro: {
      title: 'Einleitung',
      p1: 'Die föderale Polizei möchte Police-on-web für alle zugänglich machen, auch für Menschen mit Behinderung. Diese Erklärung gilt für die Website Police-on-web auf Deutsch, Französisch und Niederländisch.',
      p2: 'Sie folgt dem Gesetz vom 19. Juli 2018 über die Barrierefreiheit der Websites und mobilen Anwendungen öffentlicher Stellen.',
    },
    conformity: {
      title: 'Stand der Vereinbarkeit',
      p1: 'Police-on-web ist teilweise mit den Richtlinien für barrierefreie Webinhalte (WCAG) 2.1, Stufe AA, vereinbar. Was noch nicht vereinbar ist oder noch nicht geprüft wurde, lesen Sie unter „Nicht barrierefreie Inhalte“.',
    },
    preparation: {
      title: 'Erstellung dieser Erklärung',
      p1: 'Diese Erklärung wurde am 19.02.2025 erstellt und am 04.03.2025 überarbeitet. Sie beruht auf einer Bewertung durch das Team, das die Website entwickelt, mit folgenden Tests, die bei jeder Änderung erneut laufen:',
      list: {
        axe: 'automatische Prüfungen mit axe-core nach den Regeln der WCAG 2.1, Stufen A und AA, auf jeder Seite, auf Niederländisch, Französisch und Deutsch, auch mit geöffneten Fenstern zu Cookies, Kontakt und Polizeizonen;',
        keyboard:
          'Tests, die das Kontaktformular und die Eingabe einer Adresse vollständig mit der Tastatur durchlaufen;',
        width: 'Prüfungen auf einem 320 Pixel breiten Bildschirm, wie einem kleinen Smartphone.',
      },
      p2: 'Automatische Tests finden nicht alle Probleme. Eine vollständige Prüfung durch eine unabhängige Fachperson und Tests mit Nutzerinnen und Nutzern von Screenreadern haben noch nicht stattgefunden.',
    },
    inaccessible: {
      title: 'Nicht barrierefreie Inhalte',
      p1: 'Diese Inhalte sind (noch) nicht vollständig barrierefrei oder nicht vollständig geprüft:',
      list: {
        screenreaders:
          'Die Website wurde noch nicht vollständig mit Screenreadern wie NVDA, JAWS oder VoiceOver getestet. Es kann Probleme geben, die automatische Tests nicht erkennen.',
        pdf: 'Die Zusammenfassung Ihrer Anzeige (PDF) ist möglicherweise nicht vollständig barrierefrei.',
        external:
          'Websites und Dokumente anderer Organisationen, auf die wir verweisen, etwa die föderale Website für Diebstahlanzeigen, fallen nicht unter diese Erklärung.',
        german:
          'Der Leitfaden des Instituts für die Gleichheit von Frauen und Männern ist nicht auf Deutsch verfügbar.',
      },
    },
    alternatives: {
      title: 'Andere Wege, uns zu erreichen',
      p1: 'Gelingt Ihnen die Online-Anzeige nicht? Dann können Sie jederzeit zu einem Polizeikommissariat gehen oder sich an Ihre lokale Polizeizone wenden. Eine Polizeibeamtin oder ein Polizeibeamter hilft Ihnen weiter. Ist es dringend? Rufen Sie <tel>112</tel> oder <tel>101</tel> an.',
    },
    contact: {
      title: 'Kontakt',
      p1: 'Stoßen Sie auf ein Problem mit der Barrierefreiheit, oder brauchen Sie Informationen in einer anderen Form? Teilen Sie es uns über das Kontaktformular mit. Wir antworten so schnell wie möglich.',
      p2: 'Sind Sie mit unserer Antwort nicht zufrieden? Dann können Sie sich beim Föderalen Ombudsmann beschweren.',
    },
    improvements: {
      title: 'Verbesserungen',
      p1: 'Wir arbeiten weiter an der Barrierefreiheit:',
      list: {
        screenreaders: 'Tests mit Screenreadern auf Computer und Smartphone;',
        audit: 'eine Prüfung durch eine unabhängige Fachperson;',
        users: 'Tests mit Menschen mit Behinderung;',
        new_pages: 'jede neue Seite durchläuft dieselben automatischen Tests, bevor sie online geht.',
      },
      p2: 'Wir aktualisieren diese Erklärung nach jeder wichtigen Änderung.',
    },
  },
};
