import type { Texts } from './nl.ts';

/** The damage pre-checks in German; typed against nl.ts. */
export const de: Texts = {
  questionnaire: {
    title: 'Sachbeschädigung oder Graffiti anzeigen',
    intro:
      'Beantworten Sie zuerst einige kurze Fragen. Eine Online-Anzeige ist nur möglich für nicht dringende Taten in Belgien, ohne Gewalt, Drohungen oder Verletzte, und wenn Sie den Täter nicht kennen.',
    question: 'Frage {{number}} von 7',
    questions: {
      belgium: 'Ist die Beschädigung in Belgien passiert?',
      violence: 'Wurde Gewalt gegen Sie oder eine andere Person angewendet?',
      threats: 'Wurden Sie oder eine andere Person bedroht?',
      injured: 'Wurde jemand verletzt?',
      author: 'Wissen Sie, wer es getan hat, oder ist der Täter noch vor Ort?',
      urgent:
        'Muss die Polizei jetzt kommen: Handelt es sich um einen Einbruch, besteht Gefahr oder geht die Beschädigung noch weiter?',
      recent: 'Ist es vor weniger als einer Stunde passiert?',
    },
    yes: 'Ja',
    no: 'Nein',
    outcomes: {
      foreign: {
        title: 'Taten im Ausland zeigen Sie dort an',
        text: 'Die belgische Polizei kann Taten, die im Ausland passiert sind, nicht online erfassen. Erstatten Sie Anzeige bei der Polizei des Landes, in dem es passiert ist, am besten vor Ort. Sind Sie schon zurück in Belgien und geht das nicht mehr? Wenden Sie sich dann an Ihre lokale Polizeizone: Sie sagt Ihnen, was Sie tun können.',
      },
      emergency: {
        title: 'Rufen Sie 101 an: Dies können Sie nicht online anzeigen',
        text: 'Bei Gewalt, Drohungen, Verletzten, einem bekannten Täter oder in einer dringenden Lage muss die Polizei selbst mit Ihnen sprechen. Rufen Sie <tel>101</tel> an (kostenlos, Tag und Nacht), wenn die Polizei jetzt kommen muss. Braucht jemand dringend medizinische Hilfe? Rufen Sie dann <tel>112</tel> an.',
        more: 'Ist es nicht oder nicht mehr dringend? Wenden Sie sich dann an Ihre lokale Polizeizone.',
      },
      'fast-process': {
        title: 'Rufen Sie 101 an: Die Polizei kann jetzt noch schnell handeln',
        text: 'Die Tat ist gerade erst passiert. Rufen Sie sofort <tel>101</tel> an: Eine Streife kann vielleicht noch Spuren sichern oder die Täter finden, und die Polizei nimmt Ihre Anzeige dann direkt auf.',
        more: 'Eine Online-Anzeige wird nur an Werktagen während der Bürozeiten bearbeitet. Dafür ist es jetzt zu früh.',
      },
      online: {
        title: 'Sie können online Anzeige erstatten',
        text: 'Wählen Sie das Formular, das zur Beschädigung passt. Sie melden sich zuerst an.',
        graffiti: 'Graffiti anzeigen',
        graffiti_text:
          'Tags, Zeichnungen oder Schriftzüge auf einer Mauer, einer Fassade, einem Fahrzeug oder einem anderen Gegenstand.',
        various: 'Andere Beschädigung anzeigen',
        various_text:
          'Eine eingeschlagene Scheibe, ein zerkratztes Auto, ein zerstörter Briefkasten oder ein anderer Schaden an Ihrem Eigentum.',
        cable: 'Schäden an Kabeln (Unternehmen, Pilotprojekt)',
        cable_text:
          'Für Netzbetreiber und andere Unternehmen, deren Kabel beschädigt wurden, in den Gemeinden des Pilotprojekts.',
      },
    },
    call_101: '101 anrufen',
    local_police: 'Meine lokale Polizeizone finden',
    restart: 'Neu beginnen',
  },
  cable: {
    title: 'Schäden an Kabeln anzeigen',
    intro:
      'Unternehmen wie Netzbetreiber, Telekommunikations- und Energieunternehmen oder Bauunternehmen können Schäden an ihren Kabeln online anzeigen. Dieses Formular ist ein Pilotprojekt: Es ist erst in einigen Gemeinden geöffnet.',
    check_first:
      'Prüfen Sie zuerst, ob das Formular für Kabelschäden in der Gemeinde des Schadens geöffnet ist. Danach öffnet sich das Formular, mit dieser Gemeinde bereits eingetragen.',
    enterprise_only_title: 'Nur für Unternehmen',
    enterprise_only:
      'Sie erstatten die Anzeige im Namen des Unternehmens, mit seiner Unternehmensnummer. Sind Sie eine Privatperson? Zeigen Sie die Beschädigung dann über den <degradation>Fragebogen zu Sachbeschädigungen</degradation> an.',
    municipality: 'Gemeinde, in der der Schaden ist',
    check: 'Prüfen, ob das Formular geöffnet ist',
    checking: 'Wird geprüft…',
    allowed_title: 'Sie können die Anzeige online erstatten',
    allowed_text:
      '{{municipality}} nimmt am Pilotprojekt teil. Fahren Sie mit dem Formular fort; Sie melden sich zuerst an.',
    allowed_action: 'Zum Formular für Kabelschäden',
    refused_title: 'In dieser Gemeinde noch nicht online',
    refused_text:
      'Das Online-Formular für Kabelschäden ist ein Pilotprojekt und für {{municipality}} noch nicht geöffnet. Zeigen Sie den Schaden bei der lokalen Polizeizone dieser Gemeinde an: deren Kontaktdaten finden Sie unten.',
    refused_danger:
      'Besteht Gefahr, zum Beispiel durch ein beschädigtes Stromkabel oder eine beschädigte Gasleitung? Rufen Sie dann sofort <tel>112</tel> an.',
    refused_action: 'Polizeizone suchen',
    failed_title: 'Die Prüfung ist nicht gelungen',
  },
};
