import type { Locale } from './locale.ts';

/** The units each language writes sizes in (issue 21: one system per language). */
const UNITS: Readonly<Record<Locale, { bytes: string; kb: string; mb: string }>> = {
  nl: { bytes: 'bytes', kb: 'kB', mb: 'MB' },
  fr: { bytes: 'octets', kb: 'Ko', mb: 'Mo' },
  de: { bytes: 'Byte', kb: 'KB', mb: 'MB' },
};

/**
 * A file's size as people read it, counted by 1024 (spec §5), in the units of their language: 2,1 kB
 * (nl), 2,1 Ko (fr), 2,1 KB (de); a no-break space keeps number and unit together.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = UNITS[locale];
  const number = new Intl.NumberFormat(`${locale}-BE`, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes}\u00a0${units.bytes}`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)}\u00a0${units.kb}`;
  return `${number.format(bytes / (1024 * 1024))}\u00a0${units.mb}`;
}
