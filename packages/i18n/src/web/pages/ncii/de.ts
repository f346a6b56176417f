import type { Texts } from './nl.ts';

/** The page /NCII in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Intime Bilder ohne Einverständnis verbreitet',
  definition:
    'Jemand zeigt oder verbreitet Nacktbilder oder sexuelle Bilder von Ihnen ohne Ihr Einverständnis oder droht damit. Das ist in Belgien strafbar, auch wenn Sie die Bilder selbst gemacht oder jemandem geschickt haben.',
  list_intro: 'Es kann unter anderem um Folgendes gehen:',
  list: {
    shared:
      'Bilder, die Sie jemandem geschickt haben und die ohne Ihr Einverständnis weiterverbreitet werden;',
    hidden: 'Bilder, die ohne Ihr Wissen gemacht wurden, zum Beispiel mit einer versteckten Kamera;',
    fake: 'bearbeitete oder gefälschte Bilder, die Sie nackt oder in einer sexuellen Situation zeigen (Deepnudes).',
  },
  not_your_fault:
    'Es ist nicht Ihre Schuld. Sie können Hilfe bekommen, und die Bilder können oft entfernt werden.',
  age: {
    legend: 'Wie alt war die Person auf den Bildern, als sie gemacht wurden?',
    adult: '18 Jahre oder älter',
    minor: 'Jünger als 18 Jahre',
  },
  adult: {
    title: 'Hilfe für Erwachsene',
    evidence:
      'Bewahren Sie Beweise auf: Machen Sie Bildschirmfotos, auf denen das Datum, die Webadresse und der Name des Profils zu sehen sind. Löschen Sie keine Nachrichten des Täters.',
    institute_title: 'Das Institut für die Gleichheit von Frauen und Männern',
    institute:
      'Das Institut hilft Opfern kostenlos und vertraulich. Es erklärt, wie Sie Bilder entfernen lassen und wie Sie Anzeige erstatten, und es kann selbst bei Plattformen eingreifen.',
    phone: 'Kostenlose Rufnummer: <tel>0800 12 800</tel> (wählen Sie die 1).',
    email: 'E-Mail: <email>{{email}}</email>',
    form: 'Oder melden Sie es über das <form>Meldeformular des Instituts</form>.',
    manual:
      'Lesen Sie auch den <manual>Leitfaden des Instituts für Opfer sexueller Gewalt im Internet (nicht auf Deutsch verfügbar)</manual>.',
    complaint_title: 'Anzeige bei der Polizei erstatten',
    complaint:
      'Sie können in jedem Polizeikommissariat Anzeige erstatten. Nehmen Sie die Beweise mit, die Sie aufbewahrt haben. Die <complaint>Kontaktdaten der Polizei</complaint> helfen Ihnen, das nächste Kommissariat zu finden.',
    stopncii_title: 'Bilder mit StopNCII.org sperren lassen',
    stopncii: {
      p1: 'StopNCII.org ist ein kostenloser internationaler Dienst, der verhindern hilft, dass Ihre intimen Bilder auf teilnehmenden Plattformen geteilt werden. Betrieben wird er von der britischen Revenge Porn Helpline, unterstützt vom Institut.',
      p2: 'Sie wählen die Bilder auf Ihrem eigenen Gerät aus. Dort erstellt StopNCII.org einen digitalen Fingerabdruck davon, einen „Hash“. Die Bilder selbst verlassen Ihr Gerät nicht: Nur der Hash wird gesendet.',
      p3: 'Die teilnehmenden Plattformen, etwa große soziale Netzwerke, vergleichen neue Bilder mit diesen Hashes. Ein übereinstimmendes Bild wird gesperrt oder entfernt.',
      p4: 'Sie erhalten eine Fallnummer und eine PIN. Bewahren Sie beide gut auf: Damit verfolgen Sie Ihren Fall oder ziehen ihn zurück. Wenn Sie sie verlieren, können sie nicht wiederhergestellt werden.',
      p5: 'Nicht alle Websites machen mit. Sind Ihre Bilder schon online, melden Sie sie auch der Plattform selbst und wenden Sie sich an das Institut.',
    },
    stopncii_link: 'Zu StopNCII.org',
    stopncii_warning:
      'Achtung: StopNCII.org ist nur für Bilder von Ihnen selbst, die gemacht wurden, als Sie 18 Jahre oder älter waren. Waren Sie auf den Bildern jünger als 18, auch wenn Sie heute erwachsen sind? Wählen Sie dann oben „Jünger als 18 Jahre“.',
  },
  minor: {
    title: 'Hilfe für Jugendliche unter 18 Jahren',
    child_focus:
      'Child Focus hilft dir kostenlos und vertraulich, Tag und Nacht. Child Focus kann auch verlangen, dass die Bilder entfernt werden.',
    phone: 'Ruf <tel>116 000</tel> an.',
    email: 'Schreib an <email>{{email}}</email>.',
    link: 'Oder besuch die <site>Website von Child Focus (auf Französisch)</site>.',
    adult:
      'Du kannst auch mit einem Erwachsenen sprechen, dem du vertraust. Du machst nichts falsch, wenn du um Hilfe bittest.',
    warning:
      'Schick die Bilder nicht weiter, auch nicht als Beweis, und mach keine Kopie und kein Bildschirmfoto davon: Bilder einer Person unter 18 Jahren zu verbreiten oder aufzubewahren ist strafbar. Melde sie Child Focus oder der Polizei.',
  },
};
