import { apiPath, DECLARATION_STATUS, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import type {
  ZoneAddendumDocument,
  ZoneHandoverDocument,
  ZoneHandoverVersion,
} from '@pow/contracts/zone-handover';
import { type DeclarationForm, localeOrDefault, type SummaryLookups } from '@pow/domain';
import type { addenda, declarations } from '../db/schema.ts';
import { storedDeclaration, summaryInputOf } from '../declarations/summary-input.ts';
import { LINK_VALIDITY_SECONDS, type LinkedSubject, signedLink } from './handover-links.ts';
import type { HandoverKey } from './handover-settings.ts';
import type { HandoverSummary } from './handover-summary.ts';

/** What the document is made of: the declaration, its zone and its own files as stored. */
export interface HandoverSource {
  declaration: Omit<typeof declarations.$inferSelect, 'summaryPdf'>;
  zoneName: string;
  files: readonly HandoverFile[];
  /** Version 2: the PDF in the zone's language; undefined when it could not be made. */
  summary?: HandoverSummary | undefined;
}

/**
 * How a document is written: its version, where officers reach the portal, and (version 2) the key
 * that signs its links and when they were signed (unix seconds).
 */
export interface DocumentOptions {
  version: ZoneHandoverVersion;
  publicUrl: string;
  key: HandoverKey;
  now: number;
}

interface HandoverFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** A file as version 1 lists it: the desk address an officer downloads it at, not its bytes. */
const fileOf = (file: HandoverFile, url: string) => ({
  id: file.id,
  filename: file.filename,
  content_type: file.contentType,
  size: file.size,
  sha256: file.sha256,
  url,
});

/** A signed link and its end, as version 2 lists them. */
const linkOf = (options: DocumentOptions, declarationId: string, subject: LinkedSubject) => {
  const expires = options.now + LINK_VALIDITY_SECONDS;
  return {
    url: signedLink(options.publicUrl, options.key, declarationId, subject, expires),
    expires_at: new Date(expires * 1000).toISOString(),
  };
};

const sheetUrl = (publicUrl: string, id: string) => `${publicUrl}/app/zone?declaration=${id}`;

/**
 * The versioned document handed to the police information system: the declaration in words in the
 * person's language, as the zone's sheet says it to the police (headings and questions of the
 * declarant, not to them), the payload as received, and its files by id. Version
 * 1 gives each file's desk address (an officer signed in downloads it); version 2 a signed link that
 * needs no session, and the PDF summary in the zone's language the same way (decision 043).
 */
export function handoverDocument(
  source: HandoverSource,
  lookups: SummaryLookups,
  options: DocumentOptions,
): ZoneHandoverDocument {
  const { declaration } = source;
  const { publicUrl } = options;
  const language = localeOrDefault(declaration.language);
  // As the desk's sheet says it (decision 049): the same summary, read by the police.
  const summary = summaryInputOf(
    storedDeclaration(declaration, source.zoneName, language),
    lookups,
    undefined,
    'police',
  );
  const common = {
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
  };
  const deskUrl = (file: HandoverFile) =>
    `${publicUrl}${apiPath(zoneDeclarationEndpoint(declaration.id, 'attachments', file.id))}`;
  if (options.version === 1) {
    return {
      version: 1,
      ...common,
      attachments: source.files.map((file) => fileOf(file, deskUrl(file))),
    };
  }
  const pdf = source.summary;
  return {
    version: 2,
    ...common,
    summary_pdf: pdf
      ? {
          language: pdf.language,
          filename: `${declaration.register}-${pdf.language}.pdf`,
          content_type: 'application/pdf',
          size: pdf.size,
          sha256: pdf.sha256,
          ...linkOf(options, declaration.id, 'summary'),
        }
      : null,
    attachments: source.files.map((file) => ({
      ...fileOf(file, deskUrl(file)),
      ...linkOf(options, declaration.id, { file: file.id }),
      desk_url: deskUrl(file),
    })),
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
 * language, and its files by id (version 2: by signed link, the desk address beside it); its declaration
 * named as its own document did.
 */
export function addendumDocument(source: AddendumSource, options: DocumentOptions): ZoneAddendumDocument {
  const { addendum, declaration } = source;
  const { publicUrl } = options;
  const number = String(addendum.number);
  const common = {
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
  };
  const deskUrl = (file: HandoverFile) =>
    `${publicUrl}${apiPath(zoneDeclarationEndpoint(declaration.id, 'addenda', number, 'attachments', file.id))}`;
  if (options.version === 1) {
    return { version: 1, ...common, attachments: source.files.map((file) => fileOf(file, deskUrl(file))) };
  }
  return {
    version: 2,
    ...common,
    attachments: source.files.map((file) => ({
      ...fileOf(file, deskUrl(file)),
      ...linkOf(options, declaration.id, { file: file.id }),
      desk_url: deskUrl(file),
    })),
  };
}
