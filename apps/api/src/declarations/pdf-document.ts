import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@pow/domain';
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

const MARGIN = 56;
const FOOTER_HEIGHT = 40;
const GREY = '#4a4a4a';
const RULE = '#b0b7c3';

/** What a document is: its language, and the title, author and subject its properties carry. */
export interface DocumentInfo {
  language: Locale;
  title: string;
  author: string;
  subject: string;
}

/**
 * An A4 document in the portal's one layout (issue 15): tagged, with title and language, the font
 * embedded; headings, paragraphs and answers (a question in grey over its answer) as structure
 * elements; `end` foots every page with what the document is and where the page stands ("1/2").
 */
export function pdfDocument(info: DocumentInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    pdfVersion: '1.7',
    tagged: true,
    lang: info.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
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
  /**
   * A question in grey over its answer, as a form reads back. A question never stands alone at the foot
   * of a page: it goes over with the first lines of its answer.
   */
  const answer = (question: string, text: string, indent = 0) => {
    const x = MARGIN + indent;
    const inner = width - indent;
    const asked = doc.font('bold').fontSize(9).heightOfString(question, { width: inner });
    const answered = doc.font('regular').fontSize(10.5).heightOfString(text, { width: inner });
    const firstLines = Math.min(answered, doc.currentLineHeight(true) * 2);
    // Outside the tagged block: a page added inside it would split its marked content.
    if (doc.y + asked + firstLines > doc.page.height - doc.page.margins.bottom) doc.addPage();
    block('P', () => {
      doc.font('bold').fontSize(9).fillColor(GREY).text(question, x, doc.y, { width: inner });
      doc.font('regular').fontSize(10.5).fillColor('black').text(text, x, doc.y, { width: inner });
      doc.moveDown(0.45);
    });
  };
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

  /** Foots every page with `footer` and its number (`page(1, 2)`), and finishes the document. */
  const end = (footer: string, page: (index: number, count: number) => string): Promise<Buffer> => {
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index++) {
      doc.switchToPage(pages.start + index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('regular').fontSize(8).fillColor(GREY);
      doc.text(footer, MARGIN, y, { width: width - 70 });
      doc.text(page(index + 1, pages.count), MARGIN + width - 60, y, { width: 60, align: 'right' });
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return done;
  };

  return { heading, paragraph, answer, rule, end };
}
