import type { DeepStrings } from '../../nl.ts';

/**
 * The damage declaration's page (spec §2 Degradation wizard steps): the titles and introductions of
 * various damage, graffiti and cable damage, the cable-damage pilot and the steps' names, in Dutch. The
 * source of the namespace 'degradation'; the steps' fields say theirs from 'degradation-steps'.
 */
export const nl = {
  title: {
    various: 'Aangifte van beschadiging',
    graffitis: 'Aangifte van graffiti',
    cables: 'Aangifte van kabelschade',
  },
  intro: {
    various:
      'Werd uw eigendom beschadigd, bijvoorbeeld uw auto, brievenbus, omheining of ruit? Doe hier aangifte. Het invullen duurt ongeveer 15 minuten. Houd foto’s van de schade en, als u verzekerd bent, uw polis bij de hand.',
    graffitis:
      'Werd er graffiti aangebracht op uw gevel, muur, auto of ander eigendom? Doe hier aangifte. Het invullen duurt ongeveer 15 minuten. Neem eerst foto’s van de graffiti voor u ze laat verwijderen.',
    cables:
      'Beschadiging of diefstal van kabels (koper, glasvezel, elektriciteit) in een gemeente van het proefproject. Deze aangifte doet u namens de onderneming die eigenaar of beheerder van de kabels is.',
  },
  pilot: {
    title: 'Een proefproject in enkele gemeenten',
    text: 'Het proefproject is open in {{municipality}}: die gemeente staat al ingevuld als plaats van de schade. Gebeurde de schade in een andere gemeente? <check>Ga dan eerst na of het formulier daar open is</check>.',
  },
  steps: {
    declarant_authentication: 'Uw identificatie',
    declarant_contact_data: 'Uw contactgegevens',
    victim_info: 'Het slachtoffer',
    damaged_objects: 'Beschadigde voorwerpen',
    fact_information: 'Wat is er gebeurd?',
    attachments: 'Bijlagen',
    declaration_overview: 'Overzicht en verzenden',
  },
} as const;

export type Texts = DeepStrings<typeof nl>;
