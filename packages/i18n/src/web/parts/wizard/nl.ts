import type { DeepStrings } from '../../nl.ts';

/**
 * The declaration wizard shared by every form (spec §4 Wizard, Attachments) in Dutch: the stepper, its
 * buttons, the attachments step and what a refused Send says. The source of the namespace 'wizard'.
 */
export const nl = {
  steps: 'Stappen van uw aangifte',
  step_of_heading: 'Stap {{step}} van {{total}}:',
  progress_one: '{{count}} van de {{total}} stappen is volledig',
  progress_other: '{{count}} van de {{total}} stappen zijn volledig',
  state: {
    done: 'volledig',
    error: 'bevat een fout',
    current: 'huidige stap',
    todo: 'nog in te vullen',
  },
  next: 'Volgende stap',
  back: 'Vorige stap',
  send: 'Aangifte versturen',
  sending: 'Uw aangifte wordt verstuurd…',
  uploading_first: 'Uw bijlagen worden eerst opgeladen…',
  blocked: 'Vul eerst stap {{step}} volledig in.',
  draft_restored: 'We hebben teruggezet wat u eerder in dit venster hebt ingevuld.',
  start_over: 'Opnieuw beginnen',
  start_over_confirm_title: 'Opnieuw beginnen?',
  start_over_confirm: 'Alles wat u in dit formulier hebt ingevuld, wordt gewist.',
  sign_in_again: 'Opnieuw aanmelden',
  sign_in_again_hint: 'Wat u al hebt ingevuld, blijft bewaard in dit venster.',
  honeypot: 'Laat dit veld leeg',
  back_to_review: 'Terug naar het overzicht',
  change: 'Wijzigen: {{step}}',
  remove_item: {
    title: 'Verwijderen?',
    text: 'Wilt u “{{name}}” verwijderen?',
    confirm: 'Ja, verwijderen',
    cancel: 'Nee, behouden',
  },
  attachments: {
    title: 'Bijlagen',
    intro:
      'Voeg eventueel foto’s of documenten toe die uw aangifte verduidelijken, zoals schermafbeeldingen van berichten, betalingsbewijzen of foto’s van de schade. Deze stap is niet verplicht.',
    rules: 'Foto’s (zoals .jpg of .png) en pdf-bestanden, samen hoogstens 10 MB.',
    add: 'Bestanden kiezen',
    list: 'Toegevoegde bestanden',
    none: 'U hebt nog geen bijlagen toegevoegd.',
    used: '{{used}} van de 10 MB gebruikt',
    state: {
      added: 'Klaar om op te laden',
      uploading: 'Wordt opgeladen',
      uploaded: 'Opgeladen',
      failed: 'Niet opgeladen',
      refused: 'Geweigerd',
    },
    lost: 'Dit bestand was nog niet opgeladen toen de pagina werd vernieuwd. Voeg het opnieuw toe.',
    remove_button: 'Verwijderen',
    retry: 'Opnieuw proberen',
    remove: 'Verwijderen: {{name}}',
    upload_progress: 'Opladen van {{name}}',
    refresh_session: 'Uw sessie vernieuwen (opent een nieuw venster)',
    refresh_hint:
      'Kom daarna terug naar dit venster en probeer opnieuw: de bestanden en wat u hebt ingevuld, blijven hier.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
