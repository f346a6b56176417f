import type { Texts } from './nl.ts';

/** The phishing questionnaire in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Phishing und Online-Betrug',
  intro:
    'Beantworten Sie einige kurze Fragen. Dann wissen Sie, ob Sie online Anzeige erstatten können oder was Sie besser tun.',
  card_first:
    'Haben Sie die Daten Ihrer Bankkarte oder Ihre Bankcodes weitergegeben? Lassen Sie Ihre Karte sofort über Card Stop unter <tel>078 170 170</tel> sperren (Tag und Nacht) und benachrichtigen Sie Ihre Bank. Danach machen Sie hier weiter.',
  question: 'Frage {{number}}',
  questions: {
    lost_money:
      'Haben Sie Geld verloren, oder haben Sie die Daten Ihrer Bankkarte oder Codes Ihrer Bank weitergegeben (PIN, Codes Ihres Kartenlesers, eine Bestätigung in Ihrer Banking-App oder in itsme)?',
    impersonation:
      'Wurden Sie durch eine Nachricht, einen Anruf oder eine Website getäuscht, die sich als Ihre Bank, eine Behörde, ein Paketdienst oder eine Ihnen bekannte Person ausgab?',
    purchase:
      'Haben Sie bei einem Onlineshop oder einem Unternehmen etwas gekauft oder bestellt, das nicht oder etwas anderes als versprochen geliefert hat?',
    reacted:
      'Haben Sie auf einen Link geklickt, einen Anhang geöffnet, eine App installiert oder persönliche Daten oder ein Passwort angegeben?',
  },
  yes: 'Ja',
  no: 'Nein',
  procedures: {
    procedure1: {
      title: 'Erstatten Sie online Anzeige wegen Phishing',
      text: 'Sie sind Opfer von Phishing geworden. Erstatten Sie Anzeige mit dem Online-Formular. Sie melden sich mit Ihrem elektronischen Personalausweis oder mit itsme an: Für eine Phishing-Anzeige ist das vorgeschrieben. Halten Sie die Nachrichten, die Adressen der Websites und die Kontonummern bereit, auf die Sie Geld überwiesen haben.',
      more: 'Noch nicht geschehen? Lassen Sie Ihre Karte über Card Stop unter <tel>078 170 170</tel> sperren und benachrichtigen Sie Ihre Bank: Vielleicht kann sie eine Zahlung noch aufhalten.',
      action: 'Phishing anzeigen',
    },
    procedure2: {
      title: 'Schützen Sie sich: Eine Anzeige ist jetzt nicht nötig',
      text: 'Sie haben kein Geld verloren und keine Bankdaten weitergegeben. Begrenzen Sie das Risiko: Ändern Sie sofort das Passwort, das Sie angegeben haben, überall, wo Sie es verwenden, und schalten Sie die Zwei-Faktor-Authentifizierung ein. Haben Sie eine App installiert oder einen Anhang geöffnet? Löschen Sie die App und lassen Sie Ihr Gerät von einem Virenschutzprogramm prüfen. Kontrollieren Sie in den nächsten Wochen Ihre Kontoauszüge.',
      more: 'Verschwindet später doch Geld oder missbraucht jemand Ihre Daten? Beantworten Sie die Fragen dann erneut.',
    },
    procedure3: {
      title: 'Zeigen Sie den Betrug mit dem allgemeinen Formular an',
      text: 'Was Ihnen passiert ist, ist kein Phishing, aber Betrug: zum Beispiel ein falscher Verkäufer auf einer Second-Hand-Website, eine falsche Geldanlage oder eine Person, die Sie online kennengelernt haben und die Sie um Geld gebeten hat. Erstatten Sie Anzeige mit dem Formular für andere nicht dringende Taten und wählen Sie dort „Betrug“.',
      more: 'Benachrichtigen Sie auch sofort Ihre Bank: Vielleicht kann sie eine Zahlung noch aufhalten.',
      action: 'Zum Formular für nicht dringende Taten',
    },
    procedure4: {
      title: 'Sie haben nur eine verdächtige Nachricht erhalten',
      text: 'Eine Anzeige ist nicht nötig. Klicken Sie nicht auf die Links, antworten Sie nicht, und löschen Sie die Nachricht, nachdem Sie sie weitergeleitet haben. Auf Safeonweb, der Website des Zentrums für Cybersicherheit Belgien, erfahren Sie, wie Sie falsche Nachrichten erkennen.',
      more: 'Kam die Nachricht von einer Person, die Sie kennen? Benachrichtigen Sie sie auf einem anderen Weg: Vielleicht wurde ihr Konto übernommen.',
      action: 'Zu Safeonweb',
    },
    procedure5: {
      title: 'Melden Sie es der Meldestelle des FÖD Wirtschaft',
      text: 'Einen Onlineshop oder ein Unternehmen, das nicht liefert, etwas anderes liefert oder Sie täuscht, melden Sie der Meldestelle des FÖD Wirtschaft. Die Meldestelle geht solchen Praktiken nach und kann gegen betrügerische Onlineshops vorgehen.',
      more: 'Fragen Sie Ihre Bank oder den Herausgeber Ihrer Karte, ob die Zahlung rückgängig gemacht werden kann, und bewahren Sie Ihre Bestellung, Ihren Zahlungsbeleg und die Nachrichten auf.',
      action: 'Zur Meldestelle',
    },
  },
  report_title: 'Verdächtige Nachricht weiterleiten',
  report:
    'Leiten Sie verdächtige E-Mails und Nachrichten an <email>{{email}}</email> weiter. Bei einer SMS oder einer Chatnachricht senden Sie ein Bildschirmfoto. So werden falsche Websites schneller gesperrt.',
  restart: 'Neu beginnen',
};
