/**
 * The summary of a declaration, in Dutch: the words of the review step and of the PDF beside the
 * questions of the forms themselves (namespace 'summary', web and API), the PDF's frame and the message
 * that carries it.
 */
export const nl = {
  product: 'Police-on-web',
  title: 'Samenvatting van uw aangifte',
  title_officer: 'Samenvatting van de aangifte',
  register: 'Identificatienummer',
  keep_register: 'Bewaar dit nummer: u hebt het nodig als u de politie contacteert over deze aangifte.',
  received: 'Ontvangen op',
  zone: 'Bevoegde politiezone',
  form: 'Soort aangifte',
  filed_by: 'Opgesteld door',
  officer: '{{name}}, stamnummer {{matricule}}',
  next_title: 'Wat gebeurt er nu?',
  next: 'Uw aangifte werd doorgestuurd naar de politiezone {{zone}}. Ze wordt behandeld op werkdagen tijdens de kantooruren. De politie neemt enkel contact met u op als het dossier dat vereist. Is het dringend? Bel 101 (politie) of 112 (medische hulp, brandweer).',
  next_officer:
    'De aangifte werd doorgestuurd naar de politiezone {{zone}} en wordt behandeld op werkdagen tijdens de kantooruren. Het slachtoffer wordt enkel gecontacteerd als het dossier dat vereist.',
  document:
    'Dit document is een samenvatting van de aangifte zoals de politie ze via Police-on-web ontving. Het is geen proces-verbaal.',
  page: 'Pagina {{page}}/{{pages}}',
  mail_subject: 'Uw aangifte {{register}} bij de politie',
  mail_text:
    'Goedendag,\n\nIn bijlage vindt u de samenvatting van uw aangifte {{register}}, ontvangen op {{date}}. Ze werd doorgestuurd naar de politiezone {{zone}}.\n\nBewaar het identificatienummer {{register}}.\n\nIs het dringend? Bel 101 (politie) of 112 (medische hulp, brandweer).\n\nPolice-on-web – de geïntegreerde politie',
  addendum: {
    title: 'Aanvulling bij uw aangifte',
    number: 'Aanvulling nummer',
    received: 'Aanvulling ontvangen op',
    declaration_received: 'Aangifte ontvangen op',
    next: 'Deze aanvulling werd samen met uw aangifte {{register}} doorgestuurd naar de politiezone {{zone}}. Ze wordt behandeld op werkdagen tijdens de kantooruren. De politie neemt enkel contact met u op als het dossier dat vereist.',
    text_title: 'Wat u toevoegde',
    files_title: 'Bijlagen',
    no_files: 'U voegde geen bijlagen toe.',
    document:
      'Dit document bevestigt de informatie die u via Police-on-web aan uw aangifte toevoegde. Het is geen proces-verbaal.',
    mail_subject: 'Aanvulling bij uw aangifte {{register}}',
    mail_text:
      'Goedendag,\n\nIn bijlage vindt u de bevestiging van de informatie die u op {{date}} toevoegde aan uw aangifte {{register}}. Ze werd doorgestuurd naar de politiezone {{zone}}.\n\nIs het dringend? Bel 101 (politie) of 112 (medische hulp, brandweer).\n\nPolice-on-web – de geïntegreerde politie',
  },
  forms: {
    phishing: 'Phishing en online fraude',
    phishing_officer: 'Phishing en online fraude (aangifte door de politie)',
    various: 'Beschadiging van eigendom',
    graffitis: 'Graffiti',
    cables: 'Kabelschade',
    person: 'Niet-dringend feit tegen personen',
  },
  answers: {
    optional_marker: 'niet verplicht',
    yes: 'Ja',
    no: 'Nee',
    box: 'bus {{box}}',
    street_typed: '(straat ingetypt, niet uit de stratenlijst gekozen)',
    moment: '{{date}} om {{time}}',
    account: '{{account}} op {{platform}}',
    centimetres: '{{size}} cm',
    attachment: '{{name}} ({{size}})',
    attachment_hash: '{{name}} ({{size}}), SHA-256 {{sha256}}',
    no_attachments: 'Geen bijlagen',
    legal_form: 'Rechtsvorm',
    crime_type: '{{name}} ({{code}})',
    officer_zone: 'Politiezone van de agent',
  },
  review: {
    title: 'Controleer uw antwoorden',
    intro: 'Klopt alles? Met “Wijzigen” past u een stap aan; daarna komt u hier terug.',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type SummaryTexts = Strings<typeof nl>;
