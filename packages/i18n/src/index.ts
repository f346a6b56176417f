import type { Locale } from '@pow/domain';

/** A catalogue: message keys (nested by area) to texts; `{{name}}` marks an interpolated value. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/**
 * French uses the singular below 2 ("0 jour", "1 jour"); Dutch and German only for exactly 1 (spec §9).
 * Intl.PluralRules gives exactly that, so the suffixes `_one` and `_other` cover the three languages.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}

/** Replaces `{{name}}` in a text by the matching value. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Every key path of a catalogue, dotted, sorted: what the missing-key test compares. */
export function keyPaths(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [prefix + key] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort();
}
