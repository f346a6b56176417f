import type { Texts } from './nl.ts';

/** The sent page in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Anzeige gesendet',
  lead: 'Vielen Dank. Ihre Anzeige ist bei uns angekommen.',
  tracker: {
    title: 'Wo steht Ihre Anzeige jetzt?',
    hint: 'Diese Liste aktualisiert sich von selbst. Sie müssen nichts tun.',
    state: {
      done: 'Erledigt:',
      current: 'Läuft:',
      upcoming: 'Folgt noch:',
      warning: 'Achtung:',
      error: 'Problem:',
    },
    received: 'Anzeige erhalten',
    summary_sending: 'Ihre Zusammenfassung wird gesendet…',
    summary_ebox: 'Zusammenfassung an Ihre eBox gesendet',
    summary_email: 'Zusammenfassung per E-Mail gesendet',
    summary_fallback:
      'Ihre eBox war nicht erreichbar: Wir haben Ihnen die PDF-Zusammenfassung deshalb per E-Mail gesendet.',
    declaration_error_pdf_not_sent:
      'Ihre Zusammenfassung konnte nicht erstellt werden. Die Polizei kontaktiert Sie innerhalb von 48 Arbeitsstunden.',
    summary_later: 'Ihre Zusammenfassung folgt',
    zone_waiting: 'Weiterleitung an die Polizeizone',
    zone_sending: 'Ihre Anzeige wird an die Polizeizone gesendet…',
    zone_sent: 'An die Polizeizone {{unit}} gesendet',
    zone_still: 'Ihre Anzeige geht trotzdem an die Polizeizone {{unit}}',
    zone_later: 'Ihre Anzeige wird an die zuständige Polizeizone weitergeleitet',
    later:
      'Ihre Anzeige ist bei uns eingegangen. Ihre Zusammenfassung folgt in Ihrer eBox oder per E-Mail. Sie müssen nicht auf dieser Seite warten.',
    announce_zone:
      'Ihre Anzeige wurde an die Polizeizone {{unit}} gesendet. Bewahren Sie Ihre Identifikationsnummer auf.',
  },
  mine: {
    link: 'Diese Anzeige später verfolgen',
    text: 'Auch nachdem Sie dieses Fenster geschlossen haben, finden Sie sie unter Meine Anzeigen: wo sie steht, Ihre Zusammenfassung und die Möglichkeit, Angaben zu ergänzen.',
  },
  register: {
    // A soft hyphen: on a 320 px phone the word breaks as German does, not where the line ends.
    title: 'Ihre Identifikations\u00adnummer',
    keep: 'Bewahren Sie diese Nummer auf: Schreiben Sie sie auf oder machen Sie ein Bildschirmfoto. Nennen Sie sie, wenn Sie die Polizei zu dieser Anzeige kontaktieren.',
    copy: 'Nummer kopieren',
    copied: 'Die Nummer wurde kopiert.',
    copy_failed: 'Das Kopieren hat nicht funktioniert. Schreiben Sie die Nummer auf.',
  },
  officer_voice: {
    tracker: {
      title: 'Wo ist die Anzeige jetzt?',
      summary_sending: 'Die Zusammenfassung wird gesendet…',
      summary_ebox: 'Zusammenfassung an die eBox des Opfers gesendet',
      summary_fallback:
        'Die eBox des Opfers war nicht erreichbar: Die PDF-Zusammenfassung wurde deshalb per E-Mail gesendet.',
      declaration_error_pdf_not_sent:
        'Die Zusammenfassung konnte nicht erstellt werden. Die Polizeizone kontaktiert das Opfer innerhalb von 48 Arbeitsstunden.',
      summary_later: 'Die Zusammenfassung folgt',
      zone_sending: 'Die Anzeige wird an die Polizeizone gesendet…',
      zone_still: 'Die Anzeige geht trotzdem an die Polizeizone {{unit}}',
      zone_later: 'Die Anzeige wird an die zuständige Polizeizone weitergeleitet',
      later:
        'Die Anzeige ist eingegangen. Das Opfer erhält die Zusammenfassung in der eBox oder per E-Mail. Sie müssen nicht auf dieser Seite warten.',
      announce_zone:
        'Die Anzeige wurde an die Polizeizone {{unit}} gesendet. Geben Sie die Identifikationsnummer an das Opfer weiter.',
    },
    register: {
      title: 'Identifikationsnummer der Anzeige',
      keep: 'Geben Sie diese Nummer an das Opfer weiter; sie steht auch auf der Zusammenfassung. Das Opfer nennt sie bei jedem Kontakt mit der Polizei zu dieser Anzeige.',
    },
  },
  phishing_steps: {
    title: 'Tun Sie jetzt Folgendes, falls noch nicht geschehen',
    hint: 'Die erste Stunde zählt. Haken Sie ab, was Sie getan haben: Dieser Tab merkt es sich.',
    card: 'Lassen Sie Ihre Bankkarte bei Card Stop sperren: <tel>{{cardStop}}</tel>, Tag und Nacht.',
    bank: 'Rufen Sie Ihre Bank unter der Nummer auf ihrer Website oder Ihrer Karte an, nie unter einer Nummer aus der Nachricht. Bitten Sie darum, verdächtige Zahlungen zu stoppen.',
    passwords:
      'Ändern Sie die Passwörter, die Sie angegeben haben, und überall, wo Sie dasselbe verwenden. Schalten Sie, wo es geht, die Anmeldung in zwei Schritten ein.',
    forward:
      'Leiten Sie die Nachricht an Safeonweb weiter, <email>{{email}}</email> (bei einer SMS: ein Bildschirmfoto), und löschen Sie sie danach.',
    done: 'Erledigt',
  },
  next: {
    title: 'Wie geht es weiter?',
    hours: 'Online-Anzeigen werden an Werktagen während der Bürozeiten bearbeitet.',
    contact: 'Die Polizei kontaktiert Sie nur, wenn Ihre Akte es erfordert.',
    urgent:
      'Ist es dringend? Rufen Sie <tel>101</tel> an, wenn Sie die Polizei brauchen, oder <tel>112</tel> für medizinische Hilfe oder die Feuerwehr.',
    home: 'Zur Startseite',
  },
  confirmation: {
    sent: 'Vielen Dank für Ihre Anzeige. Sie wurde an die zuständige Polizeizone gesendet: die des Tatorts oder, bei Phishing, die Ihres Wohnorts.',
    officer_sent:
      'Die Anzeige wurde an die zuständige Polizeizone gesendet: die des Tatorts oder, bei Phishing, die des Wohnorts des Opfers.',
    summary:
      'Sie erhalten eine Zusammenfassung Ihrer Anzeige als PDF in Ihrer eBox oder per E-Mail. Es kann etwas dauern, bis sie ankommt.',
    officer_summary:
      'Das Opfer erhält eine Zusammenfassung der Anzeige als PDF in seiner eBox oder per E-Mail.',
    officer_contact: 'Die Polizeizone kontaktiert das Opfer nur, wenn die Akte es erfordert.',
    new_form: 'Neue Anzeige erstatten',
    register:
      'Die Identifikationsnummer dieser Anzeige lautet <b>{{register}}</b>. Bewahren Sie sie auf und nennen Sie sie, wenn Sie die Polizei zu dieser Anzeige kontaktieren.',
  },
};
