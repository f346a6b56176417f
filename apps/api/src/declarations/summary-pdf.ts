import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatBrusselsMoment, type Locale, type SummarySection } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// pdfkit's own font engine: a font it has parsed is handed to every document as it is (pdfkit ≥ 0.17).
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(data: Buffer): PDFKit.Mixins.PDFFontSource;
};
// An embedded TrueType font with every Latin letter (names like Łukasz or Şahin too), read and parsed
// once per thread: parsing its tables again for each document was half of a summary's cost.
const FONT = fontkit.create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
const FONT_BOLD = fontkit.create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));

export interface SummaryInput {
  register: string;
  receivedAt: Date;
  zoneName: string;
  language: Locale;
  /** What kind of declaration this is, in words. */
  formTitle: string;
  /** Who filed it for the victim, when an officer did. */
  officer?: { name: string; matricule: string } | undefined;
  sections: SummarySection[];
}

const MARGIN = 56;
const FOOTER_HEIGHT = 40;
const GREY = '#4a4a4a';
const RULE = '#b0b7c3';

/**
 * Renders the declaration's PDF summary in its declarant's language, as an intake document a person and
 * a zone can read (issue 15): what it is and what happens next on top, then the answers step by step as
 * `summarise` says them, each page numbered and footed with what this document is. Tagged, with title
 * and language; the font is embedded.
 */
export function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  const texts = summaryCatalogues[input.language];
  const title = input.officer ? texts.title_officer : texts.title;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    pdfVersion: '1.7',
    tagged: true,
    lang: input.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: `${title} ${input.register}`, Author: texts.product, Subject: input.formTitle },
    // No default Helvetica: pdfkit would parse its metrics for every document, and it is never used.
    font: null as unknown as string,
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const block = (type: string, draw: () => void) => doc.addStructure(doc.struct(type, {}, draw));
  const heading = (type: 'H1' | 'H2' | 'H3', text: string) => {
    const size = { H1: 18, H2: 13, H3: 11 }[type];
    // A heading never stands alone at the foot of a page.
    if (doc.y + size * 4 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    block(type, () =>
      doc
        .font('bold')
        .fontSize(size)
        .fillColor('black')
        .text(text, MARGIN, doc.y, { width })
        .moveDown(type === 'H1' ? 0.3 : 0.2),
    );
  };
  const paragraph = (text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) =>
    block('P', () =>
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(options.size ?? 10)
        .fillColor('black')
        .text(text, MARGIN + (options.indent ?? 0), doc.y, { width: width - (options.indent ?? 0) })
        .moveDown(0.25),
    );
  /** A question in grey over its answer, as a form reads back. */
  const answer = (question: string, text: string, indent: number) =>
    block('P', () => {
      const x = MARGIN + indent;
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(GREY)
        .text(question, x, doc.y, { width: width - indent });
      doc
        .font('regular')
        .fontSize(10.5)
        .fillColor('black')
        .text(text, x, doc.y, { width: width - indent });
      doc.moveDown(0.45);
    });
  const rule = () => {
    doc.moveDown(0.3);
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.endMarkedContent();
    doc.moveDown(0.6);
  };

  paragraph(texts.product, { size: 9 });
  heading('H1', title);
  answer(texts.register, input.register, 0);
  answer(texts.form, input.formTitle, 0);
  answer(texts.received, formatBrusselsMoment(input.receivedAt), 0);
  answer(texts.zone, input.zoneName, 0);
  if (input.officer) answer(texts.filed_by, interpolate(texts.officer, input.officer), 0);
  if (!input.officer) paragraph(texts.keep_register);
  heading('H2', texts.next_title);
  paragraph(interpolate(input.officer ? texts.next_officer : texts.next, { zone: input.zoneName }));

  for (const section of input.sections) {
    if (section.entries.length === 0 && !section.note) continue;
    rule();
    heading('H2', section.title);
    if (section.note) paragraph(section.note);
    for (const entry of section.entries) {
      if (entry.kind === 'answer') {
        answer(entry.question, entry.answer, 0);
        continue;
      }
      heading('H3', entry.title);
      for (const inner of entry.answers) answer(inner.question, inner.answer, 12);
    }
  }

  // The foot of every page: what this document is, and where the page stands ("1/2").
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(texts.document, MARGIN, y, { width: width - 70 });
    doc.text(interpolate(texts.page, { page: index + 1, pages: pages.count }), MARGIN + width - 60, y, {
      width: 60,
      align: 'right',
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}

/** Subject and text of the message that carries the summary. */
export function summaryMessage(
  input: Pick<SummaryInput, 'register' | 'receivedAt' | 'zoneName' | 'language'>,
) {
  const texts = summaryCatalogues[input.language];
  const values = {
    register: input.register,
    date: formatBrusselsMoment(input.receivedAt),
    zone: input.zoneName,
  };
  return { subject: interpolate(texts.mail_subject, values), text: interpolate(texts.mail_text, values) };
}
