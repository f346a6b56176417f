import type { Texts } from './nl.ts';

/** The feedback section in German; typed against nl.ts. */
export const de: Texts = {
  title: 'War diese Seite hilfreich?',
  intro: 'Ihre Meinung hilft uns, Police-on-web klarer und einfacher zu machen.',
  rating: 'Wie viele Sterne geben Sie dieser Seite?',
  rating_hint: '1 Stern: überhaupt nicht hilfreich. 5 Sterne: sehr hilfreich.',
  stars_one: '{{count}} Stern',
  stars_other: '{{count}} Sterne',
  text: 'Was können wir besser machen?',
  text_optional: '(freiwillig)',
  text_hint:
    'Schreiben Sie keine personenbezogenen Daten wie Ihren Namen, Ihre Adresse, Ihre Telefonnummer oder Ihre Nationalregisternummer.',
  count_one: 'Noch {{count}} Zeichen.',
  count_other: 'Noch {{count}} Zeichen.',
  over_one: '{{count}} Zeichen zu viel.',
  over_other: '{{count}} Zeichen zu viel.',
  acknowledge:
    'Ich verstehe, dass dies weder eine Beschwerde noch eine Anzeige ist, dass ich keine Antwort erhalte und dass ich hier keine personenbezogenen Daten angebe.',
  not_for:
    'Möchten Sie etwas anzeigen, sich beschweren oder eine Frage stellen? Wenden Sie sich an Ihre lokale Polizeizone. Ist es dringend? Rufen Sie 101 oder 112 an.',
  honeypot: 'Lassen Sie dieses Feld leer',
  send: 'Meine Meinung senden',
  sending: 'Wird gesendet…',
  thanks_title: 'Vielen Dank für Ihre Meinung',
  thanks: 'Wir lesen alle Rückmeldungen und nutzen sie, um diese Website zu verbessern.',
  failed: 'Ihre Meinung konnte nicht gesendet werden. Versuchen Sie es später erneut.',
};
