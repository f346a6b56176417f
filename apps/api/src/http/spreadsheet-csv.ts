/**
 * One field of a CSV line (RFC 4180), quoted; a text a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, a tab or a return first: a word an officer searched for, a phone in E.164) is kept a text by
 * a leading apostrophe (OWASP, CSV injection).
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * Lines (the header first) as a CSV file a Belgian Excel opens whole: semicolons between fields (a comma
 * is its decimal mark), a byte-order mark, CRLF line ends.
 */
export function spreadsheetCsv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`;
}
