import { formatBrusselsMoment, type Locale, type SummaryReader, type SummarySection } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import { pdfDocument } from './pdf-document.ts';

export interface SummaryInput {
  register: string;
  receivedAt: Date;
  zoneName: string;
  language: Locale;
  /** What kind of declaration this is, in words. */
  formTitle: string;
  /** Who filed it for the victim, when an officer did. */
  officer?: { name: string; matricule: string } | undefined;
  /** The person's summary, or the police's (the zone's desk): no "keep this number", no "what next". */
  reader?: SummaryReader | undefined;
  sections: SummarySection[];
}

/**
 * Renders the declaration's PDF summary in its declarant's language, as an intake document a person and
 * a zone can read (issue 15): what it is and what happens next on top, then the answers step by step as
 * `summarise` says them, each page numbered and footed with what this document is. PDF/UA-1 (decision
 * 044): each question and its answer a table row, the page furniture artifacts.
 */
export function renderSummaryPdf(input: SummaryInput): Promise<Buffer> {
  const texts = summaryCatalogues[input.language];
  const police = input.reader === 'police';
  // Named by what happened, in words (issue 33): "Samenvatting van uw aangifte: Verlies van een voorwerp".
  const title = interpolate(texts.titled, {
    title: input.officer || police ? texts.title_officer : texts.title,
    form: input.formTitle,
  });
  const { heading, paragraph, answer, rule, end } = pdfDocument({
    language: input.language,
    title: `${title} – ${input.register}`,
    author: texts.product,
    subject: input.formTitle,
  });

  paragraph(texts.product, { size: 9 });
  heading('H1', title);
  answer(texts.register, input.register);
  answer(texts.form, input.formTitle);
  answer(texts.received, formatBrusselsMoment(input.receivedAt));
  answer(texts.zone, input.zoneName);
  if (input.officer) answer(texts.filed_by, interpolate(texts.officer, input.officer));
  if (!police) {
    if (!input.officer) paragraph(texts.keep_register);
    heading('H2', texts.next_title);
    paragraph(interpolate(input.officer ? texts.next_officer : texts.next, { zone: input.zoneName }));
  }

  for (const section of input.sections) {
    if (section.entries.length === 0 && !section.note) continue;
    rule();
    heading('H2', section.title);
    if (section.note) paragraph(section.note);
    for (const entry of section.entries) {
      if (entry.kind === 'answer') {
        answer(entry.question, entry.answer);
        continue;
      }
      heading('H3', entry.title);
      for (const inner of entry.answers) answer(inner.question, inner.answer, 12);
    }
  }
  return end(
    texts.document,
    (page, pages) => interpolate(texts.page, { page, pages }),
    interpolate(texts.running, { register: input.register }),
  );
}

/** Subject and text of the message that carries the summary; the subject names what was declared. */
export function summaryMessage(
  input: Pick<SummaryInput, 'register' | 'receivedAt' | 'zoneName' | 'language' | 'formTitle'>,
) {
  const texts = summaryCatalogues[input.language];
  const values = {
    register: input.register,
    date: formatBrusselsMoment(input.receivedAt),
    zone: input.zoneName,
    form: input.formTitle,
  };
  return { subject: interpolate(texts.mail_subject, values), text: interpolate(texts.mail_text, values) };
}
