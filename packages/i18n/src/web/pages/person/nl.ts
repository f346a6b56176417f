import type { DeepStrings } from '../../nl.ts';

/**
 * The person form /person (spec §2 Person form, §3 Declaration (person form), Crime type codes): six
 * steps for other non-urgent facts against persons, in Dutch. The source of the namespace 'person'.
 * `crime_type.types` is keyed by the `name` of CRIME_TYPES in packages/domain.
 */
export const nl = {
  title: 'Een niet-dringend feit aangeven',
  intro:
    'Werd u het slachtoffer van slagen, een haatmisdrijf, bedreigingen, belaging of oplichting, of verloor u een voorwerp of een document? Doe hier aangifte. Het invullen duurt ongeveer 10 minuten. Is er dringend hulp nodig, bel dan 101 (politie) of 112 (ambulance en brandweer).',
  steps: {
    crime_type: 'Soort feit',
    declarant_authentication: 'Uw identificatie',
    declarant_contact_data: 'Uw contactgegevens',
    fact_information: 'Wat is er gebeurd?',
    attachments: 'Bijlagen',
    declaration_overview: 'Overzicht en verzenden',
  },
  crime_type: {
    legend: 'Welk feit wilt u aangeven?',
    types: {
      assault: 'Slagen en verwondingen',
      hate_crime: 'Haatmisdrijf',
      threats: 'Bedreiging',
      psychological_harassment: 'Belaging',
      sexual_harassment: 'Seksuele intimidatie',
      swindling: 'Oplichting',
      object_loss: 'Verlies van een voorwerp',
      document_loss: 'Verlies van een document',
    },
    hints: {
      assault: 'Iemand heeft u geslagen, geduwd of verwond.',
      hate_crime:
        'Een feit gepleegd omwille van uw afkomst, huidskleur, geloof, geaardheid, handicap of een ander kenmerk.',
      threats: 'Iemand dreigde u of uw naasten iets aan te doen, mondeling, schriftelijk of online.',
      psychological_harassment:
        'Iemand valt u herhaaldelijk lastig en verstoort zo uw rust, bijvoorbeeld met berichten, telefoons of door u te volgen.',
      sexual_harassment: 'Ongewenste opmerkingen, berichten of aanrakingen met een seksuele lading.',
      swindling:
        'Iemand heeft u misleid om geld of goederen af te geven, bijvoorbeeld bij een aankoop die nooit werd geleverd.',
      object_loss: 'U bent een voorwerp kwijt, bijvoorbeeld een portefeuille, gsm, sleutels of een tas.',
      document_loss:
        'U bent een document kwijt, bijvoorbeeld uw rijbewijs, een verblijfskaart of een paspoort.',
    },
    other: 'Een ander feit',
    other_hint: 'Uw feit staat niet in deze lijst.',
    elsewhere:
      'Staat uw feit niet in de lijst, zoals een diefstal, een beschadiging of phishing? Ga dan terug naar de <home>startpagina</home> en kies daar de juiste aangifte. Een identiteitskaart die u verloor, laat u blokkeren via DOC STOP: <tel>00800 2123 2123</tel>.',
  },
  fact: {
    place: 'Waar gebeurde het?',
    place_address: 'Op een adres',
    place_online: 'Online',
    place_online_hint: 'Via berichten, e-mail, sociale media, een app of een website.',
    place_municipality: 'Ik weet alleen de gemeente',
    place_municipality_hint: 'U weet niet in welke straat u het verloor.',
    online_note:
      'Voor een feit dat online gebeurde, behandelt de politiezone van uw woonplaats uw aangifte. Vermeld in uw beschrijving via welke app, website of welk account het gebeurde.',
    municipality: 'In welke gemeente?',
    address: 'Adres van de feiten',
    address_hint: 'Het adres of de plaats waar het feit gebeurde of waar u het voorwerp of document verloor.',
    date: 'Datum van de feiten',
    time: 'Uur van de feiten',
    time_hint: 'Ongeveer, als u het niet precies weet.',
    description: 'Beschrijf wat er gebeurde',
    hint_loss:
      'Beschrijf wat u verloor zo nauwkeurig mogelijk: het soort voorwerp of document, merk, kleur, nummer (serienummer, IMEI of documentnummer) en waar u het het laatst had.',
    hint_other:
      'Vertel in uw eigen woorden wat er gebeurde, wie erbij was, hoe de dader eruitzag of wat u van hem of haar weet, en of er getuigen zijn.',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
