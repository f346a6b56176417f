import { execFileSync } from 'node:child_process';
import { formatBrusselsMoment, LOCALES, type Locale } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import { describe, expect, it } from 'vitest';
import { renderAddendumPdf } from './addendum-pdf.ts';
import {
  elementsOf,
  readTaggedPdf,
  type StructElement,
  type TaggedPdf,
} from './pdf-structure-test-support.ts';
import { summaryInputOf } from './summary-input.ts';
import { renderSummaryPdf, type SummaryInput } from './summary-pdf.ts';
import { ATTACHMENT, lookupsIn, pdfFile, SECOND_ATTACHMENT } from './summary-pdf-test-support.ts';

// PDF/UA-1 (ISO 14289-1) as far as the summary's structure shows it (issue 34): read with qpdf, since
// veraPDF cannot be installed here. Decision 044.

const received = new Date('2026-11-22T13:05:00Z');
const REGISTER = '2026-5345-000042';

/**
 * The wording of a wizard, which a document must not carry: its steps and buttons. ('Weiter' and
 * 'suivant' stay out: "Wie geht es weiter?" is the German of "What happens next?".)
 */
const WIZARD_WORDS: Record<Locale, readonly string[]> = {
  nl: ['stap', 'stappen', 'volgende', 'vorige', 'wijzig', 'wijzigen', 'verzenden', 'versturen', 'indienen'],
  fr: ['étape', 'étapes', 'précédent', 'modifier', 'envoyer', 'envoi', 'soumettre', 'continuer'],
  de: ['Schritt', 'Schritte', 'zurück', 'ändern', 'bearbeiten', 'absenden', 'senden', 'fortfahren'],
};
/** …nor the English of one, which a missing text would show. */
const ENGLISH_WIZARD_WORDS = ['step', 'next', 'previous', 'back', 'change', 'edit', 'submit', 'continue'];

/** The standard structure types the portal's documents use: no role map is needed. */
const STANDARD_TYPES = ['Document', 'P', 'H1', 'H2', 'H3', 'Table', 'TR', 'TH', 'TD', 'Span'];

const squeeze = (text: string) => text.replace(/\s+/g, '');

function summaryOf(example: keyof typeof EXAMPLES, locale: Locale): SummaryInput {
  const payload = {
    ...structuredClone(EXAMPLES[example]),
    attachments: [ATTACHMENT.id, SECOND_ATTACHMENT.id],
  };
  return summaryInputOf(
    { register: REGISTER, receivedAt: received, zoneName: 'Antwerpen', language: locale, payload },
    lookupsIn(locale),
  );
}

/** Each table row of the tree, with the element it lies in. */
function rowsOf(
  elements: readonly StructElement[],
  parent?: StructElement,
): [StructElement, StructElement?][] {
  return elements.flatMap((element): [StructElement, StructElement?][] => [
    ...(element.type === 'TR' ? [[element, parent] as [StructElement, StructElement?]] : []),
    ...rowsOf(element.kids, element),
  ]);
}

/** What every document of the portal must show, whatever it says. */
function expectAccessibleDocument(pdf: TaggedPdf, locale: Locale, footer: string) {
  // Identified as PDF/UA-1, titled in its XMP as in its properties, the title shown in the window.
  expect(pdf.xmp).toMatch(/xmlns:pdfuaid="http:\/\/www\.aiim\.org\/pdfua\/ns\/id\/"/);
  expect(pdf.xmp).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
  const title = /<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">([^<]+)<\/rdf:li>/.exec(pdf.xmp)?.[1];
  expect(title).toBeTruthy();
  expect(title).toBe(pdf.infoTitle);
  expect(pdf.displayDocTitle).toBe(true);
  expect(pdf.marked).toBe(true);
  expect(pdf.lang).toBe(locale);
  expect(pdf.fonts.size).toBeGreaterThan(0);
  for (const [font, embedded] of pdf.fonts) expect(embedded, font).toBe(true);

  // One /Document holds everything.
  expect(pdf.roots.map((root) => root.type)).toEqual(['Document']);

  // Everything drawn is tagged or an artifact; the page furniture is artifact, never read as content.
  expect(pdf.problems).toEqual([]);
  expect(squeeze(pdf.artifacts.join(' '))).toContain(squeeze(footer));
  for (const element of elementsOf(pdf.roots)) expect(squeeze(element.text)).not.toContain(squeeze(footer));

  // Headings from H1 down, one level at a time.
  const levels = elementsOf(pdf.roots)
    .filter((element) => /^H[1-6]$/.test(element.type))
    .map((heading) => Number(heading.type.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  }

  // Only those types; no heading, paragraph or cell without text.
  for (const element of elementsOf(pdf.roots)) {
    expect(STANDARD_TYPES, element.type).toContain(element.type);
    if (['P', 'H1', 'H2', 'H3', 'TH', 'TD', 'Span'].includes(element.type)) {
      expect(element.text.trim(), element.type).not.toBe('');
    }
  }
}

/** The label–value pairs: each a table row of a row header and its cell, in this order. */
function expectPairs(pdf: TaggedPdf, pairs: readonly (readonly [string, string])[]) {
  const rows = rowsOf(pdf.roots);
  for (const [row, parent] of rows) {
    expect(parent?.type).toBe('Table');
    expect(row.kids.map((cell) => cell.type)).toEqual(['TH', 'TD']);
    expect(row.kids[0]?.attributes.Scope).toBe('/Row');
  }
  for (const table of elementsOf(pdf.roots).filter((element) => element.type === 'Table')) {
    expect(table.kids.map((kid) => kid.type)).toEqual(table.kids.map(() => 'TR'));
  }
  expect(rows.map(([row]) => row.kids.map((cell) => squeeze(cell.text)))).toEqual(
    pairs.map((pair) => pair.map(squeeze)),
  );
}

/** Each file's SHA-256 one element, read as one word, as often as it is said. */
function expectHashes(pdf: TaggedPdf, hashes: readonly string[]) {
  const spans = elementsOf(pdf.roots).filter((element) => /^[0-9a-f]{64}$/.test(element.actualText ?? ''));
  expect(spans.map((span) => span.actualText)).toEqual(hashes);
  for (const span of spans) {
    expect(span.type).toBe('Span');
    expect(span.text).toBe(span.actualText);
  }
}

function expectNoWizardWording(pdf: Buffer, locale: Locale) {
  const lines = execFileSync('pdftotext', [pdfFile(pdf), '-'], { encoding: 'utf8' }).split('\n');
  const words = [...WIZARD_WORDS[locale], ...ENGLISH_WIZARD_WORDS].join('|');
  const wizard = new RegExp(`(?<![\\p{L}\\p{N}])(${words})(?![\\p{L}\\p{N}])`, 'iu');
  expect(lines.filter((line) => wizard.test(line))).toEqual([]);
  // Nor the form's mark of what may stay empty: '(niet verplicht)', '(in euro, niet verplicht)'.
  const optional = `${summaryCatalogues[locale].answers.optional_marker})`;
  expect(lines.filter((line) => line.includes(optional))).toEqual([]);
}

/** Each example's summary in each language, rendered once for the tests that read it. */
const renders = new Map<string, Promise<{ input: SummaryInput; pdf: Buffer }>>();
function renderedSummary(example: keyof typeof EXAMPLES, locale: Locale) {
  const key = `${example}/${locale}`;
  let render = renders.get(key);
  if (!render) {
    const input = summaryOf(example, locale);
    render = renderSummaryPdf(input).then((pdf) => ({ input, pdf }));
    renders.set(key, render);
  }
  return render;
}

const FORMS = Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[];

describe.each(LOCALES)('the PDF summary as PDF/UA-1, in %s', (locale) => {
  const texts = summaryCatalogues[locale];
  it.each(FORMS)('of the %s example has its structure', async (example) => {
    const { input, pdf: rendered } = await renderedSummary(example, locale);
    const pdf = readTaggedPdf(rendered);

    expectAccessibleDocument(pdf, locale, texts.document);
    const answers = input.sections.flatMap((section) =>
      section.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry] : entry.answers)),
    );
    expectPairs(pdf, [
      [texts.register, REGISTER],
      [texts.form, input.formTitle],
      [texts.received, formatBrusselsMoment(received)],
      [texts.zone, 'Antwerpen'],
      ...(input.officer ? [[texts.filed_by, interpolate(texts.officer, input.officer)] as const] : []),
      ...answers.map((answer) => [answer.question, answer.answer] as const),
    ]);
    expectHashes(pdf, [ATTACHMENT.sha256, SECOND_ATTACHMENT.sha256]);
  });

  it.each(FORMS)('of the %s example says no word of the wizard', async (example) => {
    expectNoWizardWording((await renderedSummary(example, locale)).pdf, locale);
  });
});

describe.each(LOCALES)('the PDF of an addition as PDF/UA-1, in %s', (locale) => {
  it('is an accessible document too', async () => {
    const texts = summaryCatalogues[locale];
    const rendered = await renderAddendumPdf({
      register: REGISTER,
      number: 2,
      formTitle: 'Phishing',
      declarationReceivedAt: received,
      receivedAt: received,
      zoneName: 'Antwerpen',
      language: locale,
      text: 'Nog een sms ontvangen.',
      attachments: [ATTACHMENT, SECOND_ATTACHMENT],
    });
    const pdf = readTaggedPdf(rendered);

    expectAccessibleDocument(pdf, locale, texts.addendum.document);
    const moment = formatBrusselsMoment(received);
    expectPairs(pdf, [
      [texts.register, REGISTER],
      [texts.form, 'Phishing'],
      [texts.addendum.declaration_received, moment],
      [texts.addendum.number, '2'],
      [texts.addendum.received, moment],
      [texts.zone, 'Antwerpen'],
    ]);
    expectHashes(pdf, [ATTACHMENT.sha256, SECOND_ATTACHMENT.sha256]);
    expectNoWizardWording(rendered, locale);
  });
});

describe('the PDF summary over many pages', () => {
  it('keeps its rows, cells and hashes whole across the page breaks', async () => {
    // Answers of every length, so that page ends fall inside cells (their content continued on the next
    // page); files whose hashes end some lines.
    const files = [ATTACHMENT, SECOND_ATTACHMENT]
      .map((file) => `${file.filename} (1 kB), SHA-256 ${file.sha256}`)
      .join('\n');
    const entries = Array.from({ length: 60 }, (_, index) => ({
      kind: 'answer' as const,
      question: `Question ${index}`,
      answer:
        index % 9 === 4
          ? files
          : Array.from({ length: 1 + (index % 7) * 3 }, () => `Answer ${index}`).join(
              ' lorem ipsum dolor sit amet ',
            ),
    }));
    const rendered = await renderSummaryPdf({
      register: REGISTER,
      receivedAt: received,
      zoneName: 'Antwerpen',
      language: 'nl',
      formTitle: 'Phishing',
      sections: [{ step: 'fact', number: 1, title: 'Feiten', entries }],
    });
    const pdf = readTaggedPdf(rendered);
    const texts = summaryCatalogues.nl;

    expectAccessibleDocument(pdf, 'nl', texts.document);
    // Each page footed, the foot an artifact.
    const footed = pdf.artifacts.filter((artifact) => squeeze(artifact).includes(squeeze(texts.document)));
    expect(footed.length).toBeGreaterThan(2);
    expectPairs(pdf, [
      [texts.register, REGISTER],
      [texts.form, 'Phishing'],
      [texts.received, formatBrusselsMoment(received)],
      [texts.zone, 'Antwerpen'],
      ...entries.map((entry) => [entry.question, entry.answer] as const),
    ]);
    const hashed = entries.filter((entry) => entry.answer === files).length;
    expectHashes(
      pdf,
      Array.from({ length: hashed }, () => [ATTACHMENT.sha256, SECOND_ATTACHMENT.sha256]).flat(),
    );
  });
});
