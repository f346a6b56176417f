import type { ZoneAccessLog } from '@pow/contracts/zone-desk';
import { formatBrusselsSecond, type Locale } from '@pow/domain';
import de from '@pow/i18n/web/pages/zone/de.json' with { type: 'json' };
import fr from '@pow/i18n/web/pages/zone/fr.json' with { type: 'json' };
import nl from '@pow/i18n/web/pages/zone/nl.json' with { type: 'json' };

const LOG_TEXTS = { nl: nl.log, fr: fr.log, de: de.log } as const;

/**
 * One field of a CSV line (RFC 4180), quoted; a text a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, a tab or a return first: a searched word is typed by an officer) is kept a text by a
 * leading apostrophe (OWASP, CSV injection).
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The access log as an auditor opens it in a spreadsheet: a header line, then a line per entry, newest
 * first, its time to the second in Brussels time, the action in words and by its code, in the
 * supervisor's language. Semicolons between fields and a byte-order mark, as a Belgian Excel reads a CSV
 * file whole (a comma is its decimal mark).
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
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
