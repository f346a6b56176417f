import { apiPath, DECLARATION_STATUS, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import type { ZoneAddendumDocument, ZoneHandoverDocument } from '@pow/contracts/zone-handover';
import { type DeclarationForm, localeOrDefault, type SummaryLookups } from '@pow/domain';
import type { addenda, declarations } from '../db/schema.ts';
import { storedDeclaration, summaryInputOf } from '../declarations/summary-input.ts';

/** What the document is made of: the declaration, its zone and its own files as stored. */
export interface HandoverSource {
  declaration: Omit<typeof declarations.$inferSelect, 'summaryPdf'>;
  zoneName: string;
  files: readonly HandoverFile[];
}

interface HandoverFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** A file as the documents list it: the desk address an officer downloads it at, not its bytes. */
const fileOf = (file: HandoverFile, url: string) => ({
  id: file.id,
  filename: file.filename,
  content_type: file.contentType,
  size: file.size,
  sha256: file.sha256,
  url,
});

const sheetUrl = (publicUrl: string, id: string) => `${publicUrl}/app/zone?declaration=${id}`;

/**
 * The versioned document handed to the police information system: the declaration in words in the
 * person's language (the summary their PDF says), the payload as received, and its files by id with
 * the desk address an officer downloads each at (the files themselves stay on the portal).
 */
export function handoverDocument(
  source: HandoverSource,
  lookups: SummaryLookups,
  publicUrl: string,
): ZoneHandoverDocument {
  const { declaration } = source;
  const language = localeOrDefault(declaration.language);
  const summary = summaryInputOf(storedDeclaration(declaration, source.zoneName, language), lookups);
  return {
    version: 1,
    declaration: {
      id: declaration.id,
      register: declaration.register,
      form: declaration.form as DeclarationForm,
      form_title: summary.formTitle,
      fact_type: declaration.factType,
      zone: { key: declaration.zoneKey, name: source.zoneName },
      received_at: declaration.createdAt.toISOString(),
      language,
      summary_failed: declaration.status === DECLARATION_STATUS.summaryFailed,
      sheet_url: sheetUrl(publicUrl, declaration.id),
    },
    summary: { language, sections: summary.sections as ZoneSheet['sections'] },
    payload: declaration.payload as Record<string, unknown>,
    attachments: source.files.map((file) =>
      fileOf(file, `${publicUrl}${apiPath(zoneDeclarationEndpoint(declaration.id, 'attachments', file.id))}`),
    ),
  };
}

/** What an addition's document is made of: the addition, its declaration and zone, its files. */
export interface AddendumSource {
  addendum: Pick<typeof addenda.$inferSelect, 'id' | 'number' | 'createdAt' | 'language' | 'text' | 'status'>;
  declaration: Pick<typeof declarations.$inferSelect, 'id' | 'register' | 'zoneKey'>;
  zoneName: string;
  files: readonly HandoverFile[];
}

/**
 * The versioned document of an addition (`zoneAddendum`): the text as the person wrote it, in their
 * language, and its files by id with their desk address; its declaration named as its own document did.
 */
export function addendumDocument(source: AddendumSource, publicUrl: string): ZoneAddendumDocument {
  const { addendum, declaration } = source;
  const number = String(addendum.number);
  return {
    version: 1,
    declaration: {
      id: declaration.id,
      register: declaration.register,
      zone: { key: declaration.zoneKey, name: source.zoneName },
      sheet_url: sheetUrl(publicUrl, declaration.id),
    },
    addendum: {
      id: addendum.id,
      number: addendum.number,
      received_at: addendum.createdAt.toISOString(),
      language: localeOrDefault(addendum.language),
      text: addendum.text,
      summary_failed: addendum.status === DECLARATION_STATUS.summaryFailed,
    },
    attachments: source.files.map((file) =>
      fileOf(
        file,
        `${publicUrl}${apiPath(zoneDeclarationEndpoint(declaration.id, 'addenda', number, 'attachments', file.id))}`,
      ),
    ),
  };
}
