import {
  AGED_ANSWERS,
  definitionOf,
  FORM_DEFINITIONS,
  LOCALES,
  type Locale,
  POLICE_WORDING,
  policeReading,
  type SummaryItem,
  type SummaryLookups,
  summarise,
  type TextKey,
} from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { summaryText } from './texts.ts';

/**
 * The forms the police read today. A form made by `npm run new-form` speaks to the person until its
 * police words are written (its step titles' `police`, its own questions in POLICE_WORDING).
 */
const FORMS = ['phishing', 'phishing-officer', 'damage', 'cable-damage', 'person'];
const definitions = FORM_DEFINITIONS.filter((definition) => FORMS.includes(definition.id));

/** Words that speak to the person or for them: you, I, my, and the form's imperatives. */
const SPEAKS_TO_THE_PERSON: Readonly<Record<Locale, RegExp>> = {
  nl: /\b(u|uw|ik|mij|mijn|me|mezelf|wij|we|ons|onze)\b|^(Beschrijf|Vat|Geef|Kies|Vul)\b/i,
  fr: /(^|[\s(’'-])(vous|votre|vos|je|j’|me|moi|mon|ma|mes|nous|notre|nos)\b|^\p{L}+ez\b/iu,
  de: /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|ich|mich|mir|mein|meine|meinem|meiner|wir|uns|unser|unsere)\b/,
};

/** What a summary item may say in words of the catalogue: its question, its choices, its group's title. */
function itemTexts(items: readonly SummaryItem[]): TextKey[] {
  return items.flatMap((item): TextKey[] => {
    if ('list' in item) return [...(item.title ? [item.title] : []), ...itemTexts(item.items)];
    const questions = typeof item.question === 'string' ? [item.question] : Object.values(item.question.keys);
    const say = item.say;
    const choices = typeof say === 'object' && 'choice' in say ? Object.values(say.choice) : [];
    return [...questions, ...choices];
  });
}

/** Every text the police read in a form's summary, as the person's catalogue key. */
const policeTexts = (definition: (typeof definitions)[number]): TextKey[] =>
  definition.summary.flatMap((step) => [
    step.police ?? step.title,
    ...(step.empty ? [step.empty] : []),
    ...itemTexts(step.items),
  ]);

const lookupsIn = (locale: Locale): SummaryLookups => ({
  text: summaryText(locale),
  municipality: () => undefined,
  nationality: () => undefined,
  insurer: () => undefined,
  attachment: () => undefined,
});

describe('the summary as the police read it', () => {
  it('covers the forms of today', () => {
    expect(definitions.map((definition) => definition.id).sort()).toEqual([...FORMS].sort());
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const police = policeReading(lookupsIn(locale), locale, new Date());
    it.each(definitions.map((definition) => [definition.id, definition] as const))(
      'never speaks to the person in %s',
      (_, definition) => {
        const speaking = policeTexts(definition)
          .map((key) => [key, police.text(key, { number: 1, name: '' })] as const)
          .filter(([, text]) => SPEAKS_TO_THE_PERSON[locale].test(text));
        expect(
          speaking,
          'the police read these as the person does: give a step title its `police` title, a question or ' +
            'an answer its police words in POLICE_WORDING (packages/domain/src/forms/police-reading.ts)',
        ).toEqual([]);
      },
    );

    it('has the police words of every text it rewords', () => {
      for (const key of Object.values(POLICE_WORDING)) expect(summaryText(locale)(key!), key).not.toBe('');
    });
  });

  it('catches the person being spoken to, so that the check above can fail', () => {
    const person = lookupsIn('nl');
    const spoken = definitions
      .flatMap(policeTexts)
      .filter((key) => SPEAKS_TO_THE_PERSON.nl.test(person.text(key)));
    expect(spoken).toEqual(
      expect.arrayContaining([
        'declaration-steps:overview.channel_legend',
        'phishing:fact.description',
        'degradation-steps:fact.sources.declarant',
      ]),
    );
    expect(
      SPEAKS_TO_THE_PERSON.fr.test('Comment voulez-vous recevoir le résumé de votre déclaration ?'),
    ).toBe(true);
    expect(SPEAKS_TO_THE_PERSON.fr.test('Qu’avez-vous perdu ?')).toBe(true);
    expect(SPEAKS_TO_THE_PERSON.de.test('Beschreiben Sie, was passiert ist')).toBe(true);
  });

  it('rewords only texts a summary says, and reads ages only of birth dates', () => {
    const said = new Set(FORM_DEFINITIONS.flatMap(policeTexts));
    expect(Object.keys(POLICE_WORDING).filter((key) => !said.has(key as TextKey))).toEqual([]);
    for (const key of AGED_ANSWERS) {
      expect(said.has(key), key).toBe(true);
      expect(summaryText('nl')(key)).toMatch(/^Geboortedatum/);
    }
  });
});

describe('a birth date as the police read it', () => {
  /** The declarant's birth date as said to `reader`, the declaration received at `received`. */
  const birthDate = (
    locale: Locale,
    born: string,
    received: Date | undefined,
    reader: 'person' | 'police' = 'police',
  ) => {
    const payload = structuredClone(EXAMPLES.phishing);
    payload.declarant.birth_date = born;
    const lookups =
      reader === 'police' && received
        ? policeReading(lookupsIn(locale), locale, received)
        : lookupsIn(locale);
    const sections = summarise(definitionOf(payload)!, payload, locale, lookups, reader);
    const entries = sections[0]!.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry] : []));
    return entries.find((entry) =>
      entry.question.startsWith(summaryText(locale)('declaration-steps:declarant.birth_date')),
    )?.answer;
  };
  // 30 July 2025, 00:30 in Brussels: still the 29th in UTC, the 30th where the declaration was received.
  const received = new Date('2025-07-29T22:30:00Z');

  it('says the age on the day the declaration was received, in Brussels', () => {
    expect(birthDate('nl', '30/07/1985', received)).toBe('30/07/1985 (40 jaar bij de aangifte)');
    expect(birthDate('nl', '31/07/1985', received)).toBe('31/07/1985 (39 jaar bij de aangifte)');
    expect(birthDate('fr', '30/07/1985', received)).toBe('30/07/1985 (40 ans lors de la déclaration)');
    expect(birthDate('de', '30/07/1985', received)).toBe('30/07/1985 (bei der Anzeige 40 Jahre alt)');
  });

  it('says a baby in months or weeks, never in days past two weeks', () => {
    expect(birthDate('nl', '15/01/2025', received)).toBe('15/01/2025 (6 maanden bij de aangifte)');
    expect(birthDate('fr', '01/07/2025', received)).toBe('01/07/2025 (4 semaines lors de la déclaration)');
    expect(birthDate('de', '25/07/2025', received)).toBe('25/07/2025 (bei der Anzeige 5 Tage alt)');
    expect(birthDate('de', '29/07/2025', received)).toBe('29/07/2025 (bei der Anzeige 1 Tag alt)');
  });

  it('says the date alone to the person, without a moment, or after the declaration', () => {
    expect(birthDate('nl', '30/07/1985', received, 'person')).toBe('30/07/1985');
    expect(birthDate('nl', '30/07/1985', undefined)).toBe('30/07/1985');
    expect(birthDate('nl', '31/07/2025', received)).toBe('31/07/2025');
  });
});
