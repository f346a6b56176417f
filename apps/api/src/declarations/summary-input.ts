import {
  definitionOf,
  FORM_DEFINITIONS,
  type Locale,
  policeReading,
  type RegisteredForm,
  type SummaryLookups,
  type SummaryReader,
  summarise,
  titleKeyOf,
  withoutDeliveryChannel,
} from '@pow/domain';
import type { SummaryInput } from './summary-pdf.ts';

export interface StoredDeclaration {
  readonly register: string;
  readonly receivedAt: Date;
  readonly zoneName: string;
  readonly language: Locale;
  readonly payload: unknown;
}

/** A declaration's row, with its zone's name, as a summary reads it in `language`. */
export function storedDeclaration(
  row: { readonly register: string; readonly createdAt: Date; readonly payload: unknown },
  zoneName: string,
  language: Locale,
): StoredDeclaration {
  return { register: row.register, receivedAt: row.createdAt, zoneName, language, payload: row.payload };
}

/**
 * What the PDF says of a stored declaration: its form's summary in the declarant's language and, for an
 * officer's declaration, who filed it; for the police (`reader`), headings, questions and answers that
 * speak of the declarant, a birth date with the age at receipt (the zone's sheet, its PDF and the
 * hand-over). A payload no form covers (none is stored) is an error: the job's
 * retries and then status -1 take over.
 */
export function summaryInputOf(
  declaration: StoredDeclaration,
  lookups: SummaryLookups,
  definitions: readonly RegisteredForm[] = FORM_DEFINITIONS,
  reader: SummaryReader = 'person',
): SummaryInput {
  const definition = definitionOf(declaration.payload, definitions);
  const titleKey = definition && titleKeyOf(definition, declaration.payload);
  if (!definition || !titleKey) throw new Error('no form definition covers this declaration');
  const officer =
    definition.filedBy === 'officer'
      ? (declaration.payload as { officer?: { firstname?: string; lastname?: string; matricule?: string } })
          .officer
      : undefined;
  return {
    register: declaration.register,
    receivedAt: declaration.receivedAt,
    zoneName: declaration.zoneName,
    language: declaration.language,
    formTitle: lookups.text(titleKey),
    officer: officer && {
      name: [officer.firstname, officer.lastname].filter(Boolean).join(' '),
      matricule: officer.matricule ?? '',
    },
    reader,
    sections: summarise(
      // The person's document does not say how it reaches them (issue 33); the police read it.
      reader === 'person' ? withoutDeliveryChannel(definition) : definition,
      declaration.payload,
      declaration.language,
      reader === 'police' ? policeReading(lookups, declaration.language, declaration.receivedAt) : lookups,
      reader,
    ),
  };
}
