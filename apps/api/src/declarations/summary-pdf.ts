import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { type SummaryTexts, summaryCatalogues } from '@pow/i18n/summary';
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
  form: string;
  answers: unknown;
  attachments: { filename: string; sha256: string; size: number }[];
}

/** Belgian wall-clock time of a moment, as dd/mm/yyyy hh:mm. */
export function brusselsDateTime(moment: Date): string {
  const parts = new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * A field's label in the summary's language: the label of its path first (`fact.overview` is the
 * person's own summary, `overview` the way the PDF is delivered), then of its key, else the key made readable.
 */
function label(texts: SummaryTexts, path: readonly string[]): string {
  const fields = texts.fields as Record<string, string>;
  const key = path.at(-1) ?? '';
  return fields[path.join('.')] ?? fields[key] ?? key.replace(/_/g, ' ');
}

/** Answers flattened into labelled lines, depth giving the indentation. */
export function answerLines(
  texts: SummaryTexts,
  value: unknown,
  path: readonly string[] = [],
): { depth: number; label: string; text: string }[] {
  if (value === null || value === undefined || typeof value !== 'object') return [];
  const depth = path.length;
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i + 1), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const name = Array.isArray(value) ? `${key}.` : label(texts, [...path, key]);
    if (item === null || item === undefined || item === '') return [];
    if (typeof item === 'boolean') return [{ depth, label: name, text: item ? texts.yes : texts.no }];
    if (typeof item !== 'object') return [{ depth, label: name, text: String(item) }];
    const nested = answerLines(texts, item, [...path, key]);
    return nested.length ? [{ depth, label: name, text: '' }, ...nested] : [];
  });
}

/** Renders the declaration's PDF summary in its declarant's language; tagged, with title and language. */
export function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  const texts = summaryCatalogues[input.language];
  const form = (texts.forms as Record<string, string>)[input.form] ?? input.form;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    tagged: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: `${texts.title} ${input.register}`, Author: texts.product, Subject: form },
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

  const heading = (text: string, size: number) =>
    doc.addStructure(
      doc.struct(size > 14 ? 'H1' : 'H2', {}, () => doc.font('bold').fontSize(size).text(text).moveDown(0.4)),
    );
  const paragraph = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.addStructure(
      doc.struct('P', {}, () => doc.font('regular').fontSize(10).text(text, options).moveDown(0.2)),
    );

  heading(`${texts.product} – ${texts.title}`, 18);
  paragraph(`${texts.register}: ${input.register}`);
  paragraph(texts.keep_register);
  paragraph(`${texts.form}: ${form}`);
  paragraph(`${texts.received}: ${brusselsDateTime(input.receivedAt)}`);
  paragraph(`${texts.zone}: ${input.zoneName}`);
  paragraph(texts.handling);

  heading(texts.answers, 13);
  for (const line of answerLines(texts, input.answers)) {
    const text = line.text ? `${line.label}: ${line.text}` : line.label;
    paragraph(text, { indent: line.depth * 14 });
  }

  heading(texts.attachments, 13);
  if (input.attachments.length === 0) paragraph(texts.no_attachments);
  for (const file of input.attachments)
    paragraph(`${file.filename} (${file.size} B) – ${texts.sha256} ${file.sha256}`);

  doc.end();
  return done;
}

/** Subject and text of the message that carries the summary. */
export function summaryMessage(
  input: Pick<SummaryInput, 'register' | 'receivedAt' | 'zoneName' | 'language'>,
) {
  const texts = summaryCatalogues[input.language];
  const values = { register: input.register, date: brusselsDateTime(input.receivedAt), zone: input.zoneName };
  return { subject: interpolate(texts.mail_subject, values), text: interpolate(texts.mail_text, values) };
}
