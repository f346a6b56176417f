import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../index.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { type Glossary, synonymsUsed } from './glossary.ts';
import nl from './nl.json' with { type: 'json' };

const GLOSSARIES: Readonly<Record<string, Glossary>> = { nl, fr, de };
const SOURCE = path.resolve(import.meta.dirname, '..');

/** Every text of every catalogue in `locale` (`<folder>/<locale>.json`), by file and key. */
function allTexts(locale: string): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts[prefix + key] = value;
      else walk(value, `${prefix}${key}.`);
    }
  };
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === `${locale}.json` && !file.startsWith('glossary'),
  );
  for (const file of files) {
    walk(JSON.parse(readFileSync(path.join(SOURCE, file), 'utf8')) as Catalogue, `${file}: `);
  }
  return texts;
}

describe.each(['nl', 'fr', 'de'])('the %s glossary', (locale) => {
  const glossary = GLOSSARIES[locale]!;

  it('is kept by every catalogue: no text uses a word it says not to', () => {
    const texts = allTexts(locale);
    expect(Object.keys(texts).length).toBeGreaterThan(500);
    expect(synonymsUsed(texts, glossary)).toEqual([]);
  });

  it('finds a synonym planted in a text, whatever its case, and only a whole word', () => {
    const term = glossary.terms[0]!;
    const planted = term.not[0]!;
    expect(synonymsUsed({ planted: `… ${planted.toUpperCase()}: 2026/000123 …` }, glossary)).toEqual([
      { key: 'planted', found: planted, use: term.use },
    ]);
    expect(synonymsUsed({ inside: `x${planted}x`, placeholder: `{{${planted}}}` }, glossary)).toEqual([]);
  });
});
