import {
  LOCALES,
  type Locale,
  PERSON_FORM,
  policeReading,
  type SummaryLookups,
  summarise,
} from '@pow/domain';
import { EXAMPLE_PERSON_HARASSMENT, EXAMPLE_PERSON_LOST_BAG } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { summaryText } from './texts.ts';

/**
 * Issue 33 in the person form's summary (the review, the PDF, the desk), in each language: the period a
 * harassment went on, and the lost object by its name in the reader's language, never a code or a key.
 */

/** The catalogue's handbag, as the server's object lookup names it. */
const HANDBAG: Readonly<Record<Locale, string>> = { nl: 'Handtas', fr: 'Sac à main', de: 'Handtasche' };

const lookupsIn = (locale: Locale): SummaryLookups => ({
  text: summaryText(locale),
  municipality: () => '4000 Liège',
  nationality: () => undefined,
  insurer: () => undefined,
  object: (tkey) => (tkey === '0902' ? HANDBAG[locale] : undefined),
  attachment: () => undefined,
});

/** The fact step's questions and answers, as the person or the police read them. */
const said = (payload: unknown, locale: Locale, police = false) =>
  summarise(
    PERSON_FORM,
    payload,
    locale,
    police ? policeReading(lookupsIn(locale), locale, new Date('2025-06-15T10:00:00Z')) : lookupsIn(locale),
    police ? 'police' : 'person',
  )
    .filter((section) => section.step === 'fact_information')
    .flatMap((section) => section.entries)
    .flatMap((entry) => (entry.kind === 'answer' ? [`${entry.question} ${entry.answer}`] : []))
    .join('\n');

/** A catalogue key or the object's code where words belong. */
const RAW = /[a-z-]+:[a-z_]+\.|\b[a-z]+_[a-z_]+\b|\b0902\b/;

describe.each(LOCALES)('the person form’s summary in %s (issue 33)', (locale) => {
  it.each([false, true])('says the period a harassment went on (police: %s)', (police) => {
    const text = said(EXAMPLE_PERSON_HARASSMENT, locale, police);
    expect(text).toContain('03/03/2025');
    expect(text).toContain('28/04/2025');
    expect(text).not.toMatch(RAW);
  });

  it.each([false, true])('names the lost bag in words, with its brand and number (police: %s)', (police) => {
    const text = said(EXAMPLE_PERSON_LOST_BAG, locale, police);
    expect(text).toContain(HANDBAG[locale]);
    expect(text).toContain('Delvaux');
    expect(text).toContain('DV-2291-0457');
    expect(text).not.toMatch(RAW);
  });
});
