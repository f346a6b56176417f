import type { Texts } from './nl.ts';

/** Contact dialog, form, questionnaire and technical contact in German; typed against nl.ts. */
export const de: Texts = {
  dialog: {
    title: 'Kontakt aufnehmen',
    reason: {
      faq: 'Eine Frage zu Police-on-web',
      privacy: 'Eine Frage zu Ihren personenbezogenen Daten',
      accessibility: 'Ein Problem mit der Barrierefreiheit',
      technical: 'Ein technisches Problem melden',
    },
    cancel: 'Abbrechen',
    purpose_title: 'Wofür ist dieses Formular?',
    purpose: {
      faq: 'Mit diesem Formular stellen Sie eine Frage zur Website Police-on-web: wie sie funktioniert, was Sie dort tun können oder was Sie nicht finden.',
      privacy:
        'Mit diesem Formular stellen Sie eine Frage dazu, wie Police-on-web Ihre personenbezogenen Daten verarbeitet, oder Sie beantragen, Ihre Rechte auszuüben.',
      accessibility:
        'Mit diesem Formular melden Sie ein Problem mit der Barrierefreiheit von Police-on-web oder bitten um Informationen in einer anderen Form.',
      technical:
        'Mit diesem Formular melden Sie ein technisches Problem, das Sie daran gehindert hat, Ihre Anzeige zu senden. So können wir es untersuchen.',
    },
    not_for:
      'Es ist nicht dafür gedacht, Sachverhalte anzuzeigen, und Sie erhalten darüber keine dringende Hilfe. Ist es dringend? Rufen Sie <tel112>112</tel112> oder <tel101>101</tel101> an.',
    follow_up:
      'Haben Sie eine Frage zu einer Anzeige, die Sie schon erstattet haben? Wenden Sie sich an die Polizeizone, die sie bearbeitet.',
    acknowledge: 'OK, verstanden',
  },
  form: {
    all_required: 'Alle Felder sind Pflichtfelder.',
    email: 'E-Mail-Adresse',
    email_hint: 'An diese Adresse senden wir unsere Antwort.',
    email_confirmation: 'E-Mail-Adresse wiederholen',
    email_confirmation_hint:
      'Geben Sie sie noch einmal ein, damit ein Tippfehler unsere Antwort nicht aufhält.',
    lastname: 'Name',
    firstname: 'Vorname',
    body: 'Ihre Nachricht',
    body_hint:
      'Schreiben Sie keine sensiblen Daten wie eine Nationalregisternummer oder medizinische Angaben, außer wenn es für Ihre Frage wirklich nötig ist.',
    count_one: 'Noch {{count}} Zeichen.',
    count_other: 'Noch {{count}} Zeichen.',
    over_one: '{{count}} Zeichen zu viel.',
    over_other: '{{count}} Zeichen zu viel.',
    consent:
      'Ich bin damit einverstanden, dass die Polizei diese Daten verwendet, um meine Nachricht zu beantworten, und sie danach 1 Jahr lang aufbewahrt.',
    privacy_link:
      'Wie wir mit Ihren Daten umgehen, lesen Sie in der <privacy>Datenschutzerklärung (öffnet in einem neuen Fenster)</privacy>.',
    honeypot: 'Lassen Sie dieses Feld leer',
    send: 'Nachricht senden',
    sending: 'Wird gesendet…',
    retrying: 'Das Senden hat nicht geklappt. Wir versuchen es in einigen Sekunden erneut.',
    retry_now: 'Jetzt erneut versuchen',
    kept: 'Was Sie geschrieben haben, bleibt erhalten: Sie können es später erneut versuchen.',
    sent: 'Ihre Nachricht wurde gesendet. Vielen Dank. Sie erhalten eine Antwort an die angegebene E-Mail-Adresse.',
  },
  questionnaire: {
    title: 'Kontakt aufnehmen: drei kurze Fragen',
    intro: 'Beantworten Sie diese Fragen. So finden Sie schnell die richtige Stelle.',
    question: 'Frage {{number}} von 3',
    q1: 'Ist es dringend, oder geschieht gerade etwas, wofür die Polizei kommen muss?',
    q2: 'Möchten Sie bei der Polizei Sachverhalte anzeigen, etwa einen Diebstahl, eine Beschädigung oder einen Betrug?',
    q3: 'Betrifft Ihre Frage die Website Police-on-web selbst?',
    yes: 'Ja',
    no: 'Nein',
    answer_title: 'Was können Sie tun?',
    procedure1:
      'Rufen Sie sofort <tel112>112</tel112> an, wenn Sie dringend medizinische Hilfe oder die Feuerwehr brauchen, oder <tel101>101</tel101>, wenn Sie dringend die Polizei brauchen. Beide Nummern sind kostenlos und Tag und Nacht erreichbar. Das Kontaktformular und die Online-Anzeige sind für dringende Situationen nicht geeignet.',
    procedure2:
      'Manche Sachverhalte können Sie online anzeigen: Wählen Sie sie auf der <home>Startseite</home>. Geht das für Ihren Sachverhalt nicht, oder sind Sie unsicher? Dann wenden Sie sich an Ihre lokale Polizeizone oder gehen Sie zu einem Polizeikommissariat.',
    procedure3_yes:
      'Stellen Sie Ihre Frage zu Police-on-web mit dem Kontaktformular. Wir antworten per E-Mail, an Werktagen.',
    procedure3_no:
      'Für andere Fragen an die Polizei finden Sie die richtigen Kontaktdaten auf der Kontaktseite der Polizei. Bei einer Frage zu Ihrem Viertel oder zu einer Anzeige hilft Ihnen Ihre lokale Polizeizone weiter.',
    action_contact_form: 'Kontaktformular öffnen',
    action_police_contact: 'Zur Kontaktseite der Polizei',
    action_local_police: 'Die lokale Polizei kontaktieren',
    restart: 'Neu beginnen',
  },
  technical: {
    error_azure_403:
      'Die Sicherheitsfunktion der Plattform hat Ihre Anzeige aufgehalten. Melden Sie uns dieses Problem, damit wir es lösen können. Soll Ihr Sachverhalt noch heute bearbeitet werden? Dann wenden Sie sich an Ihre lokale Polizeizone.',
    contact_us: 'Das Problem melden',
    contact_us_success:
      'Vielen Dank, Ihre Meldung wurde gesendet. Wir untersuchen das Problem. Für eine schnelle Bearbeitung Ihres Sachverhalts können Sie sich inzwischen an Ihre lokale Polizeizone wenden.',
  },
};
