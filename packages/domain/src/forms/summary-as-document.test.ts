import { describe, expect, it } from 'vitest';
import { EXAMPLE_PERSON, EXAMPLE_PHISHING, EXAMPLES } from '../testing/examples.ts';
import { titleKeyOf } from './definition.ts';
import { PERSON_FORM } from './person/definition.ts';
import { PHISHING_FORM } from './phishing/definition.ts';
import { FORM_DEFINITIONS } from './registry.ts';
import { summarise, withoutDeliveryChannel } from './summary.ts';
import type { SummaryLookups, SummaryReader, SummarySection, TextKey } from './summary-types.ts';

/**
 * What a person reads of their declaration (issue 33, items 3 and 5): named by what happened, no code of
 * the police's lists, the amounts lost added up, a typed street said under its address, and, in their
 * document, nothing of how that document reaches them.
 */

/** Each text as its key, its values after it: what is said is seen without a catalogue. */
const lookups: SummaryLookups = {
  text: (key: TextKey, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
  municipality: () => '1000 Brussel',
  nationality: () => 'Belg',
  insurer: () => undefined,
  attachment: () => undefined,
};

const answers = (sections: readonly SummarySection[]) =>
  sections.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry] : entry.answers)),
  );

const person = (type: string) => ({
  ...structuredClone(EXAMPLE_PERSON),
  fact: { ...EXAMPLE_PERSON.fact, type },
});

describe('the person form’s crime type', () => {
  // The first answer of the first step, whatever the reader's question (the police read theirs).
  const crimeType = (type: string, reader: SummaryReader) =>
    answers(summarise(PERSON_FORM, person(type), 'fr', lookups, reader).slice(0, 1))[0]?.answer;

  it('is said in words to the person, never with its code', () => {
    expect(crimeType('0575', 'person')).toBe('person:crime_type.types.object_loss');
    expect(crimeType('4517', 'person')).toBe('person:crime_type.types.psychological_harassment');
  });

  it('keeps its code in brackets for the police', () => {
    expect(crimeType('0575', 'police')).toBe(
      'summary:answers.crime_type {"name":"person:crime_type.types.object_loss","code":"0575"}',
    );
  });

  it('names the declaration: a loss is a loss, harassment is harassment', () => {
    expect(titleKeyOf(PERSON_FORM, person('0575'))).toBe('person:crime_type.types.object_loss');
    expect(titleKeyOf(PERSON_FORM, person('0574'))).toBe('person:crime_type.types.document_loss');
    expect(titleKeyOf(PERSON_FORM, person('4517'))).toBe('person:crime_type.types.psychological_harassment');
    // Without a crime type (a row read without it), the form's own name rather than nothing.
    expect(titleKeyOf(PERSON_FORM, { form: 'person', fact: {} })).toBe('summary:forms.person');
    expect(titleKeyOf(PERSON_FORM, { form: 'person' })).toBe('summary:forms.person');
  });

  it('leaves the titles of the other forms as they were', () => {
    expect(titleKeyOf(PHISHING_FORM, EXAMPLE_PHISHING)).toBe('summary:forms.phishing');
    const damage = FORM_DEFINITIONS.find((definition) => definition.id === 'damage');
    expect(damage && titleKeyOf(damage, EXAMPLES.degradation_graffiti)).toBe('summary:forms.graffitis');
  });
});

describe('the amounts lost', () => {
  const amountsOf = (fact_amounts: readonly { iban: string; amount: string }[]) =>
    summarise(PHISHING_FORM, { ...structuredClone(EXAMPLE_PHISHING), fact_amounts }, 'nl', lookups).find(
      (section) => section.step === 'amounts',
    )?.entries;

  it('are added up, before each amount, when there are two or more', () => {
    const entries = amountsOf([
      { iban: 'BE71 0961 2345 6769', amount: '1 250,00' },
      { iban: 'BE68 5390 0754 7034', amount: '499,99' },
      { iban: 'NL91 ABNA 0417 1643 00', amount: '0,01' },
    ]);
    expect(entries?.[0]).toEqual({
      kind: 'answer',
      question: 'summary:answers.amounts_total',
      answer: '1 750,00 €',
    });
    expect(entries?.slice(1, 4).map((entry) => entry.kind)).toEqual(['group', 'group', 'group']);
  });

  it('need no total for one amount', () => {
    const entries = amountsOf([{ iban: 'BE71 0961 2345 6769', amount: '1 250,00' }]);
    expect(
      entries?.some((entry) => entry.kind === 'answer' && entry.question.endsWith('amounts_total')),
    ).toBe(false);
  });
});

describe('a typed street', () => {
  it('is said on a line of its own under the address, not inside it', () => {
    const typed = person('0575');
    typed.fact.address = { ...typed.fact.address, street_typed: true } as typeof typed.fact.address;
    const address = answers(summarise(PERSON_FORM, typed, 'nl', lookups)).find(
      (answer) => answer.question === 'person:fact.address',
    );
    expect(address?.answer).toBe('Place de Brouckère 3, 1000 Brussel\nsummary:answers.street_typed');
  });
});

describe('the delivery of the summary', () => {
  const CHANNEL_QUESTIONS = [
    'declaration-steps:overview.channel_legend',
    'declaration-steps:overview.channel_legend_victim',
  ];
  const channelSaid = (sections: readonly SummarySection[]) =>
    answers(sections).some((answer) => CHANNEL_QUESTIONS.includes(answer.question));

  it.each(Object.entries(EXAMPLES))(
    'is left out of the %s example’s document, and only that',
    (_, example) => {
      const definition = FORM_DEFINITIONS.find((candidate) => candidate.covers(example));
      expect(definition).toBeDefined();
      const whole = summarise(definition!, example, 'nl', lookups);
      const document = summarise(withoutDeliveryChannel(definition!), example, 'nl', lookups);
      // The form asks it where the document leaves it out (the same path, DELIVERY_CHANNEL_PATH).
      expect(channelSaid(whole)).toBe(true);
      expect(channelSaid(document)).toBe(false);
      expect(answers(document)).toHaveLength(answers(whole).length - 1);
    },
  );
});
