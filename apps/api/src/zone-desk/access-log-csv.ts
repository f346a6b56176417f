import type { ZoneAccessLog } from '@pow/contracts/zone-desk';
import { formatBrusselsSecond, type Locale } from '@pow/domain';
import de from '@pow/i18n/web/pages/zone/de.json' with { type: 'json' };
import fr from '@pow/i18n/web/pages/zone/fr.json' with { type: 'json' };
import nl from '@pow/i18n/web/pages/zone/nl.json' with { type: 'json' };
import { spreadsheetCsv } from '../http/spreadsheet-csv.ts';

const LOG_TEXTS = { nl: nl.log, fr: fr.log, de: de.log } as const;

/**
 * The access log as an auditor opens it in a spreadsheet: a header line, then a line per entry, newest
 * first, its time to the second in Brussels time, the action in words and by its code, in the
 * supervisor's language.
 */
export function accessLogCsv(lines: ZoneAccessLog['rows'], locale: Locale): string {
  const texts = LOG_TEXTS[locale];
  const header = [
    texts.at,
    texts.officer,
    texts.matricule,
    texts.register,
    texts.action,
    texts.action_code,
    texts.file,
    texts.subject,
    texts.address,
  ];
  const rows = lines.map((line) => [
    formatBrusselsSecond(new Date(line.at)),
    line.officer_name,
    line.matricule,
    line.register ?? '',
    texts.actions[line.action],
    line.action,
    line.filename ?? '',
    line.subject ?? '',
    line.address,
  ]);
  return spreadsheetCsv([header, ...rows]);
}
