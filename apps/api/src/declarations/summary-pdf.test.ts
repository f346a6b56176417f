import { execFileSync, spawnSync } from 'node:child_process';
import {
  DAMAGE_COLORS,
  DECLARE_FOR,
  definitionOf,
  FORM_DEFINITIONS,
  formatBrusselsMoment,
  GRAFFITI_COMPLEXITIES,
  GRAFFITI_PAINTING_TOOLS,
  GRAFFITI_READABILITIES,
  IDENTIFICATIONS,
  LOCALES,
  OVERVIEW_CHANNELS,
  PERSON_TYPES,
  type TextKey,
} from '@pow/domain';
import { EXAMPLES, FIXTURE_FORM, FIXTURE_FORM_PAYLOAD, FIXTURE_FORM_TEXTS } from '@pow/domain/testing';
import { summaryCatalogues } from '@pow/i18n/summary';
import { summaryText } from '@pow/i18n/summary/texts';
import { describe, expect, it } from 'vitest';
import { summaryInputOf } from './summary-input.ts';
import { renderSummaryPdf, summaryMessage } from './summary-pdf.ts';
import { ATTACHMENT, lookupsIn, pdfFile } from './summary-pdf-test-support.ts';

function pdfText(pdf: Buffer): string {
  // pdftotext (poppler-utils) is installed by .ci/run; this test needs it.
  return execFileSync('pdftotext', [pdfFile(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Coded values a person must never read as an answer: the schemas' enum values and the forms' codes. */
const CODED = new Set<string>([
  ...DECLARE_FOR,
  ...IDENTIFICATIONS,
  ...PERSON_TYPES,
  ...OVERVIEW_CHANNELS,
  ...GRAFFITI_COMPLEXITIES,
  ...GRAFFITI_PAINTING_TOOLS,
  ...GRAFFITI_READABILITIES,
  ...DAMAGE_COLORS,
  'yes',
  'no',
  'true',
  'false',
  'victim',
  'declarant',
  'other',
]);
/** Codes of the examples: fact types, crime type, objects, insurers. Never in the person's PDF (issue 33). */
const CODES = ['5731', '5101', '5102', '5103', '0574', '0201', '0407', '0404', '0602', '0002', '9999'];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const received = new Date('2026-11-22T13:05:00Z');

describe.each(LOCALES)('the PDF summary in %s', (locale) => {
  it.each(Object.entries(EXAMPLES))(
    'of the %s example reads as a document for a person',
    async (_, example) => {
      const payload = { ...structuredClone(example), attachments: [ATTACHMENT.id] };
      const lookups = lookupsIn(locale);
      const input = summaryInputOf(
        {
          register: '2026-5345-000042',
          receivedAt: received,
          zoneName: 'Antwerpen',
          language: locale,
          payload,
        },
        lookups,
      );
      const pages = pdfText(await renderSummaryPdf(input));
      // Every page's foot: what the document is and "1/2"; the answers are read without it.
      const foot = new RegExp(
        ` ?${literal(summaryCatalogues[locale].document)} ${literal(summaryCatalogues[locale].page).replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')} ?`,
        'g',
      );
      expect(pages).toMatch(foot);
      const text = pages.replace(foot, ' ');

      expect(text).toContain('2026-5345-000042');
      expect(text).toContain('22/11/2026 14:05');
      expect(text).toContain(input.formTitle);
      expect(text).toContain(ATTACHMENT.filename);
      expect(text).toContain(ATTACHMENT.sha256);
      const answers = input.sections.flatMap((section) =>
        section.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry] : entry.answers)),
      );
      expect(answers.length).toBeGreaterThan(8);
      for (const { question, answer } of answers) {
        expect(text).toContain(question.replace(/\s+/g, ' '));
        expect(text).toContain(answer.replace(/\s+/g, ' '));
        expect(CODED.has(answer), `${question}: ${answer}`).toBe(false);
        expect(CODES, question).not.toContain(answer);
      }

      // No internal token: uuid, municipality key or item, field name, enum value, bare code. (An
      // officer's matricule is an identifier the zone reads, like the register.)
      const other = text.replaceAll('71234', '');
      expect(other).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
      expect(other).not.toMatch(/\b\d{5}\b/);
      expect(other).not.toMatch(/\b\d{5}-\d{4}\b/);
      expect(other).not.toMatch(/(?<!@)\b[a-z]+_[a-z_]+\b/);
      expect(other).not.toMatch(/\b(munKey|tkey|fkey|firstname|lastname|datetime)\b/);
      expect(other).not.toMatch(
        /\b(private-person|someone-else|graffiti-mural|phishing_officer|degradation)\b/,
      );
      for (const code of CODES) expect(other).not.toMatch(new RegExp(`\\b${code}\\b`));
    },
  );
});

describe.each(LOCALES)('the PDF summary of a form added by its definition alone, in %s', (locale) => {
  it('says its title, questions and answers', async () => {
    const lookups = lookupsIn(locale);
    const catalogue = summaryText(locale);
    const text = (key: TextKey, values?: Readonly<Record<string, string | number>>) =>
      FIXTURE_FORM_TEXTS[locale][key] ?? catalogue(key, values);
    const input = summaryInputOf(
      {
        register: '2026-5345-000043',
        receivedAt: received,
        zoneName: 'Brussel HOOFDSTAD Elsene',
        language: locale,
        payload: FIXTURE_FORM_PAYLOAD,
      },
      { ...lookups, text },
      [...FORM_DEFINITIONS, FIXTURE_FORM],
    );
    const pdf = pdfText(await renderSummaryPdf(input));
    expect(pdf).toContain(FIXTURE_FORM_TEXTS[locale]['lost-keys:title']);
    expect(pdf).toContain(FIXTURE_FORM_TEXTS[locale]['lost-keys:fact.address']);
    expect(pdf).toContain('Place de Brouckère 3');
    expect(pdf).toContain(FIXTURE_FORM_PAYLOAD.fact.description);
    expect(pdf).not.toContain('lost-keys');
  });
});

describe('the officer-filed summary', () => {
  it('names the officer and the zone', async () => {
    const input = summaryInputOf(
      {
        register: '2026-5415-000007',
        receivedAt: received,
        zoneName: 'Gent',
        language: 'nl',
        payload: EXAMPLES.phishing_officer,
      },
      lookupsIn('nl'),
    );
    const text = pdfText(await renderSummaryPdf(input));
    expect(text).toContain('Opgesteld door Tom Claes, stamnummer 71234');
    expect(text).toContain('Bevoegde politiezone Gent');
    expect(text).toContain('Samenvatting van de aangifte');
  });
});

describe('the summary PDF', () => {
  it('is tagged, in its language, with the font embedded', async () => {
    const input = summaryInputOf(
      {
        register: 'x',
        receivedAt: received,
        zoneName: 'Weser-Göhl',
        language: 'de',
        payload: EXAMPLES.degradation_graffiti,
      },
      lookupsIn('de'),
    );
    const raw = (await renderSummaryPdf(input)).toString('latin1');
    expect(raw).toContain('/Lang (de)');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/FontFile2/);
  });

  it('never leaves a question at the foot of a page without its answer', async () => {
    // Answers of every length, so that page ends fall between questions, answers and their lines.
    const entries = Array.from({ length: 90 }, (_, index) => ({
      kind: 'answer' as const,
      question: `Question${index}`,
      answer: Array.from({ length: 1 + (index % 7) }, () => `Answer${index}`).join(
        ' lorem ipsum dolor sit amet ',
      ),
    }));
    const pdf = await renderSummaryPdf({
      register: '2026-5345-000001',
      receivedAt: received,
      zoneName: 'Antwerpen',
      language: 'nl',
      formTitle: 'Phishing',
      sections: [{ step: 'fact', number: 1, title: 'Feiten', entries }],
    });
    const read = spawnSync('pdftotext', [pdfFile(pdf), '-'], { encoding: 'utf8' });
    // Its tagged content stays well formed across the page breaks (no mismatched marked content).
    expect(read.stderr).toBe('');
    const pages = read.stdout.split('\f').slice(0, -1);
    expect(pages.length).toBeGreaterThan(2);
    for (const [number, page] of pages.entries()) {
      for (const [, index] of page.matchAll(/Question(\d+)/g)) {
        expect(page, `page ${number + 1}, question ${index}`).toContain(`Answer${index}`);
      }
    }
  });

  it('is refused for a payload no form covers', () => {
    expect(definitionOf({ form: 'unknown' })).toBeUndefined();
    expect(() =>
      summaryInputOf(
        { register: 'x', receivedAt: received, zoneName: 'z', language: 'nl', payload: { form: 'unknown' } },
        lookupsIn('nl'),
      ),
    ).toThrow();
  });
});

describe('formatBrusselsMoment', () => {
  it('gives Belgian wall-clock time, summer and winter', () => {
    expect(formatBrusselsMoment(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026 12:00');
    expect(formatBrusselsMoment(new Date('2026-01-15T23:30:00Z'))).toBe('16/01/2026 00:30');
  });
});

describe('summaryMessage', () => {
  it('names the register, what was declared, the date and the zone in the language', () => {
    const message = summaryMessage({
      register: 'R-1',
      receivedAt: received,
      zoneName: 'Antwerpen',
      language: 'fr',
      formTitle: 'Perte d’un objet',
    });
    // What was declared, in words (issue 33).
    expect(message.subject).toBe('Votre déclaration R-1 à la police\u202f: Perte d’un objet');
    expect(message.text).toContain('22/11/2026 14:05');
    expect(message.text).toContain('Antwerpen');
  });
});

describe('the summary the police read (the zone’s sheet and PDF)', () => {
  const graffiti = (locale: (typeof LOCALES)[number], reader?: 'police') =>
    summaryInputOf(
      {
        register: '2026-5345-000043',
        receivedAt: received,
        zoneName: 'Eupen',
        language: locale,
        payload: structuredClone(EXAMPLES.degradation_graffiti),
      },
      lookupsIn(locale),
      undefined,
      reader,
    );

  it('names the object from the catalogue in the reader’s language, not as the person chose it', () => {
    // Lukas Schmitz chose "Fassade" in German; the French sheet says "Façade".
    const titles = (input: ReturnType<typeof graffiti>) =>
      input.sections.flatMap((section) =>
        section.entries.flatMap((e) => (e.kind === 'group' ? [e.title] : [])),
      );
    expect(titles(graffiti('fr', 'police'))).toEqual(['Objet 1\u202f: Façade']);
    expect(titles(graffiti('nl', 'police'))).toEqual(['Voorwerp 1: Gevel']);
  });

  it('heads the declarant’s steps in the third person, for the police only', () => {
    const headings = (input: ReturnType<typeof graffiti>) => input.sections.map((section) => section.title);
    expect(headings(graffiti('fr', 'police'))).toContain('Le déclarant');
    expect(headings(graffiti('fr', 'police'))).not.toContain('Votre identification');
    expect(headings(graffiti('de', 'police'))).toContain('Der Anzeigeerstatter');
    expect(headings(graffiti('nl', 'police'))).toContain('De aangever');
    // The person's own review and PDF still speak to them.
    expect(headings(graffiti('nl'))).toContain('Uw identificatie');
  });

  it('prints the register number and page x/y on every page of the police PDF, and no "keep this number"', async () => {
    const input = graffiti('fr', 'police');
    // Long enough for several pages.
    const long = { ...input, sections: [...input.sections, ...input.sections, ...input.sections] };
    const file = pdfFile(await renderSummaryPdf(long));
    const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(count).toBeGreaterThan(1);
    for (let page = 1; page <= count; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain('Police-on-web – déclaration 2026-5345-000043');
      expect(text).toContain(`Page ${page} sur ${count}`);
    }
    const all = pdfText(await renderSummaryPdf(input));
    expect(all).toContain('Résumé de la déclaration');
    expect(all).not.toContain(summaryCatalogues.fr.keep_register.slice(0, 30));
  });
});
