import type { Texts } from './nl.ts';

/** The page /faq in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Häufige Fragen',
  intro:
    'Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden. Klicken Sie auf eine Frage, um die Antwort zu lesen.',
  sections: {
    general: {
      title: 'Allgemeines',
      questions: {
        types: {
          title: 'Welche Sachverhalte kann ich online anzeigen?',
          p1: 'Auf Police-on-web können Sie folgende nicht dringende Sachverhalte anzeigen:',
          list: {
            theft:
              'Diebstahl: eines Fahrrads, Mofas oder Speed-Pedelecs, in einem Geschäft, aus einem Fahrzeug oder einen anderen einfachen Diebstahl (über die föderale Website für Diebstahlanzeigen);',
            damage: 'Beschädigung Ihres Eigentums, zum Beispiel Graffiti oder Schäden an Kabeln;',
            phishing: 'Phishing und anderen Betrug im Internet;',
            person:
              '<person>andere Taten gegen Personen</person>, zum Beispiel Belästigung, Betrug, ein Hassdelikt oder den Verlust eines Gegenstands oder Dokuments.',
          },
          p2: 'Sie können hier auch Ihre Alarmanlage oder Kamera anmelden und eine Überwachung Ihrer Wohnung während Ihrer Abwesenheit beantragen.',
          p3: 'Steht Ihr Sachverhalt nicht in der Liste, oder erfüllen Sie die Bedingungen unten nicht? Dann gehen Sie zu einem Polizeikommissariat. Sexuelle Gewalt zeigen Sie nicht online an: Lesen Sie die <sv>Informationen zu sexueller Gewalt</sv>.',
        },
        who: {
          title: 'Wer kann online Anzeige erstatten?',
          p1: 'Jede Person mit einem belgischen Personalausweis, wenn alle folgenden Bedingungen erfüllt sind:',
          list: {
            belgium: 'die Tat ist in Belgien geschehen;',
            unknown_author: 'der Täter ist unbekannt;',
            no_violence: 'es wurde keine Gewalt angewendet, und niemand wurde bedroht oder verletzt;',
            no_break_in: 'es wurde nicht eingebrochen;',
            not_urgent: 'die Polizei muss nicht dringend eingreifen;',
            listed: 'die Art des Sachverhalts steht in der Liste dieser Website.',
          },
          p2: 'Wohnen Sie nicht in Belgien oder haben Sie keinen belgischen Personalausweis? Dann wenden Sie sich an die lokale Polizeizone oder gehen Sie zu einem Polizeikommissariat.',
        },
        identify: {
          title: 'Wie melde ich mich an?',
          p1: 'Sie melden sich über den Anmeldedienst des Föderalstaats an: mit Ihrem elektronischen Personalausweis und einem Kartenleser oder mit einer App wie itsme. Ihr Name und Ihre anderen Angaben werden dann für Sie ausgefüllt.',
          p2: 'Für manche Anzeigen können Sie sich auch mit Ihrer Nationalregisternummer ausweisen (11 Ziffern, sie steht auf Ihrem Personalausweis). Für eine Phishing-Anzeige ist die Anmeldung über den Anmeldedienst Pflicht.',
        },
        after: {
          title: 'Was geschieht nach meiner Anzeige?',
          p1: 'Ihre Anzeige geht an die Polizeizone, die für den Tatort zuständig ist, und wird im Informationssystem der Polizei erfasst.',
          p2: 'Sie erhalten eine Zusammenfassung als PDF in Ihrer eBox oder per E-Mail. Bewahren Sie die Nummer Ihrer Anzeige auf: Sie brauchen sie, wenn Sie sich später an die Polizei oder an Ihre Versicherung wenden.',
          p3: 'Online-Anzeigen werden an Werktagen während der Bürozeiten bearbeitet. Konnte die Zusammenfassung nicht erstellt werden, meldet sich die Polizei innerhalb von 48 Arbeitsstunden bei Ihnen.',
        },
        contacted: {
          title: 'Werde ich kontaktiert?',
          p1: 'Nur wenn Ihre Akte es erfordert, zum Beispiel wenn die Polizei weitere Informationen braucht. Hören Sie nichts mehr, bedeutet das nicht, dass Ihre Anzeige nicht bearbeitet wurde.',
        },
        zone: {
          title: 'Welche Polizeizone bearbeitet meine Anzeige?',
          p1: 'Die Polizeizone des Ortes, an dem die Tat geschah. Eine Phishing-Anzeige geht an die Polizeizone Ihres Wohnorts, weil diese Taten keinen festen Ort haben.',
          p2: 'Möchten Sie wissen, welche Zone das ist?',
        },
        someone_else: {
          title: 'Kann ich für eine andere Person oder für ein Unternehmen Anzeige erstatten?',
          p1: 'Ja. Im Formular wählen Sie, ob Sie die Anzeige für sich selbst, für eine andere Person oder für ein Unternehmen erstatten. Ein Unternehmen suchen Sie nach Namen oder Unternehmensnummer; die Zusammenfassung wird dann per E-Mail gesendet.',
        },
        urgent: {
          title: 'Es ist dringend. Was muss ich tun?',
          p1: 'Rufen Sie <tel>112</tel> für einen Krankenwagen oder die Feuerwehr an und <tel>101</tel> für die Polizei. Beide Nummern sind kostenlos und Tag und Nacht erreichbar. Nutzen Sie Police-on-web und das Kontaktformular nie für etwas Dringendes.',
        },
      },
    },
    phishing: {
      title: 'Phishing und Betrug im Internet',
      questions: {
        what: {
          title: 'Was ist Phishing?',
          p1: 'Beim Phishing geben sich Betrüger als Ihre Bank, eine Behörde, ein Paketdienst oder eine Person aus, die Sie kennen. Sie schicken eine E-Mail, SMS oder Nachricht mit einem Link zu einer gefälschten Website, um an Ihre Codes, Ihre Kartendaten oder Ihr Geld zu kommen.',
        },
        recognise: {
          title: 'Wie erkenne ich eine Phishing-Nachricht?',
          list: {
            pressure:
              'Die Nachricht setzt Sie unter Druck: Ihr Konto wird gesperrt, Sie müssen sofort bezahlen.',
            link: 'Sie fordert Sie auf, auf einen Link zu klicken, einen Anhang zu öffnen oder eine App zu installieren.',
            codes:
              'Sie fragt nach Ihrem Passwort, Ihrer PIN oder den Codes Ihres Kartenlesers. Eine Bank oder Behörde fragt danach nie per Nachricht.',
            sender:
              'Die Adresse des Absenders oder des Links sieht aus wie die echte, ist aber leicht anders.',
          },
          p1: 'Sind Sie unsicher? Klicken Sie nicht, und wenden Sie sich selbst an den Absender, über eine Nummer oder Website, die Sie kennen. Weitere Tipps finden Sie auf <safeonweb>Safeonweb</safeonweb>.',
        },
        received: {
          title: 'Ich habe eine verdächtige Nachricht erhalten, aber nichts getan. Was nun?',
          p1: 'Leiten Sie die Nachricht an <email>{{email}}</email> weiter (bei einer SMS: ein Bildschirmfoto) und löschen Sie sie danach. So werden verdächtige Links schneller gesperrt, und Sie schützen andere. Eine Anzeige ist nicht nötig.',
        },
        victim: {
          title: 'Ich bin darauf hereingefallen. Was muss ich tun?',
          p1: 'Handeln Sie schnell, in dieser Reihenfolge:',
          steps: {
            card: 'Haben Sie Daten Ihrer Bank- oder Kreditkarte angegeben? Lassen Sie die Karte sofort über Card Stop unter <tel>078 170 170</tel> sperren, Tag und Nacht.',
            bank: 'Benachrichtigen Sie sofort Ihre Bank. Sie kann verdächtige Zahlungen vielleicht noch stoppen.',
            passwords:
              'Haben Sie ein Passwort angegeben? Ändern Sie es sofort, überall, wo Sie es verwenden.',
            forward: 'Leiten Sie die Nachricht an <email>{{email}}</email> weiter.',
            declare:
              'Haben Sie Geld verloren oder hat jemand Ihre Daten missbraucht? Dann erstatten Sie Anzeige. Beginnen Sie mit dem <phishing>kurzen Fragebogen zu Phishing</phishing>.',
          },
          p2: 'Bewahren Sie die Nachrichten, die Webadressen und die Belege Ihrer Zahlungen auf: Sie brauchen sie für Ihre Anzeige und für Ihre Bank.',
        },
        shopping: {
          title: 'Ich habe online etwas gekauft und nie erhalten. Ist das Phishing?',
          p1: 'Nicht immer. Ein Webshop, der nicht liefert, oder ein falscher Verkäufer ist oft Verbraucherbetrug. Melden Sie es bei der <consumer>Meldestelle des FÖD Wirtschaft</consumer>. Wurden Sie betrogen und haben Geld verloren, können Sie auch Anzeige erstatten.',
        },
        phishing_zone: {
          title: 'Welche Polizeizone bearbeitet meine Phishing-Anzeige?',
          p1: 'Die Polizeizone Ihres Wohnorts. Sie müssen sie nicht selbst wählen.',
        },
      },
    },
    other: {
      title: 'Andere Fragen',
      questions: {
        other: {
          title: 'Ich habe eine andere Frage',
        },
      },
    },
  },
  find_zone: 'Meine Polizeizone finden',
};
