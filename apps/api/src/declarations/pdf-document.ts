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
/** A SHA-256 as the summary writes it (`answers.attachment_hash`): 64 hexadecimal digits. */
const SHA256 = /\b([0-9a-f]{64})\b/;

/** pdfkit writes a header cell's scope (/A << /O /Table /Scope /Row >>); @types/pdfkit misses it. */
type StructureOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' | 'Both' };

/** What a document is: its language, and the title, author and subject its properties carry. */
export interface DocumentInfo {
  language: Locale;
  title: string;
  author: string;
  subject: string;
}

/**
 * An A4 document in the portal's one layout (issue 15), PDF/UA-1 (issue 34, decision 044): identified as
 * such in its XMP, titled, in its language, the font embedded; one /Document holds headings, paragraphs
 * and tables of answers (a question in grey over its answer, read as a row header and its cell); a
 * SHA-256 is one Span; rules and the foot of each page (`end`: what the document is, "1/2") are artifacts.
 */
export function pdfDocument(info: DocumentInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    pdfVersion: '1.7',
    tagged: true,
    lang: info.language,
    displayTitle: true,
    // pdfuaid:part 1 in the XMP (beside dc:title). @types/pdfkit knows only PDF/A's subsets.
    subset: 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets,
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

  // Everything is read inside one /Document; the answers in a row lie in one table.
  const root = doc.struct('Document');
  doc.addStructure(root);
  let table: PDFKit.PDFStructureElement | undefined;
  const endTable = () => {
    table?.end();
    table = undefined;
  };
  const block = (type: string, children: PDFKit.PDFStructureElementChild[]) => {
    endTable();
    root.add(doc.struct(type, {}, children));
  };
  /**
   * The children of an element that draw `text` at `x`, `style` first and `after` last: one closure, but
   * each SHA-256 a Span of its own whose /ActualText is the hash, so that it is read (and copied) as one
   * word even where a line ends. A text with a hash is drawn a line at a time, the hash continuing its line.
   */
  const runs = (
    text: string,
    x: number,
    lineWidth: number,
    style: () => void,
    after: () => void,
  ): PDFKit.PDFStructureElementChild[] => {
    const steps: { hash?: string; draw: () => void }[] = !SHA256.test(text)
      ? [{ draw: () => doc.text(text, x, doc.y, { width: lineWidth }) }]
      : text.split('\n').flatMap((line) => {
          const parts = line.split(SHA256).filter(Boolean);
          if (parts.length === 0) return [{ draw: () => doc.moveDown() }];
          return parts.map((part, at) => {
            const options = { width: lineWidth, continued: at < parts.length - 1 };
            const draw = () => (at === 0 ? doc.text(part, x, doc.y, options) : doc.text(part, options));
            return SHA256.test(part) ? { hash: part, draw } : { draw };
          });
        });
    // The style before the first step, `after` behind the last (the same step when there is one).
    const first = steps[0];
    if (first) {
      const drawFirst = first.draw;
      first.draw = () => {
        style();
        drawFirst();
      };
    }
    const last = steps[steps.length - 1];
    if (last) {
      const drawLast = last.draw;
      last.draw = () => {
        drawLast();
        after();
      };
    }
    // The steps between two hashes in one closure: one marked-content sequence.
    const children: PDFKit.PDFStructureElementChild[] = [];
    let plain: (() => void)[] = [];
    const close = () => {
      const draws = plain;
      if (draws.length) {
        children.push(() => {
          for (const draw of draws) draw();
        });
      }
      plain = [];
    };
    for (const step of steps) {
      if (!step.hash) {
        plain.push(step.draw);
        continue;
      }
      close();
      children.push(doc.struct('Span', { actual: step.hash }, step.draw));
    }
    close();
    return children;
  };
  /**
   * Headings, and the rule that opens a section, wait for what follows them (issue 33): drawn with the
   * first row or first lines under them, on the next page when those would not fit, so that no heading
   * stands alone at the foot of a page. A section that starts a page needs no rule above it.
   */
  type Heading = { type: 'H1' | 'H2' | 'H3'; text: string };
  let waiting: Heading[] = [];
  let ruleWaiting = false;
  const HEADING_SIZE = { H1: 18, H2: 13, H3: 11 } as const;
  const HEADING_AFTER = { H1: 0.3, H2: 0.2, H3: 0.2 } as const;
  // The rule's font sets its spacing (moveDown counts in lines of the current font).
  const ruleFont = () => doc.font('regular').fontSize(10);
  const ruleHeight = () => ruleFont().currentLineHeight(true) * 0.9;
  const headingHeight = ({ type, text }: Heading) => {
    doc.font('bold').fontSize(HEADING_SIZE[type]);
    return doc.heightOfString(text, { width }) + doc.currentLineHeight(true) * HEADING_AFTER[type];
  };
  const drawRule = () => {
    endTable();
    ruleFont().moveDown(0.3);
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
  const drawHeading = ({ type, text }: Heading) =>
    block(type, [
      () =>
        doc
          .font('bold')
          .fontSize(HEADING_SIZE[type])
          .fillColor('black')
          .text(text, MARGIN, doc.y, { width })
          .moveDown(HEADING_AFTER[type]),
    ]);
  /** Draws what waits above content `next` points high, on a new page when they would not fit together. */
  const flush = (next: number) => {
    if (!ruleWaiting && waiting.length === 0) return;
    const rule = ruleWaiting ? ruleHeight() : 0;
    const headings = waiting.reduce((sum, heading) => sum + headingHeight(heading), 0);
    // A point to spare, so that the content's own check never finds less room than this one did.
    const fits = doc.y + rule + headings + next + 1 <= doc.page.height - doc.page.margins.bottom;
    const atTop = doc.y <= doc.page.margins.top;
    if (!fits && !atTop) doc.addPage();
    if (ruleWaiting && fits && !atTop) drawRule();
    for (const heading of waiting) drawHeading(heading);
    waiting = [];
    ruleWaiting = false;
  };
  const heading = (type: Heading['type'], text: string) => {
    waiting.push({ type, text });
  };
  const paragraph = (text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) => {
    const inner = width - (options.indent ?? 0);
    const style = () =>
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(options.size ?? 10)
        .fillColor('black');
    // Its heading goes over with its first two lines.
    style();
    flush(Math.min(doc.heightOfString(text, { width: inner }), doc.currentLineHeight(true) * 2));
    block(
      'P',
      runs(text, MARGIN + (options.indent ?? 0), inner, style, () => doc.moveDown(0.25)),
    );
  };
  /**
   * A question in grey over its answer, as a form reads back: a row of a table, the question its row
   * header (TH, scope Row) and the answer its cell. A question never stands alone at the foot of a page:
   * it goes over with the first lines of its answer.
   */
  const answer = (question: string, text: string, indent = 0) => {
    const x = MARGIN + indent;
    const inner = width - indent;
    const asked = doc.font('bold').fontSize(9).heightOfString(question, { width: inner });
    const answered = doc.font('regular').fontSize(10.5).heightOfString(text, { width: inner });
    const firstLines = Math.min(answered, doc.currentLineHeight(true) * 2);
    // Its heading goes over with it.
    flush(asked + firstLines);
    // Outside the tagged row: a page added inside it would split its marked content.
    if (doc.y + asked + firstLines > doc.page.height - doc.page.margins.bottom) doc.addPage();
    if (!table) {
      table = doc.struct('Table');
      root.add(table);
    }
    const header: StructureOptions = { scope: 'Row' };
    table.add(
      doc.struct('TR', {}, [
        doc.struct('TH', header, () =>
          doc.font('bold').fontSize(9).fillColor(GREY).text(question, x, doc.y, { width: inner }),
        ),
        doc.struct(
          'TD',
          {},
          runs(
            text,
            x,
            inner,
            () => doc.font('regular').fontSize(10.5).fillColor('black'),
            () => doc.moveDown(0.45),
          ),
        ),
      ]),
    );
  };
  /** A rule between sections: drawn with the heading that follows it (`flush`). */
  const rule = () => {
    endTable();
    ruleWaiting = true;
  };

  /**
   * Foots every page with `footer` and its number (`page(1, 2)`), heads it with `running` (the register
   * number: a page printed or filed alone still says whose it is), and finishes the document.
   */
  const end = (
    footer: string,
    page: (index: number, count: number) => string,
    running: string,
  ): Promise<Buffer> => {
    flush(0);
    endTable();
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index++) {
      doc.switchToPage(pages.start + index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('regular').fontSize(8).fillColor(GREY);
      doc.text(footer, MARGIN, y, { width: width - 70 });
      // "Pagina 12 van 12" on one line beside it: a long one a little smaller.
      const label = page(index + 1, pages.count);
      doc.fontSize(Math.min(8, (8 * 66) / doc.widthOfString(label)));
      doc.text(label, MARGIN + width - 66, y, { width: 66, align: 'right', lineBreak: false });
      doc.fontSize(8);
      doc.endMarkedContent();
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] });
      doc.text(running, MARGIN, MARGIN - 24, { width, align: 'right' });
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return done;
  };

  return { heading, paragraph, answer, rule, end };
}
