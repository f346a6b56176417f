/** One concept's word, and the words that must not stand for it (issue 34, item 3). */
export interface GlossaryTerm {
  readonly concept: string;
  readonly use: string;
  readonly not: readonly string[];
}

export interface Glossary {
  readonly about: string;
  readonly terms: readonly GlossaryTerm[];
}

/** A text that uses a word the glossary says not to use. */
export interface SynonymUse {
  readonly key: string;
  readonly found: string;
  readonly use: string;
}

/** What a person reads of a text: placeholders (`{{matricule}}`) and tag names (`<tel>`) are not words. */
const readable = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-z_]+>/gi, ' ');

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text, by key, that uses a word the glossary forbids; a word counts whole, whatever its case. */
export function synonymsUsed(texts: Readonly<Record<string, string>>, glossary: Glossary): SynonymUse[] {
  const rules = glossary.terms.flatMap((term) =>
    term.not.map((word) => ({
      word,
      use: term.use,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}(?![\\p{L}\\p{N}])`, 'iu'),
    })),
  );
  return Object.entries(texts).flatMap(([key, text]) =>
    rules
      .filter((rule) => rule.pattern.test(readable(text)))
      .map((rule) => ({ key, found: rule.word, use: rule.use })),
  );
}
