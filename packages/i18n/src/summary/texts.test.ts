import { FORM_DEFINITIONS, LOCALES, textKeysOf } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { summaryText } from './texts.ts';

describe.each(LOCALES)('the summaries in %s', (locale) => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.id, definition] as const))(
    'of %s have every text, and so has its home tile',
    (_, definition) => {
      const text = summaryText(locale);
      for (const key of textKeysOf(definition)) expect(text(key), key).not.toBe('');
    },
  );

  it('refuses a key no catalogue has', () => {
    expect(() => summaryText(locale)('phishing:no.such.key')).toThrow(/no text/);
  });
});
