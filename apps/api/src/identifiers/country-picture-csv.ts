import type { CountryPictureRow } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment, type Locale } from '@pow/domain';
import de from '@pow/i18n/web/pages/zone/de.json' with { type: 'json' };
import fr from '@pow/i18n/web/pages/zone/fr.json' with { type: 'json' };
import nl from '@pow/i18n/web/pages/zone/nl.json' with { type: 'json' };
import { spreadsheetCsv } from '../http/spreadsheet-csv.ts';

const TEXTS = {
  nl: { ...nl.country, kinds: nl.identifier_kinds },
  fr: { ...fr.country, kinds: fr.identifier_kinds },
  de: { ...de.country, kinds: de.identifier_kinds },
} as const;

/**
 * The country's picture as a supervisor opens it in a spreadsheet: a header line, then one line per
 * identifier, the most named first; its zones as "Antwerpen: 2, Liège: 1".
 */
export function countryPictureCsv(rows: readonly CountryPictureRow[], locale: Locale): string {
  const texts = TEXTS[locale];
  const header = [
    texts.kind,
    texts.value,
    texts.bank,
    texts.declarations,
    texts.zones,
    texts.first_at,
    texts.last_at,
  ];
  const lines = rows.map((row) => [
    texts.kinds[row.kind],
    row.value,
    row.bank ?? '',
    String(row.declarations),
    row.zones.map(({ zone, declarations }) => `${zone}: ${declarations}`).join(', '),
    formatBrusselsMoment(new Date(row.first_at)),
    formatBrusselsMoment(new Date(row.last_at)),
  ]);
  return spreadsheetCsv([header, ...lines]);
}
