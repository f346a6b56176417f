import type { DeepStrings } from '../../nl.ts';

/**
 * The sent page, success/{form} (spec §2 Declaration-sent page, §4 Declaration delivery), in Dutch: the
 * source of the namespace 'success'. `tracker` is what a signed-in citizen sees while the summary and
 * the declaration travel; `confirmation` the text for a visitor without a session and for an officer.
 * Marked words: `<tel>` a telephone link, `<b>` the identifier.
 */
export const nl = {
  title: 'Aangifte verstuurd',
  lead: 'Bedankt. Uw aangifte is goed bij ons aangekomen.',
  tracker: {
    title: 'Waar is uw aangifte nu?',
    hint: 'Deze lijst wordt vanzelf bijgewerkt. U hoeft niets te doen.',
    state: {
      done: 'Klaar:',
      current: 'Bezig:',
      upcoming: 'Volgt nog:',
      warning: 'Let op:',
      error: 'Probleem:',
    },
    received: 'Aangifte ontvangen',
    summary_sending: 'Uw samenvatting wordt verstuurd…',
    summary_ebox: 'Samenvatting verstuurd naar uw eBox',
    summary_email: 'Samenvatting verstuurd per e-mail',
    summary_fallback:
      'Uw eBox was niet bereikbaar: we hebben de pdf-samenvatting daarom per e-mail verstuurd.',
    declaration_error_pdf_not_sent:
      'Uw samenvatting kon niet worden gemaakt. De politie neemt binnen 48 werkuren contact met u op.',
    summary_later: 'Uw samenvatting volgt later',
    zone_waiting: 'Doorsturen naar de politiezone',
    zone_sending: 'Uw aangifte wordt naar de politiezone gestuurd…',
    zone_sent: 'Verstuurd naar de politiezone {{unit}}',
    zone_still: 'Uw aangifte gaat wel naar de politiezone {{unit}}',
    zone_later: 'Uw aangifte wordt doorgestuurd naar de bevoegde politiezone',
    later:
      'Uw aangifte is goed ontvangen. Uw samenvatting volgt in uw eBox of per e-mail. U hoeft niet op deze pagina te wachten.',
    announce_zone: 'Uw aangifte is verstuurd naar de politiezone {{unit}}. Bewaar uw identificatienummer.',
  },
  mine: {
    link: 'Deze aangifte later volgen',
    text: 'Ook nadat u dit venster sluit, vindt u ze terug in Mijn aangiftes: waar ze is, uw samenvatting, en een plaats om informatie toe te voegen.',
  },
  register: {
    title: 'Uw identificatienummer',
    keep: 'Bewaar dit nummer: schrijf het op of maak een schermafbeelding. Vermeld het als u de politie over deze aangifte contacteert.',
    copy: 'Nummer kopiëren',
    copied: 'Het nummer is gekopieerd.',
    copy_failed: 'Kopiëren is niet gelukt. Schrijf het nummer op.',
  },
  /** What an officer reads after filing for a victim: the victim in the third person (issue 21). */
  officer_voice: {
    tracker: {
      title: 'Waar is de aangifte nu?',
      summary_sending: 'De samenvatting wordt verstuurd…',
      summary_ebox: 'Samenvatting verstuurd naar de eBox van het slachtoffer',
      summary_fallback:
        'De eBox van het slachtoffer was niet bereikbaar: de pdf-samenvatting is daarom per e-mail verstuurd.',
      declaration_error_pdf_not_sent:
        'De samenvatting kon niet worden gemaakt. De politiezone neemt binnen 48 werkuren contact op met het slachtoffer.',
      summary_later: 'De samenvatting volgt',
      zone_sending: 'De aangifte wordt naar de politiezone gestuurd…',
      zone_still: 'De aangifte gaat wel naar de politiezone {{unit}}',
      zone_later: 'De aangifte wordt doorgestuurd naar de bevoegde politiezone',
      later:
        'De aangifte is goed ontvangen. Het slachtoffer krijgt de samenvatting in de eBox of per e-mail. U hoeft niet op deze pagina te wachten.',
      announce_zone:
        'De aangifte is verstuurd naar de politiezone {{unit}}. Geef het identificatienummer aan het slachtoffer.',
    },
    register: {
      title: 'Identificatienummer van de aangifte',
      keep: 'Geef dit nummer aan het slachtoffer; het staat ook op de samenvatting. Het slachtoffer vermeldt het bij elk contact met de politie over deze aangifte.',
    },
  },
  phishing_steps: {
    title: 'Doe dit nu, als u het nog niet deed',
    hint: 'Het eerste uur telt. Vink af wat u deed: dit tabblad onthoudt het.',
    card: 'Laat uw bankkaart blokkeren bij Card Stop: <tel>{{cardStop}}</tel>, dag en nacht.',
    bank: 'Bel uw bank op het nummer op haar website of op uw kaart, niet op een nummer uit het bericht. Vraag om verdachte betalingen tegen te houden.',
    passwords:
      'Verander de wachtwoorden die u gaf, en overal waar u hetzelfde wachtwoord gebruikt. Zet waar het kan aanmelden in twee stappen aan.',
    forward:
      'Stuur het bericht door naar Safeonweb, <email>{{email}}</email> (bij een sms: een schermafbeelding), en verwijder het daarna.',
    done: 'Gedaan',
  },
  next: {
    title: 'Wat gebeurt er nu?',
    hours: 'Online aangiften worden behandeld op werkdagen, tijdens de kantooruren.',
    contact: 'De politie neemt alleen contact met u op als uw dossier dat nodig maakt.',
    urgent:
      'Is het dringend? Bel <tel>101</tel> als u de politie nodig hebt, of <tel>112</tel> voor medische hulp of de brandweer.',
    home: 'Naar de startpagina',
  },
  confirmation: {
    sent: 'Bedankt voor uw aangifte. Ze is verstuurd naar de bevoegde politiezone: die van de plaats van de feiten, of bij phishing die van uw woonplaats.',
    officer_sent:
      'De aangifte is verstuurd naar de bevoegde politiezone: die van de plaats van de feiten, of bij phishing die van de woonplaats van het slachtoffer.',
    summary:
      'U ontvangt een samenvatting van uw aangifte als pdf in uw eBox of per e-mail. Het kan even duren voor ze aankomt.',
    officer_summary:
      'Het slachtoffer ontvangt een samenvatting van de aangifte als pdf in de eBox of per e-mail.',
    officer_contact:
      'De politiezone neemt alleen contact op met het slachtoffer als het dossier dat nodig maakt.',
    new_form: 'Nieuwe aangifte doen',
    register:
      'Het identificatienummer van deze aangifte is <b>{{register}}</b>. Bewaar het en vermeld het als u de politie over deze aangifte contacteert.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
