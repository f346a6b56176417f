import type { Texts } from './nl.ts';

/** The page /privacy in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Datenschutzerklärung',
  intro:
    'Hier lesen Sie, welche personenbezogenen Daten Police-on-web verarbeitet, warum, wie lange wir sie aufbewahren und welche Rechte Sie haben.',
  contact_button: 'Eine Frage zum Datenschutz stellen',
  sections: {
    s1: {
      title: 'Wer ist für Ihre Daten verantwortlich?',
      p1: 'Police-on-web ist der Online-Dienst der integrierten Polizei in Belgien. Die föderale Polizei betreibt die Website und ist für die Verarbeitung der Daten verantwortlich, die Sie über diese Website übermitteln.',
      p2: 'Sobald Ihre Anzeige bei der zuständigen Polizeizone ist, ist auch diese Zone für die weitere Bearbeitung Ihrer Akte verantwortlich.',
    },
    s2: {
      title: 'Worauf bezieht sich diese Erklärung?',
      p1: 'Auf die Daten, die Sie auf Police-on-web eingeben oder die nötig sind, damit die Website funktioniert: bei der Anmeldung, in einer Anzeige, im Kontaktformular, im Formular für Ihre Meinung und in den technischen Protokolldateien.',
      p2: 'Websites, auf die wir verweisen, haben ihre eigene Datenschutzerklärung.',
    },
    s3: {
      title: 'Welche Daten verarbeiten wir?',
      list: {
        identity:
          'Bei der Anmeldung: Ihren Namen, Vornamen, Ihre Nationalregisternummer und E-Mail-Adresse, so wie der Anmeldedienst des Föderalstaats sie übermittelt.',
        declaration:
          'In einer Anzeige: Ihre Kontaktdaten, die Daten des Opfers, die Beschreibung des Sachverhalts, was Sie über den Täter wissen, Beträge und Kontonummern sowie die Anhänge, die Sie hinzufügen.',
        contact: 'Im Kontaktformular: Ihren Namen, Vornamen, Ihre E-Mail-Adresse und Ihre Nachricht.',
        feedback:
          'Im Formular für Ihre Meinung: die Anzahl der Sterne, Ihren Text, die Seite und die Sprache. Wir bitten Sie, dort keine personenbezogenen Daten anzugeben.',
        technical:
          'Technische Daten: Ihre IP-Adresse, die Art des Browsers und den Zeitpunkt Ihres Besuchs, in den Protokolldateien des Servers.',
      },
    },
    s4: {
      title: 'Warum verarbeiten wir Ihre Daten?',
      list: {
        declare:
          'um Ihre Anzeige zu erfassen, sie an die zuständige Polizeizone weiterzuleiten und Ihnen eine Zusammenfassung zu senden;',
        answer: 'um Ihre Fragen über das Kontaktformular zu beantworten;',
        improve: 'um die Website mit Ihren Rückmeldungen zu verbessern;',
        secure: 'um die Website sicher und verfügbar zu halten und Missbrauch zu erkennen.',
      },
      p1: 'Wir verwenden Ihre Daten nie für Werbung und verkaufen sie an niemanden.',
    },
    s5: {
      title: 'Auf welcher Rechtsgrundlage?',
      sub: {
        declarations: {
          title: 'Anzeigen',
          p1: 'Eine Anzeige ist eine Verarbeitung durch die Polizei. Sie beruht auf dem Gesetz über das Polizeiamt und auf Titel 2 des Gesetzes vom 30. Juli 2018 über den Schutz natürlicher Personen hinsichtlich der Verarbeitung personenbezogener Daten.',
        },
        contact: {
          title: 'Kontaktformular und Ihre Meinung',
          p1: 'Diese Daten verarbeiten wir, um eine Aufgabe im öffentlichen Interesse zu erfüllen: Bürgerinnen und Bürger zu informieren und ihnen zu helfen (Artikel 6 Absatz 1 Buchstabe e der Datenschutz-Grundverordnung, DSGVO). Für das Kontaktformular bitten wir außerdem um Ihre Einwilligung.',
        },
        cookies: {
          title: 'Cookies und Protokolldateien',
          p1: 'Essenzielle Cookies und Protokolldateien sind nötig, damit die Website funktioniert und sicher ist (Artikel 6 Absatz 1 Buchstabe e DSGVO). Funktionale Cookies setzen wir nur mit Ihrer Einwilligung.',
        },
      },
    },
    s6: {
      title: 'Wer erhält Ihre Daten?',
      p1: 'Ihre Anzeige geht an die zuständige Polizeizone und wird im Informationssystem der Polizei erfasst. Wenn das Gesetz es verlangt, erhalten auch die Justizbehörden, etwa die Staatsanwaltschaft, Ihre Daten.',
      p2: 'Nachrichten aus dem Kontaktformular gehen an die Stelle, die die Frage bearbeitet. Dienstleister, die die Website technisch betreuen, handeln nur im Auftrag der Polizei und nach ihren Anweisungen.',
      p3: 'Wir geben Ihre Daten an niemanden sonst weiter.',
    },
    s7: {
      title: 'Gehen Ihre Daten ins Ausland?',
      p1: 'Wir geben Ihre Daten nicht an Länder außerhalb der Europäischen Union weiter, außer wenn ein Gesetz oder ein internationaler Vertrag über polizeiliche Zusammenarbeit es verlangt.',
    },
    s8: {
      title: 'Wie schützen wir Ihre Daten?',
      p1: 'Die Verbindung zu Police-on-web ist verschlüsselt. Nur wer Ihre Daten für seine Aufgabe braucht, hat Zugang zu ihnen, und dieser Zugang wird protokolliert. Ihre Anmeldung endet automatisch nach 2 Stunden ohne Aktivität.',
    },
    s9: {
      title: 'Wie lange bewahren wir Ihre Daten auf?',
      sub: {
        declarations: {
          title: 'Anzeigen',
          p1: 'Anzeigen werden im Informationssystem der Polizei so lange aufbewahrt, wie das Gesetz über das Polizeiamt es erlaubt. Diese Frist hängt von der Art des Sachverhalts ab.',
        },
        other: {
          title: 'Kontaktformular, E-Mails und Protokolldateien',
          list: {
            contact: 'Nachrichten aus dem Kontaktformular und die E-Mails dazu: 1 Jahr;',
            feedback: 'Ihre Meinung zu einer Seite: 1 Jahr;',
            logs: 'technische Protokolldateien: höchstens 1 Monat;',
            session:
              'Ihre Anmeldung: bis Sie sich abmelden, und höchstens 2 Stunden nach Ihrer letzten Aktivität.',
          },
        },
      },
    },
    s10: {
      title: 'Welche Rechte haben Sie?',
      p1: 'Sie haben das Recht, Ihre Daten einzusehen, sie berichtigen oder löschen zu lassen, ihre Verarbeitung einschränken zu lassen und ihr zu widersprechen. Haben Sie eine Einwilligung gegeben, können Sie sie jederzeit widerrufen.',
      p2: 'Für die Daten aus dem Kontaktformular und Ihrer Meinung üben Sie diese Rechte beim Datenschutzbeauftragten aus (Punkt 12.1).',
      p3: 'Für Daten, die die Polizei für ihre Aufgaben verarbeitet, wie Ihre Anzeige, üben Sie Ihre Rechte indirekt aus, über das Kontrollorgan für polizeiliche Informationen (Punkt 12.2). So bestimmt es das Gesetz vom 30. Juli 2018.',
    },
    s11: {
      title: 'Cookies',
      p1: 'Police-on-web verwendet nur essenzielle Cookies und, mit Ihrer Einwilligung, funktionale Cookies, die sich Ihre Sprache merken. Alles dazu lesen Sie in der <cookies>Cookie-Richtlinie</cookies>.',
    },
    s12: {
      title: 'Kontakt und Beschwerden',
      sub: {
        dpo: {
          title: 'Datenschutzbeauftragter',
          p1: 'Die föderale Polizei hat einen Datenschutzbeauftragten. Möchten Sie eine Frage stellen oder Ihre Rechte ausüben? Nutzen Sie die Schaltfläche „Eine Frage zum Datenschutz stellen“ am Ende dieses Punktes.',
        },
        supervisor: {
          title: 'Aufsichtsbehörde',
          p1: 'Sind Sie mit unserer Antwort nicht einverstanden? Dann können Sie sich beim Kontrollorgan für polizeiliche Informationen (COC) beschweren, der Aufsichtsbehörde für die Polizei. Mehr dazu auf der <coc>Website des Kontrollorgans</coc>.',
        },
      },
    },
    s13: {
      title: 'Änderungen',
      p1: 'Wir passen diese Erklärung an, wenn sich die Website oder die Gesetzgebung ändert. Sehen Sie sich diese Seite deshalb ab und zu wieder an.',
    },
  },
};
