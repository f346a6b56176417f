import { execFileSync } from 'node:child_process';
import { LOCALES, type Locale, MAX_FACT_AMOUNTS, type SummarySection } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import { summaryText } from '@pow/i18n/summary/texts';
import { describe, expect, it } from 'vitest';
import { summaryInputOf } from './summary-input.ts';
import { renderSummaryPdf, type SummaryInput } from './summary-pdf.ts';
import { ATTACHMENT, lookupsIn, pdfFile, SECOND_ATTACHMENT } from './summary-pdf-test-support.ts';

/**
 * The summary laid out as a document (issue 33, item 5): every page says whose it is (the register
 * number) and which page of how many it is, in the summary's language; no heading stands alone at the
 * foot of a page; the person's PDF says nothing of how it reaches them; the amounts lost are added up.
 * Read back with poppler's pdftotext, page by page.
 */

const received = new Date('2026-11-22T13:05:00Z');
const REGISTER = '2026-5345-000077';
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each page's text, whitespace squeezed (pdftotext ends each page with a form feed). */
function pagesOf(pdf: Buffer): string[] {
  return execFileSync('pdftotext', [pdfFile(pdf), '-'], { encoding: 'utf8' })
    .split('\f')
    .slice(0, -1)
    .map(squeeze);
}

/** A page without its furniture (the running head, the foot and its number): what the page says. */
function bodyOf(page: string, furniture: readonly string[]): string {
  return squeeze(furniture.reduce((text, part) => text.replace(squeeze(part), ' '), page));
}

/** The document's headings as drawn: its title, "what next", each section's and each group's title. */
function headingsOf(input: SummaryInput): string[] {
  const texts = summaryCatalogues[input.language];
  const drawn = (section: SummarySection) => section.entries.length > 0 || section.note;
  return [
    interpolate(texts.titled, { title: texts.title, form: input.formTitle }),
    texts.next_title,
    ...input.sections
      .filter(drawn)
      .flatMap((section) => [
        section.title,
        ...section.entries.flatMap((entry) => (entry.kind === 'group' ? [entry.title] : [])),
      ]),
  ].map(squeeze);
}

/** Jan's phishing at its longest: every amount the form takes, many contacts, two files. */
function longPhishing(locale: Locale): SummaryInput {
  const example = structuredClone(EXAMPLES.phishing);
  const payload = {
    ...example,
    fact_amounts: Array.from({ length: MAX_FACT_AMOUNTS }, (_, index) => ({
      iban: 'BE71 0961 2345 6769',
      amount: `${100 + index},50`,
    })),
    fact_author_infos: [
      ...example.fact_author_infos,
      ...Array.from({ length: 8 }, (_, index) => ({
        type: 1,
        value: `fraude${index}@mijnbank-controle.example`,
      })),
    ],
    attachments: [ATTACHMENT.id, SECOND_ATTACHMENT.id],
  };
  return summaryInputOf(
    { register: REGISTER, receivedAt: received, zoneName: 'Antwerpen', language: locale, payload },
    lookupsIn(locale),
  );
}

describe.each(LOCALES)('a long summary in %s', (locale) => {
  const texts = summaryCatalogues[locale];
  const text = summaryText(locale);

  it('says the register number and "page x of y" on every page, and no heading ends a page', async () => {
    const input = longPhishing(locale);
    const pages = pagesOf(await renderSummaryPdf(input));
    expect(pages.length).toBeGreaterThan(2);
    const running = interpolate(texts.running, { register: REGISTER });
    const headings = headingsOf(input);
    for (const [index, page] of pages.entries()) {
      const label = interpolate(texts.page, { page: index + 1, pages: pages.length });
      expect(page, `page ${index + 1}`).toContain(squeeze(running));
      expect(page, `page ${index + 1}`).toContain(label);
      const body = bodyOf(page, [running, texts.document, label]);
      for (const heading of headings) {
        expect(body.endsWith(heading), `page ${index + 1} ends with the heading "${heading}"`).toBe(false);
      }
    }
  });

  it('adds up the amounts lost and says nothing of how the summary is delivered', async () => {
    const input = longPhishing(locale);
    const all = squeeze(pagesOf(await renderSummaryPdf(input)).join(' '));
    // 100,50 + 101,50 + … + 119,50: twenty amounts.
    expect(all).toContain(`${squeeze(text('summary:answers.amounts_total'))} 2 200,00 €`);
    expect(all).not.toContain(squeeze(text('declaration-steps:overview.channel_legend')));
    expect(all).not.toContain(squeeze(text('declaration-steps:overview.ebox')));
  });
});

describe('headings kept with what follows them', () => {
  it('never end a page, wherever the page ends fall', async () => {
    // Sections of every length, most of them a group under their heading (two headings in a row): page
    // ends fall after rules, headings and rows alike, at many heights.
    const answer = (at: string, lines: number) => ({
      kind: 'answer' as const,
      question: `Question${at}`,
      answer: Array.from({ length: lines }, () => `Answer${at}`).join(' lorem ipsum dolor sit amet '),
    });
    let seed = 7;
    // A fixed pseudo-random sequence (a linear congruential generator): the same document every run,
    // without the period of a modulo that would end every page the same way.
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * below);
    };
    const sections: SummarySection[] = Array.from({ length: 150 }, (_, index) => {
      const rows = 1 + next(4);
      const heights = Array.from({ length: rows }, () => 1 + next(5));
      const lines = (row: number) => heights[row] ?? 1;
      return {
        step: `s${index}`,
        number: index + 1,
        title: `Section${index}`,
        entries:
          next(4) === 0
            ? Array.from({ length: rows }, (_, row) => answer(`${index}r${row}`, lines(row)))
            : [
                {
                  kind: 'group' as const,
                  title: `Group${index}`,
                  answers: Array.from({ length: rows }, (_, row) => answer(`${index}g${row}`, lines(row))),
                },
              ],
      };
    });
    const pdf = await renderSummaryPdf({
      register: REGISTER,
      receivedAt: received,
      zoneName: 'Antwerpen',
      language: 'nl',
      formTitle: 'Verlies van een voorwerp',
      sections,
    });
    const texts = summaryCatalogues.nl;
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(20);
    for (const [index, page] of pages.entries()) {
      const label = interpolate(texts.page, { page: index + 1, pages: pages.length });
      const body = bodyOf(page, [interpolate(texts.running, { register: REGISTER }), texts.document, label]);
      expect(body, `page ${index + 1}`).not.toMatch(/(Section|Group)\d+$/);
      // Each heading on this page is followed by a row on it.
      for (const [, heading] of body.matchAll(/(?:Section|Group)(\d+)\b/g)) {
        expect(body, `page ${index + 1}, heading ${heading}`).toMatch(new RegExp(`Question${heading}[gr]0`));
      }
    }
  });
});
