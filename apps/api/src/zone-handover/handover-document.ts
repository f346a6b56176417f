import { apiPath, DECLARATION_STATUS, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import type { ZoneHandoverDocument } from '@pow/contracts/zone-handover';
import { type DeclarationForm, isLocale, type SummaryLookups } from '@pow/domain';
import type { declarations } from '../db/schema.ts';
import { summaryInputOf } from '../declarations/summary-input.ts';

/** What the document is made of: the declaration, its zone and its own files as stored. */
export interface HandoverSource {
  declaration: Omit<typeof declarations.$inferSelect, 'summaryPdf'>;
  zoneName: string;
  files: readonly { id: string; filename: string; contentType: string; size: number; sha256: string }[];
}

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
  const language = isLocale(declaration.language) ? declaration.language : 'nl';
  const summary = summaryInputOf(
    {
      register: declaration.register,
      receivedAt: declaration.createdAt,
      zoneName: source.zoneName,
      language,
      payload: declaration.payload,
    },
    lookups,
  );
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
      sheet_url: `${publicUrl}/app/zone?declaration=${declaration.id}`,
    },
    summary: { language, sections: summary.sections as ZoneSheet['sections'] },
    payload: declaration.payload as Record<string, unknown>,
    attachments: source.files.map((file) => ({
      id: file.id,
      filename: file.filename,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      url: `${publicUrl}${apiPath(zoneDeclarationEndpoint(declaration.id, 'attachments', file.id))}`,
    })),
  };
}
