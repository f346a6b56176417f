import type { Texts } from './nl.ts';

/** The page /sexual-violence in German; typed against nl.ts. */
export const de: Texts = {
  title: 'Sexuelle Gewalt',
  intro:
    'Wurden Sie vergewaltigt oder sexuell angegriffen, oder ist Ihnen gegen Ihren Willen etwas Sexuelles passiert? Es ist nicht Ihre Schuld. Sie erhalten Tag und Nacht Versorgung und Hilfe, auch wenn Sie (noch) keine Anzeige erstatten möchten.',
  danger:
    'Sind Sie in Gefahr oder verletzt? Rufen Sie <tel>112</tel> oder die Polizei unter <tel>101</tel> an.',
  sections: {
    centres: {
      title: 'Zentren für die Betreuung von Opfern sexueller Gewalt: Tag und Nacht geöffnet',
      p1: 'In einem Zentrum für die Betreuung von Opfern sexueller Gewalt erhalten Sie an einem Ort medizinische Versorgung, eine Untersuchung auf Spuren, psychologische Unterstützung und, wenn Sie es wünschen, die Hilfe von Ermittlerinnen und Ermittlern der Polizei, die für Sexualdelikte speziell ausgebildet sind. Die Versorgung ist kostenlos. Die Zentren sind rund um die Uhr, 7 Tage in der Woche geöffnet, für Erwachsene und für Kinder.',
      list: {
        recent:
          'Ist es weniger als eine Woche her? Dann gehen Sie sofort in ein Zentrum. Sie brauchen keinen Termin.',
        older: 'Ist es mehr als eine Woche her? Dann können Sie auch dorthin, nach Terminvereinbarung.',
        evidence:
          'Gehen Sie so schnell wie möglich: Nach 72 Stunden sinkt die Chance, noch Spuren des Täters zu finden.',
      },
      p2: 'Die Adressen und Telefonnummern der Zentren finden Sie auf <centres>der Website zu sexueller Gewalt (auf Französisch)</centres>.',
    },
    evidence: {
      title: 'Spuren sichern',
      p1: 'Spuren können später helfen, den Täter zu finden. Wenn möglich, bevor Sie ins Zentrum gehen:',
      list: {
        wash: 'waschen oder duschen Sie sich nicht;',
        clothes:
          'nehmen Sie die Kleidung, die Sie trugen, in einer Papiertüte mit, oder behalten Sie sie an und nehmen Sie Wechselkleidung mit;',
        things: 'werfen Sie nichts weg, was der Täter berührt hat.',
      },
      p2: 'Haben Sie sich schon gewaschen oder umgezogen? Gehen Sie trotzdem hin: Sie werden versorgt, und es kann noch Spuren geben.',
    },
    complaint: {
      title: 'Anzeige erstatten',
      p1: 'Sie entscheiden selbst, ob und wann Sie Anzeige erstatten. Das können Sie im Zentrum tun oder in jedem Polizeikommissariat.',
      p2: 'Im Zentrum können Spuren gesichert und aufbewahrt werden, auch wenn Sie noch nicht wissen, ob Sie Anzeige erstatten möchten. So haben Sie Zeit zum Nachdenken.',
      p3: 'Sexuelle Gewalt können Sie nicht online über Police-on-web anzeigen: Speziell ausgebildete Ermittlerinnen und Ermittler der Polizei nehmen Ihre Aussage in einem ruhigen Gespräch auf.',
    },
    talk: {
      title: 'Mit jemandem sprechen',
      p1: 'Möchten Sie zuerst mit jemandem sprechen? Diese Telefonnummern sind kostenlos und anonym:',
      list: {
        helpline:
          '<tel>0800 98 100</tel>: SOS Viol, für Opfer sexueller Gewalt und ihre Angehörigen (auf Französisch);',
        listening: '<tel>108</tel>: TelefonHilfe, für ein offenes Ohr.',
      },
      p2: 'Bist du jünger als 18? Auch dann kannst du in ein Zentrum gehen, oder du sprichst mit einer erwachsenen Person, der du vertraust.',
    },
  },
};
