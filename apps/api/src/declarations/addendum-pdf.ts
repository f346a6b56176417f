import { formatBrusselsMoment, formatFileSize, type Locale } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import { pdfDocument } from './pdf-document.ts';
import type { SummaryFile } from './summary-lookups.ts';

/** What the short PDF of an addition says: the declaration it completes, the text and the files added. */
export interface AddendumInput {
  register: string;
  number: number;
  /** What kind of declaration it completes, in words. */
  formTitle: string;
  declarationReceivedAt: Date;
  receivedAt: Date;
  zoneName: string;
  language: Locale;
  text: string;
  attachments: Omit<SummaryFile, 'id'>[];
}

/**
 * Renders the confirmation of an addition (issue 17) in the language the person added it in: which
 * declaration it completes and where it went, then the text as written and each file with its SHA-256,
 * in the layout of the summary.
 */
export function renderAddendumPdf(input: AddendumInput): Promise<Buffer> {
  const texts = summaryCatalogues[input.language];
  const own = texts.addendum;
  const { heading, paragraph, answer, rule, end } = pdfDocument({
    language: input.language,
    title: `${own.title} ${input.register}`,
    author: texts.product,
    subject: input.formTitle,
  });

  paragraph(texts.product, { size: 9 });
  heading('H1', own.title);
  answer(texts.register, input.register);
  answer(texts.form, input.formTitle);
  answer(own.declaration_received, formatBrusselsMoment(input.declarationReceivedAt));
  answer(own.number, String(input.number));
  answer(own.received, formatBrusselsMoment(input.receivedAt));
  answer(texts.zone, input.zoneName);
  heading('H2', texts.next_title);
  paragraph(interpolate(own.next, { zone: input.zoneName, register: input.register }));
  rule();
  heading('H2', own.text_title);
  paragraph(input.text);
  rule();
  heading('H2', own.files_title);
  if (input.attachments.length === 0) paragraph(own.no_files);
  for (const file of input.attachments) {
    const size = formatFileSize(file.size, input.language);
    paragraph(interpolate(texts.answers.attachment_hash, { name: file.filename, size, sha256: file.sha256 }));
  }
  return end(
    own.document,
    (page, pages) => interpolate(texts.page, { page, pages }),
    interpolate(texts.running, { register: input.register }),
  );
}

/** Subject and text of the message that carries an addition's PDF. */
export function addendumMessage(
  input: Pick<AddendumInput, 'register' | 'receivedAt' | 'zoneName' | 'language'>,
) {
  const own = summaryCatalogues[input.language].addendum;
  const values = {
    register: input.register,
    date: formatBrusselsMoment(input.receivedAt),
    zone: input.zoneName,
  };
  return { subject: interpolate(own.mail_subject, values), text: interpolate(own.mail_text, values) };
}
