import type { Texts } from './nl.ts';

/** The declaration wizard shared by every form, in German; typed against nl.ts. */
export const de: Texts = {
  steps: 'Schritte Ihrer Anzeige',
  step_of: 'Schritt {{step}} von {{total}}',
  progress: '{{done}} von {{total}} Schritten sind vollständig',
  state: {
    done: 'vollständig',
    error: 'enthält einen Fehler',
    current: 'aktueller Schritt',
    todo: 'noch auszufüllen',
  },
  next: 'Nächster Schritt',
  back: 'Vorheriger Schritt',
  send: 'Anzeige senden',
  sending: 'Ihre Anzeige wird gesendet…',
  uploading_first: 'Ihre Anhänge werden zuerst hochgeladen…',
  blocked: 'Füllen Sie zuerst Schritt {{step}} vollständig aus.',
  draft_restored: 'Wir haben wiederhergestellt, was Sie in diesem Fenster bereits ausgefüllt hatten.',
  start_over: 'Neu beginnen',
  start_over_confirm_title: 'Neu beginnen?',
  start_over_confirm: 'Alles, was Sie in diesem Formular ausgefüllt haben, wird gelöscht.',
  sign_in_again: 'Erneut anmelden',
  sign_in_again_hint: 'Was Sie bereits ausgefüllt haben, bleibt in diesem Fenster gespeichert.',
  change: 'Ändern: {{step}}',
  remove_item: {
    title: 'Entfernen?',
    text: 'Möchten Sie „{{name}}“ entfernen?',
    confirm: 'Ja, entfernen',
    cancel: 'Nein, behalten',
  },
  attachments: {
    title: 'Anhänge',
    intro:
      'Fügen Sie bei Bedarf Fotos oder Dokumente hinzu, die Ihre Anzeige verdeutlichen, zum Beispiel Bildschirmfotos von Nachrichten, Zahlungsbelege oder Fotos des Schadens. Dieser Schritt ist freiwillig.',
    rules: 'Fotos (wie .jpg oder .png) und PDF-Dateien, zusammen höchstens 10 MB.',
    add: 'Dateien auswählen',
    list: 'Hinzugefügte Dateien',
    none: 'Sie haben noch keine Anhänge hinzugefügt.',
    used: '{{used}} von 10 MB belegt',
    state: {
      added: 'Bereit zum Hochladen',
      uploading: 'Wird hochgeladen',
      uploaded: 'Hochgeladen',
      failed: 'Nicht hochgeladen',
    },
    lost: 'Diese Datei war noch nicht hochgeladen, als die Seite neu geladen wurde. Fügen Sie sie erneut hinzu.',
    remove_button: 'Entfernen',
    retry: 'Erneut versuchen',
    remove: 'Entfernen: {{name}}',
    upload_progress: 'Hochladen von {{name}}',
    refresh_session: 'Ihre Sitzung erneuern (öffnet ein neues Fenster)',
    refresh_hint:
      'Kehren Sie danach in dieses Fenster zurück und versuchen Sie es erneut: Die Dateien und Ihre Angaben bleiben hier erhalten.',
  },
};
