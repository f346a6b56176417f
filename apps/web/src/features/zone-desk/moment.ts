import type { Locale } from '@pow/domain';

/** A moment as an officer in Belgium reads it: Brussels time, in the interface's language. */
export function brusselsMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${locale}-BE`, {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A file size in kB or MB, as a person reads it. */
export function fileSize(bytes: number, locale: Locale): string {
  const format = new Intl.NumberFormat(`${locale}-BE`, { maximumFractionDigits: 1 });
  return bytes < 1_000_000 ? `${format.format(bytes / 1000)} kB` : `${format.format(bytes / 1_000_000)} MB`;
}
