/**
 * Forgiving reading of typed dates and times. Phone keypads opened by inputmode="numeric" have no "/"
 * or ":", and people write 1/2/2025 or 14.30: these become the dd/mm/yyyy and hh:mm the rules of spec
 * §5 check. What cannot be read is left as typed, for the rule to report.
 */
export function normalizeDateInput(typed: string): string {
  const text = typed.trim();
  const separated = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(text);
  if (separated) return `${pad(separated[1])}/${pad(separated[2])}/${separated[3]}`;
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`;
  return text;
}

export function normalizeTimeInput(typed: string): string {
  const text = typed.trim();
  const separated = /^(\d{1,2})\s*[:.hHuU]\s*(\d{2})(?:[:.](\d{2}))?$/.exec(text);
  if (separated) return `${pad(separated[1])}:${separated[2]}${separated[3] ? `:${separated[3]}` : ''}`;
  const digits = /^(\d{1,2})(\d{2})$/.exec(text);
  if (digits) return `${pad(digits[1])}:${digits[2]}`;
  const hours = /^(\d{1,2})\s*[hHuU]?$/.exec(text);
  if (hours) return `${pad(hours[1])}:00`;
  return text;
}

function pad(part: string | undefined): string {
  return (part ?? '').padStart(2, '0');
}
