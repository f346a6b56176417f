import type { DeepStrings } from '../../nl.ts';

/**
 * The page /sexual-violence (spec §2, §9) in Dutch: the source of the namespace 'sexual-violence'.
 * `<tel>…</tel>` becomes a telephone link, `<centres>…</centres>` the link to the care centres.
 */
export const nl = {
  title: 'Seksueel geweld',
  intro:
    'Werd u verkracht of aangerand, of gebeurde er iets seksueels tegen uw wil? Het is niet uw schuld. U kunt dag en nacht terecht voor zorg en hulp, ook als u (nog) geen klacht wilt indienen.',
  danger: 'Bent u nu in gevaar of gewond? Bel <tel>112</tel> of de politie op <tel>101</tel>.',
  sections: {
    centres: {
      title: 'Zorgcentra na Seksueel Geweld: dag en nacht open',
      p1: 'In een Zorgcentrum na Seksueel Geweld (ZSG) krijgt u op één plek medische zorg, onderzoek naar sporen, psychologische steun en, als u dat wilt, de hulp van een speciaal opgeleide zedeninspecteur van de politie. De zorg is gratis. De centra zijn 24 uur op 24 en 7 dagen op 7 open, voor volwassenen en voor kinderen.',
      list: {
        recent:
          'Gebeurde het minder dan een week geleden? Ga dan meteen naar een zorgcentrum. U hoeft geen afspraak te maken.',
        older: 'Gebeurde het meer dan een week geleden? Dan kunt u er ook terecht, na een afspraak.',
        evidence:
          'Ga zo snel mogelijk: na 72 uur wordt de kans kleiner dat sporen van de dader nog kunnen worden gevonden.',
      },
      p2: 'De adressen en telefoonnummers van de centra vindt u op <centres>de website over seksueel geweld</centres>.',
    },
    evidence: {
      title: 'Sporen bewaren',
      p1: 'Sporen kunnen later helpen om de dader te vinden. Als het kan, voor u naar het zorgcentrum gaat:',
      list: {
        wash: 'was of douche u niet;',
        clothes:
          'neem de kleren die u droeg mee in een papieren zak, of trek ze niet uit en neem andere kleren mee;',
        things: 'gooi niets weg wat de dader aanraakte.',
      },
      p2: 'Hebt u zich al gewassen of omgekleed? Ga dan toch: u krijgt er zorg, en er kunnen nog sporen zijn.',
    },
    complaint: {
      title: 'Klacht indienen',
      p1: 'U beslist zelf of en wanneer u klacht indient. U kunt dat in het zorgcentrum doen, of in elk politiekantoor.',
      p2: 'In het zorgcentrum kunnen sporen worden afgenomen en bewaard, ook als u nog niet weet of u klacht wilt indienen. Zo hebt u tijd om na te denken.',
      p3: 'Seksueel geweld kunt u niet online aangeven via Police-on-web: een zedeninspecteur neemt uw verklaring af in een rustig gesprek.',
    },
    talk: {
      title: 'Met iemand praten',
      p1: 'Wilt u eerst met iemand praten? Deze lijnen zijn gratis en anoniem:',
      list: {
        helpline: '<tel>1712</tel>: voor vragen over geweld, misbruik en kindermishandeling (op werkdagen);',
        listening: '<tel>106</tel>: Tele-Onthaal, dag en nacht, voor een luisterend oor.',
      },
      p2: 'Bent u jonger dan 18? Ook dan kunt u naar een zorgcentrum, of u kunt bellen naar <tel>1712</tel>.',
    },
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
