import { createHash } from 'node:crypto';
import { isLocale, type Locale, localeOrDefault, type SummaryLookups } from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type declarations, handoverSummaries, type ZoneNames } from '../db/schema.ts';
import { storedDeclaration, summaryInputOf } from '../declarations/summary-input.ts';
import type { SummaryFile } from '../declarations/summary-lookups.ts';
import type { SummaryInput } from '../declarations/summary-pdf.ts';
import { zoneNameIn } from '../reference-data/police-zones.ts';

/**
 * The language of the PDF a zone is handed (decision 043): the zone's own (`language` of the reference
 * data); a bilingual zone's (Brussels, `nl+fr`) the person's when it is one of the zone's, else the first.
 */
export function zoneLanguageOf(zoneLanguage: string, personLanguage: Locale): Locale {
  const languages = zoneLanguage.split('+').filter(isLocale);
  if (languages.includes(personLanguage)) return personLanguage;
  return languages[0] ?? personLanguage;
}

/** What a document says of the PDF: its language, size and SHA-256; the bytes are fetched by link. */
export interface HandoverSummary {
  language: Locale;
  size: number;
  sha256: string;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const summaryColumns = {
  language: handoverSummaries.language,
  size: handoverSummaries.size,
  sha256: handoverSummaries.sha256,
};

export interface SummarySource {
  declaration: Omit<typeof declarations.$inferSelect, 'summaryPdf'>;
  zone: { name: string; names: ZoneNames | null; language: string };
  files: readonly SummaryFile[];
}

/**
 * The declaration's PDF summary in its zone's language, made at the first attempt and kept
 * (`handover_summaries`), so that every attempt's document and every fetch give the same bytes. It is
 * the police's document, as the desk's PDF is (decision 049): headings and questions that speak of the
 * declarant, no "keep this number"; never the person's own PDF, which speaks to them (a row kept before,
 * `pdf` null, still points at it: the documents handed over named its SHA-256). Undefined when it cannot
 * be made: the document says so (`summary_pdf: null`) rather than holding the hand-over back.
 */
export async function handoverSummary(
  db: Db,
  render: (input: SummaryInput) => Promise<Buffer>,
  lookups: (language: Locale, files: readonly SummaryFile[]) => Promise<SummaryLookups>,
  source: SummarySource,
): Promise<HandoverSummary | undefined> {
  const { declaration, zone } = source;
  const kept = async () =>
    (
      await db
        .select(summaryColumns)
        .from(handoverSummaries)
        .where(eq(handoverSummaries.declarationId, declaration.id))
    )[0];
  const found = await kept();
  if (found) return { ...found, language: localeOrDefault(found.language) };

  const language = zoneLanguageOf(zone.language, localeOrDefault(declaration.language));
  let pdf: Buffer;
  try {
    pdf = await render(
      summaryInputOf(
        storedDeclaration(declaration, zoneNameIn(zone, language), language),
        await lookups(language, source.files),
        undefined,
        'police',
      ),
    );
  } catch {
    return undefined;
  }
  await db
    .insert(handoverSummaries)
    .values({ declarationId: declaration.id, language, pdf, size: pdf.length, sha256: sha256Of(pdf) })
    .onConflictDoNothing();
  const stored = (await kept())!;
  return { ...stored, language: localeOrDefault(stored.language) };
}
